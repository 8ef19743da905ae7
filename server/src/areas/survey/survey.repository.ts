/**
 * The survey's SQL (doctor articles and their answers) and one mapper per shape: `toArticle` (with
 * its answer count), `toAnswer` (with the doctor's name).
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  DoctorArticle as DoctorArticleSchema,
  DoctorArticleAnswer as DoctorArticleAnswerSchema,
  type DoctorArticleQuery,
  type DoctorArticleStatus,
  type Question,
  type QuestionAnswer,
} from '#domain/doctor-article'
import type { Db } from '../../db/db'
import { readRecord, recordColumns } from '../../db/records'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { doctorArticleAnswers, doctorArticles } from './survey.table'
import { notFound, type Json } from '../support/handler'
import { likePattern, selectPage, type PageRequest, type SortValue } from '../support/paging'
import { doctorName, joinDoctor, type DoctorName } from '../doctor'

/** status: the table's CHECK; questions: the jsonb list of questions (a string only defensively: `jsonValue`). */
type Article = RowOf<typeof doctorArticles, { status: DoctorArticleStatus; questions: ReadonlyArray<Question> | string }>
type ArticleRow = Article & { answer_count: number | string } & SortValue

type AnswerRow = RowOf<typeof doctorArticleAnswers, { answers: ReadonlyArray<QuestionAnswer> | string }> & DoctorName & SortValue

/** jsonb comes back parsed from both drivers; a string is parsed defensively. */
const jsonValue = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

/** The records' fields that are columns (db/records.ts); the answer count and the doctor's name are computed. */
const articleShown = recordColumns(doctorArticles, DoctorArticleSchema.fields)
const answerShown = recordColumns(doctorArticleAnswers, DoctorArticleAnswerSchema.fields)

const toArticle = (r: ArticleRow): Json<typeof DoctorArticleSchema> =>
  ({ ...readRecord(articleShown, r), questions: jsonValue(r.questions), answerCount: Number(r.answer_count) }) as Json<typeof DoctorArticleSchema>

const toAnswer = (r: AnswerRow): Json<typeof DoctorArticleAnswerSchema> =>
  ({ ...readRecord(answerShown, r), answers: jsonValue(r.answers), doctorName: r.doctor_name }) as Json<typeof DoctorArticleAnswerSchema>

const selectArticles = (sortValue: SQL = sql`NULL`) => sql`
  SELECT a.*, (SELECT count(*) FROM doctor_article_answers x WHERE x.article_id = a.id)::int AS answer_count, ${sortValue} AS sort_value
  FROM doctor_articles a`

const selectAnswers = (sortValue: SQL = sql`NULL`) => sql`
  SELECT x.*, ${doctorName}, ${sortValue} AS sort_value
  FROM doctor_article_answers x ${joinDoctor(sql`x.doctor_id`)}`

/** The article, or 404 (a draft too, unless `withDrafts`). */
export const findArticle = async (db: Db, id: string, withDrafts: boolean): Promise<Json<typeof DoctorArticleSchema>> => {
  const rows = await db.query<ArticleRow>(
    sql`${selectArticles()} WHERE a.id = ${id} ${withDrafts ? sql`` : sql`AND a.status <> 'draft'`}`,
  )
  return toArticle(rows[0] ?? notFound('アンケート'))
}

/** The answer with its doctor's name, or 404. */
export const findAnswer = async (db: Db, id: string): Promise<Json<typeof DoctorArticleAnswerSchema>> => {
  const rows = await db.query<AnswerRow>(sql`${selectAnswers()} WHERE x.id = ${id}`)
  return toAnswer(rows[0] ?? notFound('回答'))
}

/** Newest first; drafts only when `withDrafts`. */
export const searchArticles = (db: Db, withDrafts: boolean, f: DoctorArticleQuery) => {
  const where: SQL[] = [sql`TRUE`]
  if (!withDrafts) where.push(sql`a.status <> 'draft'`)
  if (f.status) where.push(sql`a.status = ${f.status}`)
  const like = likePattern(f.keyword)
  if (like) where.push(sql`(medicolle_fold(a.title) LIKE ${like} OR medicolle_fold(a.body) LIKE ${like})`)
  return selectPage(db, f, { select: selectArticles, where, columns: { createdAt: 'a.created_at' }, defaultSort: 'createdAt', toItem: toArticle, table: 'a.' })
}

/** An article's answers, newest first: only `doctorIds`' when given (a doctor's own; an operator's filter). */
export const searchAnswers = (db: Db, articleId: string, doctorIds: ReadonlyArray<string>, page: PageRequest) => {
  const where: SQL[] = [sql`x.article_id = ${articleId}`]
  for (const doctorId of doctorIds) where.push(sql`x.doctor_id = ${doctorId}`)
  return selectPage(db, page, { select: selectAnswers, where, columns: { createdAt: 'x.created_at' }, defaultSort: 'createdAt', toItem: toAnswer, table: 'x.' })
}

/** What answering an article needs, the article share-locked for the transaction (the database clock decides the window); undefined when there is none. */
export const lockForAnswer = async (tx: Db, articleId: string) => {
  const rows = await tx.query<Pick<Article, 'status' | 'questions' | 'reward_points'> & { not_yet: boolean; ended: boolean }>(sql`
    SELECT status, questions, reward_points, (opens_at IS NOT NULL AND opens_at > now()) AS not_yet,
      (closes_at IS NOT NULL AND closes_at <= now()) AS ended
    FROM doctor_articles WHERE id = ${articleId} FOR SHARE`)
  const a = rows[0]
  return a && { status: a.status, questions: jsonValue(a.questions), rewardPoints: Number(a.reward_points), notYet: a.not_yet, ended: a.ended }
}

/** The doctor's answer, unless they answered already (the unique (article_id, doctor_id) decides, also under concurrency): its id or undefined. */
export const insertAnswer = async (tx: Db, articleId: string, doctorId: string, answers: ReadonlyArray<QuestionAnswer>): Promise<string | undefined> => {
  const rows = await tx.query<ColumnsOf<typeof doctorArticleAnswers, 'id'>>(sql`
    INSERT INTO doctor_article_answers (article_id, doctor_id, answers) VALUES (${articleId}, ${doctorId}, ${JSON.stringify(answers)}::jsonb)
    ON CONFLICT (article_id, doctor_id) DO NOTHING RETURNING id`)
  return rows[0]?.id
}

/** Who gave the article's answer, the answer locked for the transaction; undefined when there is none. */
export const lockAnswerDoctor = async (tx: Db, articleId: string, answerId: string): Promise<string | undefined> => {
  const rows = await tx.query<ColumnsOf<typeof doctorArticleAnswers, 'doctor_id'>>(sql`
    SELECT doctor_id FROM doctor_article_answers WHERE id = ${answerId} AND article_id = ${articleId} FOR UPDATE`)
  return rows[0]?.doctor_id
}

export const updateAnswer = async (tx: Db, answerId: string, answers: ReadonlyArray<QuestionAnswer>): Promise<void> => {
  await tx.query(sql`UPDATE doctor_article_answers SET answers = ${JSON.stringify(answers)}::jsonb, updated_at = now() WHERE id = ${answerId}`)
}
