/**
 * The doctor routes' lazy parts (loaded on demand, never in the entry chunk): each route's
 * component, its page (loaded next, a chunk of its own) and the props the page gets: the machines
 * from src/app/wiring/doctor.wiring.ts, typed params and search (`getRouteApi` by route id: this
 * module never imports doctor.routes.tsx back), typed navigation, form drafts.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { DoctorId } from '../../domain/ids'
import { DoctorFormValuesSchema, emptyDoctorValues } from './doctor-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { lazyPage, routePage } from '../../app/lazy'
import { doctorPages } from './doctor.wiring'
import { useFormDraft } from '../../app/routes/form-draft'
import { asId } from '../../app/routes/params'

const DoctorListPage = lazyPage(() => import('./doctor-list.page'), 'DoctorListPage')
const DoctorDetailPage = lazyPage(() => import('./doctor-detail.page'), 'DoctorDetailPage')
const DoctorFormPage = lazyPage(() => import('./doctor-form.page'), 'DoctorFormPage')
const DoctorImportPage = lazyPage(() => import('./doctor-import.page'), 'DoctorImportPage')

const listRoute = getRouteApi('/main/doctor')
const detailRoute = getRouteApi('/main/doctor/$doctorId')
const editRoute = getRouteApi('/main/doctor/$doctorId/edit')

const savedDoctorId = asId(DoctorId)

const useDoctorListProps = (): ComponentProps<typeof DoctorListPage> => {
  const navigate = useNavigate()
  return {
    machine: doctorPages.list,
    bulkActionMachine: doctorPages.bulkAction,
    bulkGrantMachine: doctorPages.bulkGrant,
    lookupsMachine: doctorPages.lookups,
    organizationSelect: doctorPages.organizationSelect,
    search: listRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/doctor', search }),
    onOpen: (doctorId) => void navigate({ to: '/doctor/$doctorId', params: { doctorId } }),
    onNew: () => void navigate({ to: '/doctor/new' }),
    onImport: () => void navigate({ to: '/doctor/import' }),
  }
}

const useDoctorImportProps = (): ComponentProps<typeof DoctorImportPage> => {
  const navigate = useNavigate()
  return { machine: doctorPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/doctor' }) }
}

const useDoctorNewProps = (): ComponentProps<typeof DoctorFormPage> => {
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
}

const useDoctorDetailProps = (): ComponentProps<typeof DoctorDetailPage> => {
  const navigate = useNavigate()
  const { doctorId } = detailRoute.useParams()
  return {
    machine: doctorPages.detail,
    lookupsMachine: doctorPages.lookups,
    doctorId,
    onEdit: () => void navigate({ to: '/doctor/$doctorId/edit', params: { doctorId } }),
    onBack: () => void navigate({ to: '/doctor' }),
    onDeleted: () => void navigate({ to: '/doctor' }),
    onOpenOrganization: (organizationId) => void navigate({ to: '/organization/$organizationId/edit', params: { organizationId } }),
  }
}

const useDoctorEditProps = (): ComponentProps<typeof DoctorFormPage> => {
  const navigate = useNavigate()
  const { doctorId } = editRoute.useParams()
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
}

export const doctorList = createLazyRoute('/main/doctor')({ component: routePage(DoctorListPage, useDoctorListProps) })
export const doctorImport = createLazyRoute('/main/doctor/import')({ component: routePage(DoctorImportPage, useDoctorImportProps) })
export const doctorNew = createLazyRoute('/main/doctor/new')({ component: routePage(DoctorFormPage, useDoctorNewProps) })
export const doctorDetail = createLazyRoute('/main/doctor/$doctorId')({ component: routePage(DoctorDetailPage, useDoctorDetailProps) })
export const doctorEdit = createLazyRoute('/main/doctor/$doctorId/edit')({ component: routePage(DoctorFormPage, useDoctorEditProps) })
