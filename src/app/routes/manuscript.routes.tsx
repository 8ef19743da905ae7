/**
 * Routes of the manuscript area: /manuscript (tab, keyword, status, hold, sort, cursor:
 * manuscript.search.ts), /manuscript/{manuscriptId} (detail and moderation),
 * /manuscript/{manuscriptId}/edit. The machines come provided from src/app/wiring/manuscript.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { ManuscriptId } from '../../domain/ids'
import { mainLayoutRoute } from './layouts'
import { parseManuscriptListSearch } from './manuscript.search'
import { idParam } from './params'

const lazyPart = () => import('./manuscript.lazy')

export const manuscriptListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript', validateSearch: parseManuscriptListSearch })
  .lazy(() => lazyPart().then((m) => m.manuscriptList))

export const manuscriptDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId', params: idParam('manuscriptId', ManuscriptId) })
  .lazy(() => lazyPart().then((m) => m.manuscriptDetail))

export const manuscriptEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId/edit', params: idParam('manuscriptId', ManuscriptId) })
  .lazy(() => lazyPart().then((m) => m.manuscriptEdit))

export const manuscriptRoutes = [manuscriptListRoute, manuscriptDetailRoute, manuscriptEditRoute] as const
