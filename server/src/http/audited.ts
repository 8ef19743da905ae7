/**
 * Which calls write the audit log, and how (docs/security.md). For a call listed here the app runs
 * the handler INSIDE one transaction together with the audit rows: the objects' fields are read
 * before the handler, the handler runs on the transaction, the fields are read again, and one row
 * per changed object is written (`support/audit.ts`). A refusal (an ApiFailure) rolls everything
 * back, so only changes that happened are recorded, never one without its record.
 */
import type { AuditAction } from '#domain/audit'
import type { CallName, Catalogue } from '#domain/catalogue'
import type { Db } from '../db/database'
import { doctors, clients, operators, organizations } from '../db/schema'
import { giftExchanges, manuscripts, media as mediaTable, pressReleases } from '../db/schema-content'
import type { Caller, HandlerResult } from '../handlers/handler'
import { audit, recorded, snapshot, type Recorded } from '../handlers/support/audit'

/** What the call was asked: its decoded params and body, typed from the catalogue entry. */
export interface AuditInput<N extends CallName> {
  readonly params: Catalogue[N]['params']['Type']
  readonly body: Catalogue[N]['body']['Type']
  readonly caller: Caller | null
}

interface AuditSpec<N extends CallName> {
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

const doctor = recorded(doctors, 'email', 'last_name', 'first_name', 'allowed', 'frozen', 'mp_balance', 'deleted_at')
const client = recorded(clients, 'email', 'company_name', 'suspended_at', 'deleted_at')
const operator = recorded(operators, 'email', 'name', 'role', 'active')
const manuscript = recorded(manuscripts, 'doctor_id', 'title', 'status', 'deleted_at')
const media = recorded(mediaTable, 'name', 'suspended', 'suspended_at', 'deleted_at')
const exchange = recorded(giftExchanges, 'doctor_id', 'points', 'amount_yen', 'status', 'masked_code', 'failure_reason', 'hidden_at', 'issued_at')
const payloadId = (result: HandlerResult) => (result as { payload?: { id?: string } }).payload?.id

export const auditSpecs: { readonly [N in CallName]?: AuditSpec<N> } = {
  'admin.doctors.delete': { action: 'doctors.delete', targetType: 'doctor', recorded: doctor, targets: (i) => [i.params.doctorID] },
  'admin.doctors.setStatus': { action: 'doctors.setStatus', targetType: 'doctor', recorded: doctor, targets: (i) => [i.params.doctorID] },
  'admin.clients.delete': { action: 'clients.delete', targetType: 'client', recorded: client, targets: (i) => [i.params.clientID] },
  'admin.clients.suspend': { action: 'clients.suspend', targetType: 'client', recorded: client, targets: (i) => [i.params.clientID] },
  'admin.manuscripts.delete': { action: 'manuscripts.delete', targetType: 'manuscript', recorded: manuscript, targets: (i) => [i.params.manuscriptID] },
  'admin.manuscripts.setStatus': {
    action: 'manuscripts.setStatus', targetType: 'manuscript', recorded: manuscript,
    targets: (i) => [i.params.manuscriptID], reason: (i) => i.body?.comment,
  },
  'admin.medium.delete': { action: 'medium.delete', targetType: 'media', recorded: media, targets: (i) => [i.params.mediaID] },
  'admin.medium.suspend': { action: 'medium.suspend', targetType: 'media', recorded: media, targets: (i) => [i.params.mediaID] },
  'admin.mp.grant': {
    action: 'mp.grant', targetType: 'doctor', recorded: recorded(doctors, 'mp_balance'),
    targets: (i) => [...new Set<string>(i.body.doctorIds)], reason: (i) => i.body.note,
  },
  'general.doctorPoints.exchange': { action: 'mp.exchange', targetType: 'giftExchange', recorded: exchange, created: payloadId },
  'general.giftcard.convert': { action: 'giftcard.convert', targetType: 'giftExchange', recorded: exchange, targets: (i) => [i.body.exchangeId] },
  'admin.operators.create': { action: 'operators.create', targetType: 'operator', recorded: operator, created: payloadId },
  'admin.operators.update': { action: 'operators.update', targetType: 'operator', recorded: operator, targets: (i) => [i.params.operatorID] },
  'admin.operators.delete': { action: 'operators.delete', targetType: 'operator', recorded: operator, targets: (i) => [i.params.operatorID] },
  'admin.organizations.delete': {
    action: 'organizations.delete', targetType: 'organization', recorded: recorded(organizations, 'name', 'name_kana', 'kind'),
    targets: (i) => [i.params.organizationID],
  },
  'admin.pressReleases.setStatus': {
    action: 'pressReleases.setStatus', targetType: 'pressRelease',
    recorded: recorded(pressReleases, 'client_id', 'title', 'status', 'published_at', 'status_reason'),
    targets: (i) => [i.params.pressReleaseID], reason: (i) => i.body?.reason,
  },
}

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
