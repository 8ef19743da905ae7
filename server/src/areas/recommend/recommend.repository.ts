/**
 * The recommends' and rankings' SQL and their mappers (`toRecommend`, the ranking entry): slots
 * with their target's title and public flag, and view counts summed per public target.
 */
import { sql, type SQL } from 'drizzle-orm'
import { Recommend as RecommendSchema, type RecommendInput, type RecommendQuery, type RecommendTarget } from '#domain/recommend'
import type { RankingEntry as RankingEntrySchema } from '#domain/report'
import type { Db } from '../../db/db'
import { readRecord, recordColumns } from '../../db/records'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { recommends } from './recommend.table'
import * as doctors from '../doctor'
import * as manuscripts from '../manuscript'
import * as pressReleases from '../press-release'
import type { RecommendTargetSql } from '../support/recommend-target'
import { notFound, type Json } from '../support/handler'
import { isoOrNull, selectPage, type PageRequest, type SortValue } from '../support/paging'

type ContentKind = RecommendTarget

/**
 * Each kind of target as its owning area describes it (`recommendTarget`: table, title, live and public
 * conditions over the alias `t`; trusted SQL, only literals), and what the refusal of a missing one says.
 */
const targets: Record<ContentKind, RecommendTargetSql & { missing: string }> = {
  doctor: { ...doctors.recommendTarget, missing: '対象の医師が見つかりません' },
  manuscript: { ...manuscripts.recommendTarget, missing: '対象の原稿が見つかりません' },
  pressRelease: { ...pressReleases.recommendTarget, missing: '対象のプレスリリースが見つかりません' },
}

/** `<kind>` target of `r` as a lateral (title, public flag); NULLs when the target is gone. */
const targetJoin = (kind: ContentKind) => {
  const t = targets[kind]
  return sql.raw(`SELECT ${t.title} AS title, (${t.publicOnly}) AS public FROM ${t.table} t WHERE r.target = '${kind}' AND t.id = r.target_id`)
}

/** title: the target's, from the lateral joins (null when the target is gone). */
type RecommendRow = RowOf<typeof recommends, { target: RecommendTarget }> & { title: string | null } & SortValue

/** The record's fields that are columns (db/records.ts); `title` is the target's. */
const shown = recordColumns(recommends, RecommendSchema.fields)

const toRecommend = (r: RecommendRow): Json<typeof RecommendSchema> =>
  ({ ...readRecord(shown, r), title: r.title ?? '（削除された対象）' }) as Json<typeof RecommendSchema>

const selectRecommends = (sortValue: SQL = sql`NULL`) => sql`
  SELECT r.*, COALESCE(td.title, tm.title, tp.title) AS title, ${sortValue} AS sort_value
  FROM recommends r
  LEFT JOIN LATERAL (${targetJoin('doctor')}) td ON TRUE
  LEFT JOIN LATERAL (${targetJoin('manuscript')}) tm ON TRUE
  LEFT JOIN LATERAL (${targetJoin('pressRelease')}) tp ON TRUE`

/** What the public sees: enabled, inside the window, and the target public. */
const visible = sql`r.enabled AND (r.starts_at IS NULL OR r.starts_at <= now()) AND (r.ends_at IS NULL OR r.ends_at > now())
  AND COALESCE(td.public, tm.public, tp.public, FALSE)`

/** The slot, or 404 (also when `publicOnly` and the public may not see it). */
export const find = async (db: Db, id: string, publicOnly = false): Promise<Json<typeof RecommendSchema>> => {
  const rows = await db.query<RecommendRow>(sql`${selectRecommends()} WHERE r.id = ${id} ${publicOnly ? sql`AND ${visible}` : sql``}`)
  return toRecommend(rows[0] ?? notFound('おすすめ'))
}

/** The list's query (the catalogue's `RecommendQuery`); the public sees only what `visible` lets through. */
export type RecommendFilter = RecommendQuery & { readonly publicOnly?: boolean }

