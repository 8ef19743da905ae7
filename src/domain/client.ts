/** Clients (クライアント): companies publishing press releases and making offers. States: active ⇄ suspended. */
import { Schema, SchemaGetter } from 'effect'
import { cell, optionalCell } from './csv-cell'
import {
  Email, Katakana, Phone, PostalCode, Prefecture, QueryBoolean, RequiredText, Text, Url, normalizeEmail, normalizeKana,
  normalizePhone, pageBodyFields, pageQueryFields, sortFields, timestamps, versioned, Versioned,
} from './fields'
import { ClientId } from './ids'
import { listQueryFields, QueryFlag } from './list-query'

export const Client = Schema.Struct({
  id: ClientId,
  companyName: Schema.String,
  companyNameKana: Schema.String,
  department: Schema.NullOr(Schema.String),
  contactName: Schema.String,
  contactNameKana: Schema.NullOr(Schema.String),
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  postalCode: Schema.NullOr(Schema.String),
  prefecture: Schema.NullOr(Prefecture),
  address: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
  suspended: Schema.Boolean,
  suspendedAt: Schema.NullOr(Schema.String),
  ...timestamps,
  ...versioned,
})
export type Client = typeof Client.Type

/** What the public directory shows (direct POST /clients/search). */
export const ClientPublic = Schema.Struct({
  id: ClientId,
  companyName: Schema.String,
  companyNameKana: Schema.String,
  url: Schema.NullOr(Schema.String),
})
export type ClientPublic = typeof ClientPublic.Type

const profileFields = {
  companyName: RequiredText(200),
  companyNameKana: Katakana,
  department: Schema.optional(Schema.NullOr(Text(100))),
  contactName: RequiredText(100),
  contactNameKana: Schema.optional(Schema.NullOr(Katakana)),
  phone: Schema.optional(Schema.NullOr(Phone)),
  postalCode: Schema.optional(Schema.NullOr(PostalCode)),
  prefecture: Schema.optional(Schema.NullOr(Prefecture)),
  address: Schema.optional(Schema.NullOr(Text(300))),
  url: Schema.optional(Schema.NullOr(Url)),
}

/** Japanese labels of the client fields (forms, error lines). */
export const clientFieldLabels = {
  id: 'クライアントID',
  companyName: '会社名',
  companyNameKana: '会社名カナ',
  department: '部署',
  contactName: '担当者名',
  contactNameKana: '担当者名カナ',
  email: 'メールアドレス',
  phone: '電話番号',
  postalCode: '郵便番号',
  prefecture: '都道府県',
  address: '住所',
  url: 'URL',
  suspended: '利用停止',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const

/** Body of admin POST /clients/; the input of a CSV row. */
export const ClientInput = Schema.Struct({ email: Email, ...profileFields })
export type ClientInput = typeof ClientInput.Type

/** Body of general PUT /clients/{clientID} (e-mail is the sign-in identity and is kept). */
export const ClientProfileInput = Schema.Struct({ email: Email, ...profileFields })
export type ClientProfileInput = typeof ClientProfileInput.Type

/** Body of general PUT /clients/{clientID}: the profile and the version the editor read. */
export const ClientUpdate = Versioned(ClientProfileInput)
export type ClientUpdate = typeof ClientUpdate.Type

/** Body of admin PATCH /clients/{clientID}: suspend or resume. */
export const ClientSuspendPatch = Schema.Struct({ suspended: Schema.Boolean })
export type ClientSuspendPatch = typeof ClientSuspendPatch.Type

export const clientSortKeys = ['createdAt', 'updatedAt', 'companyNameKana', 'email'] as const

/** Body of admin POST /clients/search. Keyword matches company (kana), contact, e-mail. */
export const ClientSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  suspended: Schema.optional(Schema.Boolean),
  prefectures: Schema.optional(Schema.Array(Prefecture)),
  ids: Schema.optional(Schema.Array(ClientId)),
  ...pageBodyFields,
  ...sortFields(clientSortKeys),
})
export type ClientSearch = typeof ClientSearch.Type

/** The client list's query (URL filters, sort, cursor). */
export const ClientListQuery = Schema.Struct({
  ...listQueryFields,
  suspended: Schema.optional(QueryFlag),
  sort: Schema.optional(Schema.Literals(clientSortKeys)),
})
export type ClientListQuery = typeof ClientListQuery.Type

/** What staff may do to a client record. */
export const clientActions = ['suspend', 'resume', 'delete'] as const
export type ClientAction = (typeof clientActions)[number]

/** Which actions a client's state allows. */
export const clientAllows = (client: Client, action: ClientAction): boolean =>
  action === 'suspend' ? !client.suspended : action === 'resume' ? client.suspended : true

/** Query of general GET /clients/. */
export const ClientQuery = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  suspended: Schema.optional(QueryBoolean),
  ...pageQueryFields,
  ...sortFields(clientSortKeys),
})
export type ClientQuery = typeof ClientQuery.Type

/** Body of direct POST /clients/search. */
export const ClientPublicSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  ...pageBodyFields,
})
export type ClientPublicSearch = typeof ClientPublicSearch.Type

// ---------------------------------------------------------------------------
// CSV import

export const clientCsvColumns = [
  'メールアドレス', '会社名', '会社名カナ', '担当者名', '担当者名カナ', '部署',
  '電話番号', '郵便番号', '都道府県', '住所', 'URL',
] as const
export const clientCsvRequiredColumns = ['メールアドレス', '会社名', '会社名カナ', '担当者名'] as const

const ClientCsvCells = Schema.Struct({
  メールアドレス: cell(Email, normalizeEmail),
  会社名: cell(RequiredText(200)),
  会社名カナ: cell(Katakana, normalizeKana),
  担当者名: cell(RequiredText(100)),
  担当者名カナ: optionalCell(Katakana, normalizeKana),
  部署: optionalCell(Text(100)),
  電話番号: optionalCell(Phone, normalizePhone),
  郵便番号: optionalCell(PostalCode, normalizePhone),
  都道府県: optionalCell(Prefecture),
  住所: optionalCell(Text(300)),
  URL: optionalCell(Url),
})

/** One client CSV row decoding to a `ClientInput`; issues point at the Japanese column. */
export const ClientCsvRow = ClientCsvCells.pipe(
  Schema.decodeTo(Schema.toType(ClientInput), {
    decode: SchemaGetter.transform((r: typeof ClientCsvCells.Type): ClientInput => ({
      email: r.メールアドレス,
      companyName: r.会社名,
      companyNameKana: r.会社名カナ,
      contactName: r.担当者名,
      contactNameKana: r.担当者名カナ ?? null,
      department: r.部署 ?? null,
      phone: r.電話番号 ?? null,
      postalCode: r.郵便番号 ?? null,
      prefecture: r.都道府県 ?? null,
      address: r.住所 ?? null,
      url: r.URL ?? null,
    })),
    encode: SchemaGetter.transform((c: ClientInput): typeof ClientCsvCells.Type => ({
      メールアドレス: c.email,
      会社名: c.companyName,
      会社名カナ: c.companyNameKana,
      担当者名: c.contactName,
      担当者名カナ: c.contactNameKana ?? null,
      部署: c.department ?? null,
      電話番号: c.phone ?? null,
      郵便番号: c.postalCode ?? null,
      都道府県: c.prefecture ?? null,
      住所: c.address ?? null,
      URL: c.url ?? null,
    })),
  }),
)
export type ClientCsvRow = typeof ClientCsvRow.Encoded
