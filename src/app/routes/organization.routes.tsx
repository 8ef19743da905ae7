/**
 * Routes of the organisation area: /organization, /organization/import, /organization/new,
 * /organization/{organizationId}/edit (same shape as client.routes.tsx; machines from organization.wiring.ts).
 */
import { createRoute } from '@tanstack/react-router'
import { OrganizationId } from '../../domain/ids'
import { mainLayoutRoute } from './layouts'
import { parseOrganizationListSearch } from './organization.search'
import { idParam } from './params'

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

export const organizationRoutes = [organizationListRoute, organizationImportRoute, organizationNewRoute, organizationEditRoute] as const
