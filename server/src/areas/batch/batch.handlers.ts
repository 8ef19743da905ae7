/**
 * Batches (docs/architecture.md "Batches"): read one (`admin.batches.get`) and undo one
 * (`admin.batches.undo`): every record of it set back to its values before, except the records
 * changed since (their batch field no longer holds what the batch wrote) or gone, which are listed;
 * the undo is a batch itself, and a batch is undone once (409). Any operator: a batch writes only
 * fields the single-record form lets any operator edit.
 */
import type { Catalogue } from '#domain/catalogue'
import { revertibleColumns } from '#domain/audit'
import { batchNotFound, batchUndoneMessage, batchUndoSkips, type BatchTargetType } from '#domain/batch'
import type { Db } from '../../db/db'
import { textArray } from '../../db/sql-lists'
import * as clients from '../client'
import * as doctors from '../doctor'
import * as organizations from '../organization'
import { batchEntries, snapshot } from '../support/audit'
import { ApiFailure, type AreaHandlers, type Caller } from '../support/handler'
import * as batches from './batch.repository'

const targets: Readonly<Record<BatchTargetType, batches.BatchTarget>> = {
  doctor: doctors.batchTarget,
  client: clients.batchTarget,
  organization: organizations.batchTarget,
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

const undo = async (tx: Db, caller: Caller | null, batchId: string) => {
  const batch = (await batches.find(tx, batchId, { lock: true })) ?? (() => { throw new ApiFailure(404, batchNotFound) })()
  if (batch.undoneBy !== null) throw new ApiFailure(409, batchUndoneMessage)
  const target = targets[batch.targetType]
  const columns = revertibleColumns[batch.targetType] ?? {}
  const undoBatch = await batches.start(tx, caller, { targetType: batch.targetType, action: 'undo', undoOf: batch.id })
  const skipped: Array<{ id: string; reason: string }> = []
  let applied = 0
  // one lock order (by id): two undos never deadlock
  const entries = [...(await batchEntries(tx, batch.id))].sort((a, b) => (a.target_id < b.target_id ? -1 : a.target_id > b.target_id ? 1 : 0))
  for (const entry of entries) {
    const before = entry.before ?? {}
    const after = entry.after ?? {}
    const changed = Object.keys(columns).filter((c) => !same(before[c], after[c]))
    const now = await snapshot(tx, target.recorded, entry.target_id)
    const version = now === null ? null : await target.version(tx, entry.target_id)
    if (now === null || version === null) {
      skipped.push({ id: entry.target_id, reason: batchUndoSkips.missing })
      continue
    }
    if (changed.some((c) => !same(now[c], after[c]))) {
      skipped.push({ id: entry.target_id, reason: batchUndoSkips.changedSince })
      continue
    }
    const values = Object.fromEntries(changed.map((c) => [columns[c]!, before[c] ?? null]))
    const status = await batches.applyRow(tx, caller, undoBatch, target, { id: entry.target_id, version, values })
    if (status === 'applied') applied += 1
  }
  const names = new Map<string, string>()
  if (skipped.length > 0)
    for (const r of await tx.query<{ id: string; name: string }>(target.names(textArray(skipped.map((s) => s.id))))) names.set(r.id, r.name)
  const gone = skipped.filter((s) => s.reason === batchUndoSkips.missing).length
  await batches.finish(tx, undoBatch.id, { applied, stale: skipped.length - gone, failed: gone, unchanged: entries.length - applied - skipped.length })
  if (!(await batches.markUndone(tx, batch.id, undoBatch.id))) throw new ApiFailure(409, batchUndoneMessage)
  return { batch: (await batches.find(tx, undoBatch.id))!, skipped: skipped.map((s) => ({ ...s, name: names.get(s.id) ?? null })) }
}

export const handlers = {
  'admin.batches.get': async ({ db, params }) => ({ payload: (await batches.find(db, params.batchID)) ?? (() => { throw new ApiFailure(404, batchNotFound) })() }),
  'admin.batches.undo': async ({ db, caller, params }) => ({ payload: await db.transaction((tx) => undo(tx, caller, params.batchID)) }),
} satisfies AreaHandlers<Catalogue>
