/**
 * Routes of the report area: /report (usage report of a period of months, in the URL as
 * `from` / `to`, YYYY-MM) and /report/client (one client's usage: client, months in the URL). The machines come provided
 * from src/areas/report/report.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { parseClientUsageSearch, parseReportSearch } from './report.search'
import { defineArea } from '../../app/area'

const lazyPart = () => import('./report.lazy')

export const reportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report', validateSearch: parseReportSearch })
  .lazy(() => lazyPart().then((m) => m.report))

export const reportClientRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report/client', validateSearch: parseClientUsageSearch })
  .lazy(() => lazyPart().then((m) => m.reportClient))

export const reportArea = defineArea({
  key: 'report',
  routes: { main: [reportRoute, reportClientRoute] },
  menu: [
    { key: 'report', label: '利用レポート', icon: 'pi pi-chart-bar', path: '/report' },
  ],
  pages: () => import('./report.wiring').then((m) => ({ 'report': m.reportPages })),
})
