/**
 * The client routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are client.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import { ClientId } from '../../domain/ids'
import { ClientFormValuesSchema, emptyClientValues } from '../../machines/client-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { clientPages } from '../wiring/client.wiring'
import { useFormDraft } from './form-draft'
import { asId } from './params'
import type { ClientListPage } from '../../views/pages/client/client-list.page'
import type { ClientDetailPage } from '../../views/pages/client/client-detail.page'
import type { ClientFormPage } from '../../views/pages/client/client-form.page'
import type { ClientImportPage } from '../../views/pages/client/client-import.page'
import type { ComponentProps } from 'react'
import { clientListRoute, clientDetailRoute, clientEditRoute } from './client.routes'

const savedClientId = asId(ClientId)

export const useClientListProps = (): ComponentProps<typeof ClientListPage> => {
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

export const useClientImportProps = (): ComponentProps<typeof ClientImportPage> => {
  const navigate = useNavigate()
  return { machine: clientPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/client' }) }
}

export const useClientNewProps = (): ComponentProps<typeof ClientFormPage> => {
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

export const useClientDetailProps = (): ComponentProps<typeof ClientDetailPage> => {
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

export const useClientEditProps = (): ComponentProps<typeof ClientFormPage> => {
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
