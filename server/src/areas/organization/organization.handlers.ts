/**
 * Organisations (組織): keyset lists and search, CRUD (an organisation with live doctors cannot be
 * deleted; updates name the version they read), idempotent bulk insert, public reads. The SQL is
 * in organization.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import type { OrganizationQuery, OrganizationSearch } from '#domain/organization'
import type { Db } from '../../db/db'
import { OrganizationInput, organizationRecord } from '#domain/organization'
import * as doctors from '../doctor'
import { auditedRecord, bulkIds, payloadId, type AuditedFor } from '../support/audit'
import { bulkEdit } from '../batch'
import { bulkRegister } from '../support/bulk'
import { ApiFailure, notFound, type AreaHandlers } from '../support/handler'
import { restoreRow, trashPage } from '../support/trash'
import * as organizations from './organization.repository'
import { updateOrganization } from './organization.update'

/** The organisations' ゴミ箱 (the server purges it: areas/trash.ts). */
export const organizationTrash = organizations.trash(organizations.recordedOrganization)

/** A list query (one kind, one prefecture) as a search. */
const fromQuery = (q: OrganizationQuery): OrganizationSearch => ({
  ...q,
  kinds: q.kind ? [q.kind] : undefined,
  prefectures: q.prefecture ? [q.prefecture] : undefined,
})

/** The organisations with the count of their live doctors (the doctor area's: docs/architecture.md "Table ownership"). */
const counted = async (db: Db, list: ReadonlyArray<organizations.OrganizationRecord>) => {
  const counts = await doctors.liveCountsByOrganization(db, list.map((o) => o.id))
  return list.map((o) => ({ ...o, doctorCount: counts.get(o.id) ?? 0 }))
}
const find = async (db: Db, id: string) => (await counted(db, [await organizations.find(db, id)]))[0]!
const search = async (db: Db, f: OrganizationSearch) => {
  const page = await organizations.search(db, f)
  return { ...page, items: await counted(db, page.items) }
}

/** The CSV 一括更新 of this kind (handed to the import area by the list of areas, server/src/areas/index.ts). */
export { organizationCsvUpdate as csvUpdate } from './organization.update'

export const handlers = {
  'general.organizations.list': async ({ db, query }) => search(db, fromQuery(query)),
  'general.organizations.get': async ({ db, params }) => ({ payload: await find(db, params.organizationID) }),
  'admin.organizations.search': async ({ db, body }) => search(db, body),
  'admin.organizations.bulkEdit': async ({ db, caller, body }) => ({ payload: await bulkEdit(db, caller, { target: organizations.batchTarget, record: organizationRecord, input: OrganizationInput }, body) }),
  'admin.organizations.create': async ({ db, body }) => ({ payload: await find(db, await organizations.insert(db, body)), status: 201 }),
  'admin.organizations.update': async ({ db, params, body }) => {
    await updateOrganization(db, params.organizationID, body)
    return { payload: await find(db, params.organizationID) }
  },
  'admin.organizations.delete': async ({ db, params }) => {
    const org = await find(db, params.organizationID)
    if (org.doctorCount > 0) throw new ApiFailure(409, `所属している医師が ${org.doctorCount} 名いるため削除できません`)
    await doctors.detachOrganization(db, org.id)
    return { payload: (await organizations.softDelete(db, org.id)) ?? notFound('組織') }
  },
  'admin.organizations.trash': ({ db, query }) => trashPage(db, organizationTrash, query),
  'admin.organizations.restore': async ({ db, params }) => ({ payload: await restoreRow(db, organizationTrash, params.organizationID) }),
  'admin.organizations.bulkInsert': async ({ db, body }) => ({
    payload: await bulkRegister(db, 'organizations', body.rows, (tx, input) => organizations.insert(tx, input)),
  }),
  'direct.organizations.list': async ({ db, query }) => search(db, fromQuery(query)),
  'direct.organizations.get': async ({ db, params }) => ({ payload: await find(db, params.organizationID) }),
  'direct.organizations.search': async ({ db, body }) => search(db, body),
} satisfies AreaHandlers<Catalogue>

const organization = auditedRecord('organization', organizations.recordedOrganization, 'organizationID')

export const audited = {
  ...organization.created(payloadId, 'admin.organizations.create'),
  ...organization.created(bulkIds, 'admin.organizations.bulkInsert'),
  ...organization.changed('admin.organizations.update', 'admin.organizations.delete', 'admin.organizations.restore'),
} satisfies AuditedFor<keyof typeof handlers>
