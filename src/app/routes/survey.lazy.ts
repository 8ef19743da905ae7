/**
 * The survey routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are survey.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import { surveyPages } from '../wiring/survey.wiring'
import type { SurveyPage } from '../../views/pages/survey/survey.page'
import type { SurveyArticlePage } from '../../views/pages/survey/survey-article.page'
import type { ComponentProps } from 'react'
import { surveyRoute, surveyArticleRoute } from './survey.routes'

export const useSurveyProps = (): ComponentProps<typeof SurveyPage> => {
  const navigate = useNavigate()
  return {
    machine: surveyPages.articles,
    search: surveyRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/survey', search }),
    onOpen: (articleId) => void navigate({ to: '/survey/$articleId', params: { articleId } }),
  }
}

export const useSurveyArticleProps = (): ComponentProps<typeof SurveyArticlePage> => {
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
