/**
 * What the survey pages (/survey, /survey/$articleId) ask of the API: the survey articles
 * (`general.doctorArticles.list`), one article with its questions (`.get`, a one-item page for
 * the generic list machine), its answers page by page (`.answers`) and what every answer chose
 * (all pages walked: the API has no aggregate).
 */
import { Effect } from 'effect'
import { countAnswer, noAnswerCounts, type AnswerCounts, type DoctorArticle, type SurveyAnswersQuery, type SurveyListQuery } from '../../domain/doctor-article'
import type { Page } from '../../domain/endpoint'
import { maxLimit } from '../../domain/fields'
import { listPageSize, pageOf } from '../../domain/list-query'
import { api } from '../../services/http/api'
import { composite, operation } from '../../services/operation'
import { walkPages } from '../../services/walk-pages'

const articles = operation(api.general.doctorArticles.list, (q: SurveyListQuery) => {
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  return {
    query: { ...(keyword ? { keyword } : {}), ...(q.status ? { status: q.status } : {}), ...pageOf(q) },
  }
})

const article = operation(
  api.general.doctorArticles.get,
  (q: { readonly articleId: SurveyAnswersQuery['articleId'] }) => ({ params: { articleID: q.articleId } }),
  (payload): Page<DoctorArticle> => ({ items: [payload], nextCursorKey: null }),
)

const answersOf = (limit: number) =>
  operation(api.general.doctorArticles.answers, (q: SurveyAnswersQuery) => ({
    params: { articleID: q.articleId },
    query: pageOf(q, limit),
  }))

const answers = answersOf(listPageSize)
const answersChunk = answersOf(maxLimit)

export const surveyOps = {
  articles,
  article,
  answers,
  /** What every answer chose, summed over all the article's answers (a one-item page). */
  tally: composite('survey.tally', [answersChunk], (q: SurveyAnswersQuery) =>
    walkPages(answersChunk, { articleId: q.articleId }, noAnswerCounts, countAnswer).pipe(
      Effect.map(({ value, partial }): Page<AnswerCounts> => ({ items: [{ ...value, partial }], nextCursorKey: null })),
    ),
  ),
} as const
