/**
 * Batches (docs/architecture.md "Batches"): one change of many records — a bulk edit, a CSV update,
 * an undo — as one row of `batches` and, per record it changed, one audit entry carrying its id.
 *
 *   const batch = await batches.start(db, caller, { targetType: 'doctor', action: 'bulkEdit', field: 'prefecture' })
 *   const status = await batches.applyRow(tx, caller, batch, doctors.batchTarget, { id, version, values })
 *   await batches.finish(db, batch.id, counts)
 *
 * A kind's `BatchTarget` comes from its own area (its repository writes its table); this module
 * writes only `batches` and, through support/audit.ts, the audit entries.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Batch, BatchAction, BatchCounts, BatchRowStatus, BatchTargetType } from '#domain/batch'
import { snake } from '#domain/record'
import type { Db } from '../../db/db'
import type { RowOf } from '../../db/rows'
import { textArray } from '../../db/sql-lists'
import { joinOperator, operatorName } from '../operator'
import { audit, snapshot, type Recorded } from '../support/audit'
import type { Caller, Json } from '../support/handler'
import { iso } from '../support/paging'
import type { batches } from './batch.table'

/** What a batch needs of one kind of record; made by the kind's own area (its repository writes its table). */
export interface BatchTarget {
  readonly targetType: BatchTargetType
  /** The columns its audit entries record (the same as its audited calls'). */
  readonly recorded: Recorded
  /** The live record's version, or null when there is none (gone, deleted). */
  readonly version: (db: Db, id: string) => Promise<number | null>
  /** UPDATE only `values` (input fields) of the live record at `version` (+1); false when it did not hold. */
  readonly setFields: (db: Db, id: string, values: Readonly<Record<string, unknown>>, version: number) => Promise<boolean>
  /** `SELECT id, name …` of some ids (the area's `auditNames`): how staff recognise a record. */
  readonly names: (ids: SQL) => SQL
}

/** A batch as the rows of it are written: its id and what it does (the audit entries' action). */
export interface BatchRef {
  readonly id: string
  readonly action: BatchAction
  readonly targetType: BatchTargetType
}

export interface BatchStart {
  readonly targetType: BatchTargetType
  readonly action: BatchAction
  readonly field?: string | null
  readonly fileName?: string | null
  readonly undoOf?: string | null
}

/** Open a batch (counts zero); the rows of it are written by `applyRow`, the counts by `finish`. */
export const start = async (db: Db, caller: Caller | null, b: BatchStart): Promise<BatchRef> => {
  const rows = await db.query<{ id: string }>(sql`
    INSERT INTO batches (action, target_type, field, file_name, actor_uid, actor_email, actor_operator_id, undo_of)
    VALUES (${b.action}, ${b.targetType}, ${b.field ?? null}, ${b.fileName ?? null}, ${caller?.uid ?? null}, ${caller?.email ?? null},
      ${caller?.operator?.id ?? null}, ${b.undoOf ?? null})
    RETURNING id`)
  return { id: rows[0]!.id, action: b.action, targetType: b.targetType }
}

/** Add to a batch's counts (a CSV update calls it once per request of its commit, or once at the end). */
export const finish = async (db: Db, batchId: string, counts: Partial<BatchCounts>): Promise<void> => {
  await db.query(sql`
    UPDATE batches SET applied = applied + ${counts.applied ?? 0}, unchanged = unchanged + ${counts.unchanged ?? 0},
      stale = stale + ${counts.stale ?? 0}, failed = failed + ${counts.failed ?? 0}
    WHERE id = ${batchId}`)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export interface BatchRow {
  readonly id: string
  /** The version the values were read at (the list's, the exported file's); a moved one is `stale`. */
  readonly version: number
  /** Input fields → values: ONLY these are written. */
  readonly values: Readonly<Record<string, unknown>>
}

/**
 * One record of a batch, inside the transaction that writes it: the record locked, its version
 * checked, ONLY `values` written, before and after recorded against the batch. Nothing is written
 * for a record that is gone (`missing`), whose version moved (`stale`) or that already holds the
 * values (`unchanged`).
 */
export const applyRow = async (tx: Db, caller: Caller | null, batch: BatchRef, target: BatchTarget, row: BatchRow): Promise<BatchRowStatus> => {
  const before = await snapshot(tx, target.recorded, row.id) // locks the row until the change commits
  const version = before === null ? null : await target.version(tx, row.id)
  if (before === null || version === null) return 'missing'
  if (version !== row.version) return 'stale'
  if (Object.entries(row.values).every(([field, value]) => same(before[snake(field)], value))) return 'unchanged'
  if (!(await target.setFields(tx, row.id, row.values, version))) return 'stale'
  const after = await snapshot(tx, target.recorded, row.id)
  await audit(tx, caller, { action: `batches.${batch.action}`, targetType: target.targetType, targetId: row.id, before, after, batchId: batch.id })
  return 'applied'
}

type BatchDbRow = RowOf<typeof batches> & { readonly actor_name: string | null }

const toBatch = (r: BatchDbRow): Json<typeof Batch> =>
  ({
    id: r.id,
    action: r.action,
    targetType: r.target_type,
    field: r.field,
    fileName: r.file_name,
    actorEmail: r.actor_email,
    actorName: r.actor_name,
    counts: { applied: Number(r.applied), unchanged: Number(r.unchanged), stale: Number(r.stale), failed: Number(r.failed) },
    undoOf: r.undo_of,
    undoneBy: r.undone_by,
    createdAt: iso(r.created_at),
  }) as Json<typeof Batch>

const select = (where: SQL, lock = false) =>
  sql`SELECT b.*, ${operatorName} AS actor_name FROM batches b ${joinOperator(sql`b.actor_operator_id`)} WHERE ${where} ${sql.raw(lock ? 'FOR UPDATE OF b' : '')}`

/** One batch, or undefined; `lock`: held until the transaction ends (an undo). */
export const find = async (db: Db, id: string, { lock = false } = {}): Promise<Json<typeof Batch> | undefined> => {
  const rows = await db.query<BatchDbRow>(select(sql`b.id = ${id}`, lock))
  return rows[0] && toBatch(rows[0])
}

/** Some batches by id (a page of a record's 履歴). */
export const findMany = async (db: Db, ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, Json<typeof Batch>>> => {
  if (ids.length === 0) return new Map()
  const rows = await db.query<BatchDbRow>(select(sql`b.id = ANY(${textArray([...new Set(ids)])})`))
  return new Map(rows.map((r) => [r.id, toBatch(r)]))
}

/** Mark a batch undone by `undoId`; false when it already was. */
export const markUndone = async (db: Db, id: string, undoId: string): Promise<boolean> =>
  (await db.query(sql`UPDATE batches SET undone_by = ${undoId} WHERE id = ${id} AND undone_by IS NULL RETURNING id`)).length > 0
