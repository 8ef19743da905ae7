/**
 * Routes of the points area: /mp_management (MP management) and /mp_swap (gift-card exchange history).
 * Pages are loaded lazily (own chunk); the router mounts what `mpRoutes(parent)` returns under
 * the main layout.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { useNavigateHref } from '../navigation'

const MpManagementPage = lazyPage(() => import('../../views/pages/mp/mp-management.page'), 'MpManagementPage')
const MpSwapPage = lazyPage(() => import('../../views/pages/mp/mp-swap.page'), 'MpSwapPage')

export const mpRoutes = <P extends AnyRoute>(parent: P) => {
  const management = createRoute({
    getParentRoute: () => parent,
    path: 'mp_management',
    component: routePage(MpManagementPage, () => ({ onNavigate: useNavigateHref() })),
  })
  const swap = createRoute({
    getParentRoute: () => parent,
    path: 'mp_swap',
    component: routePage(MpSwapPage, () => ({ onNavigate: useNavigateHref() })),
  })
  return [management, swap] as const
}
