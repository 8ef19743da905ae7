/**
 * Routes of the client area: /client, /client/import, /client/new, /client/{clientId},
 * /client/{clientId}/edit, declared once at module level under the main layout (typed params and
 * search). Each route's lazy part (client.lazy.ts: component, page, props from the area's wiring)
 * loads on demand through the router's `route.lazy`.
 */
import { createRoute } from '@tanstack/react-router'
import { ClientId } from '../../domain/ids'
import { parseClientListSearch } from './client.search'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { idParam } from '../../app/routes/params'
import { defineArea } from '../../app/area'

export const clientArea = defineArea({
  key: 'client',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client', validateSearch: parseClientListSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/import' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/new' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/trash' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/$clientId', params: idParam('clientId', ClientId) }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/$clientId/edit', params: idParam('clientId', ClientId) }),
    ],
  },
  lazy: () => import('./client.lazy'),
  menu: [
    { key: 'client', label: 'クライアント管理', icon: 'pi pi-building', path: '/client' },
  ],
  machines: () => import('./client.lazy').then((m) => ({ 'client': m.clientMachines })),
})
