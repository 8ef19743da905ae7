/**
 * Routes of the administrator area: /operator, /operator/new, /operator/{operatorId}, /operator/{operatorId}/edit.
 * Pages are loaded lazily (own chunk); the router mounts what `operatorRoutes(parent)` returns under
 * the main layout.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { useNavigateHref } from '../navigation'

const OperatorListPage = lazyPage(() => import('../../views/pages/operator/operator-list.page'), 'OperatorListPage')
const OperatorNewPage = lazyPage(() => import('../../views/pages/operator/operator-new.page'), 'OperatorNewPage')
const OperatorDetailPage = lazyPage(() => import('../../views/pages/operator/operator-detail.page'), 'OperatorDetailPage')
const OperatorEditPage = lazyPage(() => import('../../views/pages/operator/operator-edit.page'), 'OperatorEditPage')

export const operatorRoutes = <P extends AnyRoute>(parent: P) => {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'operator',
    component: routePage(OperatorListPage, () => ({ onNavigate: useNavigateHref() })),
  })
  const create = createRoute({
    getParentRoute: () => parent,
    path: 'operator/new',
    component: routePage(OperatorNewPage, () => ({ onNavigate: useNavigateHref() })),
  })
  const detail = createRoute({ getParentRoute: () => parent, path: 'operator/$operatorId' })
  detail.update({
    component: routePage(OperatorDetailPage, () => ({ operatorId: (detail.useParams() as { operatorId: string }).operatorId, onNavigate: useNavigateHref() })),
  })
  const edit = createRoute({ getParentRoute: () => parent, path: 'operator/$operatorId/edit' })
  edit.update({
    component: routePage(OperatorEditPage, () => ({ operatorId: (edit.useParams() as { operatorId: string }).operatorId, onNavigate: useNavigateHref() })),
  })
  return [list, create, detail, edit] as const
}
