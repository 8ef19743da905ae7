/**
 * The router (TanStack Router, code-based, history mode, base /).
 *
 * root (loading bar, app-wide dialogs, 404 for unknown routes)
 * ├─ main layout (pathless; beforeLoad: guardProtected) — every route but sign-in
 * │    /  doctor…  client…  manuscript…  press_release…  organization…  expertise
 * │    operator…  survey  mp_management  mp_swap  report  report/client
 * └─ simple layout (pathless; beforeLoad: guardPublic) — /sign-in, /sign-in-action
 *
 * Heavy pages are lazy (src/app/lazy.tsx); a failed chunk reaches `RouteErrorShell`, which
 * hands it to the reload guard.
 */
import { createBrowserHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { clientRoutes } from './areas/client'
import { doctorRoutes } from './areas/doctor'
import { expertiseRoutes } from './areas/expertise'
import { homeRoutes } from './areas/home'
import { manuscriptRoutes } from './areas/manuscript'
import { mpRoutes } from './areas/mp'
import { operatorRoutes } from './areas/operator'
import { organizationRoutes } from './areas/organization'
import { pressReleaseRoutes } from './areas/press-release'
import { reportRoutes } from './areas/report'
import { signInRoutes } from './areas/sign-in'
import { surveyRoutes } from './areas/survey'
import { guardProtected, guardPublic } from './guard'
import { useSessionEmail } from './session'
import { MainShell, NotFoundShell, RootShell, RouteErrorShell, SimpleShell } from './shell'

export const rootRoute = createRootRoute({
  component: RootShell,
  notFoundComponent: NotFoundShell,
  errorComponent: RouteErrorShell,
})

export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  beforeLoad: ({ location }) => guardProtected({ href: location.href }),
  component: function MainLayout() {
    return <MainShell userEmail={useSessionEmail()} />
  },
})

export const simpleLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'simple',
  beforeLoad: ({ location }) => guardPublic({ href: location.href }),
  component: () => <SimpleShell />,
})

export const routeTree = rootRoute.addChildren([
  mainLayoutRoute.addChildren([
    ...homeRoutes(mainLayoutRoute),
    ...doctorRoutes(mainLayoutRoute),
    ...clientRoutes(mainLayoutRoute),
    ...manuscriptRoutes(mainLayoutRoute),
    ...pressReleaseRoutes(mainLayoutRoute),
    ...organizationRoutes(mainLayoutRoute),
    ...expertiseRoutes(mainLayoutRoute),
    ...operatorRoutes(mainLayoutRoute),
    ...surveyRoutes(mainLayoutRoute),
    ...mpRoutes(mainLayoutRoute),
    ...reportRoutes(mainLayoutRoute),
  ]),
  simpleLayoutRoute.addChildren([...signInRoutes(simpleLayoutRoute)]),
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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
