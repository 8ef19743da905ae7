/**
 * The press-release routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are press-release.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import { PressReleaseFormValuesSchema } from '../../machines/press-release-form.machine'
import { mediaPages } from '../wiring/media.wiring'
import { pressReleasePages } from '../wiring/press-release.wiring'
import { useFormDraft } from './form-draft'
import type { PressReleaseListPage } from '../../views/pages/press-release/press-release-list.page'
import type { PressReleaseEditPage } from '../../views/pages/press-release/press-release-edit.page'
import type { MediaListPage } from '../../views/pages/media/media-list.page'
import type { MediaDetailPage } from '../../views/pages/media/media-detail.page'
import type { ComponentProps } from 'react'
import { pressReleaseListRoute, pressReleaseEditRoute, mediaListRoute, mediaDetailRoute } from './press-release.routes'

export const usePressReleaseListProps = (): ComponentProps<typeof PressReleaseListPage> => {
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

export const usePressReleaseEditProps = (): ComponentProps<typeof PressReleaseEditPage> => {
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

export const useMediaListProps = (): ComponentProps<typeof MediaListPage> => {
  const navigate = useNavigate()
  return {
    machine: mediaPages.list,
    search: mediaListRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/press_release/media', search }),
    onOpen: (mediumId) => void navigate({ to: '/press_release/media/$mediumId', params: { mediumId } }),
    onPressReleases: () => void navigate({ to: '/press_release' }),
  }
}

export const useMediaDetailProps = (): ComponentProps<typeof MediaDetailPage> => {
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
