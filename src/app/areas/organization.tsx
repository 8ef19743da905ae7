/**
 * Routes of the organisation area: /organization, /organization/new, /organization/{organizationId}/edit.
 * Pages are loaded lazily (own chunk); the router mounts what `organizationRoutes(parent)` returns under
 * the main layout.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { useNavigateHref } from '../navigation'

const OrganizationListPage = lazyPage(() => import('../../views/pages/organization/organization-list.page'), 'OrganizationListPage')
const OrganizationNewPage = lazyPage(() => import('../../views/pages/organization/organization-new.page'), 'OrganizationNewPage')
const OrganizationEditPage = lazyPage(() => import('../../views/pages/organization/organization-edit.page'), 'OrganizationEditPage')

export const organizationRoutes = <P extends AnyRoute>(parent: P) => {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'organization',
    component: routePage(OrganizationListPage, () => ({ onNavigate: useNavigateHref() })),
  })
  const create = createRoute({
    getParentRoute: () => parent,
    path: 'organization/new',
    component: routePage(OrganizationNewPage, () => ({ onNavigate: useNavigateHref() })),
  })
  const edit = createRoute({ getParentRoute: () => parent, path: 'organization/$organizationId/edit' })
  edit.update({
    component: routePage(OrganizationEditPage, () => ({ organizationId: (edit.useParams() as { organizationId: string }).organizationId, onNavigate: useNavigateHref() })),
  })
  return [list, create, edit] as const
}
