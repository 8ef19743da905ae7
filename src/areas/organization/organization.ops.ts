/** What the organisation pages ask of the API (see src/services/operation.ts and doctor.ops.ts). */
import { Effect } from 'effect'
import type { CommitBatchInput } from '../../domain/csv-import'
import type { OrganizationId } from '../../domain/ids'
import { listPageSize } from '../../domain/list-query'
import type { OrganizationAction, OrganizationInput, OrganizationListQuery, OrganizationSearch } from '../../domain/organization'
import type { RecordActionInput } from '../../domain/records'
import { bulkBodyOf, outcomesOf } from '../../services/bulk.ops'
import { composite, operation, saveOperation, type VersionedSave } from '../../services/operation'

export const organizationSearchBody = (q: OrganizationListQuery): OrganizationSearch => {
  const keyword = q.keyword?.trim()
  return {
    ...(keyword ? { keyword } : {}),
    ...(q.prefecture ? { prefectures: [q.prefecture] } : {}),
    ...(q.sort ? { sort: q.sort, order: q.order ?? 'asc' } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
    limit: listPageSize,
  }
}

const search = operation('admin.organizations.search', (q: OrganizationListQuery) => ({ body: organizationSearchBody(q) }))
const get = operation('general.organizations.get', (id: OrganizationId) => ({ params: { organizationID: id } }))
const create = operation('admin.organizations.create', (body: OrganizationInput) => ({ body }))
const update = operation('admin.organizations.update', (input: VersionedSave<OrganizationId, OrganizationInput>) => ({
  params: { organizationID: input.id },
  body: { ...input.body, version: input.version },
}))
const remove = operation('admin.organizations.delete', (id: OrganizationId) => ({ params: { organizationID: id } }))
/** One batch of the CSV import (`bulk_insert`, idempotent per row key). */
const commitBatch = operation(
  'admin.organizations.bulkInsert',
  (input: CommitBatchInput) => ({ body: bulkBodyOf<OrganizationInput>(input.rows) }),
  (output) => outcomesOf(output.results),
)

export const organizationOps = {
  search,
  get,
  save: saveOperation('organizations.save', create, update),
  /** Delete (yields null: the record is gone). */
  commitBatch,
  act: composite('organizations.act', [remove], (input: RecordActionInput<OrganizationAction, OrganizationId>) => Effect.as(remove(input.id), null)),
} as const
