/** The audit log's SQL (read side; rows are written by support/audit.ts) and its one mapper, `toEntry`. */
import { sql, type SQL } from 'drizzle-orm'
import type { AuditLogEntry, AuditLogSearch } from '#domain/audit'
import type { Db } from '../../db/database'
import type { RowOf } from '../../db/rows'
import type { auditLogs } from '../../db/schema-security'
import type { Json } from '../support/handler'
import { iso, keysetPage, likePattern, type SortValue } from '../support/paging'

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

/** Newest first, keyset paged. */
export const search = (db: Db, f: AuditLogSearch) => {
  const where: SQL[] = [sql`TRUE`]
  if (f.action) where.push(sql`a.action = ${f.action}`)
  if (f.targetType) where.push(sql`a.target_type = ${f.targetType}`)
  if (f.targetId) where.push(sql`a.target_id = ${f.targetId}`)
  const actor = likePattern(f.actorEmail)
  if (actor) where.push(sql`lower(a.actor_email) LIKE ${actor}`)
  return keysetPage<AuditRow, Json<typeof AuditLogEntry>>(
    f,
    { createdAt: 'a.created_at' },
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<AuditRow>(sql`SELECT a.*, ${sortValue} AS sort_value FROM audit_logs a
        WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toEntry,
    'a.',
  )
}
