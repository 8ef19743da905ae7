/**
 * The press releases' SQL (プレスリリース), interview requests', and its one mapper, `toPressRelease`
 * (derived from the table and the record, db/records.ts; with the client's name and the tags).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { PressRelease as PressReleaseSchema, PressReleaseInput, type PressReleaseStatus } from '#domain/press-release'
import type { Db } from '../../db/db'
import { build, readRecord, recordColumns, writeValues } from '../../db/records'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { pressReleases, type interviewRequests } from './press-release.table'
import { inList } from '../../db/sql-lists'
import { taggedNamed, taggedWithAny, tagIdsOf, type TagIds } from '../tag'
import { clientName, joinClient, liveExists as liveClientExists } from '../client'
import type { RecommendTargetSql } from '../support/recommend-target'
import { notFound, type Json } from '../support/handler'
import { iso, keysetPage, likePattern, type PageRequest, type SortValue } from '../support/paging'
import { hitCondition, type SearchHitsSql } from '../support/search-hits'

type PressReleaseRow = RowOf<typeof pressReleases, { status: PressReleaseStatus }> & { client_name: string } & TagIds & SortValue

/** The record's fields that are columns; `clientName` is the client's and `tagIds` the tag area's. */
const shown = recordColumns(pressReleases, PressReleaseSchema.fields)
/** What a create and an update write: the input's fields that are columns (the tags: `setContentTags`). */
const written = recordColumns(pressReleases, PressReleaseInput.fields)

const toPressRelease = (r: PressReleaseRow): Json<typeof PressReleaseSchema> =>
  ({ ...readRecord(shown, r), clientName: r.client_name, tagIds: r.tag_ids ?? [] }) as Json<typeof PressReleaseSchema>

const select = (sortValue: SQL = sql`NULL`) => sql`
  SELECT p.*, ${clientName} AS client_name,
    ${tagIdsOf('press_release', 'p.id')},
    ${sortValue} AS sort_value
  FROM press_releases p ${joinClient(sql`p.client_id`)}`

const sortColumns = { createdAt: 'p.created_at', updatedAt: 'p.updated_at', publishedAt: 'p.published_at', title: 'p.title' }

/** Published and due: what the public (direct) group may see. */
const visible = sql`p.status = 'published' AND p.published_at IS NOT NULL AND p.published_at <= now()`

/** The release, or 404 (also when `publicOnly` and not published and due). */
export const find = async (db: Db, id: string, publicOnly = false): Promise<Json<typeof PressReleaseSchema>> => {
  const rows = await db.query<PressReleaseRow>(sql`${select()} WHERE p.id = ${id} ${publicOnly ? sql`AND ${visible}` : sql``}`)
  return toPressRelease(rows[0] ?? notFound('プレスリリース'))
}

export interface PressReleaseFilter extends PageRequest {
  readonly status?: PressReleaseStatus | undefined
  readonly keyword?: string | undefined
  readonly clientIds?: ReadonlyArray<string> | undefined
  readonly mediaIds?: ReadonlyArray<string> | undefined
  readonly tagIds?: ReadonlyArray<string> | undefined
  readonly tagName?: string | undefined
  readonly publishedFrom?: string | undefined
  readonly publishedTo?: string | undefined
  readonly publicOnly?: boolean
}

