/** Clients (クライアント): companies publishing press releases and making offers. States: active ⇄ suspended. */
import { Schema } from 'effect'
import { cell, optionalCell } from './csv-cell'
import {
  Email, Katakana, Phone, PostalCode, Prefecture, QueryBoolean, RequiredText, Text, Url, normalizeEmail, normalizeKana,
  normalizePhone, normalizeText, pageBodyFields, pageQueryFields, sortFields, timestamps, versioned, Versioned,
} from './fields'
import { ClientId } from './ids'
import { listQueryFields, QueryFlag } from './list-query'
import { defineRecord } from './record'

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

/** The order clients are offered in a picker (by the kana of their company name, as staff look them up). */
export const clientPickerOrder = { sort: 'companyNameKana', order: 'asc' } as const

/** A client as a picker's option: its company name, the kana it is also found by, and its id. */
export const clientOption = (c: Pick<Client, 'id' | 'companyName' | 'companyNameKana'>) => ({ label: c.companyName, kana: c.companyNameKana, value: c.id })

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
// The record declared once (src/domain/record.ts): labels, form, detail, list, CSV, 履歴

/** How 利用状況 reads (tags, filters, 履歴). */
export const clientSuspendedLabels = { true: '利用停止中', false: '利用中' } as const

const revertible = 'revertible'
const kana = { kind: 'text', hint: '全角カタカナ' } as const
export const clientRecord = defineRecord<Client, ClientInput>()({
  kind: 'client',
  fields: {
    id: { label: 'ID' },
    // the e-mail is the sign-in identity: the client's own update keeps it, so a revert does not set it
    email: { label: 'メールアドレス', history: 'shown', form: { widget: { kind: 'text', type: 'email' }, normalize: normalizeEmail, required: true }, csv: { cell: cell(Email, normalizeEmail), required: true, update: false } },
    companyName: { label: '会社名', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, required: true }, csv: { cell: cell(RequiredText(200)), required: true } },
    companyNameKana: { label: '会社名カナ', history: revertible, form: { widget: kana, normalize: normalizeKana, required: true }, csv: { cell: cell(Katakana, normalizeKana), required: true } },
    department: { label: '部署', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, optional: true }, csv: { cell: optionalCell(Text(100)) } },
    contactName: { label: '担当者名', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, required: true }, csv: { cell: cell(RequiredText(100)), required: true } },
    contactNameKana: { label: '担当者名カナ', history: revertible, form: { widget: kana, normalize: normalizeKana, optional: true }, csv: { cell: optionalCell(Katakana, normalizeKana) } },
    phone: {
      label: '電話番号', history: revertible,
      form: { widget: { kind: 'text', type: 'tel', hint: '例: 03-1234-5678' }, normalize: normalizePhone, optional: true }, csv: { cell: optionalCell(Phone, normalizePhone), repair: 'phone' },
    },
    postalCode: {
      label: '郵便番号', history: revertible,
      form: { widget: { kind: 'text', hint: '例: 100-0001' }, normalize: normalizePhone, optional: true }, csv: { cell: optionalCell(PostalCode, normalizePhone), repair: 'postalCode' },
    },
    prefecture: { label: '都道府県', history: revertible, bulkEditable: true, form: { widget: { kind: 'prefecture' }, optional: true }, csv: { cell: optionalCell(Prefecture) } },
    address: { label: '住所', history: revertible, wide: true, form: { widget: { kind: 'text' }, normalize: normalizeText, optional: true }, csv: { cell: optionalCell(Text(300)) } },
    url: {
      label: 'URL', history: revertible, wide: true,
      form: { widget: { kind: 'text', type: 'url', hint: 'https://…' }, normalize: normalizeText, optional: true }, csv: { cell: optionalCell(Url) },
    },
    suspended: { label: '利用状況', reads: { flag: clientSuspendedLabels } },
    suspendedAt: { label: '利用停止日時', reads: 'since', history: 'shown' },
    createdAt: { label: '登録日時', reads: 'dateTime' },
    updatedAt: { label: '更新日時', reads: 'dateTime' },
  },
  computed: {},
  recorded: { deleted_at: { label: '削除日時', reads: 'since' } },
  form: ['email', 'companyName', 'companyNameKana', 'department', 'contactName', 'contactNameKana', 'phone', 'postalCode', 'prefecture', 'address', 'url'],
  detail: [
    'id', 'suspended', 'companyName', 'companyNameKana', 'department', 'contactName', 'contactNameKana', 'email', 'phone', 'postalCode', 'prefecture', 'address', 'url',
    'createdAt', 'updatedAt',
  ],
  list: [
    { key: 'companyName', width: 'minmax(10rem, 1.4fr)' },
    { key: 'companyNameKana', width: 'minmax(10rem, 1.2fr)', sort: 'companyNameKana' },
    { key: 'contactName', width: 'minmax(7rem, 1fr)' },
    { key: 'email', width: 'minmax(12rem, 1.5fr)', sort: 'email' },
    { key: 'suspended', width: '8rem' },
    { key: 'createdAt', width: '7rem', sort: 'createdAt', reads: 'date' },
  ],
  csv: ['email', 'companyName', 'companyNameKana', 'contactName', 'contactNameKana', 'department', 'phone', 'postalCode', 'prefecture', 'address', 'url'],
})

/** Japanese labels of the client fields (forms' error lines, the server's refusals). */
export const clientFieldLabels = clientRecord.labels

export const clientCsvColumns = clientRecord.csvColumns.template
export const clientCsvRequiredColumns = clientRecord.csvColumns.required

/** One client CSV row decoding to a `ClientInput`; issues point at the Japanese column. */
export const ClientCsvRow = clientRecord.csvRow(ClientInput)
export type ClientCsvRow = typeof ClientCsvRow.Encoded
