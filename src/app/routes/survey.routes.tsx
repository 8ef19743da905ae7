/**
 * Routes of the survey area: /survey (the survey articles: keyword and status in the URL) and
 * /survey/$articleId (one article: its questions, the charts of its choice questions, its
 * answers page by page with the cursor in the URL). The machines come provided from
 * src/app/wiring/survey.wiring.ts; each page is its own lazy chunk (the charts load with it).
 */
import { createRoute } from '@tanstack/react-router'
import { ArticleId } from '../../domain/ids'
import { mainLayoutRoute } from './layouts'
import { idParam } from './params'
import { parseSurveyAnswersPaging, parseSurveyListSearch } from './survey.search'

const lazyPart = () => import('./survey.lazy')

export const surveyRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'survey', validateSearch: parseSurveyListSearch })
  .lazy(() => lazyPart().then((m) => m.survey))

export const surveyArticleRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'survey/$articleId',
  params: idParam('articleId', ArticleId),
  validateSearch: parseSurveyAnswersPaging,
})
  .lazy(() => lazyPart().then((m) => m.surveyArticle))

export const surveyRoutes = [surveyRoute, surveyArticleRoute] as const
