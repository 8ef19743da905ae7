/**
 * Doctors (医師). States: allowed (承認) true/false, frozen (利用停止) true/false,
 * deleted (soft delete: `deletedAt` set, hidden from lists, terminal for the console).
 */
import { Schema } from 'effect'
import { booleanCell, cell, listCell, optionalCell } from './csv-cell'
import {
  Email, IsoDate, Katakana, Phone, Prefecture, QueryBoolean, RequiredText, normalizeEmail,
  normalizeKana, normalizePhone, normalizeText, pageBodyFields, pageQueryFields, sortFields, timestamps, validationMessages, versioned, Versioned,
} from './fields'
import { BelongId, DoctorId, ExpertiseId, OrganizationId } from './ids'
import { listQueryFields, QueryFlag } from './list-query'
import { NotificationSettings, receptionFrequencyLabels } from './notification'
import { defineRecord } from './record'

/** 医籍登録番号: digits only, 1 to 6 of them. */
export const MedicalLicenseNumber = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{1,6}$/, { message: '医籍登録番号は数字のみで入力してください（6桁以内）' })),
  Schema.annotateKey({ messageMissingKey: validationMessages.required }),
)

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
// The record declared once (src/domain/record.ts): labels, form, detail, list, CSV, 履歴

/** How 承認 and 利用状況 read (tags, filters, 履歴). */
export const doctorAllowedLabels = { true: '承認済み', false: '未承認' } as const
export const doctorFrozenLabels = { true: '利用停止中', false: '利用中' } as const

