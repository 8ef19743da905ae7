/**
 * Routes of the usage report area: /report, /report/client.
 * Pages are loaded lazily (own chunk); the router mounts what `reportRoutes(parent)` returns under
 * the main layout.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { useNavigateHref } from '../navigation'

const ReportPage = lazyPage(() => import('../../views/pages/report/report.page'), 'ReportPage')
const ReportClientPage = lazyPage(() => import('../../views/pages/report/report-client.page'), 'ReportClientPage')

export const reportRoutes = <P extends AnyRoute>(parent: P) => {
  const usage = createRoute({
    getParentRoute: () => parent,
    path: 'report',
    component: routePage(ReportPage, () => ({ onNavigate: useNavigateHref() })),
  })
  const perClient = createRoute({
    getParentRoute: () => parent,
    path: 'report/client',
    component: routePage(ReportClientPage, () => ({ onNavigate: useNavigateHref() })),
  })
  return [usage, perClient] as const
}
