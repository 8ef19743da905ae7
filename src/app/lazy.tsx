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
 * renders the lazy page with them, keeping `preload`.
 */
import { createElement, use, type ComponentType } from 'react'

export interface LazyPage<P> {
  (props: P): React.ReactNode
  preload: () => Promise<void>
}

export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(
  importer: () => Promise<M>,
  exportName: K,
): M[K] extends ComponentType<infer P> ? LazyPage<P> : never => {
  let component: ComponentType<any> | undefined
  let failure: { error: unknown } | undefined
  let pending: Promise<void> | undefined

  const load = (): Promise<void> => {
    if (component) return Promise.resolve()
    if (!pending) {
      failure = undefined
      pending = importer().then(
        (module) => {
          component = module[exportName] as ComponentType<any>
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

  const Page = (props: any) => {
    if (failure) throw failure.error
    if (!component) {
      use(load())
      if (failure) throw (failure as { error: unknown }).error
    }
    return createElement(component as ComponentType<any>, props)
  }
  Page.preload = load
  return Page as never
}

export const routePage = <P extends object>(Page: LazyPage<P>, useProps: () => NoInfer<P>) => {
  const RoutePage = () => <Page {...useProps()} />
  RoutePage.preload = Page.preload
  return RoutePage
}
