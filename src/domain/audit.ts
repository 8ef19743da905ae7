/**
 * The audit log (監査ログ): every destructive or money-like action — delete, freeze, suspend,
 * status change, MP grant, role change, gift-card conversion — recorded with who did it, what, to
 * which object, when, the object before and after, and the reason. Written by the server in the
 * same transaction as the change; read by admins (`admin.auditLogs.search`, newest first). Also
 * refused attempts to change what the public sees without review (`….refused`: the object as it
 * stayed, the refusal as reason), written after the refusal so its rollback does not take them.
 */
import { Schema } from 'effect'
import { IsoDate, IsoDateTime, Text, pageBodyFields } from './fields'
import { AuditLogId, OperatorId } from './ids'

/**
 * What was done, `<area>.<action>` (the catalogued call's area and action); `<area>.<action>.refused`:
 * an attempt refused that is worth keeping (someone tried to change what the public sees without
 * review), recorded although nothing changed.
 */
export const auditActions = [
  'doctors.create', 'doctors.update', 'doctors.bulkRegister', 'doctors.delete', 'doctors.setStatus',
  'clients.create', 'clients.update', 'clients.bulkRegister', 'clients.delete', 'clients.suspend',
  'organizations.create', 'organizations.update', 'organizations.bulkInsert', 'organizations.delete',
  'operators.create', 'operators.update', 'operators.delete',
  'manuscripts.create', 'manuscripts.update', 'manuscripts.uploadContent', 'manuscripts.offer', 'manuscripts.createReview', 'manuscripts.updateReview',
  'manuscripts.holdRelease', 'manuscripts.delete', 'manuscripts.setStatus',
  'pressReleases.create', 'pressReleases.update', 'pressReleases.publishedAt', 'pressReleases.setStatus', 'pressReleases.interview',
  'pressReleases.update.refused', 'pressReleases.publishedAt.refused',
  'medium.create', 'medium.update', 'medium.delete', 'medium.suspend', 'mediaArticles.create', 'mediaArticles.update',
  'expertise.create', 'expertise.update', 'expertise.move', 'expertise.delete',
  'tags.create', 'tags.bulkInsert', 'recommends.update', 'savedViews.create', 'savedViews.delete', 'imports.record',
  'doctorArticles.answer', 'doctorArticles.updateAnswer', 'doctorNotifications.disable', 'doctorNotifications.frequency',
  'doctorPoints.deleteGiftCard', 'mp.grant', 'mp.exchange', 'giftcard.convert',
  'files.upload', 'images.upload', 'contacts.post', 'contact.post',
] as const
export const AuditAction = Schema.Literals(auditActions)
export type AuditAction = typeof AuditAction.Type

/**
 * The kinds of object the log names (`targetType`). The first eight have a record page in the
 * console, whose 履歴 section reads their entries (src/areas/audit-log).
 */
export const auditTargetTypes = [
  'doctor', 'client', 'organization', 'operator', 'manuscript', 'pressRelease', 'media', 'expertise',
  'review', 'holdRelease', 'offer', 'interview', 'mediaArticle', 'doctorArticleAnswer', 'tag', 'recommend', 'savedView',
  'importRecord', 'giftExchange', 'file', 'contact',
] as const
export const AuditTargetType = Schema.Literals(auditTargetTypes)

/** The kinds with a record page and its 履歴 (any operator reads one record's history of these). */
export const historyTargetTypes = ['doctor', 'client', 'organization', 'operator', 'manuscript', 'pressRelease', 'media', 'expertise'] as const satisfies ReadonlyArray<AuditTargetType>
export type AuditTargetType = typeof AuditTargetType.Type

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
  /** The operator's name now (null when no operator acted, or the operator is gone). */
  actorName: Schema.NullOr(Schema.String),
  /** The object's relevant fields before and after (null when it did not / no longer exists). */
  before: Schema.NullOr(Schema.Unknown),
  after: Schema.NullOr(Schema.Unknown),
  reason: Schema.NullOr(Schema.String),
  /** Set when the change restored an earlier value from the history (「この値に戻す」): the entry whose `before` it restored. */
  revertOf: Schema.NullOr(AuditLogId),
  createdAt: IsoDateTime,
  /**
   * What staff read for each record the entry's before/after names by id (`auditReferences`),
   * keyed `<kind>:<id>` (`referenceKey`): an organisation's, medium's or operator's name, a
   * doctor's 氏名, a client's company name, an expertise node's path (内科 › 循環器内科), a
   * belong's or denial reason's name, a file's file name; and the record the entry is about
   * (`auditTargetReferences`: a manuscript's or press release's title too). An id without a key
   * here names a record that no longer exists (a soft-deleted doctor, client or medium still has its name).
   */
  names: Schema.Record(Schema.String, Schema.String),
})
export type AuditLogEntry = typeof AuditLogEntry.Type

/** The kinds of record an entry's before/after may name by id (the keys' `<kind>` in `AuditLogEntry.names`). */
export const auditReferenceKinds = [
  'organization', 'doctor', 'client', 'media', 'operator', 'expertise', 'belong', 'denialReason', 'file', 'manuscript', 'pressRelease',
] as const
export type AuditReferenceKind = (typeof auditReferenceKinds)[number]

/**
 * Per kind of record, the recorded columns (SQL column names) that name another record by id —
 * one id or a list of ids — and the kind of record they name. The server looks up their names
 * for each page (server/src/areas/audit-log); the console reads them (audit-log.text.ts).
 */
