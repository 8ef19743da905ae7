/**
 * Routes of the operator area (管理者管理): /operator, /operator/new, /operator/{operatorId},
 * /operator/{operatorId}/edit (same shape as doctor.routes.tsx; machines from operator.wiring.ts).
 */
import { createRoute } from '@tanstack/react-router'
import { OperatorId } from '../../domain/ids'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { parseOperatorListSearch } from './operator.search'
import { mainLayoutRoute } from './layouts'
import { idParam } from './params'

const OperatorListPage = lazyPage(() => import('../../views/pages/operator/operator-list.page'), 'OperatorListPage')
const OperatorDetailPage = lazyPage(() => import('../../views/pages/operator/operator-detail.page'), 'OperatorDetailPage')
const OperatorFormPage = lazyPage(() => import('../../views/pages/operator/operator-form.page'), 'OperatorFormPage')
const props = <K extends keyof typeof import('./operator.lazy')>(name: K) => lazyHook(() => import('./operator.lazy'), name)

export const operatorListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator', validateSearch: parseOperatorListSearch })
operatorListRoute.update({ component: routePage(OperatorListPage, props('useOperatorListProps')) })

export const operatorNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/new' })
operatorNewRoute.update({ component: routePage(OperatorFormPage, props('useOperatorNewProps')) })

export const operatorDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/$operatorId', params: idParam('operatorId', OperatorId) })
operatorDetailRoute.update({ component: routePage(OperatorDetailPage, props('useOperatorDetailProps')) })

export const operatorEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/$operatorId/edit', params: idParam('operatorId', OperatorId) })
operatorEditRoute.update({ component: routePage(OperatorFormPage, props('useOperatorEditProps')) })

export const operatorRoutes = [operatorListRoute, operatorNewRoute, operatorDetailRoute, operatorEditRoute] as const
