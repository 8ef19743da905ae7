/**
 * Doctors (医師). States: allowed (承認) true/false, frozen (利用停止) true/false,
 * deleted (soft delete: `deletedAt` set, hidden from lists, terminal for the console).
 */
import { Schema, SchemaGetter } from 'effect'
import { booleanCell, cell, listCell, optionalCell } from './csv-cell'
import {
  Email, IsoDate, Katakana, MedicalLicenseNumber, Phone, Prefecture, QueryBoolean, RequiredText, normalizeEmail,
  normalizeKana, normalizePhone, pageBodyFields, pageQueryFields, sortFields, timestamps, validationMessages, versioned, Versioned,
} from './fields'
import { BelongId, DoctorId, ExpertiseId, OrganizationId } from './ids'
import { listQueryFields, QueryFlag } from './list-query'
import { NotificationSettings } from './notification'

export const Doctor = Schema.Struct({
  id: DoctorId,
  email: Schema.String,
  lastName: Schema.String,
  firstName: Schema.String,
  lastNameKana: Schema.String,
  firstNameKana: Schema.String,
  phone: Schema.NullOr(Schema.String),
  medicalLicenseNumber: Schema.String,
  organizationId: Schema.NullOr(OrganizationId),
  /** Denormalised for lists; null when no organisation. */
  organizationName: Schema.NullOr(Schema.String),
  belongIds: Schema.Array(BelongId),
  expertiseIds: Schema.Array(ExpertiseId),
  prefecture: Schema.NullOr(Prefecture),
  allowed: Schema.Boolean,
  frozen: Schema.Boolean,
  deletedAt: Schema.NullOr(Schema.String),
  notification: NotificationSettings,
  /** MP balance, derived from the ledger. */
  mpBalance: Schema.Number,
  lastSignedInAt: Schema.NullOr(Schema.String),
  ...timestamps,
  ...versioned,
})
export type Doctor = typeof Doctor.Type

/** What the public directory shows (direct POST /doctors/search): no contact data. */
export const DoctorPublic = Schema.Struct({
  id: DoctorId,
  lastName: Schema.String,
  firstName: Schema.String,
  lastNameKana: Schema.String,
  firstNameKana: Schema.String,
  organizationName: Schema.NullOr(Schema.String),
  expertiseIds: Schema.Array(ExpertiseId),
  prefecture: Schema.NullOr(Prefecture),
})
export type DoctorPublic = typeof DoctorPublic.Type

const profileFields = {
  lastName: RequiredText(50),
  firstName: RequiredText(50),
  lastNameKana: Katakana,
  firstNameKana: Katakana,
  phone: Schema.optional(Schema.NullOr(Phone)),
  medicalLicenseNumber: MedicalLicenseNumber,
  organizationId: Schema.optional(Schema.NullOr(OrganizationId)),
  belongIds: Schema.Array(BelongId),
  expertiseIds: Schema.Array(ExpertiseId),
  prefecture: Schema.optional(Schema.NullOr(Prefecture)),
}

