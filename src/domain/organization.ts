/** Organisations (所属組織): hospitals, clinics, universities, societies, companies. */
import { Schema } from 'effect'
import { cell, optionalCell } from './csv-cell'
import {
  LiteralsWithMessage, Phone, PostalCode, Prefecture, RequiredText, Text, Url, normalizeKana, normalizePhone, normalizeText,
  pageBodyFields, pageQueryFields, sortFields, timestamps,
} from './fields'
import { Katakana, versioned, Versioned } from './fields'
import { OrganizationId } from './ids'
import { listQueryFields } from './list-query'
import { defineRecord } from './record'

export const organizationKinds = ['hospital', 'clinic', 'university', 'society', 'company', 'other'] as const
export const organizationKindLabels = {
  hospital: '病院',
  clinic: 'クリニック・診療所',
  university: '大学・研究機関',
  society: '学会',
  company: '企業',
  other: 'その他',
} as const
export const OrganizationKind = LiteralsWithMessage(organizationKinds, organizationKindLabels)
export type OrganizationKind = typeof OrganizationKind.Type

export const Organization = Schema.Struct({
  id: OrganizationId,
  name: Schema.String,
  nameKana: Schema.String,
  kind: OrganizationKind,
  prefecture: Schema.NullOr(Prefecture),
  postalCode: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
  /** Doctors belonging to it (not deleted). */
  doctorCount: Schema.Number,
  ...timestamps,
  ...versioned,
})
export type Organization = typeof Organization.Type

/** Body of admin POST /organizations/ and PUT /organizations/{organizationID}. */
export const OrganizationInput = Schema.Struct({
  name: RequiredText(200),
  nameKana: Katakana,
  kind: OrganizationKind,
  prefecture: Schema.optional(Schema.NullOr(Prefecture)),
  postalCode: Schema.optional(Schema.NullOr(PostalCode)),
  address: Schema.optional(Schema.NullOr(Text(300))),
  phone: Schema.optional(Schema.NullOr(Phone)),
  url: Schema.optional(Schema.NullOr(Url)),
})
export type OrganizationInput = typeof OrganizationInput.Type

/** Body of admin PUT /organizations/{organizationID}: the input and the version the editor read. */
export const OrganizationUpdate = Versioned(OrganizationInput)
export type OrganizationUpdate = typeof OrganizationUpdate.Type

export const organizationSortKeys = ['name', 'nameKana', 'createdAt', 'updatedAt'] as const
/** Organisations are listed by the kana of their name unless a sort is asked for. */
export const organizationDefaultSort: (typeof organizationSortKeys)[number] = 'nameKana'
const organizationSort = sortFields(organizationSortKeys)

/** Query of GET /organizations/ (general, direct). */
export const OrganizationQuery = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  kind: Schema.optional(OrganizationKind),
  prefecture: Schema.optional(Prefecture),
  ...pageQueryFields,
  ...organizationSort,
})
export type OrganizationQuery = typeof OrganizationQuery.Type

/** Body of POST /organizations/search (admin, direct). Keyword matches name, kana. */
export const OrganizationSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  kinds: Schema.optional(Schema.Array(OrganizationKind)),
  prefectures: Schema.optional(Schema.Array(Prefecture)),
  ids: Schema.optional(Schema.Array(OrganizationId)),
  ...pageBodyFields,
  ...organizationSort,
})
export type OrganizationSearch = typeof OrganizationSearch.Type

/** The organisation list's query (URL filters, sort, cursor): keyword (name, kana) and prefecture. */
export const OrganizationListQuery = Schema.Struct({
  ...listQueryFields,
  prefecture: Schema.optional(Prefecture),
  sort: Schema.optional(Schema.Literals(['name', 'nameKana', 'createdAt', 'updatedAt'])),
})
export type OrganizationListQuery = typeof OrganizationListQuery.Type

/** What staff may do to an organisation record (besides editing it). */
export const organizationActions = ['delete'] as const
export type OrganizationAction = (typeof organizationActions)[number]

/**
 * Delete is always offered: its confirm dialog says how many doctors belong to the organisation,
 * and the server refuses (409, with the count) while any do.
 */
export const organizationAllows = (_organization: Organization, _action: OrganizationAction): boolean => true

// ---------------------------------------------------------------------------
// CSV import (POST /organizations/bulk_insert, through the same import machine as doctors and clients)

