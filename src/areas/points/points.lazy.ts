/**
 * The points routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (src/app/wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are points.routes.tsx, which this module never imports.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { pointsPages } from './points.wiring'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'

const MpManagementPage = lazyPage(() => import('./mp-management.page'), 'MpManagementPage')
const MpSwapPage = lazyPage(() => import('./mp-swap.page'), 'MpSwapPage')

// the routes by id (typed params and search without importing the routes module back)
const mpManagementRoute = getRouteApi('/main/mp_management')
const mpSwapRoute = getRouteApi('/main/mp_swap')

const noLedgerSearch = {}

const useMpManagementProps = (): ComponentProps<typeof MpManagementPage> => {
  const navigate = useNavigate()
  const { ledger, ...search } = mpManagementRoute.useSearch()
  return {
    doctorsMachine: pointsPages.doctors,
    grantMachine: pointsPages.bulkGrant,
    resolveMachine: pointsPages.resolveDoctors,
    ledgerMachine: pointsPages.ledger,
    search,
    onSearch: (next) => void navigate({ to: '/mp_management', search: { ...next, ledger } }),
    ledgerSearch: ledger ?? noLedgerSearch,
    onLedgerSearch: (next) => void navigate({ to: '/mp_management', search: { ...search, ledger: next } }),
  }
}

const useMpSwapProps = (): ComponentProps<typeof MpSwapPage> => {
  const navigate = useNavigate()
  return {
    machine: pointsPages.giftHistory,
    totalsMachine: pointsPages.giftTotals,
    search: mpSwapRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/mp_swap', search }),
  }
}

export const mpManagement = createLazyRoute('/main/mp_management')({ component: routePage(MpManagementPage, useMpManagementProps) })
export const mpSwap = createLazyRoute('/main/mp_swap')({ component: routePage(MpSwapPage, useMpSwapProps) })
