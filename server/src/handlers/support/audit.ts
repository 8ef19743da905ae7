/**
 * The audit log helper (docs/security.md): `audit(tx, caller, entry)` inside the transaction that
 * makes the change, so the change and its record commit or roll back together. A refused attempt
 * worth keeping (`….refused` actions, e.g. press-releases.handlers.ts) is written with `audit(db, …)`
 * AFTER the transaction that refused it, so the refusal does not roll its record back. `snapshot`
 * reads the fields worth keeping of an object (before and after).
 */
import { getTableName, sql, type SQL, type Table } from 'drizzle-orm'
import type { AuditAction } from '#domain/audit'
import type { Db } from '../../db/database'
import type { ColumnName } from '../../db/rows'
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

/** The fields of one table an audit row records (never secrets: no gift codes, no file bytes). Made by `recorded`. */
export interface Recorded {
  readonly table: string
  readonly columns: ReadonlyArray<string>
}

/** `recorded(doctors, 'email', 'last_name')`: the columns are the table's SQL column names, so a typo or a dropped column fails typecheck. */
export const recorded = <T extends Table>(table: T, ...columns: ReadonlyArray<ColumnName<T>>): Recorded => ({ table: getTableName(table), columns })

/** One row of the recorded table as JSON (only the recorded columns), locked for the transaction, or null when there is none. */
export const snapshot = async (tx: Db, { table, columns }: Recorded, id: string): Promise<Record<string, unknown> | null> => {
  const select: SQL = sql.raw(columns.map((c) => `'${c}', ${c}`).join(', '))
  const rows = await tx.query<{ row: Record<string, unknown> | null }>(
    sql`SELECT json_build_object(${select}) AS row FROM ${sql.raw(table)} WHERE id = ${id} FOR UPDATE`, // locked until the change commits
  )
  return rows[0]?.row ?? null
}
