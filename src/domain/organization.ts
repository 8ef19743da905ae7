/** Organisations (所属組織): hospitals, clinics, universities, societies, companies. */
import { Schema, SchemaGetter } from 'effect'
import { cell, optionalCell } from './csv-cell'
import {
  LiteralsWithMessage, Phone, PostalCode, Prefecture, RequiredText, Text, Url, normalizeKana, normalizePhone, normalizeText,
  pageBodyFields, pageQueryFields, sortFields, timestamps,
} from './fields'
import { Katakana, versioned, Versioned } from './fields'
import { OrganizationId } from './ids'
import { listQueryFields } from './list-query'

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

/** Japanese labels of the organisation fields. */
export const organizationFieldLabels = {
  id: '組織ID',
  name: '組織名',
  nameKana: '組織名カナ',
  kind: '種別',
  prefecture: '都道府県',
  postalCode: '郵便番号',
  address: '住所',
  phone: '電話番号',
  url: 'URL',
  doctorCount: '所属医師数',
} as const

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

const organizationSort = sortFields(['name', 'nameKana', 'createdAt', 'updatedAt'])

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

export const organizationCsvColumns = ['組織名', '組織名カナ', '種別', '都道府県', '郵便番号', '住所', '電話番号', 'URL'] as const
export const organizationCsvRequiredColumns = ['組織名', '組織名カナ', '種別'] as const

/** 種別 as staff write it: the Japanese label (病院, 学会, ...) or the code (hospital, ...). */
const kindFromCell = (s: string): string => {
  const text = normalizeText(s)
  const byLabel = organizationKinds.find((k) => organizationKindLabels[k] === text)
  return byLabel ?? text.toLowerCase()
}

const OrganizationCsvCells = Schema.Struct({
  組織名: cell(RequiredText(200)),
  組織名カナ: cell(Katakana, normalizeKana),
  種別: cell(OrganizationKind, kindFromCell),
  都道府県: optionalCell(Prefecture),
  郵便番号: optionalCell(PostalCode, normalizePhone),
  住所: optionalCell(Text(300)),
  電話番号: optionalCell(Phone, normalizePhone),
  URL: optionalCell(Url),
})

/** One organisation CSV row decoding to an `OrganizationInput`; issues point at the Japanese column. */
export const OrganizationCsvRow = OrganizationCsvCells.pipe(
  Schema.decodeTo(Schema.toType(OrganizationInput), {
    decode: SchemaGetter.transform((r: typeof OrganizationCsvCells.Type): OrganizationInput => ({
      name: r.組織名,
      nameKana: r.組織名カナ,
      kind: r.種別,
      prefecture: r.都道府県 ?? null,
      postalCode: r.郵便番号 ?? null,
      address: r.住所 ?? null,
      phone: r.電話番号 ?? null,
      url: r.URL ?? null,
    })),
    encode: SchemaGetter.transform((o: OrganizationInput): typeof OrganizationCsvCells.Type => ({
      組織名: o.name,
      組織名カナ: o.nameKana,
      種別: o.kind,
      都道府県: o.prefecture ?? null,
      郵便番号: o.postalCode ?? null,
      住所: o.address ?? null,
      電話番号: o.phone ?? null,
      URL: o.url ?? null,
    })),
  }),
)
export type OrganizationCsvRow = typeof OrganizationCsvRow.Encoded
