/**
 * Routes of the survey area: /survey.
 * Pages are loaded lazily (own chunk); the router mounts what `surveyRoutes(parent)` returns under
 * the main layout.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { useNavigateHref } from '../navigation'

const SurveyPage = lazyPage(() => import('../../views/pages/survey/survey.page'), 'SurveyPage')

export const surveyRoutes = <P extends AnyRoute>(parent: P) => {
  const page = createRoute({
    getParentRoute: () => parent,
    path: 'survey',
    component: routePage(SurveyPage, () => ({ onNavigate: useNavigateHref() })),
  })
  return [page] as const
}
