/**
 * Routes of the press release area: /press_release (`status` from the PR menu's sub-entries,
 * keyword, client, media, sort, cursor: press-release.search.ts) and /press_release/{id}/edit
 * (the release, its status moves and publication time; read-only form). Module level, `id` is a
 * `PressReleaseId` (idParam); the machines come provided from src/app/wiring/press-release.wiring.ts.
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { PressReleaseId } from '../../domain/ids'
import { lazyPage, routePage } from '../lazy'
import { pressReleasePages } from '../wiring/press-release.wiring'
import { mainLayoutRoute } from './layouts'
import { idParam } from './params'
import { parsePressReleaseListSearch } from './press-release.search'

const PressReleaseListPage = lazyPage(() => import('../../views/pages/press-release/press-release-list.page'), 'PressReleaseListPage')
const PressReleaseEditPage = lazyPage(() => import('../../views/pages/press-release/press-release-edit.page'), 'PressReleaseEditPage')

export const pressReleaseListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release', validateSearch: parsePressReleaseListSearch })
pressReleaseListRoute.update({
  component: routePage(PressReleaseListPage, () => {
    const navigate = useNavigate()
    return {
      machine: pressReleasePages.list,
      lookupsMachine: pressReleasePages.lookups,
      search: pressReleaseListRoute.useSearch(),
      onSearch: (search) => void navigate({ to: '/press_release', search }),
      onOpen: (id) => void navigate({ to: '/press_release/$id/edit', params: { id } }),
    }
  }),
})

export const pressReleaseEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/$id/edit', params: idParam('id', PressReleaseId) })
pressReleaseEditRoute.update({
  component: routePage(PressReleaseEditPage, () => {
    const navigate = useNavigate()
    return {
      machine: pressReleasePages.status,
      id: pressReleaseEditRoute.useParams().id,
      onBack: () => void navigate({ to: '/press_release' }),
    }
  }),
})

export const pressReleaseRoutes = [pressReleaseListRoute, pressReleaseEditRoute] as const
