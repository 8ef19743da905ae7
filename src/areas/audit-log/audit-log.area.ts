/**
 * The audit-log area (監査ログ, admins only): the route /audit-log (filters in the URL) and its menu
 * entry. Every record page's 履歴 is this area's too (history.section.tsx, history.wiring.ts).
 */
import { createRoute } from '@tanstack/react-router'
import { parseAuditLogListSearch } from './audit-log.search'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { defineArea } from '../../app/area'

export const auditLogArea = defineArea({
  key: 'audit-log',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'audit-log', validateSearch: parseAuditLogListSearch }),
    ],
  },
  lazy: () => import('./audit-log.lazy'),
  requires: 'manageOperators',
  menu: [{ key: 'audit-log', label: '監査ログ', icon: 'pi pi-history', path: '/audit-log' }],
  machines: () => import('./audit-log.lazy').then((m) => ({ 'audit-log': m.auditLogMachines })),
})
