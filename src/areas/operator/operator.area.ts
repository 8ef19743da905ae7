/**
 * Routes of the operator area (管理者管理): /operator, /operator/new, /operator/{operatorId},
 * /operator/{operatorId}/edit (same shape as doctor.area.ts; machines from operator.wiring.ts).
 */
import { createRoute } from '@tanstack/react-router'
import { OperatorId } from '../../domain/ids'
import { parseOperatorListSearch } from './operator.search'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { idParam } from '../../app/routes/params'
import { defineArea } from '../../app/area'

export const operatorArea = defineArea({
  key: 'operator',
  // every operators call is admin-only in the catalogue (admin.operators.*): the menu entry hides
  // and each route shows the access notice instead of its page to anyone else (src/app/route-access.tsx)
  requires: 'manageOperators',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator', validateSearch: parseOperatorListSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/new' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/$operatorId', params: idParam('operatorId', OperatorId) }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/$operatorId/edit', params: idParam('operatorId', OperatorId) }),
    ],
  },
  lazy: () => import('./operator.lazy'),
  menu: [
    { key: 'operator', label: '管理者管理', icon: 'pi pi-users', path: '/operator' },
  ],
  machines: () => import('./operator.lazy').then((m) => ({ 'operator': m.operatorMachines })),
})
