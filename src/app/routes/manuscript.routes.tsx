/**
 * Routes of the manuscript area: /manuscript (tab, keyword, status, hold, sort, cursor:
 * manuscript.search.ts), /manuscript/{manuscriptId} (detail and moderation),
 * /manuscript/{manuscriptId}/edit. The machines come provided from src/app/wiring/manuscript.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { ManuscriptId } from '../../domain/ids'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { mainLayoutRoute } from './layouts'
import { parseManuscriptListSearch } from './manuscript.search'
import { idParam } from './params'

const ManuscriptListPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-list.page'), 'ManuscriptListPage')
const ManuscriptDetailPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-detail.page'), 'ManuscriptDetailPage')
const ManuscriptEditPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-edit.page'), 'ManuscriptEditPage')
const props = <K extends keyof typeof import('./manuscript.lazy')>(name: K) => lazyHook(() => import('./manuscript.lazy'), name)

export const manuscriptListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript', validateSearch: parseManuscriptListSearch })
manuscriptListRoute.update({ component: routePage(ManuscriptListPage, props('useManuscriptListProps')) })

export const manuscriptDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId', params: idParam('manuscriptId', ManuscriptId) })
manuscriptDetailRoute.update({ component: routePage(ManuscriptDetailPage, props('useManuscriptDetailProps')) })

export const manuscriptEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId/edit', params: idParam('manuscriptId', ManuscriptId) })
manuscriptEditRoute.update({ component: routePage(ManuscriptEditPage, props('useManuscriptEditProps')) })

export const manuscriptRoutes = [manuscriptListRoute, manuscriptDetailRoute, manuscriptEditRoute] as const
