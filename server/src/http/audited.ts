/**
 * Which calls write the audit log, and how (docs/security.md). For a call listed here the app runs
 * the handler INSIDE one transaction together with the audit rows: the objects' fields are read
 * before the handler, the handler runs on the transaction, the fields are read again, and one row
 * per changed object is written (`support/audit.ts`). A refusal (an ApiFailure) rolls everything
 * back, so only changes that happened are recorded, never one without its record.
 */
import type { AuditAction } from '#domain/audit'
import type { CallName } from '#domain/catalogue'
import type { Db } from '../db/database'
import type { Caller, HandlerResult } from '../handlers/handler'
import { audit, snapshot } from '../handlers/support/audit'

interface Input {
  readonly params: any
  readonly body: any
  readonly caller: Caller | null
}

interface AuditSpec {
  readonly action: AuditAction
  readonly targetType: string
  readonly table: string
  /** Fields recorded before and after (never secrets: no gift codes, no file bytes). */
  readonly columns: ReadonlyArray<string>
  /** Ids of the objects the call changes, from the request (existing objects). */
  readonly targets?: (input: Input) => ReadonlyArray<string>
  /** Id of the object the call created, from the handler's answer. */
  readonly created?: (result: HandlerResult) => string | undefined
  readonly reason?: (input: Input) => string | null | undefined
}

const doctor = ['email', 'last_name', 'first_name', 'allowed', 'frozen', 'mp_balance', 'deleted_at']
const client = ['email', 'company_name', 'suspended_at', 'deleted_at']
const operator = ['email', 'name', 'role', 'active']
const manuscript = ['doctor_id', 'title', 'status', 'deleted_at']
const media = ['name', 'suspended', 'suspended_at', 'deleted_at']
const exchange = ['doctor_id', 'points', 'amount_yen', 'status', 'masked_code', 'failure_reason', 'hidden_at', 'issued_at']
const payloadId = (result: HandlerResult) => (result as { payload?: { id?: string } }).payload?.id

export const auditSpecs: Partial<Record<CallName, AuditSpec>> = {
  'admin.doctors.delete': { action: 'doctors.delete', targetType: 'doctor', table: 'doctors', columns: doctor, targets: (i) => [i.params.doctorID] },
  'admin.doctors.setStatus': { action: 'doctors.setStatus', targetType: 'doctor', table: 'doctors', columns: doctor, targets: (i) => [i.params.doctorID] },
  'admin.clients.delete': { action: 'clients.delete', targetType: 'client', table: 'clients', columns: client, targets: (i) => [i.params.clientID] },
  'admin.clients.suspend': { action: 'clients.suspend', targetType: 'client', table: 'clients', columns: client, targets: (i) => [i.params.clientID] },
  'admin.manuscripts.delete': { action: 'manuscripts.delete', targetType: 'manuscript', table: 'manuscripts', columns: manuscript, targets: (i) => [i.params.manuscriptID] },
  'admin.manuscripts.setStatus': {
    action: 'manuscripts.setStatus', targetType: 'manuscript', table: 'manuscripts', columns: manuscript,
    targets: (i) => [i.params.manuscriptID], reason: (i) => i.body?.comment,
  },
  'admin.medium.delete': { action: 'medium.delete', targetType: 'media', table: 'media', columns: media, targets: (i) => [i.params.mediaID] },
  'admin.medium.suspend': { action: 'medium.suspend', targetType: 'media', table: 'media', columns: media, targets: (i) => [i.params.mediaID] },
  'admin.mp.grant': {
    action: 'mp.grant', targetType: 'doctor', table: 'doctors', columns: ['mp_balance'],
    targets: (i) => [...new Set<string>(i.body.doctorIds)], reason: (i) => i.body.note,
  },
  'general.doctorPoints.exchange': { action: 'mp.exchange', targetType: 'giftExchange', table: 'gift_exchanges', columns: exchange, created: payloadId },
  'general.giftcard.convert': { action: 'giftcard.convert', targetType: 'giftExchange', table: 'gift_exchanges', columns: exchange, targets: (i) => [i.body.exchangeId] },
  'admin.operators.create': { action: 'operators.create', targetType: 'operator', table: 'operators', columns: operator, created: payloadId },
  'admin.operators.update': { action: 'operators.update', targetType: 'operator', table: 'operators', columns: operator, targets: (i) => [i.params.operatorID] },
  'admin.operators.delete': { action: 'operators.delete', targetType: 'operator', table: 'operators', columns: operator, targets: (i) => [i.params.operatorID] },
  'admin.organizations.delete': {
    action: 'organizations.delete', targetType: 'organization', table: 'organizations', columns: ['name', 'name_kana', 'kind'],
    targets: (i) => [i.params.organizationID],
  },
  'admin.pressReleases.setStatus': {
    action: 'pressReleases.setStatus', targetType: 'pressRelease', table: 'press_releases', columns: ['client_id', 'title', 'status', 'published_at', 'status_reason'],
    targets: (i) => [i.params.pressReleaseID], reason: (i) => i.body?.reason,
  },
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Run `handler` on a transaction with its audit rows, when the call is audited; else as is. */
export const runAudited = async (
  db: Db,
  name: string,
  input: Input,
  handler: (db: Db) => Promise<HandlerResult>,
): Promise<HandlerResult> => {
  const spec = auditSpecs[name as CallName]
  if (!spec) return handler(db)
  return db.transaction(async (tx) => {
    const ids = [...(spec.targets?.(input) ?? [])].sort() // one lock order: concurrent calls never deadlock
    const before = new Map<string, unknown>()
    for (const id of ids) before.set(id, await snapshot(tx, spec.table, id, spec.columns))
    const result = await handler(tx)
    const created = spec.created?.(result)
    const reason = spec.reason?.(input) ?? null
    for (const id of created ? [...ids, created] : ids) {
      const after = await snapshot(tx, spec.table, id, spec.columns)
      const was = before.get(id) ?? null
      if (same(was, after)) continue // nothing changed (e.g. a grant refused for this doctor)
      await audit(tx, input.caller, { action: spec.action, targetType: spec.targetType, targetId: id, before: was, after, reason })
    }
    return result
  })
}
