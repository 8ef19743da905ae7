/** What the operator pages ask of the API (see src/services/operation.ts and doctor.ops.ts). */
import { Effect } from 'effect'
import type { AccountId, OperatorId } from '../../domain/ids'
import { sortedPageOf } from '../../domain/list-query'
import type { OperatorAction, OperatorInput, OperatorListQuery, OperatorQuery } from '../../domain/operator'
import type { RecordActionInput } from '../../domain/records'
import { api } from '../../services/http/api'
import { composite, operation, saveOperation, type VersionedSave, versionedRequest } from '../../services/operation'

export const operatorListQuery = (q: OperatorListQuery): OperatorQuery => {
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  return {
    ...(keyword ? { keyword } : {}),
    ...(q.role ? { role: q.role } : {}),
    ...sortedPageOf(q),
  }
}

const list = operation(api.admin.operators.list, (q: OperatorListQuery) => ({ query: operatorListQuery(q) }))
const get = operation(api.admin.operators.get, (id: OperatorId) => ({ params: { operatorID: id } }))
const create = operation(api.admin.operators.create, (body: OperatorInput) => ({ body }))
const update = operation(api.admin.operators.update, (input: VersionedSave<OperatorId, OperatorInput>) => versionedRequest('operatorID', input))
/** Who the signed-in identity is (its role decides whether the operator pages offer 保存 / 削除). */
const signedInAccount = operation(api.general.auth.get, (accountId: AccountId) => ({ params: { AccountID: accountId } }))
const remove = operation(api.admin.operators.delete, (id: OperatorId) => ({ params: { operatorID: id } }))

export const operatorOps = {
  list,
  get,
  signedInAccount,
  save: saveOperation('operators.save', create, update),
  /** Delete (yields null: the record is gone). */
  runAction: composite('operators.runAction', [remove], (input: RecordActionInput<OperatorAction, OperatorId>) => Effect.as(remove(input.id), null)),
} as const
