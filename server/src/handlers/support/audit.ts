/**
 * The audit log helper (docs/security.md): `audit(tx, caller, entry)` inside the transaction that
 * makes the change, so the change and its record commit or roll back together. A refused attempt
 * worth keeping (`….refused` actions, e.g. press-releases.handlers.ts) is written with `audit(db, …)`
 * AFTER the transaction that refused it, so the refusal does not roll its record back. `snapshot`
 * reads the fields worth keeping of an object (before and after).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AuditAction } from '#domain/audit'
import type { Db } from '../../db/database'
import type { Caller } from '../handler'

export interface AuditEntry {
  readonly action: AuditAction
  readonly targetType: string
  readonly targetId: string
  readonly before?: unknown
  readonly after?: unknown
  readonly reason?: string | null | undefined
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

export const audit = async (tx: Db, caller: Caller | null, entry: AuditEntry): Promise<void> => {
  await tx.query(sql`
    INSERT INTO audit_logs (actor_uid, actor_email, actor_operator_id, action, target_type, target_id, before, after, reason)
    VALUES (${caller?.uid ?? null}, ${caller?.email ?? null}, ${caller?.operator?.id ?? null}, ${entry.action}, ${entry.targetType},
      ${entry.targetId}, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb, ${entry.reason ?? null})`)
}

/** One row of `table` as JSON (only `columns`), locked for the transaction, or null when there is none. */
export const snapshot = async (tx: Db, table: string, id: string, columns: ReadonlyArray<string>): Promise<Record<string, unknown> | null> => {
  const select: SQL = sql.raw(columns.map((c) => `'${c}', ${c}`).join(', '))
  const rows = await tx.query<{ row: Record<string, unknown> | null }>(
    sql`SELECT json_build_object(${select}) AS row FROM ${sql.raw(table)} WHERE id = ${id} FOR UPDATE`, // locked until the change commits
  )
  return rows[0]?.row ?? null
}
