/**
 * Media (メディア): publications, their published interviews (取材記事) and their questionnaires
 * to doctors (media articles, with the doctors' answers).
 *
 * - A medium is active ⇄ suspended (`admin.medium.suspend`, idempotent: suspending twice keeps the
 *   first `suspended_at`) and soft-deleted (`deleted_at`: terminal, 404 everywhere afterwards).
 * - The direct (public) group shows only active media; an operator's token sees suspended ones as
 *   well (the console manages media through `direct.medium.list` and may filter by `suspended`).
 *   A suspended medium's page and interviews are 404 for everyone else.
 * - Interviews: only published ones (`published_at <= now()`), newest first.
 * - Media articles: `answerCount` is derived; an article for a deleted or suspended medium cannot be
 *   created or edited (422), nor moved to another medium (its answers were given to that medium).
 * - Registering or editing a medium or an article is staff work (catalogue access `operator`);
 *   the answers are read by staff, and by a doctor only their own (`owner`).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import type {
  Interview as InterviewSchema,
  Media as MediaSchema,
  MediaArticle as MediaArticleSchema,
  MediaArticleAnswer as MediaArticleAnswerSchema,
  MediaArticleInput,
  MediaInput,
} from '#domain/media'
import type { Db } from '../db/database'
import { columnNames, qualified, type ColumnsOf, type RowOf } from '../db/rows'
import { media, type interviews, type mediaArticleAnswers, type mediaArticles } from '../db/schema-content'
import { ApiFailure, notFound, type Caller, type HandlersFor, type Json } from './handler'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from './paging'
import { ownerScope } from './support/caller'
import { doctorName, type DoctorName } from './support/doctor-name'

// ---------------------------------------------------------------------------------------------
// Callers

const isOperator = (caller: Caller | null): boolean => caller?.operator != null

// ---------------------------------------------------------------------------------------------
// Media

/** What a medium's answer reads (not deleted_at: a deleted medium is never answered). */
const mediaColumnList = columnNames(media, 'id', 'name', 'url', 'description', 'logo_url', 'suspended', 'suspended_at', 'created_at', 'updated_at')
type MediaRow = ColumnsOf<typeof media, (typeof mediaColumnList)[number]> & SortValue

