/**
 * The root and the two layout routes every area route hangs under (module level, so each area's
 * routes are typed against a concrete parent: params and search come out typed, no casts).
 *
 * root (loading bar, app-wide dialogs, 404 for unknown routes)
 * ├─ main layout (pathless; beforeLoad: runGuard('protected'); src/app/main-shell.tsx, on demand) — every route but sign-in
 * └─ simple layout (pathless; beforeLoad: runGuard('public')) — /sign-in, /sign-in-action
 */
import { createRootRoute, createRoute } from '@tanstack/react-router'
import { runGuard } from '../guard'
import { NotFoundShell, RootShell, RouteErrorShell, SimpleShell } from '../shell'

export const rootRoute = createRootRoute({
  component: RootShell,
  notFoundComponent: NotFoundShell,
  errorComponent: RouteErrorShell,
})

export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  beforeLoad: ({ location }) => runGuard('protected', { href: location.href }),
})
  // the menu, the top bar and the list pages' contexts load with the first signed-in page
  .lazy(() => import('../main-shell').then((m) => m.mainLayout))

export const simpleLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'simple',
  beforeLoad: ({ location }) => runGuard('public', { href: location.href }),
  component: () => <SimpleShell />,
})