/** By rank. */
export const search = (db: Db, f: RecommendFilter) => {
  const where: SQL[] = []
  if (f.publicOnly) where.push(visible)
  if (f.target) where.push(sql`r.target = ${f.target}`)
  if (f.enabled !== undefined) where.push(sql`r.enabled = ${f.enabled}`)
  const byRank = { ...f, sort: 'rank', order: 'asc' } as const
  return selectPage(db, byRank, { select: selectRecommends, where, columns: { rank: 'r.rank' }, defaultSort: 'rank', toItem: toRecommend, table: 'r.' })
}

/** The target exists (a deleted doctor or manuscript counts as gone); else the message to refuse it with. */
export const targetMissing = async (db: Db, kind: ContentKind, id: string): Promise<string | null> => {
  const t = targets[kind]
  const rows = await db.query(sql`SELECT 1 FROM ${sql.raw(t.table)} t WHERE t.id = ${id} AND ${sql.raw(t.live)}`)
  return rows.length === 0 ? t.missing : null
}

/** The slot's window, the slot locked for the transaction; 404 when there is none. */
export const lockWindow = async (tx: Db, id: string) => {
  const rows = await tx.query<ColumnsOf<typeof recommends, 'starts_at' | 'ends_at'>>(sql`SELECT starts_at, ends_at FROM recommends WHERE id = ${id} FOR UPDATE`)
  const current = rows[0] ?? notFound('おすすめ')
  return { startsAt: isoOrNull(current.starts_at), endsAt: isoOrNull(current.ends_at) }
}

export const update = async (tx: Db, id: string, input: RecommendInput, window: { readonly startsAt: string | null; readonly endsAt: string | null }) => {
  await tx.query(sql`
    UPDATE recommends SET target = ${input.target}, target_id = ${input.targetId}, rank = ${input.rank}, enabled = ${input.enabled},
      starts_at = ${window.startsAt}::timestamptz, ends_at = ${window.endsAt}::timestamptz, updated_at = now()
    WHERE id = ${id}`)
}

// ---------------------------------------------------------------------------
// Rankings

export const rankingDays = { daily: 1, weekly: 7, monthly: 30 } as const

/** Not a table's row: every column is computed (an aggregate over content_views; rank() is a bigint, a string from node-postgres). */
type RankingRow = { id: string; title: string; score: number | string; rank: number | string } & SortValue

/** Today in the Japanese calendar (content_views.day is a Tokyo day). */
const tokyoToday = sql`(now() AT TIME ZONE 'Asia/Tokyo')::date`

/** Public targets of a kind ranked by views over the period (ties share a rank), keyset by (score, id). */
export const ranking = (db: Db, kind: ContentKind, period: keyof typeof rankingDays, page: PageRequest) => {
  const t = targets[kind]
  const days = rankingDays[period]
  // Every public target with views in the period, ranked over all of them (so ranks run on
  // across pages); the page is then cut by keyset on (score, id), both descending.
  const ranked = sql`
    SELECT s.id, s.score, s.title, rank() OVER (ORDER BY s.score DESC) AS rank
    FROM (
      SELECT v.target_id AS id, sum(v.views)::int AS score, ${sql.raw(t.title)} AS title
      FROM content_views v JOIN ${sql.raw(t.table)} t ON t.id = v.target_id
      WHERE v.kind = ${kind} AND v.day > ${tokyoToday} - ${days}::int AND v.day <= ${tokyoToday} AND ${sql.raw(t.publicOnly)}
      GROUP BY v.target_id, ${sql.raw(t.title)}
      HAVING sum(v.views) > 0
    ) s`
  return selectPage(
    db,
    { ...page, sort: 'score', order: 'desc' },
    {
      select: (sortValue) => sql`SELECT x.*, ${sortValue} AS sort_value FROM (${ranked}) x`,
      where: [],
      columns: { score: 'x.score' },
      defaultSort: 'score',
      toItem: (r: RankingRow) => ({ rank: Number(r.rank), kind, targetId: r.id, title: r.title, score: Number(r.score) }) as Json<typeof RankingEntrySchema>,
      table: 'x.',
    },
  )
}
