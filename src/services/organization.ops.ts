/** What the organisation pages ask of the API (see src/services/operation.ts and doctor.ops.ts). */
import { Effect } from 'effect'
import type { OrganizationId } from '../domain/ids'
import { listPageSize } from '../domain/list-query'
import type { OrganizationAction, OrganizationInput, OrganizationListQuery, OrganizationSearch } from '../domain/organization'
import type { RecordActionInput, SaveInput } from '../domain/records'
import { composite, operation } from './operation'

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
const update = operation('admin.organizations.update', (input: { readonly id: OrganizationId; readonly body: OrganizationInput }) => ({
  params: { organizationID: input.id },
  body: input.body,
}))
const remove = operation('admin.organizations.delete', (id: OrganizationId) => ({ params: { organizationID: id } }))

export const organizationOps = {
  search,
  get,
  save: composite('organizations.save', [create, update], (input: SaveInput<OrganizationInput, OrganizationId>) =>
    input.id === undefined ? create(input.body) : update({ id: input.id, body: input.body }),
  ),
  /** Delete (yields null: the record is gone). */
  act: composite('organizations.act', [remove], (input: RecordActionInput<OrganizationAction, OrganizationId>) => Effect.as(remove(input.id), null)),
} as const
