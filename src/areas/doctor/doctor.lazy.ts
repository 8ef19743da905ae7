/**
 * The doctor routes' lazy parts (loaded on demand, never in the entry chunk): each route's
 * component, its page (loaded next, a chunk of its own) and the props the page gets: the machines
 * from src/areas/doctor/doctor.wiring.ts, typed params and search (`getRouteApi` by route id: this
 * module never imports doctor.area.ts back), typed navigation, form drafts.
 */
import { createLazyRoute, getRouteApi, linkOptions, useNavigate } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { DoctorId, type OrganizationId } from '../../domain/ids'
import { DoctorFormValuesSchema, emptyDoctorValues } from './doctor-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { lazyPage, routePage } from '../../app/lazy'
import { doctorPages } from './doctor.wiring'
import { useFormDraft } from '../../app/routes/form-draft'
import { asId } from '../../app/routes/params'
import { useRouteList } from '../../app/routes/route-list'

const DoctorListPage = lazyPage(() => import('./doctor-list.page'), 'DoctorListPage')
const DoctorDetailPage = lazyPage(() => import('./doctor-detail.page'), 'DoctorDetailPage')
const DoctorFormPage = lazyPage(() => import('./doctor-form.page'), 'DoctorFormPage')
const DoctorImportPage = lazyPage(() => import('./doctor-import.page'), 'DoctorImportPage')

const listRoute = getRouteApi('/main/doctor')
const detailRoute = getRouteApi('/main/doctor/$doctorId')
const editRoute = getRouteApi('/main/doctor/$doctorId/edit')

const savedDoctorId = asId(DoctorId)

// where the doctor pages link to (`linkOptions` checks each path and its params against the route tree)
const listLink = linkOptions({ to: '/doctor' })
const newLink = linkOptions({ to: '/doctor/new' })
const importLink = linkOptions({ to: '/doctor/import' })
const detailLink = (doctorId: DoctorId) => linkOptions({ to: '/doctor/$doctorId', params: { doctorId } })
const editLink = (doctorId: DoctorId) => linkOptions({ to: '/doctor/$doctorId/edit', params: { doctorId } })
const organizationLink = (organizationId: OrganizationId) => linkOptions({ to: '/organization/$organizationId/edit', params: { organizationId } })

const useDoctorListProps = (): ComponentProps<typeof DoctorListPage> => {
  const navigate = useNavigate()
  const search = listRoute.useSearch()
  return {
    list: useRouteList(doctorPages.list, search),
    bulkActionMachine: doctorPages.bulkAction,
    bulkGrantMachine: doctorPages.bulkGrant,
    lookupsMachine: doctorPages.lookups,
    organizationSelect: doctorPages.organizationSelect,
    search,
    onSearch: (next) => void navigate({ to: '/doctor', search: next }),
    detailLink,
    newLink,
    importLink,
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
    listLink,
    onDiscard: discard,
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
    editLink: editLink(doctorId),
    listLink,
    onDeleted: () => void navigate({ to: '/doctor' }),
    organizationLink,
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
    listLink,
    onDiscard: discard,
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
