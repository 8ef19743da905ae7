/**
 * The media's SQL (media, their interviews, media articles and the doctors' answers) and one
 * mapper per shape: `toMedia` (derived from the table and the record: db/records.ts), `toInterview`,
 * `toArticle`, `toAnswer`.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import {
  Media as MediaSchema,
  MediaInput,
  type Interview as InterviewSchema,
  type MediaArticle as MediaArticleSchema,
  type MediaArticleAnswer as MediaArticleAnswerSchema,
  type MediaArticleInput,
} from '#domain/media'
import type { Db } from '../../db/db'
import { build, readRecord, recordColumns, selectList, writeValues } from '../../db/records'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { media, type interviews, type mediaArticleAnswers, type mediaArticles } from './media.table'
import type { Recorded } from '../support/audit'
import { notFound, type Json } from '../support/handler'
import type { TrashKind } from '../support/trash'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from '../support/paging'
import { doctorName, joinDoctor, type DoctorName } from '../doctor'
import { hitCondition, type SearchHitsSql } from '../support/search-hits'

// ---------------------------------------------------------------------------------------------
// Media

/** What a medium's answer reads: the record's fields, every one a column (not deleted_at: a deleted medium is never answered). */
const shown = recordColumns(media, MediaSchema.fields)
/** What a create writes and an update writes where given: the input's fields. */
const written = recordColumns(media, MediaInput.fields)
type MediaRow = RowOf<typeof media> & SortValue

const toMedia = (r: MediaRow): Json<typeof MediaSchema> => readRecord(shown, r) as Json<typeof MediaSchema>

const selectMedia = (sortValue: SQL = sql`NULL`) => sql`
  SELECT ${selectList(shown, 'm')}, ${sortValue} AS sort_value
  FROM media m`

/** Live media (never deleted ones); suspended ones only `withSuspended`. */
const visible = (withSuspended: boolean): SQL => (withSuspended ? sql`m.deleted_at IS NULL` : sql`m.deleted_at IS NULL AND NOT m.suspended`)

/** The live medium (a suspended one only `withSuspended`), or 404. */
export const find = async (db: Db, id: string, withSuspended = true): Promise<Json<typeof MediaSchema>> => {
  const rows = await db.query<MediaRow>(sql`${selectMedia()} WHERE m.id = ${id} AND ${visible(withSuspended)}`)
  return toMedia(rows[0] ?? notFound('メディア'))
}

export interface MediaFilter extends PageRequest {
  readonly keyword?: string | undefined
  readonly suspended?: boolean | undefined
}

