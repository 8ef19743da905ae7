/**
 * 「一括編集」 of one kind (each kind's `admin.<kind>.bulkEdit` handler calls it): the field must be
 * one the declaration marks bulk-editable, the value passes the field's own input Schema (400 naming
 * the field), the kind checks its references (400), then every row is written at the version the
 * list read, as ONE batch, in one transaction.
 */
import { bulkEditValue, type BatchRowStatus, type BulkEditable, type BulkEditRequest } from '#domain/batch'
import type { Schema } from 'effect'
import type { Db } from '../../db/db'
import { ApiFailure, type Caller } from '../support/handler'
import { applyRow, find, finish, start, type BatchTarget } from './batch.repository'

export interface BulkEditKind {
  readonly target: BatchTarget
  readonly record: BulkEditable
  readonly input: { readonly fields: Readonly<Record<string, Schema.Top>> }
  /** 400 when the value names a record that does not exist (a 所属組織). */
  readonly check?: (db: Db, values: Readonly<Record<string, unknown>>) => Promise<void>
}

export const bulkEdit = async (db: Db, caller: Caller | null, kind: BulkEditKind, body: BulkEditRequest) => {
  const checked = bulkEditValue(kind.record, kind.input, body.field, body.value)
  if (!checked.ok) throw new ApiFailure(400, ...checked.errors)
  const values = { [body.field]: checked.value }
  await kind.check?.(db, values)
  const ids = body.rows.map((r) => r.id)
  if (new Set(ids).size !== ids.length) throw new ApiFailure(400, '同じレコードが二度指定されています')
  return db.transaction(async (tx) => {
    const batch = await start(tx, caller, { targetType: kind.target.targetType, action: 'bulkEdit', field: body.field })
    const results: Array<{ id: string; status: BatchRowStatus }> = []
    // one lock order: two bulk edits of overlapping selections never deadlock
    for (const row of [...body.rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
      results.push({ id: row.id, status: await applyRow(tx, caller, batch, kind.target, { id: row.id, version: row.version, values }) })
    const count = (s: string) => results.filter((r) => r.status === s).length
    await finish(tx, batch.id, { applied: count('applied'), unchanged: count('unchanged'), stale: count('stale'), failed: count('missing') })
    const order = new Map(ids.map((id, i) => [id, i]))
    return { batch: (await find(tx, batch.id))!, results: results.sort((a, b) => order.get(a.id)! - order.get(b.id)!) }
  })
}
