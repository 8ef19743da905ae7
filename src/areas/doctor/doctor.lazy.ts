/**
 * The doctor routes' lazy parts (loaded on demand, never in the entry chunk): each route's
 * component, its page (loaded next, a chunk of its own) and the props the page gets: the machines
 * from src/areas/doctor/doctor.wiring.ts, typed params and search (`route.useParams()` of
 * `lazyRoute(id, …)`, by route id: this module never imports doctor.area.ts back), typed
 * navigation, form drafts.
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import { DoctorId, type OrganizationId } from '../../domain/ids'
import { DoctorFormValuesSchema, emptyDoctorValues } from './doctor-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { doctorMachines } from './doctor.wiring'
import { useFormRoute } from '../../app/routes/form-draft'
import { asId } from '../../app/routes/params'
import { useRouteList } from '../../app/routes/route-list'

/** The area's page machines, for the tests' page registry (`pages` in doctor.area.ts: through this module, so the build has no second way into the wiring). */
export { doctorMachines }

const DoctorListPage = lazyPage(() => import('./doctor-list.page'), 'DoctorListPage')
const DoctorDetailPage = lazyPage(() => import('./doctor-detail.page'), 'DoctorDetailPage')
const DoctorFormPage = lazyPage(() => import('./doctor-form.page'), 'DoctorFormPage')
const DoctorImportPage = lazyPage(() => import('./doctor-import.page'), 'DoctorImportPage')
const DoctorTrashPage = lazyPage(() => import('./doctor-trash.page'), 'DoctorTrashPage')

const savedDoctorId = asId(DoctorId)

// where the doctor pages link to (`linkOptions` checks each path and its params against the route tree)
const listLink = linkOptions({ to: '/doctor' })
const newLink = linkOptions({ to: '/doctor/new' })
const importLink = linkOptions({ to: '/doctor/import' })
const trashLink = linkOptions({ to: '/doctor/trash' })
const detailLink = (doctorId: DoctorId) => linkOptions({ to: '/doctor/$doctorId', params: { doctorId } })
const editLink = (doctorId: DoctorId) => linkOptions({ to: '/doctor/$doctorId/edit', params: { doctorId } })
const organizationLink = (organizationId: OrganizationId) => linkOptions({ to: '/organization/$organizationId/edit', params: { organizationId } })

export const doctorList = lazyRoute('/main/doctor', DoctorListPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(doctorMachines.list, search),
    bulkActionMachine: doctorMachines.bulkAction,
    bulkEditMachine: doctorMachines.bulkEdit,
    bulkGrantMachine: doctorMachines.bulkGrant,
    lookupsMachine: doctorMachines.lookups,
    organizationSelect: doctorMachines.organizationSelect,
    search,
    onSearch: (next) => void navigate({ to: '/doctor', search: next }),
    detailLink,
    newLink,
    importLink,
    trashLink,
  }
})

export const doctorTrash = lazyRoute('/main/doctor/trash', DoctorTrashPage, () => ({ machine: doctorMachines.trash, listLink }))

export const doctorImport = lazyRoute('/main/doctor/import', DoctorImportPage, () => {
  const navigate = useNavigate()
  return { machine: doctorMachines.importer, updater: doctorMachines.updater, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/doctor' }) }
})

export const doctorNew = lazyRoute('/main/doctor/new', DoctorFormPage, () => {
  const navigate = useNavigate()
  return {
    ...useFormRoute(doctorMachines.form, DoctorFormValuesSchema, '/doctor/new', {
      initial: emptyDoctorValues,
      listLink,
      saved: (savedId) => void navigate({ to: '/doctor/$doctorId', params: { doctorId: savedDoctorId(savedId) } }),
      cancelled: () => void navigate({ to: '/doctor' }),
    }),
    lookupsMachine: doctorMachines.lookups,
    organizationSelect: doctorMachines.organizationSelect,
  }
})

export const doctorDetail = lazyRoute('/main/doctor/$doctorId', DoctorDetailPage, (route) => {
  const navigate = useNavigate()
  const { doctorId } = route.useParams()
  return {
    machine: doctorMachines.detail,
    lookupsMachine: doctorMachines.lookups,
    doctorId,
    editLink: editLink(doctorId),
    listLink,
    onDeleted: () => void navigate({ to: '/doctor' }),
    organizationLink,
  }
})

export const doctorEdit = lazyRoute('/main/doctor/$doctorId/edit', DoctorFormPage, (route) => {
  const navigate = useNavigate()
  const { doctorId } = route.useParams()
  return {
    ...useFormRoute(doctorMachines.form, DoctorFormValuesSchema, `/doctor/${doctorId}/edit`, {
      initial: emptyDoctorValues,
      listLink,
      saved: (savedId) => void navigate({ to: '/doctor/$doctorId', params: { doctorId: savedDoctorId(savedId) } }),
      cancelled: () => void navigate({ to: '/doctor/$doctorId', params: { doctorId } }),
    }),
    lookupsMachine: doctorMachines.lookups,
    organizationSelect: doctorMachines.organizationSelect,
    id: doctorId,
  }
})
