/**
 * The audit log (監査ログ): every destructive or money-like action — delete, freeze, suspend,
 * status change, MP grant, role change, gift-card conversion — recorded with who did it, what, to
 * which object, when, the object before and after, and the reason. Written by the server in the
 * same transaction as the change; read by admins (`admin.auditLogs.search`, newest first). Also
 * refused attempts to change what the public sees without review (`….refused`: the object as it
 * stayed, the refusal as reason), written after the refusal so its rollback does not take them.
 */
import { Schema } from 'effect'
import { Batch } from './batch'
import { clientRecord } from './client'
import { doctorRecord } from './doctor'
import { referenceKinds, type ReferenceKind } from './record'
import { IsoDate, IsoDateTime, Text, pageBodyFields } from './fields'
import { AuditLogId, OperatorId } from './ids'
import { expertiseRecord } from './expertise'
import { manuscriptRecord } from './manuscript'
import { mediaRecord } from './media'
import { operatorRecord } from './operator'
import { organizationRecord } from './organization'
import { pressReleaseRecord } from './press-release'

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
  // ゴミ箱: a deleted record brought back by staff, or removed for good by the server after the retention days
  'doctors.restore', 'doctors.purge', 'clients.restore', 'clients.purge', 'manuscripts.restore', 'manuscripts.purge', 'medium.restore', 'medium.purge',
  'organizations.restore', 'organizations.purge',
  // one record's change within a batch (docs/architecture.md "Batches"): its entry carries the batch
  'batches.bulkEdit', 'batches.csvUpdate', 'batches.undo',
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
  /** The batch this change was one record of (a bulk edit, a CSV update, an undo), else null. */
  batch: Schema.optional(Schema.NullOr(Batch)),
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
export const auditReferenceKinds = referenceKinds
export type AuditReferenceKind = ReferenceKind

/**
 * Per kind of record, the recorded columns (SQL column names) that name another record by id —
 * one id or a list of ids — and the kind of record they name. The server looks up their names
 * for each page (server/src/areas/audit-log); the console reads them (audit-log.text.ts).
 */
export const auditReferences: { readonly [K in AuditTargetType]?: Readonly<Record<string, AuditReferenceKind>> } = {
  doctor: doctorRecord.references,
  manuscript: manuscriptRecord.references,
  pressRelease: pressReleaseRecord.references,
  expertise: expertiseRecord.references,
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
  doctor: doctorRecord.revertibleColumns,
  client: clientRecord.revertibleColumns,
  organization: organizationRecord.revertibleColumns,
  operator: operatorRecord.revertibleColumns,
  // status moves, reviews, holds, offers and uploads have their own calls; tags are not recorded columns
  manuscript: manuscriptRecord.revertibleColumns,
  // status, publication time and the client have their own calls (or none in the console)
  pressRelease: pressReleaseRecord.revertibleColumns,
  // suspension and deletion have their own calls; the logo is not edited in the console
  media: mediaRecord.revertibleColumns,
  // a rename sets the name (its order kept); the parent changes by the move call
  expertise: expertiseRecord.revertibleColumns,
}

/** The input field a revert sets for a recorded column of a kind, if the column can be reverted. */
export const revertibleField = (kind: string, column: string): string | undefined =>
  (revertibleColumns as Readonly<Record<string, Readonly<Record<string, string>> | undefined>>)[kind]?.[column]

/**
 * The labels of the revertible fields, by input field (the forms' own words: the record kinds that
 * declare theirs in the domain give them; the others are named here). The server names a field a
 * revert refuses with them; tests/unit/views/audit-log-text.test.ts holds them equal to the 履歴's.
 */
const revertibleLabels: { readonly [K in AuditTargetType]?: Readonly<Record<string, string>> } = {
  doctor: doctorRecord.labels,
  client: clientRecord.labels,
  organization: organizationRecord.labels,
  operator: operatorRecord.labels,
  manuscript: manuscriptRecord.labels,
  pressRelease: pressReleaseRecord.labels,
  media: mediaRecord.labels,
  expertise: expertiseRecord.labels,
}

