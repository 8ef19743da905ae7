/**
 * The client routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (its wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are client.area.ts, which this module never imports.
 */
import { createLazyRoute, getRouteApi, linkOptions, useNavigate } from '@tanstack/react-router'
import { ClientId } from '../../domain/ids'
import { ClientFormValuesSchema, emptyClientValues } from './client-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { clientPages } from './client.wiring'
import { useFormDraft } from '../../app/routes/form-draft'
import { asId } from '../../app/routes/params'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'
import { useRouteList } from '../../app/routes/route-list'

const ClientListPage = lazyPage(() => import('./client-list.page'), 'ClientListPage')
const ClientDetailPage = lazyPage(() => import('./client-detail.page'), 'ClientDetailPage')
const ClientFormPage = lazyPage(() => import('./client-form.page'), 'ClientFormPage')
const ClientImportPage = lazyPage(() => import('./client-import.page'), 'ClientImportPage')

// the routes by id (typed params and search without importing the area module back)
const clientListRoute = getRouteApi('/main/client')
const clientDetailRoute = getRouteApi('/main/client/$clientId')
const clientEditRoute = getRouteApi('/main/client/$clientId/edit')

const savedClientId = asId(ClientId)

// where the client pages link to (`linkOptions` checks each path and its params against the route tree)
const listLink = linkOptions({ to: '/client' })
const newLink = linkOptions({ to: '/client/new' })
const importLink = linkOptions({ to: '/client/import' })
const detailLink = (clientId: ClientId) => linkOptions({ to: '/client/$clientId', params: { clientId } })
const editLink = (clientId: ClientId) => linkOptions({ to: '/client/$clientId/edit', params: { clientId } })
const usageReportLink = (clientId: ClientId) => linkOptions({ to: '/report/client', search: { clientId } })

const useClientListProps = (): ComponentProps<typeof ClientListPage> => {
  const navigate = useNavigate()
  const search = clientListRoute.useSearch()
  return {
    list: useRouteList(clientPages.list, search),
    bulkActionMachine: clientPages.bulkAction,
    search,
    onSearch: (next) => void navigate({ to: '/client', search: next }),
    detailLink,
    newLink,
    importLink,
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
    listLink,
    onDiscard: discard,
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
    editLink: editLink(clientId),
    listLink,
    onDeleted: () => void navigate({ to: '/client' }),
    usageReportLink: usageReportLink(clientId),
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
    listLink,
    onDiscard: discard,
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
