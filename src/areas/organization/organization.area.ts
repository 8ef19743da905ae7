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

export const organizationArea = defineArea({
  key: 'organization',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization', validateSearch: parseOrganizationListSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/import' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/new' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/trash' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/$organizationId/edit', params: idParam('organizationId', OrganizationId) }),
    ],
  },
  lazy: () => import('./organization.lazy'),
  menu: [
    { key: 'organization', label: '組織管理', icon: 'pi pi-sitemap', path: '/organization' },
  ],
  machines: () => import('./organization.lazy').then((m) => ({ 'organization': m.organizationMachines })),
})