export const search = (db: Db, f: PressReleaseFilter) => {
  const where: SQL[] = [sql`TRUE`]
  if (f.publicOnly) where.push(visible)
  if (f.status) where.push(sql`p.status = ${f.status}`)
  const like = likePattern(f.keyword)
  if (like) where.push(sql`(medicolle_fold(p.title) LIKE ${like} OR medicolle_fold(p.body) LIKE ${like})`)
  if (f.clientIds?.length) where.push(inList(sql`p.client_id`, f.clientIds))
  if (f.mediaIds?.length) where.push(inList(sql`p.media_id`, f.mediaIds))
  if (f.tagIds?.length)
    where.push(taggedWithAny('press_release', sql`p.id`, f.tagIds))
  if (f.tagName !== undefined)
    where.push(taggedNamed('press_release', sql`p.id`, f.tagName.normalize('NFKC').trim()))
  if (f.publishedFrom) where.push(sql`p.published_at >= ${f.publishedFrom}`)
  if (f.publishedTo) where.push(sql`p.published_at <= ${f.publishedTo}`)
  return keysetPage<PressReleaseRow, Json<typeof PressReleaseSchema>>(
    f,
    sortColumns,
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<PressReleaseRow>(sql`${select(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toPressRelease,
    'p.',
  )
}

/** A live (not deleted) client with this id exists. */
export const clientExists = (db: Db, clientId: string): Promise<boolean> => liveClientExists(db, clientId)

interface PressReleaseValues {
  readonly clientId: string
  readonly mediaId: string | null
  readonly title: string
  /** Sanitised rich text. */
  readonly body: string
}

/** A new draft (editing, no publication time); its id. */
export const insertDraft = async (tx: Db, p: PressReleaseValues): Promise<string> => {
  const rows = await tx.query<ColumnsOf<typeof pressReleases, 'id'>>(
    build.insert(pressReleases).values({ ...writeValues(written, p), status: 'editing', publishedAt: null }).returning({ id: pressReleases.id }).getSQL(),
  )
  return rows[0]!.id
}

/** Update at the version read; false when someone saved in between. */
export const update = async (tx: Db, id: string, version: number, p: PressReleaseValues): Promise<boolean> => {
  const rows = await tx.query(
    build
      .update(pressReleases)
      .set({ ...writeValues(written, p), updatedAt: sql`now()`, version: sql`${pressReleases.version} + 1` })
      .where(and(eq(pressReleases.id, id), eq(pressReleases.version, version)))
      .returning({ id: pressReleases.id })
      .getSQL(),
  )
  return rows.length > 0
}

export const setPublishedAt = async (tx: Db, id: string, publishedAt: string): Promise<void> => {
  await tx.query(sql`UPDATE press_releases SET published_at = ${publishedAt}, updated_at = now() WHERE id = ${id}`)
}

/** Whether the release is this client's; undefined when there is none. */
export const ownedBy = async (db: Db, id: string, clientId: string): Promise<boolean | undefined> => {
  const rows = await db.query<{ mine: boolean }>(sql`SELECT client_id = ${clientId} AS mine FROM press_releases WHERE id = ${id}`)
  return rows[0]?.mine
}

/** The release's status, the release locked for the transaction; undefined when there is none. */
export const lockStatus = async (tx: Db, id: string): Promise<PressReleaseStatus | undefined> => {
  const rows = await tx.query<ColumnsOf<typeof pressReleases, 'status', { status: PressReleaseStatus }>>(sql`SELECT status FROM press_releases WHERE id = ${id} FOR UPDATE`)
  return rows[0]?.status
}

/**
 * Move the release from `from` to `to`: a publication keeps the given time, else a resumed
 * (suspended) release its own, else now; `reason` is kept as the status reason (null clears it).
 */
export const move = async (
  tx: Db,
  id: string,
  m: { readonly from: PressReleaseStatus; readonly to: PressReleaseStatus; readonly publishedAt: string | null; readonly reason: string | null },
): Promise<void> => {
  await tx.query(sql`
    UPDATE press_releases SET status = ${m.to},
      published_at = CASE WHEN ${m.to} = 'published' THEN COALESCE(${m.publishedAt}::timestamptz, CASE WHEN ${m.from} = 'suspend' THEN published_at END, now())
                          ELSE published_at END,
      status_reason = ${m.reason}, updated_at = now()
    WHERE id = ${id}`)
}

export interface InterviewRequestInput {
  readonly companyName: string
  readonly name: string
  readonly email: string
  readonly phone?: string | null | undefined
  readonly message: string
}

/** Store an interview request for the release; its id and when it was received. */
export const insertInterviewRequest = async (db: Db, pressReleaseId: string, r: InterviewRequestInput) => {
  const rows = await db.query<ColumnsOf<typeof interviewRequests, 'id' | 'created_at'>>(sql`
    INSERT INTO interview_requests (press_release_id, company_name, name, email, phone, message)
    VALUES (${pressReleaseId}, ${r.companyName}, ${r.name}, ${r.email}, ${r.phone ?? null}, ${r.message})
    RETURNING id, created_at`)
  return { id: rows[0]!.id, receivedAt: iso(rows[0]!.created_at) }
}

// ── What other areas read of press releases (exported by ./index.ts).

/** The notification feed's source: press releases awaiting publication as (id, title, updated_at) (a query to select from). */
export const awaitingPublication = sql`SELECT id, title, updated_at FROM press_releases WHERE status = 'request'`

/** The home dashboard: press releases by status. */
export const countsByStatus = async (db: Db): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await db.query<{ status: string; n: number | string }>(sql`SELECT status, count(*) AS n FROM press_releases WHERE TRUE GROUP BY status ORDER BY status`)).map(
      (r) => [r.status, Number(r.n)],
    ),
  )

/** The audit log's names: `(id, name)` of these press releases (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, title AS name FROM press_releases WHERE id = ANY(${ids})`

/** The console search's part (support/search-hits.ts): press releases by title, newest first; their client's company tells them apart. */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT p.id, p.title, ${clientName} AS detail, p.status FROM press_releases p ${joinClient(sql`p.client_id`)}
  WHERE ${hitCondition(ask, sql`p.id`, sql`medicolle_fold(p.title)`)}
  ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`

/** A press release as a recommend slot's target: its title; public as the direct calls: published and due. */
export const recommendTarget: RecommendTargetSql = {
  table: 'press_releases',
  title: 't.title',
  live: 'TRUE',
  publicOnly: `t.status = 'published' AND t.published_at IS NOT NULL AND t.published_at <= now()`,
}
