/**
 * The press-release routes' lazy parts (loaded on demand through the router's `route.lazy`, never
 * in the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * press-release.area.ts, which this module never imports.
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import type { MediaId, PressReleaseId } from '../../domain/ids'
import { PressReleaseFormValuesSchema } from './press-release-form.machine'
import { mediaMachines } from './media.wiring'
import { pressReleaseMachines } from './press-release.wiring'
import { useFormDraft } from '../../app/routes/form-draft'
import { useState, type ComponentProps } from 'react'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'

/** The area's page machines, for the tests' page registry (`pages` in press-release.area.ts: through this module, so the build has no second way into the wiring). */
export { mediaMachines, pressReleaseMachines }

const PressReleaseListPage = lazyPage(() => import('./press-release-list.page'), 'PressReleaseListPage')
const PressReleaseEditPage = lazyPage(() => import('./press-release-edit.page'), 'PressReleaseEditPage')
const MediaListPage = lazyPage(() => import('./media-list.page'), 'MediaListPage')
const MediaDetailPage = lazyPage(() => import('./media-detail.page'), 'MediaDetailPage')

// where the PR pages link to (`linkOptions` checks each path and its params against the route tree)
const pressReleasesLink = linkOptions({ to: '/press_release' })
const pressReleaseLink = (id: PressReleaseId) => linkOptions({ to: '/press_release/$id/edit', params: { id } })
const mediaLink = linkOptions({ to: '/press_release/media' })
const mediumLink = (mediumId: MediaId) => linkOptions({ to: '/press_release/media/$mediumId', params: { mediumId } })

type MediaDetailProps = ComponentProps<typeof MediaDetailPage>

export const pressReleaseList = lazyRoute('/main/press_release', PressReleaseListPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(pressReleaseMachines.list, search),
    lookupsMachine: pressReleaseMachines.lookups,
    search,
    onSearch: (next) => void navigate({ to: '/press_release', search: next }),
    detailLink: pressReleaseLink,
    listLink: pressReleasesLink,
    mediaLink,
  }
})

export const pressReleaseEdit = lazyRoute('/main/press_release/$id/edit', PressReleaseEditPage, (route) => {
  const navigate = useNavigate()
  const { id } = route.useParams()
  const { machine, draft, discard } = useFormDraft(pressReleaseMachines.form, PressReleaseFormValuesSchema, `/press_release/${id}/edit`)
  return {
    machine: pressReleaseMachines.status,
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
    lookupsMachine: pressReleaseMachines.formLookups,
    imageMachine: pressReleaseMachines.image,
    draft,
    // Saved: back to the releases being edited, where the change shows.
    onSaved: () => void navigate({ to: '/press_release', search: { status: 'editing' } }),
  }
})

export const mediaList = lazyRoute('/main/press_release/media', MediaListPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(mediaMachines.list, search),
    search,
    onSearch: (next) => void navigate({ to: '/press_release/media', search: next }),
    detailLink: mediumLink,
    pressReleasesLink,
  }
})

export const mediaDetail = lazyRoute('/main/press_release/media/$mediumId', MediaDetailPage, (route) => {
  const navigate = useNavigate()
  const { mediumId } = route.useParams()
  // the medium's sub-lists page and sort in the page's state (not the URL), from the medium opened
  const [interviewSearch, setInterviewSearch] = useState<MediaDetailProps['interviewSearch']>({ mediaId: mediumId })
  const [releaseSearch, setReleaseSearch] = useState<MediaDetailProps['releaseSearch']>({ mediaId: mediumId })
  return {
    machine: mediaMachines.detail,
    interviews: useRouteList(mediaMachines.interviews, interviewSearch),
    interviewSearch,
    onInterviewSearch: setInterviewSearch,
    pressReleases: useRouteList(mediaMachines.pressReleases, releaseSearch),
    releaseSearch,
    onReleaseSearch: setReleaseSearch,
    mediumId,
    pressReleasesLink,
    listLink: mediaLink,
    onDeleted: () => void navigate({ to: '/press_release/media' }),
    pressReleaseLink,
  }
})
