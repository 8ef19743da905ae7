/**
 * The router (TanStack Router, code-based, history mode, base /): the route tree assembled
 * from the layouts (src/app/routes/layouts.tsx: root, main and simple layout) and the routes of
 * every area in THE list of areas (src/areas/index.ts). Each route is declared once, in its
 * area's `<area>.area.ts`; its component, page and props are its lazy part
 * (`route.lazy(() => import('./<area>.lazy'))`, `createLazyRoute`), which never imports the
 * area definition back. A failed chunk reaches `RouteErrorShell`, which hands it to the
 * reload guard.
 */
import { createBrowserHistory, createRouter } from '@tanstack/react-router'
import { mainRoutes, simpleRoutes } from '../areas'
import { mainLayoutRoute, rootRoute, simpleLayoutRoute } from './routes/layouts'
import { registerNavigation } from './session'
import { NotFoundShell, RouteErrorShell } from './shell'

export { mainLayoutRoute, rootRoute, simpleLayoutRoute }

export const routeTree = rootRoute.addChildren([
  mainLayoutRoute.addChildren(mainRoutes),
  simpleLayoutRoute.addChildren(simpleRoutes),
])

export const createConsoleRouter = () =>
  createRouter({
    routeTree,
    history: createBrowserHistory(),
    basepath: '/',
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundShell,
    defaultErrorComponent: RouteErrorShell,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })

export const router = createConsoleRouter()

/**
 * Start loading the chunks of the routes `pathname` matches (the main layout, the area's lazy
 * part, its page) now, alongside the guard's check (Firebase restoring the session: IndexedDB and
 * a network round trip): the router itself asks for them only once the guard has passed. The
 * console calls it as it starts (src/app/console.tsx). Loading is all it does: a failure is left
 * to the router's own load of the route, which reports it (the chunk is asked for again).
 */
export const preloadRouteChunks = (pathname: string, target: Pick<typeof router, 'getMatchedRoutes' | 'loadRouteChunk'> = router): void => {
  const [routes, , found] = target.getMatchedRoutes(pathname)
  if (found === undefined) return // an unknown address: the 404 page needs no route chunk
  for (const route of routes) target.loadRouteChunk(route)?.catch(() => undefined)
}

// the session sends staff to /sign-in when it ends and lands them after sign-in, with this router
registerNavigation((href, replace) => void router.navigate({ href, replace }))

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
