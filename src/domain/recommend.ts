/** Recommends (おすすめ): ranked slots promoting a doctor, manuscript or press release. */
import { Schema } from 'effect'
import { Integer, IsoDateTime, LiteralsWithMessage, QueryBoolean, Required, pageQueryFields, timestamps } from './fields'
import { RecommendId } from './ids'

export const recommendTargets = ['doctor', 'manuscript', 'pressRelease'] as const
export const recommendTargetLabels = { doctor: '医師', manuscript: '原稿', pressRelease: 'プレスリリース' } as const
export const RecommendTarget = LiteralsWithMessage(recommendTargets, recommendTargetLabels)
export type RecommendTarget = typeof RecommendTarget.Type

export const Recommend = Schema.Struct({
  id: RecommendId,
  target: RecommendTarget,
  /** Id of the doctor / manuscript / press release. */
  targetId: Schema.String,
  /** Denormalised title or name of the target. */
  title: Schema.String,
  rank: Schema.Number,
  enabled: Schema.Boolean,
  startsAt: Schema.NullOr(Schema.String),
  endsAt: Schema.NullOr(Schema.String),
  ...timestamps,
})
export type Recommend = typeof Recommend.Type

/** Body of admin PUT /recommends/{recommendID}. */
export const RecommendInput = Schema.Struct({
  target: RecommendTarget,
  targetId: Required,
  rank: Integer.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 }, { message: '順位は1〜100で入力してください' }))),
  enabled: Schema.Boolean,
  startsAt: Schema.optional(Schema.NullOr(IsoDateTime)),
  endsAt: Schema.optional(Schema.NullOr(IsoDateTime)),
}).pipe(
  Schema.check(
    Schema.makeFilter(
      (r: { readonly startsAt?: string | null | undefined; readonly endsAt?: string | null | undefined }) =>
        r.startsAt && r.endsAt && Date.parse(r.endsAt) <= Date.parse(r.startsAt)
          ? { path: ['endsAt'], issue: '終了日時は開始日時より後にしてください' }
          : undefined,
    ),
  ),
)
export type RecommendInput = typeof RecommendInput.Type

/** Query of GET /recommends/ (admin, direct: direct sees enabled, current ones). */
export const RecommendQuery = Schema.Struct({
  target: Schema.optional(RecommendTarget),
  enabled: Schema.optional(QueryBoolean),
  ...pageQueryFields,
})
export type RecommendQuery = typeof RecommendQuery.Type