const revertible = 'revertible'
export const doctorRecord = defineRecord<Doctor, DoctorInput>()({
  kind: 'doctor',
  fields: {
    id: { label: 'ID' },
    email: {
      label: 'メールアドレス', history: revertible,
      form: { widget: { kind: 'text', type: 'email', autoComplete: 'email' }, normalize: normalizeEmail, required: true },
      csv: { cell: cell(Email, normalizeEmail), required: true, update: false },
    },
    lastName: { label: '姓', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, required: true }, csv: { cell: cell(RequiredText(50)), required: true } },
    firstName: { label: '名', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, required: true }, csv: { cell: cell(RequiredText(50)), required: true } },
    lastNameKana: {
      label: 'セイ', history: revertible,
      form: { widget: { kind: 'text', hint: '全角カタカナ' }, normalize: normalizeKana, required: true },
      csv: { cell: cell(Katakana, normalizeKana), required: true },
    },
    firstNameKana: {
      label: 'メイ', history: revertible,
      form: { widget: { kind: 'text', hint: '全角カタカナ' }, normalize: normalizeKana, required: true },
      csv: { cell: cell(Katakana, normalizeKana), required: true },
    },
    phone: {
      label: '電話番号', history: revertible,
      form: { widget: { kind: 'text', type: 'tel', hint: '例: 03-1234-5678' }, normalize: normalizePhone, optional: true },
      csv: { cell: optionalCell(Phone, normalizePhone), repair: 'phone' },
    },
    medicalLicenseNumber: {
      label: '医籍登録番号', history: revertible,
      form: { widget: { kind: 'text', hint: '数字6桁以内' }, normalize: normalizeText, required: true },
      csv: { cell: cell(MedicalLicenseNumber), required: true },
    },
    prefecture: { label: '都道府県', history: revertible, bulkEditable: true, form: { widget: { kind: 'prefecture' }, optional: true }, csv: { cell: optionalCell(Prefecture) } },
    organizationId: {
      label: '所属組織', reads: { ref: 'organization', idLabel: '組織ID' }, history: revertible, bulkEditable: true,
      form: { widget: { kind: 'organization' }, optional: true }, csv: { cell: optionalCell(OrganizationId) },
    },
    organizationName: { label: '所属組織' },
    belongIds: { label: '所属区分', reads: { refs: 'belong', idLabel: '所属区分ID' }, history: revertible, form: { widget: { kind: 'belongs' } }, csv: { cell: listCell(BelongId) } },
    expertiseIds: {
      label: '専門分野', reads: { refs: 'expertise', idLabel: '分野ID' }, history: revertible, wide: true,
      form: { widget: { kind: 'expertise' } }, csv: { cell: listCell(ExpertiseId) },
    },
    allowed: { label: '承認', reads: { flag: doctorAllowedLabels }, history: 'shown', form: { widget: { kind: 'check', text: doctorAllowedLabels.true } }, csv: { cell: booleanCell, update: false } },
    frozen: { label: '利用状況', reads: { flag: doctorFrozenLabels }, history: 'shown' },
    deletedAt: { label: '削除日時', reads: 'since', history: 'shown' },
    notification: { label: '通知設定' },
    mpBalance: { label: 'MP残高', reads: 'mp', history: 'shown' },
    lastSignedInAt: { label: '最終ログイン', reads: 'dateTime' },
    createdAt: { label: '登録日時', reads: 'dateTime' },
    updatedAt: { label: '更新日時', reads: 'dateTime' },
  },
  computed: {
    fullName: { label: '氏名', value: (d) => `${d.lastName} ${d.firstName}` },
    fullNameKana: { label: '氏名（カナ）', value: (d) => `${d.lastNameKana} ${d.firstNameKana}` },
  },
  recorded: {
    notification_disabled: { label: '通知設定', reads: { flag: { true: '通知しない', false: '通知する' } } },
    reception_frequency: { label: '通知頻度', reads: { choice: receptionFrequencyLabels } },
  },
  form: [
    'email', 'medicalLicenseNumber', 'lastName', 'firstName', 'lastNameKana', 'firstNameKana', 'phone', 'prefecture', 'organizationId', 'belongIds',
    'allowed', 'expertiseIds',
  ],
  detail: [
    'id', 'allowed', 'mpBalance', 'fullName', 'fullNameKana', 'email', 'phone', 'medicalLicenseNumber', 'prefecture', 'organizationId', 'belongIds',
    'notification', 'lastSignedInAt', 'createdAt', 'updatedAt', 'deletedAt',
  ],
  list: [
    { key: 'fullName', id: 'name', width: 'minmax(6rem, 1fr)' },
    { key: 'fullNameKana', id: 'kana', width: 'minmax(7rem, 1fr)', sort: 'lastNameKana' },
    { key: 'email', width: 'minmax(10rem, 1.6fr)', sort: 'email' },
    { key: 'organizationName', id: 'organization', width: 'minmax(7rem, 1fr)' },
    { key: 'prefecture', width: '5rem' },
    { key: 'allowed', id: 'status', width: '9.5rem' },
    { key: 'mpBalance', id: 'mp', width: '5.5rem', sort: 'mpBalance', reads: 'number' },
    { key: 'createdAt', width: '6.5rem', sort: 'createdAt', reads: 'date' },
  ],
  csv: [
    'email', 'lastName', 'firstName', 'lastNameKana', 'firstNameKana', 'medicalLicenseNumber',
    'phone', 'prefecture', 'organizationId', 'belongIds', 'expertiseIds', 'allowed',
  ],
})

/** Japanese labels of the doctor fields (forms' error lines, the server's refusals). */
export const doctorFieldLabels = doctorRecord.labels

/** Column headers of the doctor CSV, in template order. Required columns first. */
export const doctorCsvColumns = doctorRecord.csvColumns.template
export const doctorCsvRequiredColumns = doctorRecord.csvColumns.required

/**
 * One CSV row (object keyed by the Japanese header, every cell a string) decoding
 * to a `DoctorInput`. Issues point at the Japanese column name.
 */
export const DoctorCsvRow = doctorRecord.csvRow(DoctorInput)
export type DoctorCsvRow = typeof DoctorCsvRow.Encoded
