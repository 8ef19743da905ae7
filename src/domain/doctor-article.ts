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
