// @vitest-environment jsdom
/**
 * Shell wiring in src/app: menu model, error recognition, theme recolouring, the dialog and
 * loading helpers, lazy pages, the PR search param, and the error pages.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { notFound } from '@tanstack/react-router'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Component, Suspense, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorStatus, isChunkLoadError } from '@src/app/chunk-error'
import { enqueueMessage, enqueueMessages, messageQueue } from '@src/app/dialogs'
import { parsePressReleaseListSearch as validatePressReleaseSearch } from '@src/areas/press-release/press-release.search'
import { lazyPage } from '@src/app/lazy'
import { beginWork, loadingBar, trackPending } from '@src/app/loading'
import { hrefOf } from '@src/app/menu'
import { menuEntries, menuSpec } from '../support/menu'
import { recolourLara } from '@src/app/theme'
import { ErrorPage } from '@src/views/pages/error/error.page'
import { NotFoundPage } from '@src/views/pages/error/not-found.page'

afterEach(cleanup)

describe('menu model', () => {
  it('links every entry of SPEC section 2 to its route', () => {
    const hrefs = menuSpec.flatMap((spec) => (spec.children ? spec.children.map(hrefOf) : [hrefOf(spec)]))
    expect(hrefs).toEqual([
      '/doctor',
      '/client',
      '/manuscript',
      '/press_release?status=editing',
      '/press_release?status=request',
      '/press_release?status=published',
      '/press_release?status=suspend',
      '/organization',
      '/expertise',
      '/operator',
      '/audit-log',
      '/survey',
      '/mp_management',
      '/mp_swap',
      '/report',
    ])
  })

  it('marks exactly the entry of the current location', () => {
    const active = (pathname: string, search: Record<string, unknown> = {}) =>
      menuEntries({ pathname, search }).flatMap((entry) => [entry, ...(entry.children ?? [])]).filter((entry) => entry.active).map((entry) => entry.key)
    expect(active('/')).toEqual([])
    expect(active('/report/client')).toEqual(['report'])
    expect(active('/mp_swap')).toEqual(['gift'])
    expect(active('/doctors')).toEqual([])
    expect(active('/press_release', { status: 'suspend' })).toEqual(['press_release', 'press_release.suspend'])
    expect(active('/press_release/9/edit')).toEqual(['press_release'])
  })
})

describe('PR status search param', () => {
  it('keeps a known status and drops anything else', () => {
    expect(validatePressReleaseSearch({ status: 'published' })).toEqual({ status: 'published' })
    expect(validatePressReleaseSearch({ status: 'deleted' })).toEqual({ status: undefined })
    expect(validatePressReleaseSearch({ status: 3 })).toEqual({ status: undefined })
    expect(validatePressReleaseSearch({})).toEqual({ status: undefined })
  })
})

describe('error recognition', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a.js',
    'error loading dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('a chunk-load error: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('other errors are not chunk-load errors', () => {
    expect(isChunkLoadError(new Error('Thrown unexpected json format'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reads the status of an error', () => {
    expect(errorStatus(notFound())).toBe(404)
    expect(errorStatus({ status: 404 })).toBe(404)
    expect(errorStatus({ statusCode: 503 })).toBe(503)
    expect(errorStatus({ status: 'x' })).toBeUndefined()
    expect(errorStatus(new Error('x'))).toBeUndefined()
  })
})

describe('error pages', () => {
  it('404 status: 404 Not Found with a link home', () => {
    render(<ErrorPage status={404} />)
    expect(screen.getByRole('heading').textContent).toBe('404 Not Found')
    expect(screen.getByRole('link', { name: 'ホームへ戻る' }).getAttribute('href')).toBe('/')
  })

  it('any other error: An error occurred with a link home', () => {
    render(<ErrorPage status={500} />)
    expect(screen.getByRole('heading').textContent).toBe('An error occurred')
    cleanup()
    render(<ErrorPage />)
    expect(screen.getByRole('heading').textContent).toBe('An error occurred')
    expect(screen.queryByRole('link', { name: 'ホームへ戻る' })?.getAttribute('href')).toBe('/')
  })

  it('unknown route: This page could not be found, status 404', () => {
    render(<NotFoundPage />)
    expect(screen.getByRole('heading').textContent).toBe('This page could not be found')
    expect(screen.queryByText('404')?.className).toBe('error-page__status')
  })
})

describe('theme', () => {
  it('recolours every Lara blue to the console palette and drops the Latin-only font', () => {
    // Vitest stubs CSS imports, so the theme is read from disk here (the app imports it `?raw`).
    const laraLight = readFileSync(createRequire(import.meta.url).resolve('primereact/resources/themes/lara-light-blue/theme.css'), 'utf8')
    expect(laraLight).toMatch(/#3b82f6/i)
    const css = recolourLara(laraLight)
    expect(css).not.toMatch(/#3b82f6|#2563eb|#1d4ed8|#bfdbfe|#eff6ff/i)
    expect(css).not.toMatch(/rgba\(\s*59\s*,\s*130\s*,\s*246/)
    expect(css).not.toContain('Inter var')
    expect(css).not.toContain('@font-face')
    expect(css).toContain('var(--primary-500)')
    expect(css).toContain('rgba(var(--primary-rgb),')
  })
})

describe('dialog helpers', () => {
  // the app-wide queue is shared by the files of a worker (isolate: false): start and end empty
  const drain = () => {
    while (messageQueue.getSnapshot().hasTag('open')) messageQueue.send({ type: 'dialog.next' })
  }
  beforeEach(drain)
  afterEach(drain)

  it('enqueueMessage feeds the app-wide queue', () => {
    enqueueMessage({ kind: 'simple-info', messages: ['保存しました。'] })
    expect(messageQueue.getSnapshot().context.items).toEqual([{ kind: 'simple-info', title: 'お知らせ', messages: ['保存しました。'] }])
  })

  it('misuse throws a typed error synchronously and enqueues nothing', () => {
    expect(() => enqueueMessage({ kind: 'simple-fatal', messages: ['x'] } as never)).toThrow(
      expect.objectContaining({ _tag: 'MessageDialogMisuse', reason: 'invalid-item' }),
    )
    expect(() => enqueueMessage({ kind: 'simple-error', messages: [] } as never)).toThrow(/メッセージが空/)
    expect(() => enqueueMessages([])).toThrow(expect.objectContaining({ _tag: 'MessageDialogMisuse' }))
    expect(() =>
      enqueueMessages([{ kind: 'simple-error', messages: ['ok'] }, { kind: 'bogus', messages: ['x'] } as never]),
    ).toThrow(expect.objectContaining({ _tag: 'MessageDialogMisuse' }))
    expect(messageQueue.getSnapshot().context.items).toEqual([])
  })
})

describe('loading helpers', () => {
  it('trackPending counts a promise until it settles, with the same outcome', async () => {
    const pending = () => loadingBar.getSnapshot().context.pending
    let resolve!: (value: number) => void
    const tracked = trackPending(new Promise<number>((r) => (resolve = r)))
    expect(pending()).toBe(1)
    resolve(7)
    await expect(tracked).resolves.toBe(7)
    expect(pending()).toBe(0)
    await expect(trackPending(Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(pending()).toBe(0)
  })

  it('beginWork ends once, however often its end is called', () => {
    const end = beginWork()
    expect(loadingBar.getSnapshot().context.pending).toBe(1)
    end()
    end()
    expect(loadingBar.getSnapshot().context.pending).toBe(0)
  })
})

describe('lazy pages', () => {
  it('preloads, then renders with props', async () => {
    const Page = lazyPage(async () => ({ Greeting: ({ name }: { name: string }) => <p>こんにちは {name}</p> }), 'Greeting')
    await Page.preload()
    render(<Page name="佐藤" />)
    expect(screen.queryByText('こんにちは 佐藤')).not.toBeNull()
  })

  it('a failed load is thrown at render (for the error page), and a new preload retries', async () => {
    let fail = true
    const Page = lazyPage(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module: /x.js')
      return { P: () => <p>読み込み成功</p> }
    }, 'P')
    await Page.preload()
    const errors: unknown[] = []
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false }
      static getDerivedStateFromError() {
        return { failed: true }
      }
      override componentDidCatch(error: unknown) {
        errors.push(error)
      }
      override render() {
        return this.state.failed ? <p>エラー</p> : this.props.children
      }
    }
    const quiet = console.error
    console.error = () => {}
    try {
      render(
        <Boundary>
          <Page />
        </Boundary>,
      )
    } finally {
      console.error = quiet
    }
    expect(screen.queryByText('エラー')).not.toBeNull()
    expect(isChunkLoadError(errors[0])).toBe(true)
    cleanup()
    fail = false
    await Page.preload()
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
      )
    })
    expect(screen.queryByText('読み込み成功')).not.toBeNull()
  })
})
