/** Composition of the client pages (see doctor.wiring.ts). */
import { fromPromise } from 'xstate'
import type { Client, ClientInput, ClientSearch } from '../../domain/client'
import type { Page } from '../../domain/endpoint'
import type { ClientId } from '../../domain/ids'
import { clientFormMachine, clientToValues, type ClientFormValues } from '../../machines/client-form.machine'
import { clientListMachine, clientSearchBody, type ClientListSearch } from '../../machines/client-list.machine'
import { clientMachine, type SetSuspendedInput } from '../../machines/client.machine'
import type { SaveInput } from '../../machines/entity-form.machine'
import type { ListPage, PagingSearch } from '../../machines/list.machine'
import { csvImportFor, type BulkRowResultLike, type BulkRows, type CsvApi, type Notify } from './doctor.wiring'

export interface ClientApi {
  readonly search: (body: ClientSearch, signal: AbortSignal) => Promise<Page<Client>>
  readonly get: (id: ClientId, signal: AbortSignal) => Promise<Client>
  readonly create: (body: ClientInput, signal: AbortSignal) => Promise<Client>
  readonly update: (id: ClientId, body: ClientInput, signal: AbortSignal) => Promise<Client>
  readonly setSuspended: (id: ClientId, suspended: boolean, signal: AbortSignal) => Promise<Client>
  readonly remove: (id: ClientId, signal: AbortSignal) => Promise<unknown>
  readonly bulkRegister: (body: BulkRows<ClientInput>, signal: AbortSignal) => Promise<{ readonly results: ReadonlyArray<BulkRowResultLike> }>
}

export const clientWiring = (api: ClientApi, csv: CsvApi, notify: Notify) => ({
  list: clientListMachine.provide({
    actors: {
      fetchPage: fromPromise<ListPage<Client>, PagingSearch>(({ input, signal }) => api.search(clientSearchBody(input as ClientListSearch), signal)),
    },
  }),
  detail: clientMachine.provide({
    actors: {
      loadClient: fromPromise<Client, ClientId>(({ input, signal }) => api.get(input, signal)),
      deleteClient: fromPromise<unknown, ClientId>(({ input, signal }) => api.remove(input, signal)),
      setSuspended: fromPromise<Client, SetSuspendedInput>(({ input, signal }) => api.setSuspended(input.id, input.suspended, signal)),
    },
    actions: {
      showError: (_, params) => notify.error(params.message),
      showDone: (_, params) => notify.info(params.message),
    },
  }),
  form: clientFormMachine.provide({
    actors: {
      loadEntity: fromPromise<ClientFormValues, string>(async ({ input, signal }) => clientToValues(await api.get(input as ClientId, signal))),
      saveEntity: fromPromise<{ readonly id: string }, SaveInput<ClientInput>>(async ({ input, signal }) => {
        const saved = input.id === undefined ? await api.create(input.body, signal) : await api.update(input.id as ClientId, input.body, signal)
        return { id: saved.id }
      }),
    },
  }),
  importer: csvImportFor<ClientInput>(csv, api.bulkRegister),
})

export type ClientWiring = ReturnType<typeof clientWiring>
