/** What the client pages ask of the API (see src/services/operation.ts and doctor.ops.ts). */
import { Effect } from 'effect'
import type { ClientAction, ClientInput, ClientListQuery, ClientSearch } from '../../domain/client'
import type { BulkEditRequest } from '../../domain/batch'
import type { CommitBatchInput } from '../../domain/csv-import'
import type { ClientId } from '../../domain/ids'
import { flagValue, sortedPageOf } from '../../domain/list-query'
import type { RecordActionInput } from '../../domain/records'
import { trashQuery } from '../../domain/trash'
import { bulkBodyOf, outcomesOf } from '../../services/bulk.ops'
import { api } from '../../services/http/api'
import { composite, operation, saveOperation, type VersionedSave, versionedRequest } from '../../services/operation'

export const clientSearchBody = (q: ClientListQuery): ClientSearch => {
  const suspended = flagValue(q.suspended)
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  return {
    ...(keyword ? { keyword } : {}),
    ...(suspended !== undefined ? { suspended } : {}),
    ...sortedPageOf(q),
  }
}

const search = operation(api.admin.clients.search, (q: ClientListQuery) => ({ body: clientSearchBody(q) }))
const get = operation(api.general.clients.get, (id: ClientId) => ({ params: { clientID: id } }))
const create = operation(api.admin.clients.create, (body: ClientInput) => ({ body }))
const update = operation(api.general.clients.update, (input: VersionedSave<ClientId, ClientInput>) => versionedRequest('clientID', input))
const remove = operation(api.admin.clients.delete, (id: ClientId) => ({ params: { clientID: id } }))
const setSuspended = operation(api.admin.clients.suspend, (input: { readonly id: ClientId; readonly suspended: boolean }) => ({
  params: { clientID: input.id },
  body: { suspended: input.suspended },
}))
const commitBatch = operation(
  api.admin.clients.bulkRegister,
  (input: CommitBatchInput) => ({ body: bulkBodyOf<ClientInput>(input.rows) }),
  (output) => outcomesOf(output.results),
)

/** ゴミ箱: a page of the deleted clients after a cursor; the restore of one (元に戻す, 復元). */
const trash = operation(api.admin.clients.trash, (cursor: string | null) => ({ query: trashQuery(cursor) }))
const restore = operation(api.admin.clients.restore, (id: ClientId) => ({ params: { clientID: id } }))
/** 「一括編集」 of the ticked clients: one field, each row at the version the list read (one batch). */
const bulkEdit = operation(api.admin.clients.bulkEdit, (body: BulkEditRequest) => ({ body }))

export const clientOps = {
  search,
  get,
  save: saveOperation('clients.save', create, update),
  /** Suspend, resume or delete (delete yields null). */
  runAction: composite('clients.runAction', [remove, setSuspended], (input: RecordActionInput<ClientAction, ClientId>) =>
    input.action === 'delete' ? Effect.as(remove(input.id), null) : setSuspended({ id: input.id, suspended: input.action === 'suspend' }),
  ),
  commitBatch,
  trash,
  restore,
  bulkEdit,
} as const
