/**
 * Routes of the manuscript area: /manuscript (tab, keyword, status, hold, sort, cursor:
 * manuscript.search.ts), /manuscript/{manuscriptId} (detail and moderation),
 * /manuscript/{manuscriptId}/edit. The machines come provided from src/app/wiring/manuscript.wiring.ts.
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ManuscriptId } from '../../domain/ids'
import { defaultManuscriptTab } from '../../services/manuscript.ops'
import { lazyPage, routePage } from '../lazy'
import { manuscriptPages } from '../wiring/manuscript.wiring'
import { mainLayoutRoute } from './layouts'
import { parseManuscriptListSearch } from './manuscript.search'
import { idParam } from './params'

const ManuscriptListPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-list.page'), 'ManuscriptListPage')
const ManuscriptDetailPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-detail.page'), 'ManuscriptDetailPage')
const ManuscriptEditPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-edit.page'), 'ManuscriptEditPage')

export const manuscriptListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript', validateSearch: parseManuscriptListSearch })
manuscriptListRoute.update({
  component: routePage(ManuscriptListPage, () => {
    const navigate = useNavigate()
    return {
      machine: manuscriptPages.list,
      waitingMachine: manuscriptPages.waiting,
      search: manuscriptListRoute.useSearch(),
      defaultTab: defaultManuscriptTab,
      onSearch: (search) => void navigate({ to: '/manuscript', search }),
      onOpen: (manuscriptId) => void navigate({ to: '/manuscript/$manuscriptId', params: { manuscriptId } }),
    }
  }),
})

export const manuscriptDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId', params: idParam('manuscriptId', ManuscriptId) })
manuscriptDetailRoute.update({
  component: routePage(ManuscriptDetailPage, () => {
    const navigate = useNavigate()
    const { manuscriptId } = manuscriptDetailRoute.useParams()
    const back = useCallback(() => void navigate({ to: '/manuscript' }), [navigate])
    return {
      machine: manuscriptPages.moderation,
      lookupsMachine: manuscriptPages.lookups,
      manuscriptId,
      onBack: back,
      onDeleted: back,
      onEdit: () => void navigate({ to: '/manuscript/$manuscriptId/edit', params: { manuscriptId } }),
      onOpenDoctor: (doctorId) => void navigate({ to: '/doctor/$doctorId', params: { doctorId } }),
    }
  }),
})

export const manuscriptEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId/edit', params: idParam('manuscriptId', ManuscriptId) })
manuscriptEditRoute.update({
  component: routePage(ManuscriptEditPage, () => {
    const navigate = useNavigate()
    const { manuscriptId } = manuscriptEditRoute.useParams()
    const back = useCallback(() => void navigate({ to: '/manuscript/$manuscriptId', params: { manuscriptId } }), [navigate, manuscriptId])
    const list = useCallback(() => void navigate({ to: '/manuscript' }), [navigate])
    return { machine: manuscriptPages.form, assetsMachine: manuscriptPages.assets, manuscriptId, onSaved: back, onCancel: back, onList: list }
  }),
})

export const manuscriptRoutes = [manuscriptListRoute, manuscriptDetailRoute, manuscriptEditRoute] as const