/** Japanese labels of the doctor fields (forms, error lines). */
export const doctorFieldLabels = {
  id: '医師ID',
  email: 'メールアドレス',
  lastName: '姓',
  firstName: '名',
  lastNameKana: 'セイ',
  firstNameKana: 'メイ',
  phone: '電話番号',
  medicalLicenseNumber: '医籍登録番号',
  organizationId: '所属組織',
  organizationName: '所属組織',
  belongIds: '所属区分',
  expertiseIds: '専門分野',
  prefecture: '都道府県',
  allowed: '承認',
  frozen: '利用停止',
  deletedAt: '削除日時',
  mpBalance: '保有MP',
  lastSignedInAt: '最終ログイン',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const

/** Body of admin POST /doctors/ and PUT /doctors/{doctorID}; the input of a CSV row. */
export const DoctorInput = Schema.Struct({
  email: Email,
  ...profileFields,
  allowed: Schema.Boolean,
})
export type DoctorInput = typeof DoctorInput.Type

/** Body of admin PUT /doctors/{doctorID}: the input and the version the editor read. */
export const DoctorUpdate = Versioned(DoctorInput)
export type DoctorUpdate = typeof DoctorUpdate.Type

/** Body of general PUT /doctors/{doctorID}: the doctor's own profile (no e-mail, no approval). */
export const DoctorProfileInput = Schema.Struct(profileFields)
export type DoctorProfileInput = typeof DoctorProfileInput.Type
/** Body of general PUT /doctors/{doctorID}: the profile and the version the doctor read. */
export const DoctorProfileUpdate = Versioned(DoctorProfileInput)

/** Body of admin PATCH /doctors/{doctorID}/doctor: approve / freeze. At least one field. */
export const DoctorStatusPatch = Schema.Struct({
  allowed: Schema.optional(Schema.Boolean),
  frozen: Schema.optional(Schema.Boolean),
}).pipe(
  Schema.check(
    Schema.makeFilter((p: { readonly allowed?: boolean | undefined; readonly frozen?: boolean | undefined }) =>
      p.allowed !== undefined || p.frozen !== undefined, { message: validationMessages.atLeastOne }),
  ),
)
export type DoctorStatusPatch = typeof DoctorStatusPatch.Type

export const doctorSortKeys = ['createdAt', 'updatedAt', 'lastNameKana', 'email', 'mpBalance'] as const

/** Body of admin POST /doctors/search. Keyword matches name, kana, e-mail, licence number. */
export const DoctorSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  allowed: Schema.optional(Schema.Boolean),
  frozen: Schema.optional(Schema.Boolean),
  organizationIds: Schema.optional(Schema.Array(OrganizationId)),
  expertiseIds: Schema.optional(Schema.Array(ExpertiseId)),
  belongIds: Schema.optional(Schema.Array(BelongId)),
  prefectures: Schema.optional(Schema.Array(Prefecture)),
  /** Registration date range, inclusive, Asia/Tokyo calendar days. */
  registeredFrom: Schema.optional(IsoDate),
  registeredTo: Schema.optional(IsoDate),
  includeDeleted: Schema.optional(Schema.Boolean),
  ...pageBodyFields,
  ...sortFields(doctorSortKeys),
})
export type DoctorSearch = typeof DoctorSearch.Type

/** The doctor list's query (URL filters, sort, cursor): see src/domain/list-query.ts. */
export const DoctorListQuery = Schema.Struct({
  ...listQueryFields,
  allowed: Schema.optional(QueryFlag),
  frozen: Schema.optional(QueryFlag),
  organizationId: Schema.optional(OrganizationId),
  expertiseId: Schema.optional(ExpertiseId),
  prefecture: Schema.optional(Prefecture),
  sort: Schema.optional(Schema.Literals(doctorSortKeys)),
})
export type DoctorListQuery = typeof DoctorListQuery.Type

/** What staff may do to a doctor record (src/machines/record.machine.ts). */
export const doctorActions = ['grantMp', 'allow', 'disallow', 'freeze', 'unfreeze', 'delete'] as const
export type DoctorAction = (typeof doctorActions)[number]

/**
 * What a frozen (利用停止中) doctor refuses, in the server's words (its MP grant refuses a frozen
 * doctor with this very text: server/src/areas/doctor/doctor.handlers.ts): a frozen doctor's MP
 * does not move, so the console offers no MP付与 on one and says why.
 */
export const frozenRefusals = {
  grantMp: '利用停止中の医師にはMPを付与できません',
} as const

/** Which actions a doctor's state allows (a deleted doctor allows none; a frozen one no MP付与). */
export const doctorAllows = (doctor: Doctor, action: DoctorAction): boolean => {
  if (doctor.deletedAt !== null) return false
  switch (action) {
    case 'freeze':
      return !doctor.frozen
    case 'unfreeze':
      return doctor.frozen
    case 'allow':
      return !doctor.allowed
    case 'disallow':
      return doctor.allowed
    case 'grantMp':
      return !doctor.frozen
    case 'delete':
      return true
  }
}

