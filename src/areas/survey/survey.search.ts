/** What the survey pages keep in the URL: the article list's query and paging trail, one article's answers page. */
import { Schema } from 'effect'
import { SurveyListQuery } from '../../domain/doctor-article'
import type { ArticleId } from '../../domain/ids'
import { backField, keywordField, parseListSearch } from '../../domain/list-search'

export const SurveyListSearch = Schema.Struct({ ...SurveyListQuery.fields, ...keywordField, ...backField })
export type SurveyListSearch = typeof SurveyListSearch.Type
export const parseSurveyListSearch = parseListSearch(SurveyListSearch)

export const SurveyAnswersPaging = Schema.Struct({ cursor: Schema.optional(Schema.String), ...backField })
/** The answers' query: the article (from the path) and the page (from the URL). */
export type SurveyAnswersSearch = typeof SurveyAnswersPaging.Type & { readonly articleId: ArticleId }
export const parseSurveyAnswersPaging = parseListSearch(SurveyAnswersPaging)
