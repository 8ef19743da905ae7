/**
 * Routes of the points (MP) area: /mp_management (bulk grant; the doctor search is in the URL,
 * decoded like /doctor's, the grant ledger's filters under `ledger`), /mp_swap (gift-card exchange history: period, doctor, status in the URL). The machines come provided from
 * src/app/wiring/points.wiring.ts.
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { pointsPages } from '../wiring/points.wiring'
import { mainLayoutRoute } from './layouts'
import { parseGiftHistorySearch, parseMpManagementSearch } from './points.search'

const MpManagementPage = lazyPage(() => import('../../views/pages/mp/mp-management.page'), 'MpManagementPage')
const MpSwapPage = lazyPage(() => import('../../views/pages/mp/mp-swap.page'), 'MpSwapPage')

const noLedgerSearch = {}

export const mpManagementRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'mp_management', validateSearch: parseMpManagementSearch })
mpManagementRoute.update({
  component: routePage(MpManagementPage, () => {
    const navigate = useNavigate()
    const { ledger, ...search } = mpManagementRoute.useSearch()
    return {
      doctorsMachine: pointsPages.doctors,
      grantMachine: pointsPages.bulkGrant,
      ledgerMachine: pointsPages.ledger,
      search,
      onSearch: (next) => void navigate({ to: '/mp_management', search: { ...next, ledger } }),
      ledgerSearch: ledger ?? noLedgerSearch,
      onLedgerSearch: (next) => void navigate({ to: '/mp_management', search: { ...search, ledger: next } }),
    }
  }),
})

export const mpSwapRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'mp_swap', validateSearch: parseGiftHistorySearch })
mpSwapRoute.update({
  component: routePage(MpSwapPage, () => {
    const navigate = useNavigate()
    return {
      machine: pointsPages.giftHistory,
      totalsMachine: pointsPages.giftTotals,
      search: mpSwapRoute.useSearch(),
      onSearch: (search) => void navigate({ to: '/mp_swap', search }),
    }
  }),
})

export const pointsRoutes = [mpManagementRoute, mpSwapRoute] as const
