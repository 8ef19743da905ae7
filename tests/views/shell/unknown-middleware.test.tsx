// @vitest-environment jsdom
/**
 * SPEC 8 'Unknown middleware → 500': a route whose guard is not registered renders the error
 * page ('An error occurred', status 500) and reports the error through the log proxy.
 * Routes name their guard; `runGuard` looks it up in the registry (src/app/guard.ts).
 * Rendered with the real router and the real route error component (`RouteErrorShell`);
 * the log proxy call is caught at `fetch`, the HTTP boundary.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guards, runGuard, setSignedInCheck, UnknownMiddleware } from '@src/app/guard'
import { RouteErrorShell } from '@src/app/shell'

interface Sent {
  readonly url: string
  readonly method: string
  readonly body: string
}

let sent: Sent[] = []

beforeEach(() => {
  sent = []
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(new URL(String(input), 'http://localhost/')), init)
      sent.push({ url: request.url, method: request.method, body: await request.text() })
      return new Response(JSON.stringify({ status: 202, messages: [], payload: { accepted: true, receivedAt: '2026-01-01T00:00:00Z' } }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A root with the console's error component and one route guarded by `guardName`. */
const renderGuarded = (guardName: string) => {
  const rootRoute = createRootRoute({ component: () => <Outlet />, errorComponent: RouteErrorShell })
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/doctor',
    beforeLoad: ({ location }) => runGuard(guardName, { href: location.href }),
    component: () => <h1>医師一覧</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/doctor'] }),
  })
  render(<RouterProvider router={router} />)
}

describe('guard registry', () => {
  it("registers exactly the two guards routes name: 'protected' and 'public'", () => {
    expect(Object.keys(guards).sort()).toEqual(['protected', 'public'])
  })

  it('an unregistered name rejects with UnknownMiddleware, status 500; a registered one runs', async () => {
    setSignedInCheck(async () => true)
    const error = await runGuard('admin-only', { href: '/doctor' }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(UnknownMiddleware)
    expect(error).toMatchObject({ status: 500, middleware: 'admin-only', message: 'Unknown middleware: admin-only' })
    await expect(runGuard('protected', { href: '/doctor' })).resolves.toBeUndefined()
    // inherited names are not guards
    await expect(runGuard('toString', { href: '/doctor' })).rejects.toBeInstanceOf(UnknownMiddleware)
  })

  it("a route naming an unknown guard: the error page, 'An error occurred' with 500, reported to the log proxy", async () => {
    renderGuarded('admin-only')
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).not.toBeNull()
    expect(screen.getByText('500').className).toContain('error-page__status')
    expect(screen.queryByText('医師一覧')).toBeNull()
    // the report goes through the runtime's layers, built on first use: slow on a loaded machine
    await waitFor(() => expect(sent.filter((r) => r.url.endsWith('/logProxy/'))).toHaveLength(1), { timeout: 5000 })
    const log = sent.find((r) => r.url.endsWith('/logProxy/'))!
    expect(log.method).toBe('POST')
    const entry = JSON.parse(log.body) as { level: string; payload: { uri: string; messages: string[] } }
    expect(entry.level).toBe('error')
    expect(entry.payload.messages[0]).toBe('Unknown error occurred in Vue context!')
    expect(entry.payload.messages[1]).toBe('UnknownMiddleware: Unknown middleware: admin-only')
  })

  it('a route naming a registered guard renders its page and logs nothing', async () => {
    setSignedInCheck(async () => true)
    renderGuarded('protected')
    expect(await screen.findByRole('heading', { name: '医師一覧' })).not.toBeNull()
    expect(sent).toEqual([])
  })
})