export const auditReferences: { readonly [K in AuditTargetType]?: Readonly<Record<string, AuditReferenceKind>> } = {
  doctor: { organization_id: 'organization', belong_ids: 'belong', expertise_ids: 'expertise' },
  manuscript: {
    doctor_id: 'doctor', file_ids: 'file', expertise_ids: 'expertise', operator_id: 'operator', denial_reason_ids: 'denialReason', client_id: 'client',
  },
  pressRelease: { client_id: 'client', media_id: 'media' },
  expertise: { parent_id: 'expertise' },
}

/**
 * The kinds of record whose entries also carry the name of the record itself (its `targetType` and
 * `targetId`), for the 監査ログ's 対象 column: 「医師 #12 山田 太郎」 rather than an id alone.
 */
export const auditTargetReferences: { readonly [K in AuditTargetType]?: AuditReferenceKind } = {
  doctor: 'doctor', client: 'client', organization: 'organization', operator: 'operator', media: 'media', expertise: 'expertise',
  manuscript: 'manuscript', pressRelease: 'pressRelease',
}

/** The key of a referenced record in `AuditLogEntry.names`. */
export const referenceKey = (kind: AuditReferenceKind, id: string): string => `${kind}:${id}`

/** The ids a recorded value names: one id (a string or number), or a list of them; nothing for null. */
export const referencedIds = (value: unknown): ReadonlyArray<string> =>
  (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' && v !== '' ? [v] : typeof v === 'number' ? [String(v)] : []))

/**
 * Body of admin POST /audit_logs/search: filters, newest first, cursor paged. `operatorId`: who
 * acted (an operator's id); `from` / `to`: the period, calendar days in Tokyo, both included.
 */
export const AuditLogSearch = Schema.Struct({
  action: Schema.optional(AuditAction),
  targetType: Schema.optional(AuditTargetType),
  targetId: Schema.optional(Text(64)),
  actorEmail: Schema.optional(Text(254)),
  operatorId: Schema.optional(OperatorId),
  from: Schema.optional(IsoDate),
  to: Schema.optional(IsoDate),
  ...pageBodyFields,
})
export type AuditLogSearch = typeof AuditLogSearch.Type

/**
 * Query of the update calls a history can revert through (`?revertOf=<entry id>`): the change is
 * audited as a revert of that entry (`revertOf`, reason 「履歴から元に戻す」). Nothing else differs:
 * same body, same version check, same rules.
 */
export const RevertQuery = Schema.Struct({ revertOf: Schema.optional(AuditLogId) })
export type RevertQuery = typeof RevertQuery.Type
export const revertReason = '履歴から元に戻す'

/** One recorded field an entry changed: its column (as the server records it) and its values before and after. */
export interface AuditChange {
  readonly column: string
  readonly before: unknown
  readonly after: unknown
}

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v)
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * What an entry did, for its history line: `created` (nothing before), `removed` (nothing after, or
 * the deletion time set), else `changed`; and the fields whose values differ, in recorded order.
 */
export const auditChanges = (entry: Pick<AuditLogEntry, 'before' | 'after'>): { readonly kind: 'created' | 'removed' | 'changed'; readonly changes: ReadonlyArray<AuditChange> } => {
  const before = isRecord(entry.before) ? entry.before : null
  const after = isRecord(entry.after) ? entry.after : null
  const columns = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  const changes = before && after ? columns.filter((c) => !sameValue(before[c], after[c])).map((column) => ({ column, before: before[column] ?? null, after: after[column] ?? null })) : []
  const kind = before === null && after !== null ? 'created' : after === null || (before?.['deleted_at'] == null && after['deleted_at'] != null) ? 'removed' : 'changed'
  return { kind, changes }
}

/**
 * The recorded columns a revert may set back, per kind: the fields the record's own form edits
 * (status moves, deletion, MP and the like have their own actions and are never reverted here).
 */
export const revertibleColumns: { readonly [K in AuditTargetType]?: Readonly<Record<string, string>> } = {
  doctor: {
    email: 'email', last_name: 'lastName', first_name: 'firstName', last_name_kana: 'lastNameKana', first_name_kana: 'firstNameKana', phone: 'phone',
    medical_license_number: 'medicalLicenseNumber', prefecture: 'prefecture', organization_id: 'organizationId', belong_ids: 'belongIds', expertise_ids: 'expertiseIds',
  },
  client: {
    company_name: 'companyName', company_name_kana: 'companyNameKana', department: 'department', contact_name: 'contactName',
    contact_name_kana: 'contactNameKana', phone: 'phone', postal_code: 'postalCode', prefecture: 'prefecture', address: 'address', url: 'url',
  },
  organization: {
    name: 'name', name_kana: 'nameKana', kind: 'kind', prefecture: 'prefecture', postal_code: 'postalCode', address: 'address', phone: 'phone', url: 'url',
  },
  operator: { email: 'email', name: 'name', role: 'role', active: 'active' },
  // status moves, reviews, holds, offers and uploads have their own calls; tags and files are not recorded columns
  manuscript: { title: 'title', contents: 'contents', expertise_ids: 'expertiseIds' },
  // status, publication time and the client have their own calls (or none in the console)
  pressRelease: { title: 'title', body: 'body', media_id: 'mediaId' },
  // suspension and deletion have their own calls; the logo is not edited in the console
  media: { name: 'name', url: 'url', description: 'description' },
  // a rename sets the name (its order kept); the parent changes by the move call
  expertise: { name: 'name' },
}

/** The input field a revert sets for a recorded column of a kind, if the column can be reverted. */
export const revertibleField = (kind: string, column: string): string | undefined =>
  (revertibleColumns as Readonly<Record<string, Readonly<Record<string, string>> | undefined>>)[kind]?.[column]

/** 「この値に戻す」: which record, which entry, which field (its column) and the value to restore. */
export interface RevertRequest {
  readonly targetType: AuditTargetType
  readonly targetId: string
  readonly entryId: AuditLogId
  readonly column: string
  readonly value: unknown
}
