/**
 * Routes of the client area: /client, /client/import, /client/new, /client/{clientId},
 * /client/{clientId}/edit (same shape as doctor.routes.tsx; machines from client.wiring.ts).
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { ClientId } from '../../domain/ids'
import { ClientFormValuesSchema, emptyClientValues } from '../../machines/client-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { lazyPage, routePage } from '../lazy'
import { clientPages } from '../wiring/client.wiring'
import { parseClientListSearch } from './client.search'
import { useFormDraft } from './form-draft'
import { mainLayoutRoute } from './layouts'
import { asId, idParam } from './params'

const savedClientId = asId(ClientId)

const ClientListPage = lazyPage(() => import('../../views/pages/client/client-list.page'), 'ClientListPage')
const ClientDetailPage = lazyPage(() => import('../../views/pages/client/client-detail.page'), 'ClientDetailPage')
const ClientFormPage = lazyPage(() => import('../../views/pages/client/client-form.page'), 'ClientFormPage')
const ClientImportPage = lazyPage(() => import('../../views/pages/client/client-import.page'), 'ClientImportPage')

export const clientListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client', validateSearch: parseClientListSearch })
clientListRoute.update({
  component: routePage(ClientListPage, () => {
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
  }),
})

export const clientImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/import' })
clientImportRoute.update({
  component: routePage(ClientImportPage, () => {
    const navigate = useNavigate()
    return { machine: clientPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/client' }) }
  }),
})

export const clientNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/new' })
clientNewRoute.update({
  component: routePage(ClientFormPage, () => {
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
  }),
})

export const clientDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/$clientId', params: idParam('clientId', ClientId) })
clientDetailRoute.update({
  component: routePage(ClientDetailPage, () => {
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
  }),
})

export const clientEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'client/$clientId/edit', params: idParam('clientId', ClientId) })
clientEditRoute.update({
  component: routePage(ClientFormPage, () => {
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
  }),
})

export const clientRoutes = [clientListRoute, clientImportRoute, clientNewRoute, clientDetailRoute, clientEditRoute] as const
