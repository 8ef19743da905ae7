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
import type { Catalogue } from '#domain/catalogue'
import { doctorArticleStatusLabels, type Question, type QuestionAnswer } from '#domain/doctor-article'
import type { Db } from '../../db/db'
import { callerDoctorId } from '../support/caller'
import { ApiFailure, notFound, type Caller, type AreaHandlers } from '../support/handler'
import { moveMp } from '../points'
import * as survey from './survey.repository'
import { doctorArticleAnswers } from './survey.table'
import { auditedRecord, payloadId, recorded, type AuditedFor } from '../support/audit'

/** Longest free-text answer. */
export const maxTextAnswerLength = 2000

/** Operators see drafts; everybody else only open and closed articles. */
const seesDrafts = (caller: Caller | null) => caller?.operator != null

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
  const article = await survey.lockForAnswer(tx, articleId)
  if (!article || (article.status === 'draft' && !seesDrafts(caller))) return notFound('アンケート')
  if (article.status !== 'open') throw new ApiFailure(422, `「${doctorArticleStatusLabels[article.status]}」のアンケートには回答できません`)
  if (article.notYet) throw new ApiFailure(422, 'このアンケートはまだ回答を受け付けていません')
  if (article.ended) throw new ApiFailure(422, 'このアンケートの回答受付は終了しました')
  return { questions: article.questions, rewardPoints: article.rewardPoints }
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

export const handlers = {
  'general.doctorArticles.list': async ({ db, caller, query }) => survey.searchArticles(db, seesDrafts(caller), query),
  'general.doctorArticles.get': async ({ db, caller, params }) => ({ payload: await survey.findArticle(db, params.articleID, seesDrafts(caller)) }),
  'general.doctorArticles.answers': async ({ db, caller, params, query }) => {
    // A doctor reads only their own answer; operators read every answer (filterable by doctor).
    const ownOnly = caller?.operator ? null : await callerDoctorId(db, caller)
    const article = await survey.findArticle(db, params.articleID, seesDrafts(caller))
    return survey.searchAnswers(db, article.id, [ownOnly, query.doctorId].filter((id): id is string => !!id), query)
  },
  'general.doctorArticles.answer': async ({ db, caller, params, body }) => {
    const doctorId = await callerDoctorId(db, caller, { acting: true })
    const id = await db.transaction(async (tx) => {
      const article = await answerableArticle(tx, params.articleID, caller)
      const answers = checked(article.questions, body.answers)
      // One answer per doctor and article.
      const inserted = await survey.insertAnswer(tx, params.articleID, doctorId, answers)
      if (!inserted) throw new ApiFailure(409, 'このアンケートにはすでに回答しています（回答の編集をご利用ください）')
      await grantSurveyReward(tx, doctorId, article.rewardPoints)
      return inserted
    })
    return { payload: await survey.findAnswer(db, id), status: 201 }
  },
  'general.doctorArticles.updateAnswer': async ({ db, caller, params, body }) => {
    const doctorId = await callerDoctorId(db, caller, { acting: true })
    await db.transaction(async (tx) => {
      const owner = (await survey.lockAnswerDoctor(tx, params.articleID, params.answerID)) ?? notFound('回答')
      if (owner !== doctorId) throw new ApiFailure(403, 'ご自身の回答だけを編集できます')
      const article = await answerableArticle(tx, params.articleID, caller)
      await survey.updateAnswer(tx, params.answerID, checked(article.questions, body.answers))
    })
    return { payload: await survey.findAnswer(db, params.answerID) }
  },
} satisfies AreaHandlers<Catalogue>

const answer = auditedRecord('doctorArticleAnswer', recorded(doctorArticleAnswers, 'article_id', 'doctor_id', 'answers'), 'answerID')

export const audited = {
  ...answer.created(payloadId, 'general.doctorArticles.answer'),
  ...answer.changed('general.doctorArticles.updateAnswer'),
} satisfies AuditedFor<keyof typeof handlers>
