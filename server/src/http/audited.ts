/**
 * Which calls write the audit log, and how (docs/security.md): each area declares its audited calls
 * (`export const audited` beside its handlers), collected by server/src/areas/index.ts. For such a call the app runs
 * the handler INSIDE one transaction together with the audit rows: the objects' fields are read
 * before the handler, the handler runs on the transaction, the fields are read again, and one row
 * per changed object is written (`support/audit.ts`). A refusal (an ApiFailure) rolls everything
 * back, so only changes that happened are recorded, never one without its record.
 */
import type { CallName } from '#domain/catalogue'
import type { Db } from '../db/database'
import { auditSpecs } from '../areas'
import { audit, snapshot, type AuditInput, type AuditSpec } from '../areas/support/audit'
import type { HandlerResult } from '../areas/support/handler'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Run `handler` on a transaction with its audit rows, when the call is audited; else as is. */
export const runAudited = async <N extends CallName>(
  db: Db,
  name: N,
  input: AuditInput<N>,
  handler: (db: Db) => Promise<HandlerResult>,
): Promise<HandlerResult> => {
  const spec: AuditSpec<N> | undefined = auditSpecs[name]
  if (!spec) return handler(db)
  return db.transaction(async (tx) => {
    const ids = [...(spec.targets?.(input) ?? [])].sort() // one lock order: concurrent calls never deadlock
    const before = new Map<string, unknown>()
    for (const id of ids) before.set(id, await snapshot(tx, spec.recorded, id))
    const result = await handler(tx)
    const created = spec.created?.(result)
    const reason = spec.reason?.(input) ?? null
    for (const id of created ? [...ids, created] : ids) {
      const after = await snapshot(tx, spec.recorded, id)
      const was = before.get(id) ?? null
      if (same(was, after)) continue // nothing changed (e.g. a grant refused for this doctor)
      await audit(tx, input.caller, { action: spec.action, targetType: spec.targetType, targetId: id, before: was, after, reason })
    }
    return result
  })
}
