/**
 * Routes of the report area: /report (usage report of a period of months, in the URL as
 * `from` / `to`, YYYY-MM) and /report/client (one client's usage: client, months in the URL). The machines come provided
 * from src/areas/report/report.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { parseClientUsageSearch, parseReportSearch } from './report.search'
import { defineArea } from '../../app/area'

export const reportArea = defineArea({
  key: 'report',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report', validateSearch: parseReportSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report/client', validateSearch: parseClientUsageSearch }),
    ],
  },
  lazy: () => import('./report.lazy'),
  menu: [
    { key: 'report', label: '利用レポート', icon: 'pi pi-chart-bar', path: '/report' },
  ],
  machines: () => import('./report.lazy').then((m) => ({ 'report': m.reportMachines })),
})
