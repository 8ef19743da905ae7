/**
 * Routes of the survey area: /survey (the survey articles: keyword and status in the URL) and
 * /survey/$articleId (one article: its questions, the charts of its choice questions, its
 * answers page by page with the cursor in the URL). The machines come provided from
 * src/app/wiring/survey.wiring.ts; each page is its own lazy chunk (the charts load with it).
 */
import { createRoute } from '@tanstack/react-router'
import { Schema } from 'effect'
import { SurveyListQuery } from '../../domain/doctor-article'
import { ArticleId } from '../../domain/ids'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { mainLayoutRoute } from './layouts'
import { idParam } from './params'
import { backField, parseListSearch } from './search'

const SurveyPage = lazyPage(() => import('../../views/pages/survey/survey.page'), 'SurveyPage')
const SurveyArticlePage = lazyPage(() => import('../../views/pages/survey/survey-article.page'), 'SurveyArticlePage')
const props = <K extends keyof typeof import('./survey.lazy')>(name: K) => lazyHook(() => import('./survey.lazy'), name)

export const SurveyListSearch = Schema.Struct({ ...SurveyListQuery.fields, ...backField })
export type SurveyListSearch = typeof SurveyListSearch.Type

export const SurveyAnswersPaging = Schema.Struct({ cursor: Schema.optional(Schema.String), ...backField })
/** The answers' query: the article (from the path) and the page (from the URL). */
export type SurveyAnswersSearch = typeof SurveyAnswersPaging.Type & { readonly articleId: ArticleId }

export const surveyRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'survey', validateSearch: parseListSearch(SurveyListSearch) })
surveyRoute.update({ component: routePage(SurveyPage, props('useSurveyProps')) })

export const surveyArticleRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'survey/$articleId',
  params: idParam('articleId', ArticleId),
  validateSearch: parseListSearch(SurveyAnswersPaging),
})
surveyArticleRoute.update({ component: routePage(SurveyArticlePage, props('useSurveyArticleProps')) })

export const surveyRoutes = [surveyRoute, surveyArticleRoute] as const
