/**
 * The client routes' lazy parts (loaded on demand through the router's `route.lazy`, never in the
 * entry chunk): each route's component, its page (a chunk of its own, loaded next) and the page's
 * props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * client.area.ts, which this module never imports.
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import { ClientId } from '../../domain/ids'
import { ClientFormValuesSchema, emptyClientValues } from './client-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { clientMachines } from './client.wiring'
import { useFormRoute } from '../../app/routes/form-draft'
import { asId } from '../../app/routes/params'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'

/** The area's page machines, for the tests' page registry (`pages` in client.area.ts: through this module, so the build has no second way into the wiring). */
export { clientMachines }

const ClientListPage = lazyPage(() => import('./client-list.page'), 'ClientListPage')
const ClientDetailPage = lazyPage(() => import('./client-detail.page'), 'ClientDetailPage')
const ClientFormPage = lazyPage(() => import('./client-form.page'), 'ClientFormPage')
const ClientImportPage = lazyPage(() => import('./client-import.page'), 'ClientImportPage')
const ClientTrashPage = lazyPage(() => import('./client-trash.page'), 'ClientTrashPage')

const savedClientId = asId(ClientId)

// where the client pages link to (`linkOptions` checks each path and its params against the route tree)
const listLink = linkOptions({ to: '/client' })
const newLink = linkOptions({ to: '/client/new' })
const importLink = linkOptions({ to: '/client/import' })
const trashLink = linkOptions({ to: '/client/trash' })
const detailLink = (clientId: ClientId) => linkOptions({ to: '/client/$clientId', params: { clientId } })
const editLink = (clientId: ClientId) => linkOptions({ to: '/client/$clientId/edit', params: { clientId } })
const usageReportLink = (clientId: ClientId) => linkOptions({ to: '/report/client', search: { clientId } })

export const clientList = lazyRoute('/main/client', ClientListPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(clientMachines.list, search),
    bulkActionMachine: clientMachines.bulkAction,
    bulkEditMachine: clientMachines.bulkEdit,
    search,
    onSearch: (next) => void navigate({ to: '/client', search: next }),
    detailLink,
    newLink,
    importLink,
    trashLink,
  }
})

export const clientTrash = lazyRoute('/main/client/trash', ClientTrashPage, () => ({ machine: clientMachines.trash, listLink }))

export const clientImport = lazyRoute('/main/client/import', ClientImportPage, () => {
  const navigate = useNavigate()
  return { machine: clientMachines.importer, updater: clientMachines.updater, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/client' }) }
})

export const clientNew = lazyRoute('/main/client/new', ClientFormPage, () => {
  const navigate = useNavigate()
  return useFormRoute(clientMachines.form, ClientFormValuesSchema, '/client/new', {
    initial: emptyClientValues,
    listLink,
    saved: (savedId) => void navigate({ to: '/client/$clientId', params: { clientId: savedClientId(savedId) } }),
    cancelled: () => void navigate({ to: '/client' }),
  })
})

export const clientDetail = lazyRoute('/main/client/$clientId', ClientDetailPage, (route) => {
  const navigate = useNavigate()
  const { clientId } = route.useParams()
  return {
    machine: clientMachines.detail,
    clientId,
    editLink: editLink(clientId),
    listLink,
    onDeleted: () => void navigate({ to: '/client' }),
    usageReportLink: usageReportLink(clientId),
  }
})

export const clientEdit = lazyRoute('/main/client/$clientId/edit', ClientFormPage, (route) => {
  const navigate = useNavigate()
  const { clientId } = route.useParams()
  return {
    ...useFormRoute(clientMachines.form, ClientFormValuesSchema, `/client/${clientId}/edit`, {
      initial: emptyClientValues,
      listLink,
      saved: (savedId) => void navigate({ to: '/client/$clientId', params: { clientId: savedClientId(savedId) } }),
      cancelled: () => void navigate({ to: '/client/$clientId', params: { clientId } }),
    }),
    id: clientId,
  }
})