/** 種別 as staff write it: the Japanese label (病院, 学会, ...) or the code (hospital, ...). */
const kindFromCell = (s: string): string => {
  const text = normalizeText(s)
  const byLabel = organizationKinds.find((k) => organizationKindLabels[k] === text)
  return byLabel ?? text.toLowerCase()
}

// ---------------------------------------------------------------------------
// The record declared once (src/domain/record.ts): labels, form, detail, list, CSV, 履歴

const revertible = 'revertible'
export const organizationRecord = defineRecord<Organization, OrganizationInput>()({
  kind: 'organization',
  fields: {
    id: { label: 'ID' },
    name: { label: '組織名', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, required: true }, csv: { cell: cell(RequiredText(200)), required: true } },
    nameKana: {
      label: '組織名カナ', history: revertible,
      form: { widget: { kind: 'text', hint: '全角カタカナ' }, normalize: normalizeKana, required: true }, csv: { cell: cell(Katakana, normalizeKana), required: true },
    },
    kind: {
      label: '種別', reads: { choice: organizationKindLabels }, history: revertible, bulkEditable: true,
      form: { widget: { kind: 'choice', options: organizationKindLabels }, required: true, empty: 'hospital' }, csv: { cell: cell(OrganizationKind, kindFromCell), required: true },
    },
    prefecture: { label: '都道府県', history: revertible, bulkEditable: true, form: { widget: { kind: 'prefecture' }, optional: true }, csv: { cell: optionalCell(Prefecture) } },
    postalCode: {
      label: '郵便番号', history: revertible,
      form: { widget: { kind: 'text', hint: '例: 100-0001' }, normalize: normalizePhone, optional: true }, csv: { cell: optionalCell(PostalCode, normalizePhone), repair: 'postalCode' },
    },
    address: { label: '住所', history: revertible, wide: true, form: { widget: { kind: 'text' }, normalize: normalizeText, optional: true }, csv: { cell: optionalCell(Text(300)) } },
    phone: {
      label: '電話番号', history: revertible,
      form: { widget: { kind: 'text', type: 'tel', hint: '例: 03-1234-5678' }, normalize: normalizePhone, optional: true }, csv: { cell: optionalCell(Phone, normalizePhone), repair: 'phone' },
    },
    url: {
      label: 'URL', history: revertible, wide: true,
      form: { widget: { kind: 'text', type: 'url', hint: 'https://…' }, normalize: normalizeText, optional: true }, csv: { cell: optionalCell(Url) },
    },
    doctorCount: { label: '所属医師数', reads: 'number' },
    createdAt: { label: '登録日時', reads: 'dateTime' },
    updatedAt: { label: '更新日時', reads: 'dateTime' },
  },
  computed: {},
  /** The ゴミ箱's column (docs/trash.md): its 履歴 shows the delete and the restore. */
  recorded: { deleted_at: { label: '削除日時', reads: 'since' } },
  form: ['name', 'nameKana', 'kind', 'prefecture', 'postalCode', 'phone', 'address', 'url'],
  detail: ['name', 'nameKana', 'kind', 'prefecture', 'postalCode', 'address', 'phone', 'url', 'doctorCount'],
  list: [
    { key: 'name', width: 'minmax(10rem, 1.5fr)', sort: 'name' },
    { key: 'nameKana', width: 'minmax(10rem, 1.3fr)', sort: 'nameKana' },
    { key: 'kind', width: 'minmax(6rem, 0.8fr)' },
    { key: 'prefecture', width: '7rem' },
    { key: 'doctorCount', width: '7rem' },
  ],
  csv: ['name', 'nameKana', 'kind', 'prefecture', 'postalCode', 'address', 'phone', 'url'],
})

/** Japanese labels of the organisation fields (forms' error lines, the server's refusals). */
export const organizationFieldLabels = organizationRecord.labels

export const organizationCsvColumns = organizationRecord.csvColumns.template
export const organizationCsvRequiredColumns = organizationRecord.csvColumns.required

/** One organisation CSV row decoding to an `OrganizationInput`; issues point at the Japanese column. */
export const OrganizationCsvRow = organizationRecord.csvRow(OrganizationInput)
export type OrganizationCsvRow = typeof OrganizationCsvRow.Encoded
