/**
 * The router (TanStack Router, code-based, history mode, base /): the route tree assembled
 * from the layouts (src/app/routes/layouts.tsx: root, main and simple layout) and the routes of
 * the areas it is given. The shell never imports the list of areas: the composition root
 * (src/app/console-routes.ts) hands it in, `routeTreeOf(areas)`, and src/app/console.tsx creates THE
 * router from that tree. Each route is declared once, in its area's `<area>.area.ts`; its component,
 * page and props are its lazy part (`lazyRoute(id, …)` in `<area>.lazy.ts`, loaded through
 * `route.lazy`), which never imports the area definition back. A failed chunk reaches
 * `RouteErrorShell`, which hands it to the reload guard.
 */
import { createBrowserHistory, type AnyRouter } from '@tanstack/react-router'
import type { Area } from './area'
import { mainLayoutRoute, rootRoute, simpleLayoutRoute } from './routes/layouts'
import { NotFoundShell, RouteErrorShell } from './shell'

export { mainLayoutRoute, rootRoute, simpleLayoutRoute }

type AreaList = ReadonlyArray<Area>
type MainRouteOf<A extends AreaList> = NonNullable<A[number]['routes']['main']>[number]
type SimpleRouteOf<A extends AreaList> = NonNullable<A[number]['routes']['simple']>[number]

/** The route tree of the console with `areas` (their routes under the layout each names). */
export const routeTreeOf = <const A extends AreaList>(areas: A) =>
  rootRoute.addChildren([
    mainLayoutRoute.addChildren(areas.flatMap<MainRouteOf<A>>((area) => area.routes.main ?? [])),
    simpleLayoutRoute.addChildren(areas.flatMap<SimpleRouteOf<A>>((area) => area.routes.simple ?? [])),
  ])

/** The console router's options but its tree: `createRouter({ routeTree, ...consoleRouterOptions() })` (src/app/console.tsx). */
export const consoleRouterOptions = () =>
  ({
    history: createBrowserHistory(),
    basepath: '/',
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundShell,
    defaultErrorComponent: RouteErrorShell,
    defaultPreload: 'intent',
    scrollRestoration: true,
  }) as const

/** What preloading needs of a router (the console's, or a test's). */
export interface ChunkLoader {
  readonly getMatchedRoutes: AnyRouter['getMatchedRoutes']
  readonly loadRouteChunk: AnyRouter['loadRouteChunk']
}

/**
 * Start loading the chunks of the routes `pathname` matches (the main layout, the area's lazy
 * part, its page) now, alongside the guard's check (Firebase restoring the session: IndexedDB and
 * a network round trip): the router itself asks for them only once the guard has passed. The
 * console calls it as it starts (src/app/console.tsx). Loading is all it does: a failure is left
 * to the router's own load of the route, which reports it (the chunk is asked for again).
 */
export const preloadRouteChunks = (pathname: string, target: ChunkLoader): void => {
  const [routes, , found] = target.getMatchedRoutes(pathname)
  if (found === undefined) return // an unknown address: the 404 page needs no route chunk
  for (const route of routes) target.loadRouteChunk(route)?.catch(() => undefined)
}
