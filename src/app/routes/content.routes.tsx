/**
 * The home page's route (every area has its own routes file: manuscript.routes.tsx,
 * expertise.routes.tsx, survey.routes.tsx …). Its lazy part (content.lazy.ts: component, page and
 * props) loads on demand through the router's `route.lazy`.
 */
import { createRoute } from '@tanstack/react-router'
import { mainLayoutRoute } from './layouts'

export const homeRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: '/' })
  .lazy(() => import('./content.lazy').then((m) => m.home))

export const contentRoutes = [
  homeRoute,
] as const
