/**
 * The doctor routes' page props (loaded with the page, never in the entry chunk): the machines
 * from src/app/wiring/doctor.wiring.ts, typed navigation, form drafts. The routes themselves
 * (paths, params, search) are doctor.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { DoctorId } from '../../domain/ids'
import { DoctorFormValuesSchema, emptyDoctorValues } from '../../machines/doctor-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import type { DoctorDetailPage } from '../../views/pages/doctor/doctor-detail.page'
import type { DoctorFormPage } from '../../views/pages/doctor/doctor-form.page'
import type { DoctorImportPage } from '../../views/pages/doctor/doctor-import.page'
import type { DoctorListPage } from '../../views/pages/doctor/doctor-list.page'
import { doctorPages } from '../wiring/doctor.wiring'
import { doctorDetailRoute, doctorEditRoute, doctorListRoute } from './doctor.routes'
import { useFormDraft } from './form-draft'
import { asId } from './params'

const savedDoctorId = asId(DoctorId)

export const useDoctorListProps = (): ComponentProps<typeof DoctorListPage> => {
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
}

export const useDoctorImportProps = (): ComponentProps<typeof DoctorImportPage> => {
  const navigate = useNavigate()
  return { machine: doctorPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/doctor' }) }
}

export const useDoctorNewProps = (): ComponentProps<typeof DoctorFormPage> => {
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

export const useDoctorDetailProps = (): ComponentProps<typeof DoctorDetailPage> => {
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
}

export const useDoctorEditProps = (): ComponentProps<typeof DoctorFormPage> => {
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
}
