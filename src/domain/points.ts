/**
 * Points (MP): a ledger per doctor (grants by operators, survey rewards,
 * exchanges). A grant never drives a balance below zero. Points are exchanged
 * for Amazon gift cards (Amazonギフト交換履歴).
 */
import { Schema } from 'effect'
import { IsoDate, LiteralsWithMessage, pageBodyFields, pageQueryFields, Text, validationMessages } from './fields'
import { DoctorId, GiftExchangeId, LedgerEntryId, OperatorId } from './ids'

/** Presets of the grant combobox (SPEC 9). */
export const mpPresets = [500, 1000, 1500, 2000, 3000, 5000, -500, -1000] as const

export const ledgerReasons = ['grant', 'survey', 'manuscript', 'exchange', 'exchangeRefund', 'expiry'] as const
export const ledgerReasonLabels = {
  grant: '運営付与',
  survey: 'アンケート回答',
  manuscript: '原稿採用',
  exchange: 'ギフト交換',
  exchangeRefund: 'ギフト交換の返還',
  expiry: '失効',
} as const
export const LedgerReason = Schema.Literals(ledgerReasons)
export type LedgerReason = typeof LedgerReason.Type

export const MpLedgerEntry = Schema.Struct({
  id: LedgerEntryId,
  doctorId: DoctorId,
  /** May be negative. */
  amount: Schema.Number,
  reason: LedgerReason,
  note: Schema.NullOr(Schema.String),
  operatorId: Schema.NullOr(OperatorId),
  balanceAfter: Schema.Number,
  createdAt: Schema.String,
})
export type MpLedgerEntry = typeof MpLedgerEntry.Type

/** The MP amount typed in the grant dialog: a non-zero integer (presets or free). */
export const MpAmount = Schema.Number.annotate({ message: 'MPは数値で入力してください' }).pipe(
  Schema.check(
    Schema.makeFilter((n: number) => Number.isFinite(n), { message: 'MPは数値で入力してください' }, true),
    Schema.isInt({ message: 'MPは整数で入力してください' }),
    Schema.makeFilter((n: number) => n !== 0, { message: 'MPに0は指定できません' }),
    Schema.isBetween({ minimum: -1_000_000, maximum: 1_000_000 }, { message: 'MPは±1,000,000以内で入力してください' }),
  ),
  Schema.annotateKey({ messageMissingKey: validationMessages.required }),
)

/** Body of admin PATCH /mp/mp: grant (or take back, when negative) MP to doctors. */
export const MpGrantInput = Schema.Struct({
  doctorIds: Schema.Array(DoctorId).pipe(
    Schema.check(
      Schema.isMinLength(1, { message: '付与する医師を選択してください' }),
      Schema.isMaxLength(1000, { message: validationMessages.tooMany(1000) }),
    ),
  ),
  amount: MpAmount,
  note: Schema.optional(Schema.String),
})
export type MpGrantInput = typeof MpGrantInput.Type

/** Per-doctor outcome of a grant: refused when it would drive the balance below zero. */
export const MpGrantResult = Schema.Struct({
  results: Schema.Array(
    Schema.Struct({
      doctorId: DoctorId,
      ok: Schema.Boolean,
      balance: Schema.Number,
      error: Schema.optional(Schema.NullOr(Schema.String)),
    }),
  ),
})
export type MpGrantResult = typeof MpGrantResult.Type

/**
 * Body of admin POST /mp/grants/search: the grant ledger (the ledger rows operators wrote with
 * the grant dialog, never survey rewards or exchanges), newest first. Doctor and operator are
 * matched by keyword (name, kana or e-mail; the operator's name or e-mail), the period in
 * Japanese calendar days (Asia/Tokyo).
 */
export const MpGrantSearch = Schema.Struct({
  doctorId: Schema.optional(DoctorId),
  doctorKeyword: Schema.optional(Text(200)),
  operatorKeyword: Schema.optional(Text(200)),
  grantedFrom: Schema.optional(IsoDate),
  grantedTo: Schema.optional(IsoDate),
  ...pageBodyFields,
})
export type MpGrantSearch = typeof MpGrantSearch.Type

/** One row of the grant ledger: who granted how much to whom, when and why. */
export const MpGrantEntry = Schema.Struct({
  id: LedgerEntryId,
  doctorId: DoctorId,
  doctorName: Schema.String,
  doctorEmail: Schema.String,
  /** Negative: taken back. */
  amount: Schema.Number,
  /** The grant's 付与理由. */
  note: Schema.String,
  /** Null when the operator has since been deleted. */
  operatorId: Schema.NullOr(OperatorId),
  operatorName: Schema.NullOr(Schema.String),
  grantedAt: Schema.String,
})
export type MpGrantEntry = typeof MpGrantEntry.Type

/** The sum of the grants a ledger query matches (every page): the home page's MP granted this month. */
export interface MpGrantTotals {
  readonly count: number
  readonly amount: number
  /** More rows than the console adds up: the figure is a lower bound. */
  readonly partial: boolean
}

