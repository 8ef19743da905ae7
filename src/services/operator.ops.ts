/** What the operator pages ask of the API (see src/services/operation.ts and doctor.ops.ts). */
import { Effect } from 'effect'
import type { OperatorId } from '../domain/ids'
import { listPageSize } from '../domain/list-query'
import type { OperatorAction, OperatorInput, OperatorListQuery, OperatorQuery } from '../domain/operator'
import type { RecordActionInput, SaveInput } from '../domain/records'
import { composite, operation } from './operation'

export const operatorListQuery = (q: OperatorListQuery): OperatorQuery => {
  const keyword = q.keyword?.trim()
  return {
    ...(keyword ? { keyword } : {}),
    ...(q.role ? { role: q.role } : {}),
    ...(q.sort ? { sort: q.sort, order: q.order ?? 'asc' } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
    limit: listPageSize,
  }
}

const list = operation('admin.operators.list', (q: OperatorListQuery) => ({ query: operatorListQuery(q) }))
const get = operation('admin.operators.get', (id: OperatorId) => ({ params: { operatorID: id } }))
const create = operation('admin.operators.create', (body: OperatorInput) => ({ body }))
const update = operation('admin.operators.update', (input: { readonly id: OperatorId; readonly body: OperatorInput }) => ({
  params: { operatorID: input.id },
  body: input.body,
}))
const remove = operation('admin.operators.delete', (id: OperatorId) => ({ params: { operatorID: id } }))

export const operatorOps = {
  list,
  get,
  save: composite('operators.save', [create, update], (input: SaveInput<OperatorInput, OperatorId>) =>
    input.id === undefined ? create(input.body) : update({ id: input.id, body: input.body }),
  ),
  /** Delete (yields null: the record is gone). */
  act: composite('operators.act', [remove], (input: RecordActionInput<OperatorAction, OperatorId>) => Effect.as(remove(input.id), null)),
} as const