const toMedia = (r: MediaRow): Json<typeof MediaSchema> =>
  ({
    id: r.id,
    name: r.name,
    url: r.url,
    description: r.description,
    logoUrl: r.logo_url,
    suspended: r.suspended,
    suspendedAt: isoOrNull(r.suspended_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Json<typeof MediaSchema>

const selectMedia = (sortValue: SQL = sql`NULL`) => sql`
  SELECT ${qualified('m', mediaColumnList)}, ${sortValue} AS sort_value
  FROM media m`

/** Who sees a medium: everyone sees active ones; operators also suspended ones; nobody deleted ones. */
const mediaVisibleTo = (caller: Caller | null): SQL =>
  isOperator(caller) ? sql`m.deleted_at IS NULL` : sql`m.deleted_at IS NULL AND NOT m.suspended`

const findMedia = async (db: Db, id: string, visibility: SQL = sql`m.deleted_at IS NULL`): Promise<Json<typeof MediaSchema>> => {
  const rows = await db.query<MediaRow>(sql`${selectMedia()} WHERE m.id = ${id} AND ${visibility}`)
  return toMedia(rows[0] ?? notFound('メディア'))
}

interface MediaFilter extends PageRequest {
  readonly keyword?: string | undefined
  readonly suspended?: boolean | undefined
}

const searchMedia = (db: Db, caller: Caller | null, f: MediaFilter) => {
  const where: SQL[] = [mediaVisibleTo(caller)]
  const keyword = keywordMatch(sql`lower(m.name)`, f.keyword)
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

const cleanName = (name: string) => name.normalize('NFKC').trim()

/** One live medium per name (NFKC, case-insensitive): two entries for one publication would split its content. */
const assertNameFree = async (tx: Db, name: string, exceptId: string | null) => {
  await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext('media.name'))`) // serialises the check with the write
  const rows = await tx.query(sql`
    SELECT 1 FROM media WHERE lower(name) = lower(${name}) AND deleted_at IS NULL AND id IS DISTINCT FROM ${exceptId}`)
  if (rows.length) throw new ApiFailure(409, `メディア名「${name}」はすでに登録されています`)
}

const createMedia = (db: Db, input: MediaInput) =>
  db.transaction(async (tx) => {
    const name = cleanName(input.name)
    await assertNameFree(tx, name, null)
    const rows = await tx.query<ColumnsOf<typeof media, 'id'>>(sql`
      INSERT INTO media (name, url, description, logo_url)
      VALUES (${name}, ${input.url ?? null}, ${input.description ?? null}, ${input.logoUrl ?? null})
      RETURNING id`)
    return rows[0]!.id
  })

const updateMedia = (db: Db, id: string, input: MediaInput) =>
  db.transaction(async (tx) => {
    const current = await findMedia(tx, id)
    const name = cleanName(input.name)
    await assertNameFree(tx, name, id)
    const keep = <T>(value: T | undefined, currentValue: T) => (value === undefined ? currentValue : value)
    await tx.query(sql`
      UPDATE media SET name = ${name}, url = ${keep(input.url, current.url)}, description = ${keep(input.description, current.description)},
        logo_url = ${keep(input.logoUrl, current.logoUrl)}, updated_at = now()
      WHERE id = ${id}`)
  })

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

const publishedInterviews = async (db: Db, caller: Caller | null, mediaId: string, page: PageRequest) => {
  const medium = await findMedia(db, mediaId, mediaVisibleTo(caller))
  const where = [sql`i.media_id = ${medium.id}`, sql`i.published_at IS NOT NULL`, sql`i.published_at <= now()`]
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

/** An article whose medium is not deleted (with its medium's suspension), else 404. */
const articleRow = async (db: Db, id: string, lock = false): Promise<ArticleRow> => {
  const rows = await db.query<ArticleRow>(sql`
    SELECT a.*, m.suspended AS media_suspended,
      (SELECT count(*)::int FROM media_article_answers x WHERE x.article_id = a.id) AS answer_count
    FROM media_articles a JOIN media m ON m.id = a.media_id
    WHERE a.id = ${id} AND m.deleted_at IS NULL ${lock ? sql`FOR UPDATE OF a` : sql``}`)
  return rows[0] ?? notFound('メディア記事')
}

/** The medium an article is written for: it must exist, be live and active (422 otherwise). */
const assertWritableMedium = async (db: Db, mediaId: string, verb: '作成' | '編集') => {
  const rows = await db.query<ColumnsOf<typeof media, 'suspended' | 'deleted_at'>>(sql`SELECT suspended, deleted_at FROM media WHERE id = ${mediaId}`)
  const medium = rows[0]
  if (!medium) throw new ApiFailure(422, '指定されたメディアが見つかりません')
  if (medium.deleted_at != null) throw new ApiFailure(422, `削除されたメディアの記事は${verb}できません`)
  if (medium.suspended) throw new ApiFailure(422, `利用停止中のメディアの記事は${verb}できません`)
}

const assertFutureDeadline = (deadline: string | null | undefined) => {
  if (deadline != null && Date.parse(deadline) <= Date.now()) throw new ApiFailure(422, '締切には未来の日時を指定してください')
}

const createArticle = (db: Db, input: MediaArticleInput) =>
  db.transaction(async (tx) => {
    await assertWritableMedium(tx, input.mediaId, '作成')
    assertFutureDeadline(input.deadline)
    const rows = await tx.query<ColumnsOf<typeof mediaArticles, 'id'>>(sql`
      INSERT INTO media_articles (media_id, title, body, deadline) VALUES (${input.mediaId}, ${input.title}, ${input.body}, ${input.deadline ?? null})
      RETURNING id`)
    return rows[0]!.id
  })

const updateArticle = (db: Db, id: string, input: MediaArticleInput) =>
  db.transaction(async (tx) => {
    const current = await articleRow(tx, id, true)
    if (input.mediaId !== current.media_id) throw new ApiFailure(422, 'メディア記事のメディアは変更できません')
    await assertWritableMedium(tx, current.media_id, '編集')
    const currentDeadline = isoOrNull(current.deadline)
    const deadline = input.deadline === undefined ? currentDeadline : input.deadline
    // A deadline that has passed may stay as it is (editing the text); a new one must lie ahead.
    const unchanged = deadline === null || currentDeadline === null ? deadline === currentDeadline : Date.parse(deadline) === Date.parse(currentDeadline)
    if (!unchanged) assertFutureDeadline(deadline)
    await tx.query(sql`
      UPDATE media_articles SET title = ${input.title}, body = ${input.body}, deadline = ${deadline}, updated_at = now() WHERE id = ${id}`)
  })

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

const answersOf = async (db: Db, caller: Caller | null, articleId: string, page: PageRequest) => {
  const article = await articleRow(db, articleId)
  const where = [sql`x.article_id = ${article.id}`]
  const ownOnly = ownerScope(caller, 'doctor')
  if (ownOnly) where.push(sql`x.doctor_id = ${ownOnly}`)
  return keysetPage<AnswerRow, Json<typeof MediaArticleAnswerSchema>>(
    page,
    { createdAt: 'x.created_at' },
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<AnswerRow>(sql`
        SELECT x.*, ${doctorName}, ${sortValue} AS sort_value
        FROM media_article_answers x JOIN doctors d ON d.id = x.doctor_id
        WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toAnswer,
    'x.',
  )
}

// ---------------------------------------------------------------------------------------------

type MediaCalls =
  | 'admin.medium.delete'
  | 'admin.medium.suspend'
  | 'general.mediaArticles.answers'
  | 'general.mediaArticles.get'
  | 'general.mediaArticles.create'
  | 'general.mediaArticles.update'
  | 'direct.medium.list'
  | 'direct.medium.get'
  | 'direct.medium.interviews'
  | 'direct.medium.create'
  | 'direct.medium.update'

export const mediaHandlers: HandlersFor<Catalogue, MediaCalls> = {
  'admin.medium.delete': async ({ db, params }) => {
    const rows = await db.query<ColumnsOf<typeof media, 'id' | 'deleted_at'>>(sql`
      UPDATE media SET deleted_at = now(), updated_at = now() WHERE id = ${params.mediaID} AND deleted_at IS NULL RETURNING id, deleted_at`)
    const row = rows[0] ?? notFound('メディア')
    return { payload: { id: row.id, deletedAt: iso(row.deleted_at) } }
  },
  'admin.medium.suspend': async ({ db, params, body }) => {
    const rows = await db.query(sql`
      UPDATE media SET suspended = ${body.suspended},
        suspended_at = CASE WHEN ${body.suspended} THEN COALESCE(suspended_at, now()) ELSE NULL END, updated_at = now()
      WHERE id = ${params.mediaID} AND deleted_at IS NULL RETURNING id`)
    if (rows.length === 0) notFound('メディア')
    return { payload: await findMedia(db, params.mediaID) }
  },

  'general.mediaArticles.answers': async ({ db, caller, params, query }) => answersOf(db, caller, params.articleID, query),
  'general.mediaArticles.get': async ({ db, params }) => ({ payload: toArticle(await articleRow(db, params.articleID)) }),
  'general.mediaArticles.create': async ({ db, body }) => {
    const id = await createArticle(db, body)
    return { payload: toArticle(await articleRow(db, id)), status: 201 }
  },
  'general.mediaArticles.update': async ({ db, params, body }) => {
    await updateArticle(db, params.articleID, body)
    return { payload: toArticle(await articleRow(db, params.articleID)) }
  },

  'direct.medium.list': async ({ db, caller, query }) => searchMedia(db, caller, query),
  'direct.medium.get': async ({ db, caller, params }) => ({ payload: await findMedia(db, params.mediaID, mediaVisibleTo(caller)) }),
  'direct.medium.interviews': async ({ db, caller, params, query }) => publishedInterviews(db, caller, params.mediaID, query),
  'direct.medium.create': async ({ db, body }) => {
    const id = await createMedia(db, body)
    return { payload: await findMedia(db, id), status: 201 }
  },
  'direct.medium.update': async ({ db, params, body }) => {
    await updateMedia(db, params.mediaID, body)
    return { payload: await findMedia(db, params.mediaID) }
  },
}
