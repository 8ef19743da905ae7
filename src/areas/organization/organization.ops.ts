/** What the organisation pages ask of the API (see src/services/operation.ts and doctor.ops.ts). */
import { Effect } from 'effect'
import type { BulkEditRequest } from '../../domain/batch'
import type { CommitBatchInput } from '../../domain/csv-import'
import type { OrganizationId } from '../../domain/ids'
import { sortedPageOf } from '../../domain/list-query'
import type { OrganizationAction, OrganizationInput, OrganizationListQuery, OrganizationSearch } from '../../domain/organization'
import type { RecordActionInput } from '../../domain/records'
import { trashQuery } from '../../domain/trash'
import { bulkBodyOf, outcomesOf } from '../../services/bulk.ops'
import { api } from '../../services/http/api'
import { composite, operation, saveOperation, type VersionedSave, versionedRequest } from '../../services/operation'

export const organizationSearchBody = (q: OrganizationListQuery): OrganizationSearch => {
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  return {
    ...(keyword ? { keyword } : {}),
    ...(q.prefecture ? { prefectures: [q.prefecture] } : {}),
    ...sortedPageOf(q),
  }
}

const search = operation(api.admin.organizations.search, (q: OrganizationListQuery) => ({ body: organizationSearchBody(q) }))
const get = operation(api.general.organizations.get, (id: OrganizationId) => ({ params: { organizationID: id } }))
const create = operation(api.admin.organizations.create, (body: OrganizationInput) => ({ body }))
const update = operation(api.admin.organizations.update, (input: VersionedSave<OrganizationId, OrganizationInput>) => versionedRequest('organizationID', input))
const remove = operation(api.admin.organizations.delete, (id: OrganizationId) => ({ params: { organizationID: id } }))
/** One batch of the CSV import (`bulk_insert`, idempotent per row key). */
const commitBatch = operation(
  api.admin.organizations.bulkInsert,
  (input: CommitBatchInput) => ({ body: bulkBodyOf<OrganizationInput>(input.rows) }),
  (output) => outcomesOf(output.results),
)

/** ゴミ箱: a page of the deleted organisations after a cursor; the restore of one (元に戻す, 復元). */
const trash = operation(api.admin.organizations.trash, (cursor: string | null) => ({ query: trashQuery(cursor) }))
const restore = operation(api.admin.organizations.restore, (id: OrganizationId) => ({ params: { organizationID: id } }))
/** 「一括編集」 of the ticked organisations: one field, each row at the version the list read (one batch). */
const bulkEdit = operation(api.admin.organizations.bulkEdit, (body: BulkEditRequest) => ({ body }))

export const organizationOps = {
  trash,
  restore,
  search,
  get,
  save: saveOperation('organizations.save', create, update),
  /** Delete (yields null: the record is gone). */
  commitBatch,
  runAction: composite('organizations.runAction', [remove], (input: RecordActionInput<OrganizationAction, OrganizationId>) => Effect.as(remove(input.id), null)),
  bulkEdit,
} as const