/** The label of a revertible recorded column (its column name where it has none: never silently dropped). */
export const revertibleLabel = (kind: string, column: string): string => {
  const field = revertibleField(kind, column)
  return (field === undefined ? undefined : (revertibleLabels as Readonly<Record<string, Readonly<Record<string, string>> | undefined>>)[kind]?.[field]) ?? column
}

/**
 * The rule a revert (`?revertOf=<entry>`) is held to, field by field, on the stored values (after
 * the same normalisation as any edit): every field the update writes is set back to the entry's
 * `before`, and the record still held the entry's `after` for it when the revert began. Refusals:
 * `stale` — the field moved on since the entry (409, 「この項目はこの変更の後にも更新されています」:
 * a revert never silently undoes a newer change); `foreign` — the update writes a value the entry
 * never held before (422). Pure, so the server and the console read one rule.
 */
export const revertProblems = (
  entry: { readonly before: unknown; readonly after: unknown },
  current: Readonly<Record<string, unknown>> | null,
  written: Readonly<Record<string, unknown>> | null,
): { readonly stale: ReadonlyArray<string>; readonly foreign: ReadonlyArray<string> } => {
  const side = (v: unknown): Readonly<Record<string, unknown>> => (isRecord(v) ? v : {})
  const was = side(current)
  const now = side(written)
  const columns = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((c) => !sameValue(was[c], now[c]))
  return {
    stale: columns.filter((c) => !sameValue(side(entry.after)[c], was[c])),
    foreign: columns.filter((c) => !sameValue(side(entry.before)[c], now[c])),
  }
}

/** The refusal of a revert over a newer change (409), the fields named. */
export const revertStaleMessage = (labels: ReadonlyArray<string>) => `この項目はこの変更の後にも更新されています（${labels.join('、')}）`
/** The refusal of a revert that writes what the entry never held before (422), the fields named. */
export const revertForeignMessage = (labels: ReadonlyArray<string>) => `この変更の前の値とは異なる値は、元に戻す操作として保存できません（${labels.join('、')}）`

/** One field a revert sets back: its recorded column, the value the entry recorded before (`value`) and the one it left (`after`). */
export interface RevertField {
  readonly column: string
  readonly value: unknown
  readonly after: unknown
}

/**
 * 「この値に戻す」 (one field) or 「この変更をすべて戻す」 (every revertible field the entry changed):
 * which record, which entry, and the fields with the values to restore. `asEdit`: set them anyway as
 * an ordinary edit (no `revertOf`), after the server refused the revert because a field moved on and
 * staff chose knowingly to overwrite it.
 */
export interface RevertRequest {
  readonly targetType: AuditTargetType
  readonly targetId: string
  readonly entryId: AuditLogId
  readonly fields: ReadonlyArray<RevertField>
  readonly asEdit?: boolean
}

/** The fields of a revert whose record no longer holds what the entry left (read now: `AuditCurrent.values`): the revert would undo a newer change. */
export const revertStaleFields = (request: Pick<RevertRequest, 'fields'>, current: { readonly values: Readonly<Record<string, unknown>> | null }): ReadonlyArray<RevertField> =>
  request.fields.filter((f) => current.values === null || !sameValue(current.values[f.column], f.after))

/**
 * Query of admin GET /audit_logs/current: one record of a kind with a 履歴, to read its recorded
 * fields as they are now (what a revert's confirmation shows as 現在の値).
 */
export const AuditCurrentQuery = Schema.Struct({
  targetType: Schema.Literals(historyTargetTypes),
  targetId: Text(64),
})
export type AuditCurrentQuery = typeof AuditCurrentQuery.Type

/**
 * The record's recorded fields now, as an entry's `after` records them (null: the record is gone),
 * with the names of the records they name by id (as `AuditLogEntry.names`).
 */
export const AuditCurrent = Schema.Struct({
  values: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
  names: Schema.Record(Schema.String, Schema.String),
})
export type AuditCurrent = typeof AuditCurrent.Type
