/**
 * Lazily loaded pages for the router.
 *
 * `lazyPage(importer, exportName)` loads a page module on first use. The router preloads it
 * during the route load (`preload`), so the loading bar covers the download and the page
 * renders without a Suspense flash. Unlike TanStack's `lazyRouteComponent`, a failed load is
 * not reloaded here (TanStack reloads once per error message per session, forever): the error
 * reaches the route error component, which hands it to THE reload guard (one rule, 60 s).
 *
 * A route's lazy part (`lazyRoute(id, Page, useProps)`, src/app/area.ts) renders the lazy page with
 * the props its hook builds (typed route params and search, the area's machines), keeping `preload`;
 * the router loads the lazy part through `route.lazy(…)` before it preloads the component, so the
 * page module follows the area's props module (docs/architecture.md "Route chunks").
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

/**
 * The page `exportName` of the module `importer` loads. `P` is that page's own props: inferred
 * from the module's export (its default, from the conditional, is the same type), so the body
 * stays generic over `P` and needs no cast.
 */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M & string, P extends object = M[K] extends ComponentType<infer Q> ? Q & object : never>(
  importer: () => Promise<M & { readonly [k in K]: ComponentType<P> }>,
  exportName: K,
): LazyPage<P> => {
  const page = lazyExport<ComponentType<P>>(importer, exportName)
  const Page = (props: P) => createElement(page.get(), props)
  Page.preload = page.load
  return Page
}
