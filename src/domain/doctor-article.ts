/**
 * Survey (アンケート): doctor articles are question sets put to doctors; each
 * doctor answers once (and may edit the answer while the article is open).
 * Answering may earn MP (`rewardPoints`).
 */
import { Schema } from 'effect'
import { LiteralsWithMessage, Required, pageQueryFields, timestamps, validationMessages } from './fields'
import { AnswerId, ArticleId, DoctorId } from './ids'

export const questionKinds = ['single', 'multiple', 'text'] as const
export const questionKindLabels = { single: '単一選択', multiple: '複数選択', text: '自由記述' } as const
export const QuestionKind = LiteralsWithMessage(questionKinds, questionKindLabels)
export type QuestionKind = typeof QuestionKind.Type

export const Question = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  kind: QuestionKind,
  options: Schema.Array(Schema.String),
  required: Schema.Boolean,
})
export type Question = typeof Question.Type

export const doctorArticleStatuses = ['draft', 'open', 'closed'] as const
export const doctorArticleStatusLabels = { draft: '下書き', open: '回答受付中', closed: '終了' } as const
export const DoctorArticleStatus = Schema.Literals(doctorArticleStatuses)
export type DoctorArticleStatus = typeof DoctorArticleStatus.Type

export const DoctorArticle = Schema.Struct({
  id: ArticleId,
  title: Schema.String,
  body: Schema.String,
  questions: Schema.Array(Question),
  status: DoctorArticleStatus,
  rewardPoints: Schema.Number,
  opensAt: Schema.NullOr(Schema.String),
  closesAt: Schema.NullOr(Schema.String),
  answerCount: Schema.Number,
  ...timestamps,
})
export type DoctorArticle = typeof DoctorArticle.Type

/** Query of GET /doctors/articles/. */
export const DoctorArticleQuery = Schema.Struct({
  status: Schema.optional(DoctorArticleStatus),
  keyword: Schema.optional(Schema.String),
  ...pageQueryFields,
})
export type DoctorArticleQuery = typeof DoctorArticleQuery.Type

/** One answered question: a choice, several choices, or a text. */
export const QuestionAnswer = Schema.Struct({
  questionId: Required,
  value: Schema.Union([Schema.String, Schema.Array(Schema.String)]),
})
export type QuestionAnswer = typeof QuestionAnswer.Type

export const DoctorArticleAnswer = Schema.Struct({
  id: AnswerId,
  articleId: ArticleId,
  doctorId: DoctorId,
  doctorName: Schema.String,
  answers: Schema.Array(QuestionAnswer),
  ...timestamps,
})
export type DoctorArticleAnswer = typeof DoctorArticleAnswer.Type

/** Body of POST /doctors/articles/{articleID}/answers/ and PUT .../answers/{answerID}. */
export const DoctorArticleAnswerInput = Schema.Struct({
  answers: Schema.Array(QuestionAnswer).pipe(
    Schema.check(Schema.isMinLength(1, { message: validationMessages.atLeastOne })),
  ),
})
export type DoctorArticleAnswerInput = typeof DoctorArticleAnswerInput.Type

/** Query of GET /doctors/articles/{articleID}/answers/. */
export const DoctorArticleAnswerQuery = Schema.Struct({
  doctorId: Schema.optional(DoctorId),
  ...pageQueryFields,
})
export type DoctorArticleAnswerQuery = typeof DoctorArticleAnswerQuery.Type

/** What the survey list (/survey) keeps in the URL. */
export const SurveyListQuery = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  status: Schema.optional(DoctorArticleStatus),
  cursor: Schema.optional(Schema.String),
})
export type SurveyListQuery = typeof SurveyListQuery.Type

/** The answers of one survey article (/survey/$articleId), page by page. */
export interface SurveyAnswersQuery {
  readonly articleId: ArticleId
  readonly cursor?: string | undefined
}

/** How many answers chose each option of a choice question. */
export interface ChoiceTally {
  readonly question: Question
  /** Per option, in the question's order; an answer naming no listed option counts under its own name. */
  readonly counts: ReadonlyArray<{ readonly option: string; readonly count: number }>
  /** Answers that answered this question at all. */
  readonly answered: number
}

/** What every answer of an article chose: per question id, per value, how many; and how many answered it. */
export interface AnswerCounts {
  readonly answers: number
  readonly byQuestion: Readonly<Record<string, { readonly answered: number; readonly values: Readonly<Record<string, number>> }>>
  /** More answers than the console adds up: the figures are a lower bound. */
  readonly partial: boolean
}

/** The choices of `answer` for `question` (one for single, several for multiple). */
export const chosen = (answer: DoctorArticleAnswer, questionId: string): ReadonlyArray<string> => {
  const value = answer.answers.find((a) => a.questionId === questionId)?.value
  return value === undefined ? [] : typeof value === 'string' ? (value === '' ? [] : [value]) : value
}

/** An answer's value for a question as one text (several choices joined with 「、」). */
export const answerText = (answer: DoctorArticleAnswer, questionId: string): string => chosen(answer, questionId).join('、')

/** Add one answer to the counts (what the tally walk folds over every page). */
export const countAnswer = (counts: AnswerCounts, answer: DoctorArticleAnswer): AnswerCounts => {
  const byQuestion = { ...counts.byQuestion }
  for (const { questionId } of answer.answers) {
    const picks = chosen(answer, questionId)
    if (picks.length === 0) continue
    const current = byQuestion[questionId] ?? { answered: 0, values: {} }
    const values = { ...current.values }
    for (const p of picks) values[p] = (values[p] ?? 0) + 1
    byQuestion[questionId] = { answered: current.answered + 1, values }
  }
  return { ...counts, answers: counts.answers + 1, byQuestion }
}

export const noAnswerCounts: AnswerCounts = { answers: 0, byQuestion: {}, partial: false }

/** The counts per option of every choice question, in the question's option order (text questions left out). */
export const tallyChoices = (questions: ReadonlyArray<Question>, counts: AnswerCounts): ReadonlyArray<ChoiceTally> =>
  questions
    .filter((q) => q.kind !== 'text')
    .map((question) => {
      const found = counts.byQuestion[question.id] ?? { answered: 0, values: {} }
      const extra = Object.keys(found.values).filter((v) => !question.options.includes(v))
      return {
        question,
        counts: [...question.options, ...extra].map((option) => ({ option, count: found.values[option] ?? 0 })),
        answered: found.answered,
      }
    })
