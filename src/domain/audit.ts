/**
 * The audit log (監査ログ): every destructive or money-like action — delete, freeze, suspend,
 * status change, MP grant, role change, gift-card conversion — recorded with who did it, what, to
 * which object, when, the object before and after, and the reason. Written by the server in the
 * same transaction as the change; read by admins (`admin.auditLogs.search`, newest first). Also
 * refused attempts to change what the public sees without review (`….refused`: the object as it
 * stayed, the refusal as reason), written after the refusal so its rollback does not take them.
 */
import { Schema } from 'effect'
import { IsoDateTime, Text, pageBodyFields } from './fields'
import { AuditLogId } from './ids'

/**
 * What was done, `<area>.<action>` (the catalogued call's area and action); `<area>.<action>.refused`:
 * an attempt refused that is worth keeping (someone tried to change what the public sees without
 * review), recorded although nothing changed.
 */
export const auditActions = [
  'doctors.delete', 'doctors.setStatus', 'clients.delete', 'clients.suspend', 'manuscripts.delete', 'manuscripts.setStatus',
  'medium.delete', 'medium.suspend', 'mp.grant', 'mp.exchange', 'giftcard.convert', 'operators.create', 'operators.update',
  'operators.delete', 'organizations.delete', 'pressReleases.setStatus', 'pressReleases.update.refused', 'pressReleases.publishedAt.refused',
] as const
export const AuditAction = Schema.Literals(auditActions)
export type AuditAction = typeof AuditAction.Type

export const AuditLogEntry = Schema.Struct({
  id: AuditLogId,
  action: AuditAction,
  /** The kind of object (`doctor`, `client`, `operator`, …) and its id. */
  targetType: Schema.String,
  targetId: Schema.String,
  /** Who: the verified identity's uid and e-mail, and the operator id when staff acted. */
  actorUid: Schema.NullOr(Schema.String),
  actorEmail: Schema.NullOr(Schema.String),
  actorOperatorId: Schema.NullOr(Schema.String),
  /** The object's relevant fields before and after (null when it did not / no longer exists). */
  before: Schema.NullOr(Schema.Unknown),
  after: Schema.NullOr(Schema.Unknown),
  reason: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime,
})
export type AuditLogEntry = typeof AuditLogEntry.Type

/** Body of admin POST /audit_logs/search: filters, newest first, cursor paged. */
export const AuditLogSearch = Schema.Struct({
  action: Schema.optional(AuditAction),
  targetType: Schema.optional(Text(50)),
  targetId: Schema.optional(Text(64)),
  actorEmail: Schema.optional(Text(254)),
  ...pageBodyFields,
})
export type AuditLogSearch = typeof AuditLogSearch.Type
