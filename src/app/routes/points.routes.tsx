/**
 * Routes of the points (MP) area: /mp_management (bulk grant; the doctor search is in the URL,
 * decoded like /doctor's, the grant ledger's filters under `ledger`), /mp_swap (gift-card exchange history: period, doctor, status in the URL). The machines come provided from
 * src/app/wiring/points.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { mainLayoutRoute } from './layouts'
import { parseGiftHistorySearch, parseMpManagementSearch } from './points.search'

const lazyPart = () => import('./points.lazy')

export const mpManagementRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'mp_management', validateSearch: parseMpManagementSearch })
  .lazy(() => lazyPart().then((m) => m.mpManagement))

export const mpSwapRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'mp_swap', validateSearch: parseGiftHistorySearch })
  .lazy(() => lazyPart().then((m) => m.mpSwap))

export const pointsRoutes = [mpManagementRoute, mpSwapRoute] as const
