/**
 * Routes of the survey area: /survey (the survey articles: keyword and status in the URL) and
 * /survey/$articleId (one article: its questions, the charts of its choice questions, its
 * answers page by page with the cursor in the URL). The machines come provided from
 * src/app/wiring/survey.wiring.ts; each page is its own lazy chunk (the charts load with it).
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { Schema } from 'effect'
import { SurveyListQuery } from '../../domain/doctor-article'
import { ArticleId } from '../../domain/ids'
import { lazyPage, routePage } from '../lazy'
import { surveyPages } from '../wiring/survey.wiring'
import { mainLayoutRoute } from './layouts'
import { idParam } from './params'
import { backField, parseListSearch } from './search'

const SurveyPage = lazyPage(() => import('../../views/pages/survey/survey.page'), 'SurveyPage')
const SurveyArticlePage = lazyPage(() => import('../../views/pages/survey/survey-article.page'), 'SurveyArticlePage')

export const SurveyListSearch = Schema.Struct({ ...SurveyListQuery.fields, ...backField })
export type SurveyListSearch = typeof SurveyListSearch.Type

export const SurveyAnswersPaging = Schema.Struct({ cursor: Schema.optional(Schema.String), ...backField })
/** The answers' query: the article (from the path) and the page (from the URL). */
export type SurveyAnswersSearch = typeof SurveyAnswersPaging.Type & { readonly articleId: ArticleId }

export const surveyRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'survey', validateSearch: parseListSearch(SurveyListSearch) })
surveyRoute.update({
  component: routePage(SurveyPage, () => {
    const navigate = useNavigate()
    return {
      machine: surveyPages.articles,
      search: surveyRoute.useSearch(),
      onSearch: (search) => void navigate({ to: '/survey', search }),
      onOpen: (articleId) => void navigate({ to: '/survey/$articleId', params: { articleId } }),
    }
  }),
})

export const surveyArticleRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'survey/$articleId',
  params: idParam('articleId', ArticleId),
  validateSearch: parseListSearch(SurveyAnswersPaging),
})
surveyArticleRoute.update({
  component: routePage(SurveyArticlePage, () => {
    const navigate = useNavigate()
    const { articleId } = surveyArticleRoute.useParams()
    return {
      articleMachine: surveyPages.article,
      tallyMachine: surveyPages.tally,
      answersMachine: surveyPages.answers,
      articleId,
      paging: surveyArticleRoute.useSearch(),
      onPaging: (search) => void navigate({ to: '/survey/$articleId', params: { articleId }, search }),
      onBack: () => void navigate({ to: '/survey' }),
    }
  }),
})

export const surveyRoutes = [surveyRoute, surveyArticleRoute] as const
