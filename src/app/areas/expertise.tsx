/**
 * Routes of the expertise area: /expertise.
 * Pages are loaded lazily (own chunk); the router mounts what `expertiseRoutes(parent)` returns under
 * the main layout.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { useNavigateHref } from '../navigation'

const ExpertisePage = lazyPage(() => import('../../views/pages/expertise/expertise.page'), 'ExpertisePage')

export const expertiseRoutes = <P extends AnyRoute>(parent: P) => {
  const page = createRoute({
    getParentRoute: () => parent,
    path: 'expertise',
    component: routePage(ExpertisePage, () => ({ onNavigate: useNavigateHref() })),
  })
  return [page] as const
}
