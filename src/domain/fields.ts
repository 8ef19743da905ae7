/**
 * Shared field schemas: validated strings with Japanese messages for staff,
 * date strings, query-string codecs, paging and sorting fields.
 *
 * Two families:
 * - READ schemas (entity payloads) are lenient on formats (an e-mail is just a
 *   string) and strict on shape, so old rows never break a list.
 * - INPUT schemas (forms, CSV rows, request bodies) use the validated fields
 *   below, whose failure messages are the Japanese texts shown to staff.
 */
import { Schema, SchemaGetter } from 'effect'
import { foldKana } from './search-fold'

/** Japanese validation messages, shown verbatim to staff. */
export const validationMessages = {
  required: '必須項目です',
  checkInput: '入力内容を確認してください',
  email: 'メールアドレスの形式が正しくありません',
  katakana: 'カタカナで入力してください',
  phone: '電話番号は数字とハイフンで入力してください',
  phoneDigits: '電話番号の桁数が正しくありません（10桁または11桁）',
  postalCode: '郵便番号の形式が正しくありません（例: 123-4567）',
  url: 'URLの形式が正しくありません',
  dateTime: '日時の形式が正しくありません',
  date: '日付の形式が正しくありません（例: 2024-04-01）',
  yearMonth: '年月の形式が正しくありません（例: 2024-04）',
  integer: '整数で入力してください',
  integerRange: '-2147483648〜2147483647の範囲の整数で入力してください',
  number: '数値で入力してください',
  nonZero: '0以外の値を入力してください',
  positive: '1以上の値を入力してください',
  limit: '件数は1〜100の範囲で指定してください',
  boolean: 'true または false を指定してください',
  prefecture: '都道府県名が正しくありません',
  maxLength: (n: number) => `${n}文字以内で入力してください`,
  id: 'IDの形式が正しくありません',
  oneOf: (labels: ReadonlyArray<string>) => `次のいずれかを指定してください: ${labels.join('、')}`,
  atLeastOne: '少なくとも1つ指定してください',
  tooMany: (n: number) => `一度に指定できるのは${n}件までです`,
} as const

const required = { messageMissingKey: validationMessages.required }

/** A string that must be present and non-blank. */
export const Required = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((s: string) => s.trim().length > 0, { message: validationMessages.required }),
  ),
  Schema.annotateKey(required),
)

/** A required string with a maximum length. */
export const RequiredText = (maxLength: number) =>
  Required.pipe(Schema.check(Schema.isMaxLength(maxLength, { message: validationMessages.maxLength(maxLength) })))

/** An optional free text with a maximum length. */
export const Text = (maxLength: number) =>
  Schema.String.pipe(Schema.check(Schema.isMaxLength(maxLength, { message: validationMessages.maxLength(maxLength) })))

/**
 * A required string of a pattern: present and non-blank (a blank one is told only that), then the
 * pattern (`message`) and at most `maxLength` characters.
 */
const RequiredPattern = (pattern: RegExp, message: string, maxLength: number) =>
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((s: string) => s.trim().length > 0, { message: validationMessages.required }, true),
      Schema.isPattern(pattern, { message }),
      Schema.isMaxLength(maxLength, { message: validationMessages.maxLength(maxLength) }),
    ),
    Schema.annotateKey(required),
  )

/** RFC-5322-lite e-mail: one @, no spaces, a dot in the domain, at most 254 characters. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
export const Email = RequiredPattern(emailPattern, validationMessages.email, 254)

/** Full-width katakana, the prolonged sound mark and spaces (full- or half-width). */
export const katakanaPattern = /^[\u30A1-\u30FA\u30FC\u30FD\u30FE\u3000 ・]+$/
export const Katakana = RequiredPattern(katakanaPattern, validationMessages.katakana, 100)

/** Japanese phone number: digits and hyphens, 10 or 11 digits. */
export const Phone = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((s: string) => /^[0-9-]+$/.test(s), { message: validationMessages.phone }, true),
    Schema.makeFilter((s: string) => /^\d{10,11}$/.test(s.replace(/-/g, '')), { message: validationMessages.phoneDigits }),
  ),
)

export const PostalCode = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{3}-?\d{4}$/, { message: validationMessages.postalCode })),
)

export const Url = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^https?:\/\/[^\s]+$/, { message: validationMessages.url }),
    Schema.isMaxLength(2048, { message: validationMessages.maxLength(2048) }),
  ),
)

/** ISO 8601 date-time with offset or Z, e.g. `2024-04-01T09:00:00.000Z` or `2024-04-01T18:00:00+09:00`. */
export const isoDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
export const IsoDateTime = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(isoDateTimePattern, { message: validationMessages.dateTime }),
    Schema.makeFilter((s: string) => !Number.isNaN(Date.parse(s)), { message: validationMessages.dateTime }),
  ),
)
export type IsoDateTime = typeof IsoDateTime.Type

/** Calendar date `YYYY-MM-DD` (Asia/Tokyo calendar). */
export const IsoDate = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: validationMessages.date }),
  ),
)

/** Month `YYYY-MM` (usage reports). */
export const YearMonth = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/, { message: validationMessages.yearMonth })),
)
export type YearMonth = typeof YearMonth.Type

/** Integer with a Japanese message, within PostgreSQL's `integer` (32-bit) so no stored value overflows. */
export const Integer = Schema.Number.pipe(
  Schema.check(
    Schema.isInt({ message: validationMessages.integer }),
    Schema.isBetween({ minimum: -2147483648, maximum: 2147483647 }, { message: validationMessages.integerRange }),
  ),
)

export const NonNegativeInt = Integer.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
export const PositiveInt = Integer.pipe(
  Schema.check(Schema.isGreaterThanOrEqualTo(1, { message: validationMessages.positive })),
)

