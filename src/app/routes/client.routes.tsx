/**
 * Routes of the client area: /client, /client/import, /client/new, /client/{clientId},
 * /client/{clientId}/edit (same shape as doctor.routes.tsx; machines from client.wiring.ts).
 */
import { createRoute } from '@tanstack/react-router'
import { ClientId } from '../../domain/ids'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { parseClientListSearch } from './client.search'
import { mainLayoutRoute } from './layouts'
import { idParam } from './params'

const ClientListPage = lazyPage(() => import('../../views/pages/client/client-list.page'), 'ClientListPage')
const ClientDetailPage = lazyPage(() => import('../../views/pages/client/client-detail.page'), 'ClientDetailPage')
const ClientFormPage = lazyPage(() => import('../../views/pages/client/client-form.page'), 'ClientFormPage')
const ClientImportPage = lazyPage(() => import('../../views/pages/client/client-import.page'), 'ClientImportPage')
const props = <K extends keyof typeof import('./client.lazy')>(name: K) => lazyHook(() => import('./client.lazy'), name)

export const clientListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client', validateSearch: parseClientListSearch })
clientListRoute.update({ component: routePage(ClientListPage, props('useClientListProps')) })

export const clientImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/import' })
clientImportRoute.update({ component: routePage(ClientImportPage, props('useClientImportProps')) })

export const clientNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/new' })
clientNewRoute.update({ component: routePage(ClientFormPage, props('useClientNewProps')) })

export const clientDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/$clientId', params: idParam('clientId', ClientId) })
clientDetailRoute.update({ component: routePage(ClientDetailPage, props('useClientDetailProps')) })

export const clientEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/$clientId/edit', params: idParam('clientId', ClientId) })
clientEditRoute.update({ component: routePage(ClientFormPage, props('useClientEditProps')) })

export const clientRoutes = [clientListRoute, clientImportRoute, clientNewRoute, clientDetailRoute, clientEditRoute] as const