/** Query of general GET /doctors/ (undeleted doctors; `allowed` filters on approval). */
export const DoctorQuery = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  organizationId: Schema.optional(OrganizationId),
  expertiseId: Schema.optional(ExpertiseId),
  prefecture: Schema.optional(Prefecture),
  allowed: Schema.optional(QueryBoolean),
  ...pageQueryFields,
  ...sortFields(doctorSortKeys),
})
export type DoctorQuery = typeof DoctorQuery.Type

/** Body of direct POST /doctors/search (public directory). */
export const DoctorPublicSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  organizationIds: Schema.optional(Schema.Array(OrganizationId)),
  expertiseIds: Schema.optional(Schema.Array(ExpertiseId)),
  prefectures: Schema.optional(Schema.Array(Prefecture)),
  ...pageBodyFields,
})
export type DoctorPublicSearch = typeof DoctorPublicSearch.Type

// ---------------------------------------------------------------------------
// CSV import

/** Column headers of the doctor CSV, in template order. Required columns first. */
export const doctorCsvColumns = [
  'メールアドレス', '姓', '名', 'セイ', 'メイ', '医籍登録番号',
  '電話番号', '都道府県', '所属組織ID', '所属区分ID', '専門分野ID', '承認',
] as const
export const doctorCsvRequiredColumns = ['メールアドレス', '姓', '名', 'セイ', 'メイ', '医籍登録番号'] as const

const DoctorCsvCells = Schema.Struct({
  メールアドレス: cell(Email, normalizeEmail),
  姓: cell(RequiredText(50)),
  名: cell(RequiredText(50)),
  セイ: cell(Katakana, normalizeKana),
  メイ: cell(Katakana, normalizeKana),
  医籍登録番号: cell(MedicalLicenseNumber),
  電話番号: optionalCell(Phone, normalizePhone),
  都道府県: optionalCell(Prefecture),
  所属組織ID: optionalCell(OrganizationId),
  所属区分ID: listCell(BelongId),
  専門分野ID: listCell(ExpertiseId),
  承認: booleanCell,
})

/**
 * One CSV row (object keyed by the Japanese header, every cell a string) decoding
 * to a `DoctorInput`. Issues point at the Japanese column name.
 */
export const DoctorCsvRow = DoctorCsvCells.pipe(
  Schema.decodeTo(Schema.toType(DoctorInput), {
    decode: SchemaGetter.transform((r: typeof DoctorCsvCells.Type): DoctorInput => ({
      email: r.メールアドレス,
      lastName: r.姓,
      firstName: r.名,
      lastNameKana: r.セイ,
      firstNameKana: r.メイ,
      medicalLicenseNumber: r.医籍登録番号,
      phone: r.電話番号 ?? null,
      prefecture: r.都道府県 ?? null,
      organizationId: r.所属組織ID ?? null,
      belongIds: r.所属区分ID ?? [],
      expertiseIds: r.専門分野ID ?? [],
      allowed: r.承認 ?? false,
    })),
    encode: SchemaGetter.transform((d: DoctorInput): typeof DoctorCsvCells.Type => ({
      メールアドレス: d.email,
      姓: d.lastName,
      名: d.firstName,
      セイ: d.lastNameKana,
      メイ: d.firstNameKana,
      医籍登録番号: d.medicalLicenseNumber,
      電話番号: d.phone ?? null,
      都道府県: d.prefecture ?? null,
      所属組織ID: d.organizationId ?? null,
      所属区分ID: d.belongIds,
      専門分野ID: d.expertiseIds,
      承認: d.allowed,
    })),
  }),
)
export type DoctorCsvRow = typeof DoctorCsvRow.Encoded
