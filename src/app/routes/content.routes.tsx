/**
 * Routes of the areas whose pages are still placeholders (manuscript detail and edit,
 * organisations, operators, survey, MP, reports) and the home page. Module level,
 * typed params (branded ids) and search; each page is its own lazy chunk.
 */
import { createRoute } from '@tanstack/react-router'
import { ManuscriptId } from '../../domain/ids'
import { HomePage } from '../../views/pages/home/home.page'
import { lazyPage, routePage } from '../lazy'
import { hrefOf, menuSpec } from '../menu'
import { useNavigateHref } from '../navigation'
import { homePages } from '../wiring/home.wiring'
import { mainLayoutRoute } from './layouts'
import { idParam } from './params'

const page = <P extends object>(path: string, Page: Parameters<typeof routePage<P & { onNavigate: (href: string) => void }>>[0]) =>
  createRoute({ getParentRoute: () => mainLayoutRoute, path, component: routePage(Page, () => ({ onNavigate: useNavigateHref() }) as P & { onNavigate: (href: string) => void }) })

const homeLinks = menuSpec.map((spec) => ({ key: spec.key, label: spec.label, icon: spec.icon, href: hrefOf(spec) }))
export const homeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/',
  component: function HomeRoute() {
    return <HomePage links={homeLinks} onNavigate={useNavigateHref()} statsMachine={homePages.stats} />
  },
})

// Manuscripts
const ManuscriptDetailPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-detail.page'), 'ManuscriptDetailPage')
const ManuscriptEditPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-edit.page'), 'ManuscriptEditPage')
export const manuscriptDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId', params: idParam('manuscriptId', ManuscriptId) })
manuscriptDetailRoute.update({
  component: routePage(ManuscriptDetailPage, () => ({ manuscriptId: manuscriptDetailRoute.useParams().manuscriptId, onNavigate: useNavigateHref() })),
})
export const manuscriptEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId/edit', params: idParam('manuscriptId', ManuscriptId) })
manuscriptEditRoute.update({
  component: routePage(ManuscriptEditPage, () => ({ manuscriptId: manuscriptEditRoute.useParams().manuscriptId, onNavigate: useNavigateHref() })),
})

// Survey (expertise: expertise.routes.tsx)
export const surveyRoute = page('survey', lazyPage(() => import('../../views/pages/survey/survey.page'), 'SurveyPage'))

export const contentRoutes = [
  homeRoute,
  manuscriptDetailRoute, manuscriptEditRoute,
  surveyRoute,
] as const