/** The 47 prefectures, in JIS X 0401 order. */
export const prefectures = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県',
  '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県', '東京都', '神奈川県',
  '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県',
  '静岡県', '愛知県', '三重県', '滋賀県', '京都府', '大阪府', '兵庫県',
  '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県',
  '徳島県', '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県',
  '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
] as const
export const Prefecture = Schema.Literals(prefectures).annotate({ message: validationMessages.prefecture })
export type Prefecture = typeof Prefecture.Type

/** A literal union whose failure message lists the allowed values (or their labels). */
export const LiteralsWithMessage = <const L extends ReadonlyArray<string>>(
  literals: L,
  labels?: Readonly<Record<L[number], string>>,
) =>
  Schema.Literals(literals).annotate({
    message: validationMessages.oneOf(labels ? literals.map((l: L[number]) => labels[l]) : literals),
  })

// ---------------------------------------------------------------------------
// Query-string codecs. GET queries travel as strings (SPEC 5: values are turned
// to strings), so every GET query schema has a string-only Encoded side: the
// client encodes with the schema, the server decodes with the same schema.

/** Integer in a query string: `"20"` <-> `20`. */
export const QueryInt = Schema.String.pipe(
  Schema.decodeTo(Integer, {
    decode: SchemaGetter.transform((s: string) => (s.trim() === '' ? Number.NaN : Number(s))),
    encode: SchemaGetter.transform((n: number) => String(n)),
  }),
)

/** Boolean in a query string: `"true"` / `"false"`. */
export const QueryBoolean = Schema.Literals(['true', 'false'])
  .annotate({ message: validationMessages.boolean })
  .pipe(
    Schema.decodeTo(Schema.Boolean, {
      decode: SchemaGetter.transform((s: 'true' | 'false') => s === 'true'),
      encode: SchemaGetter.transform((b: boolean) => (b ? 'true' : 'false')),
    }),
  )

/** Page size: 1..100 (default decided by the server: 20). */
export const maxLimit = 100
export const defaultLimit = 20
export const Limit = Integer.pipe(
  Schema.check(Schema.isBetween({ minimum: 1, maximum: maxLimit }, { message: validationMessages.limit })),
)
export const QueryLimit = Schema.String.pipe(
  Schema.decodeTo(Limit, {
    decode: SchemaGetter.transform((s: string) => (s.trim() === '' ? Number.NaN : Number(s))),
    encode: SchemaGetter.transform((n: number) => String(n)),
  }),
)

export const SortOrder = Schema.Literals(['asc', 'desc'])
export type SortOrder = typeof SortOrder.Type

/** Paging fields of a GET query (cursor from the previous page's `nextCursorKey`). */
export const pageQueryFields = {
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(QueryLimit),
}

/** Paging fields of a POST search body. */
export const pageBodyFields = {
  cursor: Schema.optional(Schema.NullOr(Schema.String)),
  limit: Schema.optional(Limit),
}

/** Sort fields for a list whose sortable keys are `keys`. */
export const sortFields = <const K extends ReadonlyArray<string>>(keys: K) => ({
  sort: Schema.optional(Schema.Literals(keys)),
  order: Schema.optional(SortOrder),
})

/** Timestamps every stored entity carries. */
export const timestamps = {
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
}

/**
 * The version an editable record carries (optimistic versioning, docs/decisions.md): 1 when created,
 * one more at every change. An update call sends back the version its editor read; the server
 * refuses a stale one with 409, so two operators never overwrite each other silently.
 */
export const versioned = { version: PositiveInt }

/** The body of an update call: the record's input plus the `version` the editor read. */
export const Versioned = <F extends Schema.Struct.Fields>(input: Schema.Struct<F>) => Schema.Struct({ ...input.fields, ...versioned })

/** `{ ids: [...] }` for the POST look-ups by ids (belongs, denial reasons, expertise, files). */
export const maxLookupIds = 200
export const IdsLookup = <S extends Schema.Top>(id: S) =>
  Schema.Struct({
    ids: Schema.Array(id).pipe(
      Schema.check(Schema.isMaxLength(maxLookupIds, { message: validationMessages.tooMany(maxLookupIds) })),
    ),
  })

/** Payload of a DELETE: the id of what was deleted. */
export const Deleted = <S extends Schema.Top>(id: S) => Schema.Struct({ id, deletedAt: IsoDateTime })

/** Payload of a fire-and-forget write (log proxy, contact). */
export const Accepted = Schema.Struct({ accepted: Schema.Literal(true), receivedAt: IsoDateTime })
export type Accepted = typeof Accepted.Type

/** Health check payload. */
export const Health = Schema.Struct({
  status: Schema.Literal('ok'),
  time: IsoDateTime,
  version: Schema.optional(Schema.String),
})
export type Health = typeof Health.Type

/**
 * Normalise a cell or field typed in by hand / exported from Excel: NFKC
 * (full-width digits, letters and spaces become half-width; half-width
 * katakana become full-width), then trimmed.
 */
export const normalizeText = (s: string): string => s.normalize('NFKC').trim()

/** Normalise a phone number: NFKC, every dash-like character to `-`, no spaces. */
export const normalizePhone = (s: string): string =>
  normalizeText(s).replace(/[\u2010-\u2015\u2212\u30FC\uFF70]/g, '-').replace(/\s+/g, '')

/** Normalise an e-mail: NFKC, no spaces (Excel often pads cells). Case is kept. */
export const normalizeEmail = (s: string): string => normalizeText(s).replace(/\s+/g, '')

/** Normalise a kana field: NFKC (half-width to full-width kana) and hiragana to katakana (the search fold's kana steps: search-fold.ts). */
export const normalizeKana = (s: string): string => foldKana(s).trim()
