/**
 * The press-release routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (src/app/wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are press-release.routes.tsx, which this module never imports.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { PressReleaseFormValuesSchema } from './press-release-form.machine'
import { mediaPages } from './media.wiring'
import { pressReleasePages } from './press-release.wiring'
import { useFormDraft } from '../../app/routes/form-draft'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'

const PressReleaseListPage = lazyPage(() => import('./press-release-list.page'), 'PressReleaseListPage')
const PressReleaseEditPage = lazyPage(() => import('./press-release-edit.page'), 'PressReleaseEditPage')
const MediaListPage = lazyPage(() => import('./media-list.page'), 'MediaListPage')
const MediaDetailPage = lazyPage(() => import('./media-detail.page'), 'MediaDetailPage')

// the routes by id (typed params and search without importing the routes module back)
const pressReleaseListRoute = getRouteApi('/main/press_release')
const pressReleaseEditRoute = getRouteApi('/main/press_release/$id/edit')
const mediaListRoute = getRouteApi('/main/press_release/media')
const mediaDetailRoute = getRouteApi('/main/press_release/media/$mediumId')

const usePressReleaseListProps = (): ComponentProps<typeof PressReleaseListPage> => {
  const navigate = useNavigate()
  return {
    machine: pressReleasePages.list,
    lookupsMachine: pressReleasePages.lookups,
    search: pressReleaseListRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/press_release', search }),
    onOpen: (id) => void navigate({ to: '/press_release/$id/edit', params: { id } }),
    onMedia: () => void navigate({ to: '/press_release/media' }),
  }
}

const usePressReleaseEditProps = (): ComponentProps<typeof PressReleaseEditPage> => {
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
}

const useMediaListProps = (): ComponentProps<typeof MediaListPage> => {
  const navigate = useNavigate()
  return {
    machine: mediaPages.list,
    search: mediaListRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/press_release/media', search }),
    onOpen: (mediumId) => void navigate({ to: '/press_release/media/$mediumId', params: { mediumId } }),
    onPressReleases: () => void navigate({ to: '/press_release' }),
  }
}

const useMediaDetailProps = (): ComponentProps<typeof MediaDetailPage> => {
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
}

export const pressReleaseList = createLazyRoute('/main/press_release')({ component: routePage(PressReleaseListPage, usePressReleaseListProps) })
export const pressReleaseEdit = createLazyRoute('/main/press_release/$id/edit')({ component: routePage(PressReleaseEditPage, usePressReleaseEditProps) })
export const mediaList = createLazyRoute('/main/press_release/media')({ component: routePage(MediaListPage, useMediaListProps) })
export const mediaDetail = createLazyRoute('/main/press_release/media/$mediumId')({ component: routePage(MediaDetailPage, useMediaDetailProps) })
