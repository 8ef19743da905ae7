/**
 * Survey (アンケート): doctor articles are question sets put to doctors. A signed-in doctor
 * answers an `open` article once, inside its opens_at / closes_at window; the answer is checked
 * against the questions and earns the article's `rewardPoints` MP once, in the same transaction
 * (`doctors.mp_balance` + an `mp_ledger` row of reason `survey`). The doctor may edit the answer
 * while the article is open (no second reward).
 *
 * Who sees what: operators see every article (drafts included) and every answer; other signed-in
 * users see open and closed articles only (a draft is 404 for them), and a doctor reading the
 * answers sees only their own (others are 403).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import {
  doctorArticleStatusLabels,
  type DoctorArticle as DoctorArticleSchema,
  type DoctorArticleAnswer as DoctorArticleAnswerSchema,
  type DoctorArticleStatus,
  type Question,
  type QuestionAnswer,
} from '#domain/doctor-article'
import type { Db } from '../db/database'
import type { ColumnsOf, RowOf } from '../db/rows'
import type { doctorArticleAnswers, doctorArticles } from '../db/schema-content'
import { ApiFailure, notFound, type Caller, type HandlersFor, type Json } from './handler'
import { iso, isoOrNull, keysetPage, likePattern, type PageRequest, type SortValue } from './paging'
import { callerDoctorId } from './support/caller'
import { doctorName, type DoctorName } from './support/doctor-name'
import { moveMp } from './mp-ledger'

/** Longest free-text answer. */
export const maxTextAnswerLength = 2000

/** status: the table's CHECK; questions: the jsonb list of questions (a string only defensively: `jsonValue`). */
type Article = RowOf<typeof doctorArticles, { status: DoctorArticleStatus; questions: ReadonlyArray<Question> | string }>
type ArticleRow = Article & { answer_count: number | string } & SortValue

type AnswerRow = RowOf<typeof doctorArticleAnswers, { answers: ReadonlyArray<QuestionAnswer> | string }> & DoctorName & SortValue

/** jsonb comes back parsed from both drivers; a string is parsed defensively. */
const jsonValue = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

