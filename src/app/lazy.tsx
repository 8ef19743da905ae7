/**
 * Lazily loaded pages for the router.
 *
 * `lazyPage(importer, exportName)` loads a page module on first use. The router preloads it
 * during the route load (`preload`), so the loading bar covers the download and the page
 * renders without a Suspense flash. Unlike TanStack's `lazyRouteComponent`, a failed load is
 * not reloaded here (TanStack reloads once per error message per session, forever): the error
 * reaches the route error component, which hands it to THE reload guard (one rule, 60 s).
 *
 * `routePage(Page, useProps)` makes a route component that reads typed route params and
 * renders the lazy page with them, keeping `preload`. `useProps` may be a `lazyHook`: the
 * area's props hook (its wiring: machines, operations, the call catalogue) then loads with the
 * page, in parallel, and stays out of the entry chunk (docs/architecture.md "Route chunks").
 */
import { createElement, use, type ComponentType } from 'react'

export interface LazyPage<P> {
  (props: P): React.ReactNode
  preload: () => Promise<void>
}

/** One export of a module loaded on first use: `get()` suspends (React `use`) until it is there. */
const lazyExport = <T,>(importer: () => Promise<Record<string, unknown>>, exportName: PropertyKey) => {
  let value: T | undefined
  let failure: { error: unknown } | undefined
  let pending: Promise<void> | undefined

  const load = (): Promise<void> => {
    if (value !== undefined) return Promise.resolve()
    if (!pending) {
      failure = undefined
      pending = importer().then(
        (module) => {
          value = module[exportName as string] as T
          pending = undefined
        },
        (error: unknown) => {
          // Recorded, not rethrown: a preload failure is reported when the page renders.
          failure = { error }
          pending = undefined
        },
      )
    }
    return pending
  }

  const get = (): T => {
    if (failure) throw failure.error
    if (value === undefined) {
      use(load())
      if (failure) throw (failure as { error: unknown }).error
    }
    return value as T
  }
  return { load, get }
}

export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(
  importer: () => Promise<M>,
  exportName: K,
): M[K] extends ComponentType<infer P> ? LazyPage<P> : never => {
  const page = lazyExport<ComponentType<any>>(importer, exportName)
  const Page = (props: any) => createElement(page.get(), props)
  Page.preload = page.load
  return Page as never
}

export interface LazyHook<R> {
  (): R
  preload: () => Promise<void>
}

/** A hook exported by a module loaded on first use (the route's props hook, with its wiring). */
export const lazyHook = <M extends Record<string, unknown>, K extends keyof M>(
  importer: () => Promise<M>,
  exportName: K,
): M[K] extends () => infer R ? LazyHook<R> : never => {
  const hook = lazyExport<() => unknown>(importer, exportName)
  const useLazy = () => hook.get()()
  useLazy.preload = hook.load
  return useLazy as never
}

export const routePage = <P extends object>(Page: LazyPage<P>, useProps: (() => NoInfer<P>) | LazyHook<NoInfer<P>>) => {
  const RoutePage = () => <Page {...useProps()} />
  const propsPreload = 'preload' in useProps ? useProps.preload : undefined
  RoutePage.preload = propsPreload ? () => Promise.all([Page.preload(), propsPreload()]).then(() => undefined) : Page.preload
  return RoutePage
}
