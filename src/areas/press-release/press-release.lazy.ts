/**
 * The press-release routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (its wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are press-release.area.ts, which this module never imports.
 */
import { createLazyRoute, getRouteApi, linkOptions, useNavigate } from '@tanstack/react-router'
import type { MediaId, PressReleaseId } from '../../domain/ids'
import { PressReleaseFormValuesSchema } from './press-release-form.machine'
import { mediaPages } from './media.wiring'
import { pressReleasePages } from './press-release.wiring'
import { useFormDraft } from '../../app/routes/form-draft'
import { useState, type ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'
import { useRouteList } from '../../app/routes/route-list'

const PressReleaseListPage = lazyPage(() => import('./press-release-list.page'), 'PressReleaseListPage')
const PressReleaseEditPage = lazyPage(() => import('./press-release-edit.page'), 'PressReleaseEditPage')
const MediaListPage = lazyPage(() => import('./media-list.page'), 'MediaListPage')
const MediaDetailPage = lazyPage(() => import('./media-detail.page'), 'MediaDetailPage')

// the routes by id (typed params and search without importing the area module back)
const pressReleaseListRoute = getRouteApi('/main/press_release')
const pressReleaseEditRoute = getRouteApi('/main/press_release/$id/edit')
const mediaListRoute = getRouteApi('/main/press_release/media')
const mediaDetailRoute = getRouteApi('/main/press_release/media/$mediumId')

// where the PR pages link to (`linkOptions` checks each path and its params against the route tree)
const pressReleasesLink = linkOptions({ to: '/press_release' })
const pressReleaseLink = (id: PressReleaseId) => linkOptions({ to: '/press_release/$id/edit', params: { id } })
const mediaLink = linkOptions({ to: '/press_release/media' })
const mediumLink = (mediumId: MediaId) => linkOptions({ to: '/press_release/media/$mediumId', params: { mediumId } })

const usePressReleaseListProps = (): ComponentProps<typeof PressReleaseListPage> => {
  const navigate = useNavigate()
  const search = pressReleaseListRoute.useSearch()
  return {
    list: useRouteList(pressReleasePages.list, search),
    lookupsMachine: pressReleasePages.lookups,
    search,
    onSearch: (next) => void navigate({ to: '/press_release', search: next }),
    detailLink: pressReleaseLink,
    listLink: pressReleasesLink,
    mediaLink,
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
    listLink: pressReleasesLink,
    statusListLink: (status) => linkOptions({ to: '/press_release', search: { status } }),
    mediumLink,
    onDiscard: discard,
    formMachine: machine,
    lookupsMachine: pressReleasePages.formLookups,
    draft,
    // Saved: back to the releases being edited, where the change shows.
    onSaved: () => void navigate({ to: '/press_release', search: { status: 'editing' } }),
  }
}

const useMediaListProps = (): ComponentProps<typeof MediaListPage> => {
  const navigate = useNavigate()
  const search = mediaListRoute.useSearch()
  return {
    list: useRouteList(mediaPages.list, search),
    search,
    onSearch: (next) => void navigate({ to: '/press_release/media', search: next }),
    detailLink: mediumLink,
    pressReleasesLink,
  }
}

type MediaDetailProps = ComponentProps<typeof MediaDetailPage>

const useMediaDetailProps = (): MediaDetailProps => {
  const navigate = useNavigate()
  const { mediumId } = mediaDetailRoute.useParams()
  // the medium's sub-lists page and sort in the page's state (not the URL), from the medium opened
  const [interviewSearch, setInterviewSearch] = useState<MediaDetailProps['interviewSearch']>({ mediaId: mediumId })
  const [releaseSearch, setReleaseSearch] = useState<MediaDetailProps['releaseSearch']>({ mediaId: mediumId })
  return {
    machine: mediaPages.detail,
    interviews: useRouteList(mediaPages.interviews, interviewSearch),
    interviewSearch,
    onInterviewSearch: setInterviewSearch,
    pressReleases: useRouteList(mediaPages.pressReleases, releaseSearch),
    releaseSearch,
    onReleaseSearch: setReleaseSearch,
    mediumId,
    pressReleasesLink,
    listLink: mediaLink,
    onDeleted: () => void navigate({ to: '/press_release/media' }),
    pressReleaseLink,
  }
}

export const pressReleaseList = createLazyRoute('/main/press_release')({ component: routePage(PressReleaseListPage, usePressReleaseListProps) })
export const pressReleaseEdit = createLazyRoute('/main/press_release/$id/edit')({ component: routePage(PressReleaseEditPage, usePressReleaseEditProps) })
export const mediaList = createLazyRoute('/main/press_release/media')({ component: routePage(MediaListPage, useMediaListProps) })
export const mediaDetail = createLazyRoute('/main/press_release/media/$mediumId')({ component: routePage(MediaDetailPage, useMediaDetailProps) })
