/**
 * Branded ids. Every id is an opaque string on the wire and in paths (SPEC 3
 * path parameters), branded per entity so a `DoctorId` is never passed where a
 * `ClientId` is expected.
 *
 * Decision: ids are strings, never numbers. The reference server issues
 * decimal strings of a database sequence (`"42"`); any other backend may issue
 * UUIDs. The console never does arithmetic on ids and never parses them. To
 * keep paths, CSV cells and logs unambiguous an id is 1..64 characters of
 * `[A-Za-z0-9_-]` (URL-safe; the client still URL-encodes path values).
 */
import { Schema } from 'effect'

export const idPattern = /^[A-Za-z0-9_-]{1,64}$/

export const IdString = Schema.String.pipe(
  Schema.check(Schema.isPattern(idPattern, { message: 'IDの形式が正しくありません' })),
)

export const ManuscriptId = IdString.pipe(Schema.brand('ManuscriptId'))
export type ManuscriptId = typeof ManuscriptId.Type
export const ReviewId = IdString.pipe(Schema.brand('ReviewId'))
export type ReviewId = typeof ReviewId.Type
/** Doctor article (survey question set) and media article share the path name `articleID`. */
export const ArticleId = IdString.pipe(Schema.brand('ArticleId'))
export type ArticleId = typeof ArticleId.Type
export const AnswerId = IdString.pipe(Schema.brand('AnswerId'))
export type AnswerId = typeof AnswerId.Type
export const OrganizationId = IdString.pipe(Schema.brand('OrganizationId'))
export type OrganizationId = typeof OrganizationId.Type
export const PressReleaseId = IdString.pipe(Schema.brand('PressReleaseId'))
export type PressReleaseId = typeof PressReleaseId.Type
export const RecommendId = IdString.pipe(Schema.brand('RecommendId'))
export type RecommendId = typeof RecommendId.Type
export const ClientId = IdString.pipe(Schema.brand('ClientId'))
export type ClientId = typeof ClientId.Type
export const DoctorId = IdString.pipe(Schema.brand('DoctorId'))
export type DoctorId = typeof DoctorId.Type
export const MediaId = IdString.pipe(Schema.brand('MediaId'))
export type MediaId = typeof MediaId.Type
export const OperatorId = IdString.pipe(Schema.brand('OperatorId'))
export type OperatorId = typeof OperatorId.Type
/** `AccountID` of `GET /auth/{AccountID}`: the Firebase uid of any signed-in identity. */
export const AccountId = IdString.pipe(Schema.brand('AccountId'))
export type AccountId = typeof AccountId.Type
export const ExpertiseId = IdString.pipe(Schema.brand('ExpertiseId'))
export type ExpertiseId = typeof ExpertiseId.Type
export const BelongId = IdString.pipe(Schema.brand('BelongId'))
export type BelongId = typeof BelongId.Type
export const FileId = IdString.pipe(Schema.brand('FileId'))
export type FileId = typeof FileId.Type

// Ids that never appear in a path but are still entity keys.
export const TagId = IdString.pipe(Schema.brand('TagId'))
export type TagId = typeof TagId.Type
export const DenialReasonId = IdString.pipe(Schema.brand('DenialReasonId'))
export type DenialReasonId = typeof DenialReasonId.Type
export const OfferId = IdString.pipe(Schema.brand('OfferId'))
export type OfferId = typeof OfferId.Type
export const GiftExchangeId = IdString.pipe(Schema.brand('GiftExchangeId'))
export type GiftExchangeId = typeof GiftExchangeId.Type
export const LedgerEntryId = IdString.pipe(Schema.brand('LedgerEntryId'))
export type LedgerEntryId = typeof LedgerEntryId.Type
export const NotificationId = IdString.pipe(Schema.brand('NotificationId'))
export type NotificationId = typeof NotificationId.Type
export const InterviewId = IdString.pipe(Schema.brand('InterviewId'))
export type InterviewId = typeof InterviewId.Type
export const ContactId = IdString.pipe(Schema.brand('ContactId'))
export type ContactId = typeof ContactId.Type
export const AuditLogId = IdString.pipe(Schema.brand('AuditLogId'))
export type AuditLogId = typeof AuditLogId.Type

export const SavedViewId = IdString.pipe(Schema.brand('SavedViewId'))
export type SavedViewId = typeof SavedViewId.Type

export const ImportRecordId = IdString.pipe(Schema.brand('ImportRecordId'))
export type ImportRecordId = typeof ImportRecordId.Type
/** A CSV 一括更新 (its uploaded file, preview and commit, kept in the database). */
export const CsvUpdateId = IdString.pipe(Schema.brand('CsvUpdateId'))
export type CsvUpdateId = typeof CsvUpdateId.Type
