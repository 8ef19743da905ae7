/**
 * Routes of the doctor area (issue 7): /doctor, /doctor/new, /doctor/{doctorId},
 * /doctor/{doctorId}/edit, /doctor/import. Filters, sort and cursor live in the URL search
 * (validated, bad values dropped). Pages are lazy; their machines come provided from
 * src/app/wiring (services bound there).
 */
import { createRoute, useNavigate, type AnyRoute } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { DoctorFormValuesSchema, emptyDoctorValues } from '../../machines/doctor-form.machine'
import { parseDoctorListSearch, type DoctorListSearch } from '../../machines/doctor-list.machine'
import { clearDraft, draftKey, loadDraft, saveDraft } from '../drafts'
import { lazyPage, routePage } from '../lazy'
import { failedRowsCsv } from '../wiring/csv-api.wiring'
import { doctorPages } from '../wiring/doctor-pages.wiring'

const DoctorListPage = lazyPage(() => import('../../views/pages/doctor/doctor-list.page'), 'DoctorListPage')
const DoctorDetailPage = lazyPage(() => import('../../views/pages/doctor/doctor-detail.page'), 'DoctorDetailPage')
const DoctorFormPage = lazyPage(() => import('../../views/pages/doctor/doctor-form.page'), 'DoctorFormPage')
const DoctorImportPage = lazyPage(() => import('../../views/pages/doctor/doctor-import.page'), 'DoctorImportPage')

/** The form machine with the draft store of this route (input survives a re-sign-in). */
const useDoctorForm = (path: string) => {
  const key = draftKey(path)
  const machine = useMemo(
    () =>
      doctorPages.form.provide({
        actions: {
          keepDraft: (_, params) => saveDraft(key, params.values),
          dropDraft: () => clearDraft(key),
        },
      }),
    [key],
  )
  const draft = useMemo(() => loadDraft(key, DoctorFormValuesSchema), [key])
  return { machine, draft }
}

const useGo = () => {
  const navigate = useNavigate()
  return useCallback((to: string, search?: Record<string, unknown>) => void navigate({ to, ...(search ? { search: search as never } : {}) } as never), [navigate])
}

export const doctorRoutes = <P extends AnyRoute>(parent: P) => {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'doctor',
    validateSearch: (raw: Record<string, unknown>): DoctorListSearch => parseDoctorListSearch(raw),
  })
  list.update({
    component: routePage(DoctorListPage, () => {
      const go = useGo()
      return {
        machine: doctorPages.list,
        lookupsMachine: doctorPages.lookups,
        search: list.useSearch() as DoctorListSearch,
        onSearch: (search: DoctorListSearch) => go('/doctor', search as Record<string, unknown>),
        onOpen: (id: string) => go(`/doctor/${encodeURIComponent(id)}`),
        onNew: () => go('/doctor/new'),
        onImport: () => go('/doctor/import'),
      }
    }),
  })

  const importRoute = createRoute({
    getParentRoute: () => parent,
    path: 'doctor/import',
    component: routePage(DoctorImportPage, () => {
      const go = useGo()
      return { machine: doctorPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => go('/doctor') }
    }),
  })

  const create = createRoute({
    getParentRoute: () => parent,
    path: 'doctor/new',
    component: routePage(DoctorFormPage, () => {
      const go = useGo()
      const { machine, draft } = useDoctorForm('/doctor/new')
      return {
        machine,
        lookupsMachine: doctorPages.lookups,
        initial: emptyDoctorValues,
        draft,
        onSaved: (id: string) => go(`/doctor/${encodeURIComponent(id)}`),
        onCancel: () => {
          clearDraft(draftKey('/doctor/new'))
          go('/doctor')
        },
      }
    }),
  })

  const detail = createRoute({ getParentRoute: () => parent, path: 'doctor/$doctorId' })
  detail.update({
    component: routePage(DoctorDetailPage, () => {
      const go = useGo()
      const { doctorId } = detail.useParams() as { doctorId: string }
      return {
        machine: doctorPages.detail,
        lookupsMachine: doctorPages.lookups,
        doctorId,
        onEdit: () => go(`/doctor/${encodeURIComponent(doctorId)}/edit`),
        onBack: () => go('/doctor'),
        onDeleted: () => go('/doctor'),
      }
    }),
  })

  const edit = createRoute({ getParentRoute: () => parent, path: 'doctor/$doctorId/edit' })
  edit.update({
    component: routePage(DoctorFormPage, () => {
      const go = useGo()
      const { doctorId } = edit.useParams() as { doctorId: string }
      const path = `/doctor/${doctorId}/edit`
      const { machine, draft } = useDoctorForm(path)
      return {
        machine,
        lookupsMachine: doctorPages.lookups,
        doctorId,
        initial: emptyDoctorValues,
        draft,
        onSaved: (id: string) => go(`/doctor/${encodeURIComponent(id)}`),
        onCancel: () => {
          clearDraft(draftKey(path))
          go(`/doctor/${encodeURIComponent(doctorId)}`)
        },
      }
    }),
  })

  return [list, importRoute, create, detail, edit] as const
}
