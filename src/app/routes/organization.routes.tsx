/**
 * Routes of the organisation area: /organization, /organization/import, /organization/new,
 * /organization/{organizationId}/edit (same shape as client.routes.tsx; machines from organization.wiring.ts).
 */
import { createRoute } from '@tanstack/react-router'
import { OrganizationId } from '../../domain/ids'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { mainLayoutRoute } from './layouts'
import { parseOrganizationListSearch } from './organization.search'
import { idParam } from './params'

const OrganizationListPage = lazyPage(() => import('../../views/pages/organization/organization-list.page'), 'OrganizationListPage')
const OrganizationFormPage = lazyPage(() => import('../../views/pages/organization/organization-form.page'), 'OrganizationFormPage')
const OrganizationImportPage = lazyPage(() => import('../../views/pages/organization/organization-import.page'), 'OrganizationImportPage')
const props = <K extends keyof typeof import('./organization.lazy')>(name: K) => lazyHook(() => import('./organization.lazy'), name)

export const organizationListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization', validateSearch: parseOrganizationListSearch })
organizationListRoute.update({ component: routePage(OrganizationListPage, props('useOrganizationListProps')) })

export const organizationImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/import' })
organizationImportRoute.update({ component: routePage(OrganizationImportPage, props('useOrganizationImportProps')) })

export const organizationNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/new' })
organizationNewRoute.update({ component: routePage(OrganizationFormPage, props('useOrganizationNewProps')) })

export const organizationEditRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'organization/$organizationId/edit',
  params: idParam('organizationId', OrganizationId),
})
organizationEditRoute.update({ component: routePage(OrganizationFormPage, props('useOrganizationEditProps')) })

export const organizationRoutes = [organizationListRoute, organizationImportRoute, organizationNewRoute, organizationEditRoute] as const
