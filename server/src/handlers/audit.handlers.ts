/** The audit log, read by admins (`admin.auditLogs.search`): newest first, keyset paged. */
import { sql, type SQL } from 'drizzle-orm'
import type { AuditLogEntry } from '#domain/audit'
import type { Catalogue } from '#domain/catalogue'
import type { HandlersFor, Json } from './handler'
import { iso, keysetPage, likePattern } from './paging'

interface AuditRow {
  id: string
  actor_uid: string | null
  actor_email: string | null
  actor_operator_id: string | null
  action: string
  target_type: string
  target_id: string
  before: unknown
  after: unknown
  reason: string | null
  created_at: unknown
  sort_value: string | null
  [key: string]: unknown
}

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
