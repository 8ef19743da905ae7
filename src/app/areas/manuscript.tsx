/**
 * Routes of the manuscript area: /manuscript, /manuscript/{manuscriptId}, /manuscript/{manuscriptId}/edit.
 * Pages are loaded lazily (own chunk); the router mounts what `manuscriptRoutes(parent)` returns
 * under the main layout.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { useNavigateHref } from '../navigation'

const ListPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-list.page'), 'ManuscriptListPage')
const DetailPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-detail.page'), 'ManuscriptDetailPage')
const EditPage = lazyPage(() => import('../../views/pages/manuscript/manuscript-edit.page'), 'ManuscriptEditPage')

export const manuscriptRoutes = <P extends AnyRoute>(parent: P) => {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'manuscript',
    component: routePage(ListPage, () => ({ onNavigate: useNavigateHref() })),
  })
  const detail = createRoute({ getParentRoute: () => parent, path: 'manuscript/$manuscriptId' })
  detail.update({
    component: routePage(DetailPage, () => ({
      manuscriptId: (detail.useParams() as { manuscriptId: string }).manuscriptId,
      onNavigate: useNavigateHref(),
    })),
  })
  const edit = createRoute({ getParentRoute: () => parent, path: 'manuscript/$manuscriptId/edit' })
  edit.update({
    component: routePage(EditPage, () => ({ manuscriptId: (edit.useParams() as { manuscriptId: string }).manuscriptId, onNavigate: useNavigateHref() })),
  })
  return [list, detail, edit] as const
}
