/**
 * The router (TanStack Router, code-based, history mode, base /): the route tree assembled
 * from the module-level routes of src/app/routes (layouts.tsx: root, main and simple layout;
 * one module per area). Each route is declared once there; its component, page and props are
 * its lazy part (`route.lazy(() => import('./<area>.lazy'))`, `createLazyRoute`), which never
 * imports the routes back. A failed chunk reaches `RouteErrorShell`, which hands it to the
 * reload guard.
 */
import { createBrowserHistory, createRouter } from '@tanstack/react-router'
import { clientRoutes } from './routes/client.routes'
import { contentRoutes } from './routes/content.routes'
import { doctorRoutes } from './routes/doctor.routes'
import { expertiseRoutes } from './routes/expertise.routes'
import { pointsRoutes } from './routes/points.routes'
import { reportRoutes } from './routes/report.routes'
import { surveyRoutes } from './routes/survey.routes'
import { pressReleaseRoutes } from './routes/press-release.routes'
import { manuscriptRoutes } from './routes/manuscript.routes'
import { mainLayoutRoute, rootRoute, simpleLayoutRoute } from './routes/layouts'
import { operatorRoutes } from './routes/operator.routes'
import { organizationRoutes } from './routes/organization.routes'
import { signInRoutes } from './routes/sign-in.routes'
import { registerNavigation } from './session'
import { NotFoundShell, RouteErrorShell } from './shell'

export { mainLayoutRoute, rootRoute, simpleLayoutRoute }

export const routeTree = rootRoute.addChildren([
  mainLayoutRoute.addChildren([...contentRoutes, ...doctorRoutes, ...clientRoutes, ...organizationRoutes, ...expertiseRoutes, ...operatorRoutes, ...pointsRoutes, ...reportRoutes, ...surveyRoutes, ...pressReleaseRoutes, ...manuscriptRoutes]),
  simpleLayoutRoute.addChildren([...signInRoutes]),
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

// the session sends staff to /sign-in when it ends and lands them after sign-in, with this router
registerNavigation((href, replace) => void router.navigate({ href, replace }))

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
