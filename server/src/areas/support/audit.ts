/**
 * The audit log helper (docs/security.md): `audit(tx, caller, entry)` inside the transaction that
 * makes the change, so the change and its record commit or roll back together. A refused attempt
 * worth keeping (`….refused` actions, e.g. press-release.handlers.ts) is written with `audit(db, …)`
 * AFTER the transaction that refused it, so the refusal does not roll its record back. `snapshot`
 * reads the fields worth keeping of an object (before and after).
 */
import { getTableName, sql, type SQL, type Table } from 'drizzle-orm'
import type { AuditAction } from '#domain/audit'
import type { CallName, Catalogue } from '#domain/catalogue'
import type { Db } from '../../db/database'
import type { ColumnName } from '../../db/rows'
import type { Caller, HandlerResult } from './handler'

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

/** What the call was asked: its decoded params and body, typed from the catalogue entry. */
export interface AuditInput<N extends CallName> {
  readonly params: Catalogue[N]['params']['Type']
  readonly body: Catalogue[N]['body']['Type']
  readonly caller: Caller | null
}

/** How one call writes the audit log (run by http/audited.ts). */
export interface AuditSpec<N extends CallName> {
  readonly action: AuditAction
  readonly targetType: string
  /** The table and the fields recorded before and after (never secrets: no gift codes, no file bytes). */
  readonly recorded: Recorded
  /** Ids of the objects the call changes, from the request (existing objects). */
  readonly targets?: (input: AuditInput<N>) => ReadonlyArray<string>
  /** Id of the object the call created, from the handler's answer. */
  readonly created?: (result: HandlerResult) => string | undefined
  readonly reason?: (input: AuditInput<N>) => string | null | undefined
}

/**
 * An area's audited calls (`export const audited: AuditedFor<…Calls> = { … }` beside its handlers):
 * only calls of the area, each spec typed by its call. server/src/areas/index.ts collects them.
 */
export type AuditedFor<K extends CallName> = { readonly [N in K]?: AuditSpec<N> }

/** The id of the object a create call answered (`created: payloadId`). */
export const payloadId = (result: HandlerResult): string | undefined => (result as { payload?: { id?: string } }).payload?.id
