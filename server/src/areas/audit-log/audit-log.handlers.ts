/**
 * The audit log (`admin.auditLogs.search`, access `operator`), newest first, keyset paged: admins
 * read all of it (the 監査ログ screen); any operator reads the history of one record (a record
 * kind's `targetType` and its `targetId`: the 履歴 of a record page), never the rest; and that record's
 * revertible fields as they are now (`admin.auditLogs.current`, what a revert's confirmation shows).
 */
import type { Catalogue } from '#domain/catalogue'
import { historyTargetTypes } from '#domain/audit'
import { ApiFailure, type AreaHandlers } from '../support/handler'
import * as auditLogs from './audit-log.repository'

export const auditLogAdminOnly = '監査ログは管理者（全権限）だけが閲覧できます'

export const handlers = {
  'admin.auditLogs.search': async ({ db, caller, body }) => {
    const oneRecord = body.targetType !== undefined && (historyTargetTypes as ReadonlyArray<string>).includes(body.targetType) && !!body.targetId
    if (caller?.operator?.role !== 'admin' && !oneRecord) throw new ApiFailure(403, auditLogAdminOnly)
    return auditLogs.search(db, body)
  },
  // any operator: what one record's 履歴 offers to revert, as it stands now (the kinds with a history only, by the body's Schema)
  'admin.auditLogs.current': async ({ db, query }) => ({ payload: await auditLogs.current(db, query.targetType, query.targetId) }),
} satisfies AreaHandlers<Catalogue>
