/**
 * The points routes' lazy parts (loaded on demand through the router's `route.lazy`, never in the
 * entry chunk): each route's component, its page (a chunk of its own, loaded next) and the page's
 * props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * points.area.ts, which this module never imports.
 */
import { useNavigate } from '@tanstack/react-router'
import { pointsMachines } from './points.wiring'
import { useMemo } from 'react'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'
import type { GiftHistorySearch } from './points.search'

/** The area's page machines, for the tests' page registry (`pages` in points.area.ts: through this module, so the build has no second way into the wiring). */
export { pointsMachines }

const MpManagementPage = lazyPage(() => import('./mp-management.page'), 'MpManagementPage')
const MpSwapPage = lazyPage(() => import('./mp-swap.page'), 'MpSwapPage')

const noLedgerSearch = {}

/** The filters only (no page): what the gift totals add up. */
const filtersOf = (s: GiftHistorySearch): GiftHistorySearch => {
  const { cursor: _cursor, back: _back, ...filters } = s
  return filters
}

export const mpManagement = lazyRoute('/main/mp_management', MpManagementPage, (route) => {
  const navigate = useNavigate()
  const raw = route.useSearch()
  // the doctor search and the ledger's own search (`ledger`): one object each while the URL search stays the same
  const { ledger, search } = useMemo(() => {
    const { ledger: own, ...doctors } = raw
    return { ledger: own, search: doctors }
  }, [raw])
  const ledgerSearch = ledger ?? noLedgerSearch
  return {
    doctors: useRouteList(pointsMachines.doctors, search),
    grantMachine: pointsMachines.bulkGrant,
    resolveMachine: pointsMachines.resolveDoctors,
    ledger: useRouteList(pointsMachines.ledger, ledgerSearch),
    search,
    onSearch: (next) => void navigate({ to: '/mp_management', search: { ...next, ledger } }),
    ledgerSearch,
    onLedgerSearch: (next) => void navigate({ to: '/mp_management', search: { ...search, ledger: next } }),
  }
})

export const mpSwap = lazyRoute('/main/mp_swap', MpSwapPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(pointsMachines.giftHistory, search),
    totals: useRouteList(pointsMachines.giftTotals, useMemo(() => filtersOf(search), [search])),
    search,
    onSearch: (next) => void navigate({ to: '/mp_swap', search: next }),
  }
})
