/**
 * Routes of the press release area: /press_release (`status` from the PR menu's sub-entries,
 * keyword, client, media, sort, cursor: press-release.search.ts), /press_release/{id}/edit
 * (the release, its status moves and publication time; the edit form in editing, else the
 * read-only form) and its media, under PR管理 (no menu entry of their own, so the menu keeps
 * PR管理 highlighted): /press_release/media (list: media.search.ts) and
 * /press_release/media/{mediumId}. Module level, ids are branded (idParam); the machines come
 * provided from src/app/wiring/press-release.wiring.ts and media.wiring.ts.
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { MediaId, PressReleaseId } from '../../domain/ids'
import { PressReleaseFormValuesSchema } from '../../machines/press-release-form.machine'
import { lazyPage, routePage } from '../lazy'
import { mediaPages } from '../wiring/media.wiring'
import { pressReleasePages } from '../wiring/press-release.wiring'
import { useFormDraft } from './form-draft'
import { mainLayoutRoute } from './layouts'
import { parseMediaListSearch } from './media.search'
import { idParam } from './params'
import { parsePressReleaseListSearch } from './press-release.search'

const PressReleaseListPage = lazyPage(() => import('../../views/pages/press-release/press-release-list.page'), 'PressReleaseListPage')
const PressReleaseEditPage = lazyPage(() => import('../../views/pages/press-release/press-release-edit.page'), 'PressReleaseEditPage')
const MediaListPage = lazyPage(() => import('../../views/pages/media/media-list.page'), 'MediaListPage')
const MediaDetailPage = lazyPage(() => import('../../views/pages/media/media-detail.page'), 'MediaDetailPage')

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
      onMedia: () => void navigate({ to: '/press_release/media' }),
    }
  }),
})

export const pressReleaseEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/$id/edit', params: idParam('id', PressReleaseId) })
pressReleaseEditRoute.update({
  component: routePage(PressReleaseEditPage, () => {
    const navigate = useNavigate()
    const { id } = pressReleaseEditRoute.useParams()
    const { machine, draft, discard } = useFormDraft(pressReleasePages.form, PressReleaseFormValuesSchema, `/press_release/${id}/edit`)
    return {
      machine: pressReleasePages.status,
      id,
      onBack: () => {
        discard()
        void navigate({ to: '/press_release' })
      },
      formMachine: machine,
      lookupsMachine: pressReleasePages.formLookups,
      draft,
      // Saved: back to the releases being edited, where the change shows.
      onSaved: () => void navigate({ to: '/press_release', search: { status: 'editing' } }),
      onOpenMedium: (mediumId) => void navigate({ to: '/press_release/media/$mediumId', params: { mediumId } }),
    }
  }),
})

export const mediaListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/media', validateSearch: parseMediaListSearch })
mediaListRoute.update({
  component: routePage(MediaListPage, () => {
    const navigate = useNavigate()
    return {
      machine: mediaPages.list,
      search: mediaListRoute.useSearch(),
      onSearch: (search) => void navigate({ to: '/press_release/media', search }),
      onOpen: (mediumId) => void navigate({ to: '/press_release/media/$mediumId', params: { mediumId } }),
      onPressReleases: () => void navigate({ to: '/press_release' }),
    }
  }),
})

export const mediaDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/media/$mediumId', params: idParam('mediumId', MediaId) })
mediaDetailRoute.update({
  component: routePage(MediaDetailPage, () => {
    const navigate = useNavigate()
    return {
      machine: mediaPages.detail,
      interviewsMachine: mediaPages.interviews,
      pressReleasesMachine: mediaPages.pressReleases,
      mediumId: mediaDetailRoute.useParams().mediumId,
      onBack: () => void navigate({ to: '/press_release/media' }),
      onDeleted: () => void navigate({ to: '/press_release/media' }),
      onOpenPressRelease: (id) => void navigate({ to: '/press_release/$id/edit', params: { id } }),
    }
  }),
})

export const pressReleaseRoutes = [pressReleaseListRoute, pressReleaseEditRoute, mediaListRoute, mediaDetailRoute] as const
