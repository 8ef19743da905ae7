/**
 * Routes of the doctor area: /doctor, /doctor/import, /doctor/new, /doctor/{doctorId},
 * /doctor/{doctorId}/edit. Declared at module level under the main layout: `doctorId` is a
 * `DoctorId` (idParam), the list's search is decoded from its Schema (doctor.search.ts), and
 * navigation is typed (`navigate({ to: '/doctor/$doctorId', params })`). The machines come
 * provided from src/app/wiring/doctor.wiring.ts.
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { DoctorId } from '../../domain/ids'
import { DoctorFormValuesSchema, emptyDoctorValues } from '../../machines/doctor-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { lazyPage, routePage } from '../lazy'
import { doctorPages } from '../wiring/doctor.wiring'
import { parseDoctorListSearch } from './doctor.search'
import { useFormDraft } from './form-draft'
import { mainLayoutRoute } from './layouts'
import { asId, idParam } from './params'

const savedDoctorId = asId(DoctorId)

const DoctorListPage = lazyPage(() => import('../../views/pages/doctor/doctor-list.page'), 'DoctorListPage')
const DoctorDetailPage = lazyPage(() => import('../../views/pages/doctor/doctor-detail.page'), 'DoctorDetailPage')
const DoctorFormPage = lazyPage(() => import('../../views/pages/doctor/doctor-form.page'), 'DoctorFormPage')
const DoctorImportPage = lazyPage(() => import('../../views/pages/doctor/doctor-import.page'), 'DoctorImportPage')

export const doctorListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor', validateSearch: parseDoctorListSearch })
doctorListRoute.update({
  component: routePage(DoctorListPage, () => {
    const navigate = useNavigate()
    return {
      machine: doctorPages.list,
      bulkActionMachine: doctorPages.bulkAction,
      bulkGrantMachine: doctorPages.bulkGrant,
      lookupsMachine: doctorPages.lookups,
      organizationSelect: doctorPages.organizationSelect,
      search: doctorListRoute.useSearch(),
      onSearch: (search) => void navigate({ to: '/doctor', search }),
      onOpen: (doctorId) => void navigate({ to: '/doctor/$doctorId', params: { doctorId } }),
      onNew: () => void navigate({ to: '/doctor/new' }),
      onImport: () => void navigate({ to: '/doctor/import' }),
    }
  }),
})

export const doctorImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/import' })
doctorImportRoute.update({
  component: routePage(DoctorImportPage, () => {
    const navigate = useNavigate()
    return { machine: doctorPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/doctor' }) }
  }),
})

export const doctorNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/new' })
doctorNewRoute.update({
  component: routePage(DoctorFormPage, () => {
    const navigate = useNavigate()
    const { machine, draft, discard } = useFormDraft(doctorPages.form, DoctorFormValuesSchema, '/doctor/new')
    return {
      machine,
      lookupsMachine: doctorPages.lookups,
      organizationSelect: doctorPages.organizationSelect,
      initial: emptyDoctorValues,
      draft,
      onSaved: (savedId) => void navigate({ to: '/doctor/$doctorId', params: { doctorId: savedDoctorId(savedId) } }),
      onCancel: () => {
        discard()
        void navigate({ to: '/doctor' })
      },
    }
  }),
})

export const doctorDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/$doctorId', params: idParam('doctorId', DoctorId) })
doctorDetailRoute.update({
  component: routePage(DoctorDetailPage, () => {
    const navigate = useNavigate()
    const { doctorId } = doctorDetailRoute.useParams()
    return {
      machine: doctorPages.detail,
      lookupsMachine: doctorPages.lookups,
      doctorId,
      onEdit: () => void navigate({ to: '/doctor/$doctorId/edit', params: { doctorId } }),
      onBack: () => void navigate({ to: '/doctor' }),
      onDeleted: () => void navigate({ to: '/doctor' }),
      onOpenOrganization: (organizationId) => void navigate({ to: '/organization/$organizationId/edit', params: { organizationId } }),
    }
  }),
})

export const doctorEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/$doctorId/edit', params: idParam('doctorId', DoctorId) })
doctorEditRoute.update({
  component: routePage(DoctorFormPage, () => {
    const navigate = useNavigate()
    const { doctorId } = doctorEditRoute.useParams()
    const { machine, draft, discard } = useFormDraft(doctorPages.form, DoctorFormValuesSchema, `/doctor/${doctorId}/edit`)
    return {
      machine,
      lookupsMachine: doctorPages.lookups,
      organizationSelect: doctorPages.organizationSelect,
      id: doctorId,
      initial: emptyDoctorValues,
      draft,
      onSaved: (savedId) => void navigate({ to: '/doctor/$doctorId', params: { doctorId: savedDoctorId(savedId) } }),
      onCancel: () => {
        discard()
        void navigate({ to: '/doctor/$doctorId', params: { doctorId } })
      },
    }
  }),
})

export const doctorRoutes = [doctorListRoute, doctorImportRoute, doctorNewRoute, doctorDetailRoute, doctorEditRoute] as const
