/**
 * Which calls write the audit log, and how (docs/security.md): each area declares its audited calls
 * (`export const audited` beside its handlers), collected by server/src/areas/index.ts. For such a call the app runs
 * the handler INSIDE one transaction together with the audit rows: the objects' fields are read
 * before the handler, the handler runs on the transaction, the fields are read again, and one row
 * per changed object is written (`support/audit.ts`). A refusal (an ApiFailure) rolls everything
 * back, so only changes that happened are recorded, never one without its record.
 */
import { revertForeignMessage, revertProblems, revertReason, revertStaleMessage, revertibleLabel } from '#domain/audit'
import type { AuditAction } from '#domain/audit'
import type { CallName } from '#domain/catalogue'
import { sql, type Db } from '../db/db'
import { auditSpecs } from '../areas'
import { AuditedRefusal, audit, auditCreated, snapshot, type AuditInput, type AuditSpec } from '../areas/support/audit'
import { ApiFailure, type HandlerResult } from '../areas/support/handler'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** `?revertOf=<entry id>` of an update call (RevertQuery): the change restores that entry's `before`. */
const revertOfInput = (query: unknown): string | null => {
  const value = query && typeof query === 'object' ? (query as { revertOf?: unknown }).revertOf : undefined
  return typeof value === 'string' ? value : null
}

/**
 * The writes (non-GET calls that are not reads: a `list` shape is a search) the audit log does not
 * record, each with why: nothing the console or anybody can change is among them. Every other
 * write has an `audited` spec (tests/server/audit-walk.test.ts walks them all).
 */
export const notAudited: { readonly [N in CallName]?: string } = {
  'general.logProxy.post': 'a client log line, passed to the server log; no object changes',
  'admin.presence.beat': "who has a record open right now (a heartbeat that expires); no object changes",
  // CSV 一括更新 (docs/architecture.md): the job's own tables, never a record, until the apply
  'admin.imports.updateCreate': "a CSV update job's header (csv_updates); no record changes",
  'admin.imports.updateRows': "a CSV update job's uploaded rows (csv_update_rows); no record changes",
  'admin.imports.updateCheck': "the check of a CSV update job's rows against the records; it writes no record",
  'admin.imports.updateAbort': "a CSV update job marked 中止; no record changes",
  'admin.imports.updateApply': "each row it applies is recorded in that record's 履歴 inside the row's own transaction (reason 「CSV一括更新 <file>（ジョブ <id>）」: server/src/areas/import-record/csv-update.ts)",
}

/**
 * The writes that record their changes themselves, as a batch (server/src/areas/batch): one entry per
 * record they changed, under this action and carrying the batch's id (a bulk edit of 500 records is
 * one transaction with its 500 entries, not 500 audited calls).
 */
export const auditedByBatch: { readonly [N in CallName]?: AuditAction } = {
  'admin.doctors.bulkEdit': 'batches.bulkEdit',
  'admin.clients.bulkEdit': 'batches.bulkEdit',
  'admin.organizations.bulkEdit': 'batches.bulkEdit',
  'admin.batches.undo': 'batches.undo',
}

interface RevertedEntry {
  readonly before: unknown
  readonly after: unknown
}

/** A revert names an entry of the same object (else 422: the history the console showed is not this object's); its values. */
const revertedEntry = async (tx: Db, revertOf: string, targetType: string, ids: ReadonlyArray<string>): Promise<RevertedEntry> => {
  const rows = await tx.query<{ target_id: string; before: unknown; after: unknown }>(
    sql`SELECT target_id, before, after FROM audit_logs WHERE id = ${revertOf} AND target_type = ${targetType}`,
  )
  const entry = rows[0]
  if (entry === undefined || !ids.includes(entry.target_id)) throw new ApiFailure(422, '戻す変更が履歴に見つかりません')
  return entry
}

/**
 * The revert rule (`revertProblems`, src/domain/audit.ts) on what the update really wrote: the
 * record as it was when the call began (locked) and as the handler left it. A field that moved on
 * since the entry refuses the whole revert (409: nothing of it is written); so does a value the
 * entry never held before (422).
 */
const assertRevert = (entry: RevertedEntry, targetType: string, was: unknown, written: unknown) => {
  const record = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Readonly<Record<string, unknown>>) : null)
  const { stale, foreign } = revertProblems(entry, record(was), record(written))
  const labels = (columns: ReadonlyArray<string>) => columns.map((c) => revertibleLabel(targetType, c))
  if (stale.length > 0) throw new ApiFailure(409, revertStaleMessage(labels(stale)))
  if (foreign.length > 0) throw new ApiFailure(422, revertForeignMessage(labels(foreign)))
}

/** Run `handler` on a transaction with its audit rows, when the call is audited; else as is. */
export const runAudited = async <N extends CallName>(
  db: Db,
  name: N,
  input: AuditInput<N>,
  handler: (db: Db) => Promise<HandlerResult>,
): Promise<HandlerResult> => {
  try {
    return await runSpec(db, name, input, handler)
  } catch (error) {
    // a refusal worth keeping: recorded now that the transaction that refused it rolled back
    if (error instanceof AuditedRefusal) await audit(db, input.caller, error.entry)
    throw error
  }
}

const runSpec = async <N extends CallName>(
  db: Db,
  name: N,
  input: AuditInput<N>,
  handler: (db: Db) => Promise<HandlerResult>,
): Promise<HandlerResult> => {
  const spec: AuditSpec<N> | undefined = auditSpecs[name]
  if (!spec) return handler(db)
  return db.transaction(async (tx) => {
    const ids = [...(spec.targets?.(input) ?? [])].sort() // one lock order: concurrent calls never deadlock
    const revertOf = revertOfInput(input.query)
    const reverted = revertOf ? await revertedEntry(tx, revertOf, spec.targetType, ids) : null
    const before = new Map<string, unknown>()
    for (const id of ids) before.set(id, await snapshot(tx, spec.recorded, id))
    const result = await handler(tx)
    const created = spec.created?.(result) ?? []
    const reason = spec.reason?.(input) ?? (revertOf ? revertReason : null)
    for (const id of ids) {
      const after = await snapshot(tx, spec.recorded, id)
      const was = before.get(id) ?? null
      if (reverted) assertRevert(reverted, spec.targetType, was, after)
      if (same(was, after)) continue // nothing changed (e.g. a grant refused for this doctor)
      await audit(tx, input.caller, { action: spec.action, targetType: spec.targetType, targetId: id, before: was, after, reason, revertOf })
    }
    // what the call created: one statement for all of them (a CSV batch), one entry each
    const fresh = (typeof created === 'string' ? [created] : created).filter((id) => !before.has(id))
    const entry = { action: spec.action, targetType: spec.targetType, reason, revertOf }
    if (spec.recorded.key === undefined || spec.recorded.key === 'id') await auditCreated(tx, input.caller, entry, spec.recorded, fresh)
    else
      for (const id of fresh) {
        const after = await snapshot(tx, spec.recorded, id)
        if (after !== null) await audit(tx, input.caller, { ...entry, targetId: id, before: null, after })
      }
    return result
  })
}
