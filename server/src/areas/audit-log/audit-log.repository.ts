/**
 * The audit log's SQL (read side; rows are written by support/audit.ts) and its one mapper, `toEntry`.
 * Read only: the API has no call that changes or deletes an entry (tests/server/audit-walk.test.ts).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AuditLogEntry, AuditLogSearch } from '#domain/audit'
import type { Db } from '../../db/database'
import type { RowOf } from '../../db/rows'
import type { auditLogs } from '../../db/schema-security'
import type { Json } from '../support/handler'
import { iso, keysetPage, likePattern, type SortValue } from '../support/paging'

type AuditRow = RowOf<typeof auditLogs> & SortValue & { readonly actor_name: string | null }

const toEntry = (r: AuditRow): Json<typeof AuditLogEntry> =>
  ({
    id: r.id,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    actorUid: r.actor_uid,
    actorEmail: r.actor_email,
    actorOperatorId: r.actor_operator_id,
    actorName: r.actor_name,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
    revertOf: r.revert_of,
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
  if (f.operatorId) where.push(sql`a.actor_operator_id = ${f.operatorId}`)
  // the period: calendar days in Tokyo, both ends included
  if (f.from) where.push(sql`a.created_at >= (${f.from}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
  if (f.to) where.push(sql`a.created_at < ((${f.to}::date) + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
  return keysetPage<AuditRow, Json<typeof AuditLogEntry>>(
    f,
    { createdAt: 'a.created_at' },
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<AuditRow>(sql`SELECT a.*, o.name AS actor_name, ${sortValue} AS sort_value FROM audit_logs a
        LEFT JOIN operators o ON o.id = a.actor_operator_id
        WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toEntry,
    'a.',
  )
}
