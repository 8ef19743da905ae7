/** Usage reports (利用レポート), platform statistics (統計) and public rankings. */
import { Schema } from 'effect'
import { LiteralsWithMessage, YearMonth, pageQueryFields, validationMessages } from './fields'
import { ClientId } from './ids'

/** One row of the usage report: per client and month. */
export const UsageReportRow = Schema.Struct({
  clientId: ClientId,
  clientName: Schema.String,
  month: YearMonth,
  pressReleaseCount: Schema.Number,
  offerCount: Schema.Number,
  viewCount: Schema.Number,
})
export type UsageReportRow = typeof UsageReportRow.Type

const monthRange = (r: { readonly from: string; readonly to: string }) =>
  r.from <= r.to ? undefined : { path: ['to'], issue: '終了月は開始月以降にしてください' }

/** Query of admin GET /reports/usage_report (CSV) and general GET /clients/usage_report (JSON rows). */
export const UsageReportQuery = Schema.Struct({
  from: YearMonth.pipe(Schema.annotateKey({ messageMissingKey: validationMessages.required })),
  to: YearMonth.pipe(Schema.annotateKey({ messageMissingKey: validationMessages.required })),
  clientId: Schema.optional(ClientId),
}).pipe(Schema.check(Schema.makeFilter(monthRange)))
export type UsageReportQuery = typeof UsageReportQuery.Type

/** CSV header of the usage report download, in column order. */
export const usageReportCsvColumns = ['クライアントID', 'クライアント名', '年月', 'プレスリリース数', 'オファー数', '閲覧数'] as const

/** What /report/client asks for (its URL search): a client (none yet: nothing shown) and months. */
export interface ClientUsageQuery {
  readonly clientId?: ClientId | undefined
  readonly from: string
  readonly to: string
}

/** The usage report as the console saves and shows it (src/areas/report/report.ops.ts). */
export interface UsageReportFile {
  /** Carries the period: 利用レポート_2024-04.csv, 利用レポート_2024-04_2024-06.csv. */
  readonly fileName: string
  /** The file's text: UTF-8 BOM first, formula-safe cells. */
  readonly text: string
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<UsageReportRow>
}

/** Payload of GET /stats/. */
export const Stats = Schema.Struct({
  doctors: Schema.Struct({ total: Schema.Number, allowed: Schema.Number, frozen: Schema.Number }),
  clients: Schema.Struct({ total: Schema.Number, suspended: Schema.Number }),
  manuscripts: Schema.Record(Schema.String, Schema.Number),
  pressReleases: Schema.Record(Schema.String, Schema.Number),
  mp: Schema.Struct({ granted: Schema.Number, exchanged: Schema.Number, outstanding: Schema.Number }),
  generatedAt: Schema.String,
})
export type Stats = typeof Stats.Type

export const rankingKinds = ['doctor', 'manuscript', 'pressRelease'] as const
export const RankingKind = LiteralsWithMessage(rankingKinds)
export const rankingPeriods = ['daily', 'weekly', 'monthly'] as const
export const RankingPeriod = LiteralsWithMessage(rankingPeriods)

/** Query of direct GET /rankings. */
export const RankingQuery = Schema.Struct({
  kind: RankingKind,
  period: Schema.optional(RankingPeriod),
  ...pageQueryFields,
})
export type RankingQuery = typeof RankingQuery.Type

export const RankingEntry = Schema.Struct({
  rank: Schema.Number,
  kind: RankingKind,
  targetId: Schema.String,
  title: Schema.String,
  score: Schema.Number,
})
export type RankingEntry = typeof RankingEntry.Type
