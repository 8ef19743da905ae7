/**
 * Recommends (おすすめ) and rankings (ランキング).
 *
 * Recommend slots are a fixed set (seeded; the console only lists and edits them): each promotes
 * a doctor, manuscript or press release at a rank, optionally inside a time window (its end after
 * its start). The title is denormalised from the target when read. The public (direct) group sees
 * only enabled slots whose window contains now and whose target is public.
 *
 * Rankings sum `content_views.views` per target over the last 1 / 7 / 30 Japanese calendar days
 * (today included), public targets only, ranked by score (ties share a rank). The SQL is in
 * recommend.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import type { RecommendInput } from '#domain/recommend'
import type { Db } from '../../db/db'
import { ApiFailure, type AreaHandlers } from '../support/handler'
import * as recommends from './recommend.repository'
import { recommends as recommendsTable } from './recommend.table'
import { recorded, type AuditedFor } from '../support/audit'

const updateRecommend = async (db: Db, id: string, input: RecommendInput) => {
  await db.transaction(async (tx) => {
    const current = await recommends.lockWindow(tx, id)
    const missing = await recommends.targetMissing(tx, input.target, input.targetId)
    if (missing) throw new ApiFailure(422, missing)
    // Omitted window ends keep their value; null clears them.
    const startsAt = input.startsAt === undefined ? current.startsAt : input.startsAt
    const endsAt = input.endsAt === undefined ? current.endsAt : input.endsAt
    if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) throw new ApiFailure(422, '終了日時は開始日時より後にしてください')
    await recommends.update(tx, id, input, { startsAt, endsAt })
  })
  return recommends.find(db, id)
}

export const handlers = {
  'admin.recommends.list': async ({ db, query }) => recommends.search(db, query),
  'admin.recommends.get': async ({ db, params }) => ({ payload: await recommends.find(db, params.recommendID) }),
  'admin.recommends.update': async ({ db, params, body }) => ({ payload: await updateRecommend(db, params.recommendID, body) }),
  'direct.recommends.list': async ({ db, query }) => recommends.search(db, { ...query, enabled: undefined, publicOnly: true }),
  'direct.recommends.get': async ({ db, params }) => ({ payload: await recommends.find(db, params.recommendID, true) }),
  'direct.rankings.list': async ({ db, query }) => recommends.ranking(db, query.kind, query.period ?? 'weekly', query),
} satisfies AreaHandlers<Catalogue>

export const audited = {
  'admin.recommends.update': {
    action: 'recommends.update', targetType: 'recommend', recorded: recorded(recommendsTable, 'target', 'target_id', 'rank', 'enabled'),
    targets: (i) => [i.params.recommendID],
  },
} satisfies AuditedFor<keyof typeof handlers>
