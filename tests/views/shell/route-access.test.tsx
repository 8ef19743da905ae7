// @vitest-environment jsdom
/**
 * Routes that fit the person (issue 31): a route of an area that declares `requires` shows one
 * calm notice instead of its page to an account without that access, nothing while the role is
 * being asked, and its page otherwise; every other route shows its page whatever the role.
 * Rendered with the console's real route tree (src/app/router.tsx) over a memory history; the
 * page stands for the layout's outlet.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { areas } from '@src/areas'
import type { MenuAccess } from '@src/app/area'
import { setSignedInCheck } from '@src/app/guard'
import { accessVerdict, AccessProvider, routeNeedOf, RouteAccessGate } from '@src/app/route-access'
import { routeTree } from '@src/app/console-routes'
import { shellText } from '@src/views/text/shell.text'

const notice = shellText.accessNotice.manageOperators

beforeAll(() => {
  setSignedInCheck(() => Promise.resolve(true))
  // no page renders here; a call would be a bug of the gate
  vi.stubGlobal('fetch', vi.fn(async () => { throw new Error('no call expected') }))
})

afterEach(cleanup)

const at = async (href: string) => {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [href] }) })
  await router.load()
  return router
}

const renderAt = async (href: string, access: MenuAccess | undefined) => {
  const router = await at(href)
  render(
    <RouterContextProvider router={router}>
      <AccessProvider value={access}>
        <main>
          <RouteAccessGate>
            <p>the page</p>
          </RouteAccessGate>
        </main>
      </AccessProvider>
    </RouterContextProvider>,
  )
  return router
}

describe('route access gate', () => {
  const operatorPaths = ['/operator', '/operator/new', '/operator/op-1', '/operator/op-1/edit']

  it.each(operatorPaths)('%s: a plain operator gets the notice (the area name as h1), not the page', async (path) => {
    const router = await renderAt(path, { manageOperators: false })
    expect(router.state.location.pathname).toBe(path)
    expect(screen.getByRole('heading', { level: 1, name: '管理者管理' })).toBeTruthy()
    expect(screen.getByText(notice)).toBeTruthy()
    expect(screen.queryByText('the page')).toBeNull()
    expect(screen.queryAllByRole('button')).toHaveLength(0) // nothing offered
  })

  it.each(operatorPaths)('%s: an admin gets the page', async (path) => {
    await renderAt(path, { manageOperators: true })
    expect(screen.getByText('the page')).toBeTruthy()
    expect(screen.queryByText(notice)).toBeNull()
  })

  it('while the role is being asked, a gated route shows neither the page nor the notice', async () => {
    await renderAt('/operator', undefined)
    expect(screen.queryByText('the page')).toBeNull()
    expect(screen.queryByText(notice)).toBeNull()
    expect(document.body.querySelector('main')?.textContent).toBe('')
  })

  it.each(['/', '/doctor', '/doctor/d-1', '/press_release', '/report/client', '/survey'])('%s is open to every role, known or not yet', async (path) => {
    for (const access of [{ manageOperators: false }, undefined]) {
      await renderAt(path, access)
      expect(screen.getByText('the page')).toBeTruthy()
      cleanup()
    }
  })

  it("every route of an area that declares `requires` is gated by it, and no other route", async () => {
    const router = await at('/')
    const gated = new Set<string>(areas.flatMap((area) => (area.requires ? (area.routes.main ?? []).map((route): string => route.id) : [])))
    expect(gated.size).toBeGreaterThan(0)
    for (const id of Object.keys(router.routesById)) {
      expect(routeNeedOf(['__root__', '/main', id])?.requires, id).toBe(gated.has(id) ? 'manageOperators' : undefined)
    }
  })

  it('the verdict: open without a need, asking while unknown, refused or open by the access', () => {
    const need = { requires: 'manageOperators', title: '管理者管理' } as const
    expect(accessVerdict(undefined, undefined)).toBe('open')
    expect(accessVerdict(need, undefined)).toBe('asking')
    expect(accessVerdict(need, { manageOperators: false })).toBe('refused')
    expect(accessVerdict(need, { manageOperators: true })).toBe('open')
  })
})
