/**
 * Route of the expertise area: /expertise (専門分野管理), the editable expertise tree. The
 * machine comes provided from src/app/wiring/expertise.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { mainLayoutRoute } from './layouts'

const lazyPart = () => import('./expertise.lazy')

export const expertiseRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'expertise' })
  .lazy(() => lazyPart().then((m) => m.expertise))

export const expertiseRoutes = [expertiseRoute] as const
