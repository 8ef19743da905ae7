/**
 * Clients (クライアント): keyset search, create/update (e-mails unique among live clients; updates
 * name the version they read), suspend ⇄ active, soft delete, bulk registration idempotent per
 * import key, the usage report as JSON rows and as CSV. A client reads and edits only itself. The
 * SQL is in client.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { ClientInput, clientRecord } from '#domain/client'
import { usageReportCsvColumns } from '#domain/report'
import type { Db } from '../../db/db'
import { auditedRecord, bulkIds, payloadId, type AuditedFor } from '../support/audit'
import { bulkEdit } from '../batch'
import { bulkRegister } from '../support/bulk'
import { notYours, ownerScope, ownRecordId } from '../support/caller'
import { toCsv } from '../support/csv'
import { notFound, type AreaHandlers } from '../support/handler'
import { restoreRow, trashPage } from '../support/trash'
import * as clients from './client.repository'
import { assertEmailFree, updateClient } from './client.update'

/** The clients' ゴミ箱 (the server purges it: areas/trash.ts). */
export const clientTrash = clients.trash(clients.recordedClient)

const insertClient = async (db: Db, c: ClientInput): Promise<string> => {
  await assertEmailFree(db, c.email)
  return clients.insert(db, c)
}

/** The CSV 一括更新 of this kind (handed to the import area by the list of areas, server/src/areas/index.ts). */
export { clientCsvUpdate as csvUpdate } from './client.update'

export const handlers = {
  'general.clients.list': async ({ db, query }) => clients.search(db, query),
  // owner: staff, or the client itself (support/caller.ts)
  'general.clients.get': async ({ db, caller, params }) => ({ payload: await clients.find(db, ownRecordId(caller, 'client', params.clientID)) }),
  'general.clients.update': async ({ db, caller, params, body }) => ({ payload: await updateClient(db, ownRecordId(caller, 'client', params.clientID), body) }),
  'general.clients.usageReport': async ({ db, caller, query }) => {
    const own = ownerScope(caller, 'client')
    if (own !== null && query.clientId !== undefined && query.clientId !== own) notYours()
    return { items: await clients.usage(db, own === null ? query : { ...query, clientId: own as typeof query.clientId }), nextCursorKey: null }
  },
  'admin.clients.search': async ({ db, body }) => clients.search(db, body),
  'admin.clients.bulkEdit': async ({ db, caller, body }) => ({ payload: await bulkEdit(db, caller, { target: clients.batchTarget, record: clientRecord, input: ClientInput }, body) }),
  'admin.clients.create': async ({ db, body }) => {
    const id = await db.transaction((tx) => insertClient(tx, body))
    return { payload: await clients.find(db, id), status: 201 }
  },
  'admin.clients.suspend': async ({ db, params, body }) => {
    if (!(await clients.setSuspended(db, params.clientID, body.suspended))) notFound('クライアント')
    return { payload: await clients.find(db, params.clientID) }
  },
  'admin.clients.delete': async ({ db, params }) => {
    return { payload: (await clients.softDelete(db, params.clientID)) ?? notFound('クライアント') }
  },
  'admin.clients.trash': ({ db, query }) => trashPage(db, clientTrash, query),
  'admin.clients.restore': async ({ db, params }) => ({ payload: await restoreRow(db, clientTrash, params.clientID) }),
  'admin.clients.bulkRegister': async ({ db, body }) => ({
    payload: await bulkRegister(db, 'clients', body.rows, (tx, input) => insertClient(tx, input)),
  }),
  'admin.reports.usageReport': async ({ db, query }) => {
    const rows = await clients.usage(db, query)
    return {
      csv: toCsv(
        usageReportCsvColumns,
        rows.map((r) => [r.clientId, r.clientName, r.month, r.pressReleaseCount, r.offerCount, r.viewCount]),
      ),
      filename: `usage_report_${query.from}_${query.to}.csv`,
    }
  },
  'direct.clients.search': async ({ db, body }) => clients.searchPublic(db, { ...body, publicKeyword: true, suspended: false }),
} satisfies AreaHandlers<Catalogue>

/** What the audit log records of a client: the input's columns, the suspension, the deletion. */
const client = auditedRecord('client', clients.recordedClient, 'clientID')

export const audited = {
  ...client.created(payloadId, 'admin.clients.create'),
  ...client.created(bulkIds, 'admin.clients.bulkRegister'),
  ...client.changed('general.clients.update', 'admin.clients.delete', 'admin.clients.suspend', 'admin.clients.restore'),
} satisfies AuditedFor<keyof typeof handlers>
