/** What the operator pages ask of the API (see src/services/operation.ts and doctor.ops.ts). */
import { Effect } from 'effect'
import type { AccountId, OperatorId } from '../../domain/ids'
import { listPageSize } from '../../domain/list-query'
import type { OperatorAction, OperatorInput, OperatorListQuery, OperatorQuery } from '../../domain/operator'
import type { RecordActionInput } from '../../domain/records'
import { api } from '../../services/http/api'
import { composite, operation, saveOperation, type VersionedSave } from '../../services/operation'

export const operatorListQuery = (q: OperatorListQuery): OperatorQuery => {
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  return {
    ...(keyword ? { keyword } : {}),
    ...(q.role ? { role: q.role } : {}),
    ...(q.sort ? { sort: q.sort, order: q.order ?? 'asc' } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
    limit: listPageSize,
  }
}

const list = operation(api.admin.operators.list, (q: OperatorListQuery) => ({ query: operatorListQuery(q) }))
const get = operation(api.admin.operators.get, (id: OperatorId) => ({ params: { operatorID: id } }))
const create = operation(api.admin.operators.create, (body: OperatorInput) => ({ body }))
const update = operation(api.admin.operators.update, (input: VersionedSave<OperatorId, OperatorInput>) => ({
  params: { operatorID: input.id },
  body: { ...input.body, version: input.version },
}))
/** Who the signed-in identity is (its role decides whether the operator pages offer 保存 / 削除). */
const viewer = operation(api.general.auth.get, (accountId: AccountId) => ({ params: { AccountID: accountId } }))
const remove = operation(api.admin.operators.delete, (id: OperatorId) => ({ params: { operatorID: id } }))

export const operatorOps = {
  list,
  get,
  viewer,
  save: saveOperation('operators.save', create, update),
  /** Delete (yields null: the record is gone). */
  act: composite('operators.act', [remove], (input: RecordActionInput<OperatorAction, OperatorId>) => Effect.as(remove(input.id), null)),
} as const
