/**
 * The manuscript routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are manuscript.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { defaultManuscriptTab } from '../../services/manuscript.ops'
import { manuscriptPages } from '../wiring/manuscript.wiring'
import type { ManuscriptListPage } from '../../views/pages/manuscript/manuscript-list.page'
import type { ManuscriptDetailPage } from '../../views/pages/manuscript/manuscript-detail.page'
import type { ManuscriptEditPage } from '../../views/pages/manuscript/manuscript-edit.page'
import type { ComponentProps } from 'react'
import { manuscriptListRoute, manuscriptDetailRoute, manuscriptEditRoute } from './manuscript.routes'

export const useManuscriptListProps = (): ComponentProps<typeof ManuscriptListPage> => {
  const navigate = useNavigate()
  return {
    machine: manuscriptPages.list,
    waitingMachine: manuscriptPages.waiting,
    search: manuscriptListRoute.useSearch(),
    defaultTab: defaultManuscriptTab,
    onSearch: (search) => void navigate({ to: '/manuscript', search }),
    onOpen: (manuscriptId) => void navigate({ to: '/manuscript/$manuscriptId', params: { manuscriptId } }),
  }
}

export const useManuscriptDetailProps = (): ComponentProps<typeof ManuscriptDetailPage> => {
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
}

export const useManuscriptEditProps = (): ComponentProps<typeof ManuscriptEditPage> => {
  const navigate = useNavigate()
  const { manuscriptId } = manuscriptEditRoute.useParams()
  const back = useCallback(() => void navigate({ to: '/manuscript/$manuscriptId', params: { manuscriptId } }), [navigate, manuscriptId])
  const list = useCallback(() => void navigate({ to: '/manuscript' }), [navigate])
  return { machine: manuscriptPages.form, assetsMachine: manuscriptPages.assets, manuscriptId, onSaved: back, onCancel: back, onList: list }
}
