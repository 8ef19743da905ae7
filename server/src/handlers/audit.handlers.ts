/** The audit log, read by admins (`admin.auditLogs.search`): newest first, keyset paged. */
import { sql, type SQL } from 'drizzle-orm'
import type { AuditLogEntry } from '#domain/audit'
import type { Catalogue } from '#domain/catalogue'
import type { RowOf } from '../db/rows'
import type { auditLogs } from '../db/schema-security'
import type { HandlersFor, Json } from './handler'
import { iso, keysetPage, likePattern, type SortValue } from './paging'

type AuditRow = RowOf<typeof auditLogs> & SortValue

const toEntry = (r: AuditRow): Json<typeof AuditLogEntry> =>
  ({
    id: r.id,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    actorUid: r.actor_uid,
    actorEmail: r.actor_email,
    actorOperatorId: r.actor_operator_id,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
    createdAt: iso(r.created_at),
  }) as Json<typeof AuditLogEntry>

export const auditHandlers: HandlersFor<Catalogue, 'admin.auditLogs.search'> = {
  'admin.auditLogs.search': async ({ db, body }) => {
    const where: SQL[] = [sql`TRUE`]
    if (body.action) where.push(sql`a.action = ${body.action}`)
    if (body.targetType) where.push(sql`a.target_type = ${body.targetType}`)
    if (body.targetId) where.push(sql`a.target_id = ${body.targetId}`)
    const actor = likePattern(body.actorEmail)
    if (actor) where.push(sql`lower(a.actor_email) LIKE ${actor}`)
    return keysetPage<AuditRow, Json<typeof AuditLogEntry>>(
      body,
      { createdAt: 'a.created_at' },
      'createdAt',
      (sortValue, after, orderBy, limit) =>
        db.query<AuditRow>(sql`SELECT a.*, ${sortValue} AS sort_value FROM audit_logs a
          WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
      toEntry,
      'a.',
    )
  },
}
