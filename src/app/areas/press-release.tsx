/**
 * Routes of the press release area: /press_release (search param `status`: editing, request,
 * published or suspend; used by the PR menu sub-entries) and /press_release/{id}/edit.
 *
 * An unknown `status` value is dropped (the list shows all statuses) rather than failing the
 * page: the URL may come from an old bookmark.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { hrefOf, isPressReleaseStatus, pressReleaseStatuses, type PressReleaseStatus } from '../menu'
import { useNavigateHref } from '../navigation'

const ListPage = lazyPage(() => import('../../views/pages/press-release/press-release-list.page'), 'PressReleaseListPage')
const EditPage = lazyPage(() => import('../../views/pages/press-release/press-release-edit.page'), 'PressReleaseEditPage')

export interface PressReleaseSearch {
  readonly status?: PressReleaseStatus
}

/** The key is always present: TanStack merges the raw search under the validated one. */
export const validatePressReleaseSearch = (search: Record<string, unknown>): PressReleaseSearch => ({
  status: isPressReleaseStatus(search.status) ? search.status : undefined,
})

export const pressReleaseRoutes = <P extends AnyRoute>(parent: P) => {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'press_release',
    validateSearch: validatePressReleaseSearch,
  })
  list.update({
    component: routePage(ListPage, () => {
      const navigateHref = useNavigateHref()
      return {
        status: (list.useSearch() as { status?: PressReleaseStatus }).status,
        statuses: pressReleaseStatuses,
        onStatusChange: (status: PressReleaseStatus | undefined) =>
          navigateHref(hrefOf({ path: '/press_release', status })),
        onNavigate: navigateHref,
      }
    }),
  })
  const edit = createRoute({ getParentRoute: () => parent, path: 'press_release/$id/edit' })
  edit.update({
    component: routePage(EditPage, () => ({ id: (edit.useParams() as { id: string }).id, onNavigate: useNavigateHref() })),
  })
  return [list, edit] as const
}