const toArticle = (r: ArticleRow): Json<typeof DoctorArticleSchema> =>
  ({
    id: r.id,
    title: r.title,
    body: r.body,
    questions: jsonValue(r.questions),
    status: r.status,
    rewardPoints: Number(r.reward_points),
    opensAt: isoOrNull(r.opens_at),
    closesAt: isoOrNull(r.closes_at),
    answerCount: Number(r.answer_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Json<typeof DoctorArticleSchema>

const toAnswer = (r: AnswerRow): Json<typeof DoctorArticleAnswerSchema> =>
  ({
    id: r.id,
    articleId: r.article_id,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    answers: jsonValue(r.answers),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Json<typeof DoctorArticleAnswerSchema>

const selectArticles = (sortValue: SQL = sql`NULL`) => sql`
  SELECT a.*, (SELECT count(*) FROM doctor_article_answers x WHERE x.article_id = a.id)::int AS answer_count, ${sortValue} AS sort_value
  FROM doctor_articles a`

const selectAnswers = (sortValue: SQL = sql`NULL`) => sql`
  SELECT x.*, ${doctorName}, ${sortValue} AS sort_value
  FROM doctor_article_answers x JOIN doctors d ON d.id = x.doctor_id`

/** Operators see drafts; everybody else only open and closed articles. */
const seesDrafts = (caller: Caller | null) => caller?.operator != null

const findArticle = async (db: Db, id: string, caller: Caller | null): Promise<Json<typeof DoctorArticleSchema>> => {
  const rows = await db.query<ArticleRow>(
    sql`${selectArticles()} WHERE a.id = ${id} ${seesDrafts(caller) ? sql`` : sql`AND a.status <> 'draft'`}`,
  )
  return toArticle(rows[0] ?? notFound('アンケート'))
}

const findAnswer = async (db: Db, id: string): Promise<Json<typeof DoctorArticleAnswerSchema>> => {
  const rows = await db.query<AnswerRow>(sql`${selectAnswers()} WHERE x.id = ${id}`)
  return toAnswer(rows[0] ?? notFound('回答'))
}

interface ArticleFilter extends PageRequest {
  readonly status?: DoctorArticleStatus | undefined
  readonly keyword?: string | undefined
}

const searchArticles = (db: Db, caller: Caller | null, f: ArticleFilter) => {
  const where: SQL[] = [sql`TRUE`]
  if (!seesDrafts(caller)) where.push(sql`a.status <> 'draft'`)
  if (f.status) where.push(sql`a.status = ${f.status}`)
  const like = likePattern(f.keyword)
  if (like) where.push(sql`(lower(a.title) LIKE ${like} OR lower(a.body) LIKE ${like})`)
  return keysetPage<ArticleRow, Json<typeof DoctorArticleSchema>>(
    f,
    { createdAt: 'a.created_at' },
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<ArticleRow>(sql`${selectArticles(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toArticle,
    'a.',
  )
}

/**
 * The answers checked against the article's questions: every problem one Japanese message (400).
 * A `multiple` answer given as one string counts as one choice; answers come back in the order of
 * the questions.
 */
export const checkAnswers = (
  questions: ReadonlyArray<Question>,
  answers: ReadonlyArray<QuestionAnswer>,
): { readonly answers: QuestionAnswer[]; readonly messages: string[] } => {
  const messages: string[] = []
  const byId = new Map<string, QuestionAnswer>()
  for (const answer of answers) {
    if (!questions.some((q) => q.id === answer.questionId)) messages.push(`設問「${answer.questionId}」はこのアンケートにありません`)
    else if (byId.has(answer.questionId)) messages.push(`設問「${answer.questionId}」に複数の回答があります`)
    else byId.set(answer.questionId, answer)
  }
  const checked: QuestionAnswer[] = []
  for (const q of questions) {
    const answer = byId.get(q.id)
    const value = answer?.value
    const empty = value === undefined || (typeof value === 'string' ? value.trim() === '' : value.length === 0)
    if (empty) {
      if (q.required) messages.push(`「${q.label}」に回答してください`)
      continue
    }
    if (q.kind === 'single') {
      if (typeof value !== 'string') messages.push(`「${q.label}」は1つだけ選択してください`)
      else if (!q.options.includes(value)) messages.push(`「${q.label}」の回答が選択肢にありません`)
      else checked.push({ questionId: q.id, value })
    } else if (q.kind === 'multiple') {
      const values = typeof value === 'string' ? [value] : value
      if (values.some((v) => !q.options.includes(v))) messages.push(`「${q.label}」の回答が選択肢にありません`)
      else if (new Set(values).size !== values.length) messages.push(`「${q.label}」で同じ選択肢が重複しています`)
      else checked.push({ questionId: q.id, value: [...values] })
    } else {
      if (typeof value !== 'string') messages.push(`「${q.label}」は文章で入力してください`)
      else if (value.length > maxTextAnswerLength) messages.push(`「${q.label}」は${maxTextAnswerLength}文字以内で入力してください`)
      else checked.push({ questionId: q.id, value })
    }
  }
  return { answers: checked, messages }
}

/**
 * The article as an answer needs it, share-locked for the transaction; 404 (drafts hidden from
 * non-operators), 422 unless open and inside its window (the database clock decides).
 */
const answerableArticle = async (tx: Db, articleId: string, caller: Caller | null) => {
  const rows = await tx.query<Pick<Article, 'status' | 'questions' | 'reward_points'> & { not_yet: boolean; ended: boolean }>(sql`
    SELECT status, questions, reward_points, (opens_at IS NOT NULL AND opens_at > now()) AS not_yet,
      (closes_at IS NOT NULL AND closes_at <= now()) AS ended
    FROM doctor_articles WHERE id = ${articleId} FOR SHARE`)
  const article = rows[0]
  if (!article || (article.status === 'draft' && !seesDrafts(caller))) return notFound('アンケート')
  if (article.status !== 'open') throw new ApiFailure(422, `「${doctorArticleStatusLabels[article.status]}」のアンケートには回答できません`)
  if (article.not_yet) throw new ApiFailure(422, 'このアンケートはまだ回答を受け付けていません')
  if (article.ended) throw new ApiFailure(422, 'このアンケートの回答受付は終了しました')
  return { questions: jsonValue(article.questions), rewardPoints: Number(article.reward_points) }
}

const checked = (questions: ReadonlyArray<Question>, answers: ReadonlyArray<QuestionAnswer>) => {
  const result = checkAnswers(questions, answers)
  if (result.messages.length) throw new ApiFailure(400, ...result.messages)
  return result.answers
}

/**
 * The survey reward, written like every MP change: balance and ledger row in the caller's
 * transaction (reason `survey`, read back as アンケート回答).
 */
const grantSurveyReward = async (tx: Db, doctorId: string, points: number) => {
  if (points <= 0) return
  const moved = await moveMp(tx, { doctorId, amount: points, kind: 'survey', reason: 'survey' })
  if (!moved) throw new ApiFailure(403, '医師としてログインしてください')
}

type SurveyCalls =
  | 'general.doctorArticles.list'
  | 'general.doctorArticles.get'
  | 'general.doctorArticles.answers'
  | 'general.doctorArticles.answer'
  | 'general.doctorArticles.updateAnswer'

export const surveyHandlers: HandlersFor<Catalogue, SurveyCalls> = {
  'general.doctorArticles.list': async ({ db, caller, query }) => searchArticles(db, caller, query),
  'general.doctorArticles.get': async ({ db, caller, params }) => ({ payload: await findArticle(db, params.articleID, caller) }),
  'general.doctorArticles.answers': async ({ db, caller, params, query }) => {
    // A doctor reads only their own answer; operators read every answer (filterable by doctor).
    const ownOnly = caller?.operator ? null : await callerDoctorId(db, caller)
    const article = await findArticle(db, params.articleID, caller)
    const where: SQL[] = [sql`x.article_id = ${article.id}`]
    if (ownOnly) where.push(sql`x.doctor_id = ${ownOnly}`)
    if (query.doctorId) where.push(sql`x.doctor_id = ${query.doctorId}`)
    return keysetPage<AnswerRow, Json<typeof DoctorArticleAnswerSchema>>(
      query,
      { createdAt: 'x.created_at' },
      'createdAt',
      (sortValue, after, orderBy, limit) =>
        db.query<AnswerRow>(sql`${selectAnswers(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
      toAnswer,
      'x.',
    )
  },
  'general.doctorArticles.answer': async ({ db, caller, params, body }) => {
    const doctorId = await callerDoctorId(db, caller, { acting: true })
    const id = await db.transaction(async (tx) => {
      const article = await answerableArticle(tx, params.articleID, caller)
      const answers = checked(article.questions, body.answers)
      // One answer per doctor and article: the unique (article_id, doctor_id) decides, also under concurrency.
      const rows = await tx.query<ColumnsOf<typeof doctorArticleAnswers, 'id'>>(sql`
        INSERT INTO doctor_article_answers (article_id, doctor_id, answers) VALUES (${params.articleID}, ${doctorId}, ${JSON.stringify(answers)}::jsonb)
        ON CONFLICT (article_id, doctor_id) DO NOTHING RETURNING id`)
      const inserted = rows[0]
      if (!inserted) throw new ApiFailure(409, 'このアンケートにはすでに回答しています（回答の編集をご利用ください）')
      await grantSurveyReward(tx, doctorId, article.rewardPoints)
      return inserted.id
    })
    return { payload: await findAnswer(db, id), status: 201 }
  },
  'general.doctorArticles.updateAnswer': async ({ db, caller, params, body }) => {
    const doctorId = await callerDoctorId(db, caller, { acting: true })
    await db.transaction(async (tx) => {
      const rows = await tx.query<ColumnsOf<typeof doctorArticleAnswers, 'doctor_id'>>(sql`
        SELECT doctor_id FROM doctor_article_answers WHERE id = ${params.answerID} AND article_id = ${params.articleID} FOR UPDATE`)
      const current = rows[0] ?? notFound('回答')
      if (current.doctor_id !== doctorId) throw new ApiFailure(403, 'ご自身の回答だけを編集できます')
      const article = await answerableArticle(tx, params.articleID, caller)
      const answers = checked(article.questions, body.answers)
      await tx.query(sql`UPDATE doctor_article_answers SET answers = ${JSON.stringify(answers)}::jsonb, updated_at = now() WHERE id = ${params.answerID}`)
    })
    return { payload: await findAnswer(db, params.answerID) }
  },
}
