/**
 * The survey routes' lazy parts (loaded on demand through the router's `route.lazy`, never in the
 * entry chunk): each route's component, its page (a chunk of its own, loaded next) and the page's
 * props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * survey.area.ts, which this module never imports.
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import type { ArticleId } from '../../domain/ids'
import { surveyMachines } from './survey.wiring'
import { useMemo } from 'react'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'

/** The area's page machines, for the tests' page registry (`pages` in survey.area.ts: through this module, so the build has no second way into the wiring). */
export { surveyMachines }

const SurveyPage = lazyPage(() => import('./survey.page'), 'SurveyPage')
const SurveyArticlePage = lazyPage(() => import('./survey-article.page'), 'SurveyArticlePage')

// where the survey pages link to (`linkOptions` checks each path and its params against the route tree)
const listLink = linkOptions({ to: '/survey' })
const detailLink = (articleId: ArticleId) => linkOptions({ to: '/survey/$articleId', params: { articleId } })

export const survey = lazyRoute('/main/survey', SurveyPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(surveyMachines.articles, search),
    search,
    onSearch: (next) => void navigate({ to: '/survey', search: next }),
    detailLink,
  }
})

export const surveyArticle = lazyRoute('/main/survey/$articleId', SurveyArticlePage, (route) => {
  const navigate = useNavigate()
  const { articleId } = route.useParams()
  const paging = route.useSearch()
  const articleSearch = useMemo(() => ({ articleId }), [articleId])
  const answersSearch = useMemo(() => ({ ...paging, articleId }), [paging, articleId])
  return {
    article: useRouteList(surveyMachines.article, articleSearch),
    tally: useRouteList(surveyMachines.tally, articleSearch),
    answers: useRouteList(surveyMachines.answers, answersSearch),
    answersSearch,
    onPaging: (search) => void navigate({ to: '/survey/$articleId', params: { articleId }, search }),
    listLink,
  }
})
