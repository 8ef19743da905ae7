/**
 * The client routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (src/app/wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are client.routes.tsx, which this module never imports.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { ClientId } from '../../domain/ids'
import { ClientFormValuesSchema, emptyClientValues } from './client-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { clientPages } from './client.wiring'
import { useFormDraft } from '../../app/routes/form-draft'
import { asId } from '../../app/routes/params'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'

const ClientListPage = lazyPage(() => import('./client-list.page'), 'ClientListPage')
const ClientDetailPage = lazyPage(() => import('./client-detail.page'), 'ClientDetailPage')
const ClientFormPage = lazyPage(() => import('./client-form.page'), 'ClientFormPage')
const ClientImportPage = lazyPage(() => import('./client-import.page'), 'ClientImportPage')

// the routes by id (typed params and search without importing the routes module back)
const clientListRoute = getRouteApi('/main/client')
const clientDetailRoute = getRouteApi('/main/client/$clientId')
const clientEditRoute = getRouteApi('/main/client/$clientId/edit')

const savedClientId = asId(ClientId)

const useClientListProps = (): ComponentProps<typeof ClientListPage> => {
  const navigate = useNavigate()
  return {
    machine: clientPages.list,
    bulkActionMachine: clientPages.bulkAction,
    search: clientListRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/client', search }),
    onOpen: (clientId) => void navigate({ to: '/client/$clientId', params: { clientId } }),
    onNew: () => void navigate({ to: '/client/new' }),
    onImport: () => void navigate({ to: '/client/import' }),
  }
}

const useClientImportProps = (): ComponentProps<typeof ClientImportPage> => {
  const navigate = useNavigate()
  return { machine: clientPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/client' }) }
}

const useClientNewProps = (): ComponentProps<typeof ClientFormPage> => {
  const navigate = useNavigate()
  const { machine, draft, discard } = useFormDraft(clientPages.form, ClientFormValuesSchema, '/client/new')
  return {
    machine,
    initial: emptyClientValues,
    draft,
    onSaved: (savedId) => void navigate({ to: '/client/$clientId', params: { clientId: savedClientId(savedId) } }),
    onCancel: () => {
      discard()
      void navigate({ to: '/client' })
    },
  }
}

const useClientDetailProps = (): ComponentProps<typeof ClientDetailPage> => {
  const navigate = useNavigate()
  const { clientId } = clientDetailRoute.useParams()
  return {
    machine: clientPages.detail,
    clientId,
    onEdit: () => void navigate({ to: '/client/$clientId/edit', params: { clientId } }),
    onBack: () => void navigate({ to: '/client' }),
    onDeleted: () => void navigate({ to: '/client' }),
    onUsageReport: () => void navigate({ to: '/report/client', search: { clientId } }),
  }
}

const useClientEditProps = (): ComponentProps<typeof ClientFormPage> => {
  const navigate = useNavigate()
  const { clientId } = clientEditRoute.useParams()
  const { machine, draft, discard } = useFormDraft(clientPages.form, ClientFormValuesSchema, `/client/${clientId}/edit`)
  return {
    machine,
    id: clientId,
    initial: emptyClientValues,
    draft,
    onSaved: (savedId) => void navigate({ to: '/client/$clientId', params: { clientId: savedClientId(savedId) } }),
    onCancel: () => {
      discard()
      void navigate({ to: '/client/$clientId', params: { clientId } })
    },
  }
}

export const clientList = createLazyRoute('/main/client')({ component: routePage(ClientListPage, useClientListProps) })
export const clientImport = createLazyRoute('/main/client/import')({ component: routePage(ClientImportPage, useClientImportProps) })
export const clientNew = createLazyRoute('/main/client/new')({ component: routePage(ClientFormPage, useClientNewProps) })
export const clientDetail = createLazyRoute('/main/client/$clientId')({ component: routePage(ClientDetailPage, useClientDetailProps) })
export const clientEdit = createLazyRoute('/main/client/$clientId/edit')({ component: routePage(ClientFormPage, useClientEditProps) })