export const search = (db: Db, withSuspended: boolean, f: MediaFilter) => {
  const where: SQL[] = [visible(withSuspended)]
  const keyword = keywordMatch(sql`medicolle_fold(m.name)`, f.keyword)
  if (keyword) where.push(keyword)
  if (f.suspended !== undefined) where.push(f.suspended ? sql`m.suspended` : sql`NOT m.suspended`)
  return keysetPage<MediaRow, Json<typeof MediaSchema>>(
    f,
    { createdAt: 'm.created_at' },
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<MediaRow>(sql`${selectMedia(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toMedia,
    'm.',
  )
}

/** Serialises the name check with the write, until the transaction ends. */
export const lockNames = async (tx: Db): Promise<void> => {
  await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext('media.name'))`)
}

/** A live medium other than `exceptId` has this name (case-insensitive). */
export const nameTaken = async (tx: Db, name: string, exceptId: string | null): Promise<boolean> =>
  (await tx.query(sql`SELECT 1 FROM media WHERE lower(name) = lower(${name}) AND deleted_at IS NULL AND id IS DISTINCT FROM ${exceptId}`)).length > 0

/** A new medium (a field left out: none); its id. */
export const insert = async (tx: Db, m: MediaInput): Promise<string> => {
  const rows = await tx.query<ColumnsOf<typeof media, 'id'>>(build.insert(media).values(writeValues(written, m)).returning({ id: media.id }).getSQL())
  return rows[0]!.id
}

/**
 * Update the fields given (a field left out keeps its value), at the version read when one is
 * named; false when someone changed the medium in between.
 */
export const update = async (tx: Db, id: string, m: MediaInput, version: number | undefined): Promise<boolean> => {
  const rows = await tx.query(
    build
      .update(media)
      .set({ ...writeValues(written, m, 'omit'), updatedAt: sql`now()`, version: sql`${media.version} + 1` })
      .where(and(eq(media.id, id), version === undefined ? undefined : eq(media.version, version)))
      .returning({ id: media.id })
      .getSQL(),
  )
  return rows.length > 0
}

/** Soft-delete the live medium; when, or undefined when there is none. */
export const softDelete = async (db: Db, id: string) => {
  const rows = await db.query<ColumnsOf<typeof media, 'id' | 'deleted_at'>>(sql`
    UPDATE media SET deleted_at = now(), updated_at = now() WHERE id = ${id} AND deleted_at IS NULL RETURNING id, deleted_at`)
  return rows[0] && { id: rows[0].id, deletedAt: iso(rows[0].deleted_at) }
}

/** Suspend (keeping the first suspension time) or reactivate the live medium; false when there is none. */
export const setSuspended = async (db: Db, id: string, suspended: boolean): Promise<boolean> => {
  const rows = await db.query(sql`
    UPDATE media SET suspended = ${suspended},
      suspended_at = CASE WHEN ${suspended} THEN COALESCE(suspended_at, now()) ELSE NULL END, updated_at = now(), version = version + 1
    WHERE id = ${id} AND deleted_at IS NULL RETURNING id`)
  return rows.length > 0
}

/** Whether the medium is suspended or deleted; undefined when there is none. */
export const state = async (db: Db, id: string) => {
  const rows = await db.query<ColumnsOf<typeof media, 'suspended' | 'deleted_at'>>(sql`SELECT suspended, deleted_at FROM media WHERE id = ${id}`)
  return rows[0] && { suspended: rows[0].suspended, deleted: rows[0].deleted_at != null }
}

// ---------------------------------------------------------------------------------------------
// Interviews

type InterviewRow = RowOf<typeof interviews> & SortValue

const toInterview = (r: InterviewRow): Json<typeof InterviewSchema> =>
  ({
    id: r.id,
    mediaId: r.media_id,
    pressReleaseId: r.press_release_id,
    doctorId: r.doctor_id,
    title: r.title,
    summary: r.summary,
    url: r.url,
    publishedAt: isoOrNull(r.published_at),
  }) as Json<typeof InterviewSchema>

/** The medium's published interviews (published_at passed), newest first. */
export const publishedInterviews = (db: Db, mediaId: string, page: PageRequest) => {
  const where = [sql`i.media_id = ${mediaId}`, sql`i.published_at IS NOT NULL`, sql`i.published_at <= now()`]
  return keysetPage<InterviewRow, Json<typeof InterviewSchema>>(
    { ...page, sort: 'publishedAt', order: 'desc' },
    { publishedAt: 'i.published_at' },
    'publishedAt',
    (sortValue, after, orderBy, limit) =>
      db.query<InterviewRow>(sql`
        SELECT i.*, ${sortValue} AS sort_value FROM interviews i
        WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toInterview,
    'i.',
  )
}

// ---------------------------------------------------------------------------------------------
// Media articles and answers

/** answer_count: `count(*)::int`; media_suspended: the medium's `suspended`. */
type ArticleRow = RowOf<typeof mediaArticles> & { answer_count: number; media_suspended: RowOf<typeof media>['suspended'] }

const toArticle = (r: ArticleRow): Json<typeof MediaArticleSchema> =>
  ({
    id: r.id,
    mediaId: r.media_id,
    title: r.title,
    body: r.body,
    deadline: isoOrNull(r.deadline),
    answerCount: Number(r.answer_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Json<typeof MediaArticleSchema>

/** An article whose medium is not deleted, else 404; `lock`: the article locked for the transaction. */
export const findArticle = async (db: Db, id: string, lock = false): Promise<Json<typeof MediaArticleSchema>> => {
  const rows = await db.query<ArticleRow>(sql`
    SELECT a.*, m.suspended AS media_suspended,
      (SELECT count(*)::int FROM media_article_answers x WHERE x.article_id = a.id) AS answer_count
    FROM media_articles a JOIN media m ON m.id = a.media_id
    WHERE a.id = ${id} AND m.deleted_at IS NULL ${lock ? sql`FOR UPDATE OF a` : sql``}`)
  return toArticle(rows[0] ?? notFound('メディア記事'))
}

export const insertArticle = async (tx: Db, input: MediaArticleInput): Promise<string> => {
  const rows = await tx.query<ColumnsOf<typeof mediaArticles, 'id'>>(sql`
    INSERT INTO media_articles (media_id, title, body, deadline) VALUES (${input.mediaId}, ${input.title}, ${input.body}, ${input.deadline ?? null})
    RETURNING id`)
  return rows[0]!.id
}

export const updateArticle = async (tx: Db, id: string, a: { readonly title: string; readonly body: string; readonly deadline: string | null }) => {
  await tx.query(sql`
    UPDATE media_articles SET title = ${a.title}, body = ${a.body}, deadline = ${a.deadline}, updated_at = now() WHERE id = ${id}`)
}

type AnswerRow = RowOf<typeof mediaArticleAnswers> & DoctorName & SortValue

const toAnswer = (r: AnswerRow): Json<typeof MediaArticleAnswerSchema> =>
  ({
    id: r.id,
    articleId: r.article_id,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    body: r.body,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Json<typeof MediaArticleAnswerSchema>

/** The article's answers, newest first; only the doctor's own when `ownDoctor`. */
export const answers = (db: Db, articleId: string, ownDoctor: string | null, page: PageRequest) => {
  const where = [sql`x.article_id = ${articleId}`]
  if (ownDoctor) where.push(sql`x.doctor_id = ${ownDoctor}`)
  return keysetPage<AnswerRow, Json<typeof MediaArticleAnswerSchema>>(
    page,
    { createdAt: 'x.created_at' },
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<AnswerRow>(sql`
        SELECT x.*, ${doctorName}, ${sortValue} AS sort_value
        FROM media_article_answers x ${joinDoctor(sql`x.doctor_id`)}
        WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toAnswer,
    'x.',
  )
}

// ── What other areas read of media (exported by ./index.ts).

/** The audit log's names: `(id, name)` of these media (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, name FROM media WHERE id = ANY(${ids})`

/** The media's ゴミ箱 (support/trash.ts): the soft-deleted rows of this table; a restore re-checks the name. */
export const trash = (recorded: Recorded): TrashKind => ({
  table: 'media',
  what: 'メディア',
  targetType: 'media',
  deleteAction: 'medium.delete',
  purgeAction: 'medium.purge',
  name: sql`t.name`,
  recorded,
  unique: { column: 'name', label: 'メディア名' },
})

/** The console search's part (support/search-hits.ts): live media by name, newest first; the URL tells them apart. */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT m.id, m.name AS title, coalesce(m.url, '') AS detail, CASE WHEN m.suspended THEN 'suspended' END AS status FROM media m
  WHERE m.deleted_at IS NULL AND ${hitCondition(ask, sql`m.id`, sql`medicolle_fold(m.name)`)}
  ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit}`