/** What the grant ledger on /mp_management keeps in the URL (under `ledger`, apart from the doctor search). */
export const MpGrantQuery = Schema.Struct({
  /** The doctor: name, kana or e-mail. */
  keyword: Schema.optional(Schema.String),
  /** The operator who granted: name or e-mail. */
  operator: Schema.optional(Schema.String),
  from: Schema.optional(IsoDate),
  to: Schema.optional(IsoDate),
  cursor: Schema.optional(Schema.String),
})
export type MpGrantQuery = typeof MpGrantQuery.Type

/** Payload of GET /doctors/points/mine. */
export const DoctorPoints = Schema.Struct({
  doctorId: DoctorId,
  balance: Schema.Number,
  /** Points reserved by exchanges not yet issued. */
  pending: Schema.Number,
  /** Newest entries first. */
  recent: Schema.Array(MpLedgerEntry),
})
export type DoctorPoints = typeof DoctorPoints.Type

// ---------------------------------------------------------------------------
// Gift exchange

export const giftExchangeStatuses = ['requested', 'issued', 'failed'] as const
export const giftExchangeStatusLabels = { requested: '申請中', issued: '発行済み', failed: '失敗' } as const
export const GiftExchangeStatus = LiteralsWithMessage(giftExchangeStatuses, giftExchangeStatusLabels)
export type GiftExchangeStatus = typeof GiftExchangeStatus.Type

/** 1 MP = 1 yen; exchanges in units of 500 MP. */
export const exchangeUnit = 500
export const yenPerPoint = 1

export const GiftExchange = Schema.Struct({
  id: GiftExchangeId,
  doctorId: DoctorId,
  doctorName: Schema.String,
  points: Schema.Number,
  amountYen: Schema.Number,
  /** e.g. `XXXX-XXXXXX-1234`; null until issued. */
  maskedCode: Schema.NullOr(Schema.String),
  status: GiftExchangeStatus,
  failureReason: Schema.NullOr(Schema.String),
  requestedAt: Schema.String,
  issuedAt: Schema.NullOr(Schema.String),
})
export type GiftExchange = typeof GiftExchange.Type

/** Body of POST /doctors/points/exchange. */
export const PointsExchangeInput = Schema.Struct({
  points: Schema.Number.pipe(
    Schema.check(
      Schema.isInt({ message: validationMessages.integer }),
      Schema.isGreaterThanOrEqualTo(exchangeUnit, { message: `${exchangeUnit}MP以上で指定してください` }),
      Schema.isMultipleOf(exchangeUnit, { message: `${exchangeUnit}MP単位で指定してください` }),
      Schema.isLessThanOrEqualTo(1_000_000, { message: '一度に交換できるのは1,000,000MPまでです' }),
    ),
  ),
})
export type PointsExchangeInput = typeof PointsExchangeInput.Type

/** Query of GET /doctors/points/exchange_histories. */
export const ExchangeHistoryQuery = Schema.Struct({
  status: Schema.optional(GiftExchangeStatus),
  ...pageQueryFields,
})
export type ExchangeHistoryQuery = typeof ExchangeHistoryQuery.Type

/** Body of DELETE /doctors/points/gift_card: hide an issued gift card code from the doctor's wallet. */
export const GiftCardDeleteInput = Schema.Struct({ exchangeId: GiftExchangeId })
export type GiftCardDeleteInput = typeof GiftCardDeleteInput.Type

/** Body of POST /giftcard/convert: issue the gift code of a requested exchange. */
export const GiftcardConvertInput = Schema.Struct({ exchangeId: GiftExchangeId })
export type GiftcardConvertInput = typeof GiftcardConvertInput.Type

/** Payload of POST /giftcard/convert: the full code is shown once, to the doctor only. */
export const Giftcard = Schema.Struct({
  exchangeId: GiftExchangeId,
  code: Schema.String,
  amountYen: Schema.Number,
  issuedAt: Schema.String,
})
export type Giftcard = typeof Giftcard.Type

/** Body of admin POST /histories/amazon_gifts: search the exchange history. */
export const AmazonGiftHistorySearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  doctorId: Schema.optional(DoctorId),
  statuses: Schema.optional(Schema.Array(GiftExchangeStatus)),
  requestedFrom: Schema.optional(IsoDate),
  requestedTo: Schema.optional(IsoDate),
  ...pageBodyFields,
})
export type AmazonGiftHistorySearch = typeof AmazonGiftHistorySearch.Type


/** What the gift-card exchange history (/mp_swap) keeps in the URL: period (JST days), doctor, status. */
export const GiftHistoryQuery = Schema.Struct({
  /** Doctor name, kana or e-mail. */
  keyword: Schema.optional(Schema.String),
  status: Schema.optional(GiftExchangeStatus),
  from: Schema.optional(IsoDate),
  to: Schema.optional(IsoDate),
  cursor: Schema.optional(Schema.String),
})
export type GiftHistoryQuery = typeof GiftHistoryQuery.Type

/** Totals of the exchanges a history query matches (every page, not only the one shown). */
export interface GiftHistoryTotals {
  readonly count: number
  readonly points: number
  readonly amountYen: number
  /** More rows than the console adds up (`totalsMaxPages` pages): the figures are a lower bound. */
  readonly partial: boolean
}
