/**
 * Routes of the manuscript area: /manuscript (tab, keyword, status, hold, sort, cursor:
 * manuscript.search.ts). The detail and edit routes are still placeholders (content.routes.tsx).
 * The machines come provided from src/app/wiring/manuscript.wiring.ts.
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { defaultManuscriptTab } from '../../services/manuscript.ops'
import { lazyPage, routePage } from '../lazy'
import { manuscriptPages } from '../wiring/manuscript.wiring'
import { mainLayoutRoute } from './layouts'
import { parseManuscriptListSearch } from './manuscript.search'

const ManuscriptListPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-list.page'), 'ManuscriptListPage')

export const manuscriptListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript', validateSearch: parseManuscriptListSearch })
manuscriptListRoute.update({
  component: routePage(ManuscriptListPage, () => {
    const navigate = useNavigate()
    return {
      machine: manuscriptPages.list,
      search: manuscriptListRoute.useSearch(),
      defaultTab: defaultManuscriptTab,
      onSearch: (search) => void navigate({ to: '/manuscript', search }),
      onOpen: (manuscriptId) => void navigate({ to: '/manuscript/$manuscriptId', params: { manuscriptId } }),
    }
  }),
})

export const manuscriptRoutes = [manuscriptListRoute] as const
