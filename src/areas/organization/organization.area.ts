/**
 * Routes of the organisation area: /organization, /organization/import, /organization/new,
 * /organization/{organizationId}/edit (same shape as client.area.ts; machines from organization.wiring.ts).
 */
import { createRoute } from '@tanstack/react-router'
import { OrganizationId } from '../../domain/ids'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { parseOrganizationListSearch } from './organization.search'
import { idParam } from '../../app/routes/params'
import { defineArea } from '../../app/area'

const lazyPart = () => import('./organization.lazy')

export const organizationListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization', validateSearch: parseOrganizationListSearch })
  .lazy(() => lazyPart().then((m) => m.organizationList))

export const organizationImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/import' })
  .lazy(() => lazyPart().then((m) => m.organizationImport))

export const organizationNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/new' })
  .lazy(() => lazyPart().then((m) => m.organizationNew))

export const organizationEditRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'organization/$organizationId/edit',
  params: idParam('organizationId', OrganizationId),
})
  .lazy(() => lazyPart().then((m) => m.organizationEdit))

export const organizationArea = defineArea({
  key: 'organization',
  routes: { main: [organizationListRoute, organizationImportRoute, organizationNewRoute, organizationEditRoute] },
  menu: [
    { key: 'organization', label: '組織管理', icon: 'pi pi-sitemap', path: '/organization' },
  ],
  pages: () => import('./organization.wiring').then((m) => ({ 'organization': m.organizationPages })),
})
