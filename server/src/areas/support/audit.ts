/**
 * The audit log helper (docs/security.md): `audit(tx, caller, entry)` inside the transaction that
 * makes the change, so the change and its record commit or roll back together. A refused attempt
 * worth keeping (`….refused` actions, e.g. press-release.handlers.ts) is written with `audit(db, …)`
 * AFTER the transaction that refused it, so the refusal does not roll its record back. `snapshot`
 * reads the fields worth keeping of an object (before and after).
 */
import { getTableName, sql, type SQL, type Table } from 'drizzle-orm'
import type { AuditAction, AuditTargetType } from '#domain/audit'
import type { CallName, Catalogue } from '#domain/catalogue'
import type { Db } from '../../db/db'
import type { ColumnName } from '../../db/rows'
import { textArray } from '../../db/sql-lists'
import { joinOperator, operatorName } from '../operator'
import { ApiFailure, type Caller, type HandlerResult } from './handler'

export interface AuditEntry {
  readonly action: AuditAction
  readonly targetType: AuditTargetType
  readonly targetId: string
  readonly before?: unknown
  readonly after?: unknown
  readonly reason?: string | null | undefined
  /** The entry whose `before` this change restored (a revert from a record's 履歴). */
  readonly revertOf?: string | null | undefined
  /** The batch this change is one record of (server/src/areas/batch). */
  readonly batchId?: string | null | undefined
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

export const audit = async (tx: Db, caller: Caller | null, entry: AuditEntry): Promise<void> => {
  await tx.query(sql`
    INSERT INTO audit_logs (actor_uid, actor_email, actor_operator_id, action, target_type, target_id, before, after, reason, revert_of, batch_id)
    VALUES (${caller?.uid ?? null}, ${caller?.email ?? null}, ${caller?.operator?.id ?? null}, ${entry.action}, ${entry.targetType},
      ${entry.targetId}, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb, ${entry.reason ?? null}, ${entry.revertOf ?? null}, ${entry.batchId ?? null})`)
}

/** The entries of one batch (each record it changed, its before and after), in the order written. */
export const batchEntries = (db: Db, batchId: string) =>
  db.query<{ target_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    sql`SELECT target_id, before, after FROM audit_logs WHERE batch_id = ${batchId} ORDER BY length(id), id`,
  )

/**
 * A subquery: who did `action` to the record `targetId` (SQL) last — the operator's name, else the
 * e-mail the entry recorded — as `who` (the trash's 削除者: support/trash.ts).
 */
export const lastActor = (targetType: AuditTargetType, action: AuditAction, targetId: SQL): SQL => sql`
  SELECT COALESCE(${operatorName}, a.actor_email) AS who
  FROM audit_logs a ${joinOperator(sql`a.actor_operator_id`)}
  WHERE a.target_type = ${targetType} AND a.target_id = ${targetId} AND a.action = ${action}
  ORDER BY a.created_at DESC, length(a.id) DESC, a.id DESC LIMIT 1`

/**
 * A refusal worth keeping (`….refused`): thrown by a handler, written by http/audited.ts on the plain
 * database AFTER the call's transaction rolled back (so the refusal does not take its record along).
 */
export class AuditedRefusal extends ApiFailure {
  constructor(
    readonly entry: AuditEntry,
    status: number,
    message: string,
  ) {
    super(status, message)
  }
}

/** The fields of one table an audit row records (never secrets: no gift codes, no file bytes). Made by `recorded`. */
export interface Recorded {
  readonly table: string
  readonly columns: ReadonlyArray<string>
  /** The column the target id is matched on (default `id`); another one reads the newest row of that object (`recordedLatest`). */
  readonly key?: string
}

/** `recorded(doctors, 'email', 'last_name')`: the columns are the table's SQL column names, so a typo or a dropped column fails typecheck. */
export const recorded = <T extends Table>(table: T, ...columns: ReadonlyArray<ColumnName<T>>): Recorded => ({ table: getTableName(table), columns })

/**
 * `recordedLatest(manuscriptHolds, 'manuscript_id', 'held', 'reason')`: the newest row of a child table that belongs to the
 * target (a manuscript's latest hold, offer): the call is recorded on the parent object it changes.
 */
export const recordedLatest = <T extends Table>(table: T, key: ColumnName<T>, ...columns: ReadonlyArray<ColumnName<T>>): Recorded => ({
  table: getTableName(table), columns, key,
})

/**
 * One row of the recorded table as JSON (only the recorded columns), or null when there is none: locked
 * for the transaction (the default: the change's before and after), or read as is (`lock: false`:
 * a record's fields now, `admin.auditLogs.current`).
 */
export const snapshot = async (tx: Db, { table, columns, key }: Recorded, id: string, { lock = true } = {}): Promise<Record<string, unknown> | null> => {
  const select: SQL = sql.raw(columns.map((c) => `'${c}', ${c}`).join(', '))
  const forUpdate = sql.raw(lock ? 'FOR UPDATE' : '') // locked until the change commits
  const rows = await tx.query<{ row: Record<string, unknown> | null }>(
    key === undefined || key === 'id'
      ? sql`SELECT json_build_object(${select}) AS row FROM ${sql.raw(table)} WHERE id = ${id} ${forUpdate}`
      : sql`SELECT json_build_object(${select}) AS row FROM ${sql.raw(table)} WHERE ${sql.raw(key)} = ${id}
          ORDER BY length(id) DESC, id DESC LIMIT 1 ${forUpdate}`, // ids are numbers as text: the newest is the longest, then the greatest
  )
  return rows[0]?.row ?? null
}

/**
 * The rows a call created, recorded in ONE statement (a CSV batch creates 5,000 doctors: a snapshot
 * and an insert per row made the import 12× slower than COPY, against ≤ 3×): `before` null, `after`
 * the recorded columns, in id order. For a table keyed by `id` only (a `recordedLatest` child row is
 * recorded one by one).
 */
export const auditCreated = async (
  tx: Db,
  caller: Caller | null,
  entry: Omit<AuditEntry, 'targetId' | 'before' | 'after'>,
  { table, columns }: Recorded,
  ids: ReadonlyArray<string>,
): Promise<void> => {
  if (ids.length === 0) return
  const select: SQL = sql.raw(columns.map((c) => `'${c}', ${c}`).join(', '))
  await tx.query(sql`
    INSERT INTO audit_logs (actor_uid, actor_email, actor_operator_id, action, target_type, target_id, before, after, reason, revert_of)
    SELECT ${caller?.uid ?? null}, ${caller?.email ?? null}, ${caller?.operator?.id ?? null}, ${entry.action}, ${entry.targetType},
      id, NULL, json_build_object(${select})::jsonb, ${entry.reason ?? null}, ${entry.revertOf ?? null}
    FROM ${sql.raw(table)} WHERE id = ANY(${textArray(ids)}) ORDER BY length(id), id`)
}

/** What the call was asked: its decoded params and body, typed from the catalogue entry. */
export interface AuditInput<N extends CallName> {
  readonly params: Catalogue[N]['params']['Type']
  readonly query: Catalogue[N]['query']['Type']
  readonly body: Catalogue[N]['body']['Type']
  readonly caller: Caller | null
}

/** How one call writes the audit log (run by http/audited.ts). */
export interface AuditSpec<N extends CallName> {
  readonly action: AuditAction
  readonly targetType: AuditTargetType
  /** The table and the fields recorded before and after (never secrets: no gift codes, no file bytes). */
  readonly recorded: Recorded
  /** Ids of the objects the call changes, from the request (existing objects). */
  readonly targets?: (input: AuditInput<N>) => ReadonlyArray<string>
  /** Id(s) of the object(s) the call created, from the handler's answer. */
  readonly created?: (result: HandlerResult) => string | ReadonlyArray<string> | undefined
  readonly reason?: (input: AuditInput<N>) => string | null | undefined
}

/**
 * An area's audited calls (`export const audited: AuditedFor<keyof typeof handlers> = { … }` beside its handlers):
 * only calls of the area, each spec typed by its call. server/src/areas/index.ts collects them.
 */
export type AuditedFor<K extends CallName> = { readonly [N in K]?: AuditSpec<N> }

/** The id of the object a create call answered (`created: payloadId`). */
export const payloadId = (result: HandlerResult): string | undefined => (result as { payload?: { id?: string } }).payload?.id

/** The ids a bulk call created (`created: bulkIds`): its results' ids (`BulkResult`; a refused row has none). */
export const bulkIds = (result: HandlerResult): ReadonlyArray<string> =>
  ((result as { payload?: { results?: ReadonlyArray<{ id?: string | null }> } }).payload?.results ?? []).flatMap((r) => (r.id ? [r.id] : []))

/** The ids of a payload that is a list of objects (`created: payloadIds`), e.g. tags inserted in bulk. */
export const payloadIds = (result: HandlerResult): ReadonlyArray<string> => {
  const payload = (result as { payload?: unknown }).payload
  return Array.isArray(payload) ? payload.flatMap((p: { id?: string }) => (typeof p?.id === 'string' ? [p.id] : [])) : []
}

/** A call's action in the audit log when it is its name without the audience (`admin.clients.delete` → `clients.delete`). */
type ActionOf<N extends CallName> = N extends `${'general' | 'admin' | 'direct'}.${infer A}` ? A : never
/** The calls whose name without the audience is an audit action (`auditedRecord` derives their action). */
type NamedCall = { [N in CallName]: ActionOf<N> extends AuditAction ? N : never }[CallName]
/** The calls whose path names a record by `param` (`clientID`). */
type CallNaming<P extends string> = { [N in NamedCall]: P extends keyof Catalogue[N]['params']['Type'] ? N : never }[NamedCall]

const actionOf = <N extends NamedCall>(call: N): AuditAction => call.slice(call.indexOf('.') + 1) as AuditAction

/**
 * The audit specs of the calls on one kind of record that record it alike: its `targetType`, what is
 * `recorded` of it, and the path param naming it (`clientID`); each call under the action its name
 * says (`admin.clients.delete` → `clients.delete`, checked against the domain's actions).
 *
 *   const client = auditedRecord('client', recorded(clients, …), 'clientID')
 *   export const audited: AuditedFor<keyof typeof handlers> = {
 *     ...client.created(payloadId, 'admin.clients.create'),
 *     ...client.changed('general.clients.update', 'admin.clients.delete'),
 *   }
 */
export const auditedRecord = <const P extends string>(targetType: AuditTargetType, recorded: Recorded, param: P) => {
  const targets = (input: { readonly params: unknown }): ReadonlyArray<string> => [(input.params as Readonly<Record<P, string>>)[param]]
  const specs = <N extends NamedCall>(calls: ReadonlyArray<N>, how: Pick<AuditSpec<N>, 'targets' | 'created' | 'reason'>) =>
    Object.fromEntries(calls.map((call) => [call, { action: actionOf(call), targetType, recorded, ...how }])) as { readonly [K in N]: AuditSpec<K> }
  return {
    /** Calls that create such records, by the ids they answer (`payloadId`, `bulkIds` …). */
    created: <const N extends NamedCall>(created: NonNullable<AuditSpec<N>['created']>, ...calls: ReadonlyArray<N>) => specs(calls, { created }),
    /** Calls that change the record their path names. */
    changed: <const N extends CallNaming<P>>(...calls: ReadonlyArray<N>) => specs(calls, { targets }),
    /** Calls that change the record their path names, with the reason they were given. */
    changedWith: <const N extends CallNaming<P>>(reason: NonNullable<AuditSpec<N>['reason']>, ...calls: ReadonlyArray<N>) => specs(calls, { targets, reason }),
  }
}
