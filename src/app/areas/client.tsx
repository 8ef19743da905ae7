/**
 * Routes of the client area (issue 7): /client, /client/new, /client/{clientId},
 * /client/{clientId}/edit, /client/import. Same shape as the doctor area.
 */
import { createRoute, useNavigate, type AnyRoute } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { ClientFormValuesSchema, emptyClientValues } from '../../machines/client-form.machine'
import { parseClientListSearch, type ClientListSearch } from '../../machines/client-list.machine'
import { clearDraft, draftKey, loadDraft, saveDraft } from '../drafts'
import { lazyPage, routePage } from '../lazy'
import { clientPages } from '../wiring/doctor-pages.wiring'
import { failedRowsCsv } from '../wiring/csv-api.wiring'

const ClientListPage = lazyPage(() => import('../../views/pages/client/client-list.page'), 'ClientListPage')
const ClientDetailPage = lazyPage(() => import('../../views/pages/client/client-detail.page'), 'ClientDetailPage')
const ClientFormPage = lazyPage(() => import('../../views/pages/client/client-form.page'), 'ClientFormPage')
const ClientImportPage = lazyPage(() => import('../../views/pages/client/client-import.page'), 'ClientImportPage')

const useClientForm = (path: string) => {
  const key = draftKey(path)
  const machine = useMemo(
    () => clientPages.form.provide({ actions: { keepDraft: (_, params) => saveDraft(key, params.values), dropDraft: () => clearDraft(key) } }),
    [key],
  )
  const draft = useMemo(() => loadDraft(key, ClientFormValuesSchema), [key])
  return { machine, draft }
}

const useGo = () => {
  const navigate = useNavigate()
  return useCallback((to: string, search?: Record<string, unknown>) => void navigate({ to, ...(search ? { search: search as never } : {}) } as never), [navigate])
}

export const clientRoutes = <P extends AnyRoute>(parent: P) => {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'client',
    validateSearch: (raw: Record<string, unknown>): ClientListSearch => parseClientListSearch(raw),
  })
  list.update({
    component: routePage(ClientListPage, () => {
      const go = useGo()
      return {
        machine: clientPages.list,
        search: list.useSearch() as ClientListSearch,
        onSearch: (search: ClientListSearch) => go('/client', search as Record<string, unknown>),
        onOpen: (id: string) => go(`/client/${encodeURIComponent(id)}`),
        onNew: () => go('/client/new'),
        onImport: () => go('/client/import'),
      }
    }),
  })

  const importRoute = createRoute({
    getParentRoute: () => parent,
    path: 'client/import',
    component: routePage(ClientImportPage, () => {
      const go = useGo()
      return { machine: clientPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => go('/client') }
    }),
  })

  const create = createRoute({
    getParentRoute: () => parent,
    path: 'client/new',
    component: routePage(ClientFormPage, () => {
      const go = useGo()
      const { machine, draft } = useClientForm('/client/new')
      return {
        machine,
        initial: emptyClientValues,
        draft,
        onSaved: (id: string) => go(`/client/${encodeURIComponent(id)}`),
        onCancel: () => {
          clearDraft(draftKey('/client/new'))
          go('/client')
        },
      }
    }),
  })

  const detail = createRoute({ getParentRoute: () => parent, path: 'client/$clientId' })
  detail.update({
    component: routePage(ClientDetailPage, () => {
      const go = useGo()
      const { clientId } = detail.useParams() as { clientId: string }
      return {
        machine: clientPages.detail,
        clientId,
        onEdit: () => go(`/client/${encodeURIComponent(clientId)}/edit`),
        onBack: () => go('/client'),
        onDeleted: () => go('/client'),
      }
    }),
  })

  const edit = createRoute({ getParentRoute: () => parent, path: 'client/$clientId/edit' })
  edit.update({
    component: routePage(ClientFormPage, () => {
      const go = useGo()
      const { clientId } = edit.useParams() as { clientId: string }
      const path = `/client/${clientId}/edit`
      const { machine, draft } = useClientForm(path)
      return {
        machine,
        clientId,
        initial: emptyClientValues,
        draft,
        onSaved: (id: string) => go(`/client/${encodeURIComponent(id)}`),
        onCancel: () => {
          clearDraft(draftKey(path))
          go(`/client/${encodeURIComponent(clientId)}`)
        },
      }
    }),
  })

  return [list, importRoute, create, detail, edit] as const
}
