/**
 * The points routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are points.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import { pointsPages } from '../wiring/points.wiring'
import type { MpManagementPage } from '../../views/pages/mp/mp-management.page'
import type { MpSwapPage } from '../../views/pages/mp/mp-swap.page'
import type { ComponentProps } from 'react'
import { mpManagementRoute, mpSwapRoute } from './points.routes'

const noLedgerSearch = {}

export const useMpManagementProps = (): ComponentProps<typeof MpManagementPage> => {
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

export const useMpSwapProps = (): ComponentProps<typeof MpSwapPage> => {
  const navigate = useNavigate()
  return {
    machine: pointsPages.giftHistory,
    totalsMachine: pointsPages.giftTotals,
    search: mpSwapRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/mp_swap', search }),
  }
}
