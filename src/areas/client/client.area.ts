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

const lazyPart = () => import('./client.lazy')

export const clientListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client', validateSearch: parseClientListSearch })
  .lazy(() => lazyPart().then((m) => m.clientList))

export const clientImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/import' })
  .lazy(() => lazyPart().then((m) => m.clientImport))

export const clientNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/new' })
  .lazy(() => lazyPart().then((m) => m.clientNew))

export const clientDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/$clientId', params: idParam('clientId', ClientId) })
  .lazy(() => lazyPart().then((m) => m.clientDetail))

export const clientEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/$clientId/edit', params: idParam('clientId', ClientId) })
  .lazy(() => lazyPart().then((m) => m.clientEdit))

export const clientArea = defineArea({
  key: 'client',
  routes: { main: [clientListRoute, clientImportRoute, clientNewRoute, clientDetailRoute, clientEditRoute] },
  menu: [
    { key: 'client', label: 'クライアント管理', icon: 'pi pi-building', path: '/client' },
  ],
  pages: () => import('./client.wiring').then((m) => ({ 'client': m.clientPages })),
})
