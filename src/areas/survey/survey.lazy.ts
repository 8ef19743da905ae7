/**
 * The survey routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (src/app/wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are survey.routes.tsx, which this module never imports.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { surveyPages } from './survey.wiring'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'

const SurveyPage = lazyPage(() => import('./survey.page'), 'SurveyPage')
const SurveyArticlePage = lazyPage(() => import('./survey-article.page'), 'SurveyArticlePage')

// the routes by id (typed params and search without importing the routes module back)
const surveyRoute = getRouteApi('/main/survey')
const surveyArticleRoute = getRouteApi('/main/survey/$articleId')

const useSurveyProps = (): ComponentProps<typeof SurveyPage> => {
  const navigate = useNavigate()
  return {
    machine: surveyPages.articles,
    search: surveyRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/survey', search }),
    onOpen: (articleId) => void navigate({ to: '/survey/$articleId', params: { articleId } }),
  }
}

const useSurveyArticleProps = (): ComponentProps<typeof SurveyArticlePage> => {
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
}

export const survey = createLazyRoute('/main/survey')({ component: routePage(SurveyPage, useSurveyProps) })
export const surveyArticle = createLazyRoute('/main/survey/$articleId')({ component: routePage(SurveyArticlePage, useSurveyArticleProps) })
