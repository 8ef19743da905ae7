/**
 * The organization routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * organization.area.ts, which this module never imports.
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import type { OrganizationId } from '../../domain/ids'
import { OrganizationFormValuesSchema, emptyOrganizationValues } from './organization-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { organizationMachines } from './organization.wiring'
import { useFormRoute } from '../../app/routes/form-draft'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'

/** The area's page machines, for the tests' page registry (`pages` in organization.area.ts: through this module, so the build has no second way into the wiring). */
export { organizationMachines }

const OrganizationListPage = lazyPage(() => import('./organization-list.page'), 'OrganizationListPage')
const OrganizationFormPage = lazyPage(() => import('./organization-form.page'), 'OrganizationFormPage')
const OrganizationImportPage = lazyPage(() => import('./organization-import.page'), 'OrganizationImportPage')
const OrganizationTrashPage = lazyPage(() => import('./organization-trash.page'), 'OrganizationTrashPage')

// where the organisation pages link to (`linkOptions` checks each path and its params against the route tree)
const listLink = linkOptions({ to: '/organization' })
const newLink = linkOptions({ to: '/organization/new' })
const importLink = linkOptions({ to: '/organization/import' })
const trashLink = linkOptions({ to: '/organization/trash' })
const detailLink = (organizationId: OrganizationId) => linkOptions({ to: '/organization/$organizationId/edit', params: { organizationId } })

export const organizationList = lazyRoute('/main/organization', OrganizationListPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(organizationMachines.list, search),
    bulkEditMachine: organizationMachines.bulkEdit,
    search,
    onSearch: (next) => void navigate({ to: '/organization', search: next }),
    detailLink,
    newLink,
    importLink,
    trashLink,
  }
})

export const organizationTrash = lazyRoute('/main/organization/trash', OrganizationTrashPage, () => ({ machine: organizationMachines.trash, listLink }))

export const organizationImport = lazyRoute('/main/organization/import', OrganizationImportPage, () => {
  const navigate = useNavigate()
  return { machine: organizationMachines.importer, updater: organizationMachines.updater, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/organization' }) }
})

export const organizationNew = lazyRoute('/main/organization/new', OrganizationFormPage, () => {
  const navigate = useNavigate()
  const toList = () => void navigate({ to: '/organization' })
  return useFormRoute(organizationMachines.form, OrganizationFormValuesSchema, '/organization/new', { initial: emptyOrganizationValues, listLink, saved: toList, cancelled: toList })
})

export const organizationEdit = lazyRoute('/main/organization/$organizationId/edit', OrganizationFormPage, (route) => {
  const navigate = useNavigate()
  const { organizationId } = route.useParams()
  const toList = () => void navigate({ to: '/organization' })
  const form = useFormRoute(organizationMachines.form, OrganizationFormValuesSchema, `/organization/${organizationId}/edit`, { initial: emptyOrganizationValues, listLink, saved: toList, cancelled: toList })
  // deleted from its edit page: its draft goes with it
  return { ...form, record: organizationMachines.record, id: organizationId, onDeleted: form.onCancel }
})
