/**
 * Routes of the points (MP) area: /mp_management (bulk grant; the doctor search is in the URL,
 * decoded like /doctor's, the grant ledger's filters under `ledger`), /mp_swap (gift-card exchange history: period, doctor, status in the URL). The machines come provided from
 * src/app/wiring/points.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { mainLayoutRoute } from './layouts'
import { parseGiftHistorySearch, parseMpManagementSearch } from './points.search'

const MpManagementPage = lazyPage(() => import('../../views/pages/mp/mp-management.page'), 'MpManagementPage')
const MpSwapPage = lazyPage(() => import('../../views/pages/mp/mp-swap.page'), 'MpSwapPage')
const props = <K extends keyof typeof import('./points.lazy')>(name: K) => lazyHook(() => import('./points.lazy'), name)

export const mpManagementRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'mp_management', validateSearch: parseMpManagementSearch })
mpManagementRoute.update({ component: routePage(MpManagementPage, props('useMpManagementProps')) })

export const mpSwapRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'mp_swap', validateSearch: parseGiftHistorySearch })
mpSwapRoute.update({ component: routePage(MpSwapPage, props('useMpSwapProps')) })

export const pointsRoutes = [mpManagementRoute, mpSwapRoute] as const
