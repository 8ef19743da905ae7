/**
 * Routes of the organisation area: /organization, /organization/import, /organization/new,
 * /organization/{organizationId}/edit (same shape as client.routes.tsx; machines from organization.wiring.ts).
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { OrganizationId } from '../../domain/ids'
import { OrganizationFormValuesSchema, emptyOrganizationValues } from '../../machines/organization-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { lazyPage, routePage } from '../lazy'
import { organizationPages } from '../wiring/organization.wiring'
import { useFormDraft } from './form-draft'
import { mainLayoutRoute } from './layouts'
import { parseOrganizationListSearch } from './organization.search'
import { idParam } from './params'

const OrganizationListPage = lazyPage(() => import('../../views/pages/organization/organization-list.page'), 'OrganizationListPage')
const OrganizationFormPage = lazyPage(() => import('../../views/pages/organization/organization-form.page'), 'OrganizationFormPage')
const OrganizationImportPage = lazyPage(() => import('../../views/pages/organization/organization-import.page'), 'OrganizationImportPage')

export const organizationListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization', validateSearch: parseOrganizationListSearch })
organizationListRoute.update({
  component: routePage(OrganizationListPage, () => {
    const navigate = useNavigate()
    return {
      machine: organizationPages.list,
      search: organizationListRoute.useSearch(),
      onSearch: (search) => void navigate({ to: '/organization', search }),
      onOpen: (organizationId) => void navigate({ to: '/organization/$organizationId/edit', params: { organizationId } }),
      onNew: () => void navigate({ to: '/organization/new' }),
      onImport: () => void navigate({ to: '/organization/import' }),
    }
  }),
})

export const organizationImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/import' })
organizationImportRoute.update({
  component: routePage(OrganizationImportPage, () => {
    const navigate = useNavigate()
    return { machine: organizationPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/organization' }) }
  }),
})

export const organizationNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'organization/new' })
organizationNewRoute.update({
  component: routePage(OrganizationFormPage, () => {
    const navigate = useNavigate()
    const { machine, draft, discard } = useFormDraft(organizationPages.form, OrganizationFormValuesSchema, '/organization/new')
    const toList = () => {
      discard()
      void navigate({ to: '/organization' })
    }
    return { machine, initial: emptyOrganizationValues, draft, onSaved: toList, onCancel: toList }
  }),
})

export const organizationEditRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'organization/$organizationId/edit',
  params: idParam('organizationId', OrganizationId),
})
organizationEditRoute.update({
  component: routePage(OrganizationFormPage, () => {
    const navigate = useNavigate()
    const { organizationId } = organizationEditRoute.useParams()
    const { machine, draft, discard } = useFormDraft(organizationPages.form, OrganizationFormValuesSchema, `/organization/${organizationId}/edit`)
    const toList = () => {
      discard()
      void navigate({ to: '/organization' })
    }
    return { machine, record: organizationPages.record, id: organizationId, initial: emptyOrganizationValues, draft, onSaved: toList, onCancel: toList, onDeleted: toList }
  }),
})

export const organizationRoutes = [organizationListRoute, organizationImportRoute, organizationNewRoute, organizationEditRoute] as const
