/**
 * The manuscript routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (src/app/wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are manuscript.routes.tsx, which this module never imports.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { defaultManuscriptTab } from './manuscript.ops'
import { manuscriptPages } from './manuscript.wiring'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'

const ManuscriptListPage = lazyPage(() => import('./manuscript-list.page'), 'ManuscriptListPage')
const ManuscriptDetailPage = lazyPage(() => import('./manuscript-detail.page'), 'ManuscriptDetailPage')
const ManuscriptEditPage = lazyPage(() => import('./manuscript-edit.page'), 'ManuscriptEditPage')

// the routes by id (typed params and search without importing the routes module back)
const manuscriptListRoute = getRouteApi('/main/manuscript')
const manuscriptDetailRoute = getRouteApi('/main/manuscript/$manuscriptId')
const manuscriptEditRoute = getRouteApi('/main/manuscript/$manuscriptId/edit')

const useManuscriptListProps = (): ComponentProps<typeof ManuscriptListPage> => {
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

const useManuscriptDetailProps = (): ComponentProps<typeof ManuscriptDetailPage> => {
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

const useManuscriptEditProps = (): ComponentProps<typeof ManuscriptEditPage> => {
  const navigate = useNavigate()
  const { manuscriptId } = manuscriptEditRoute.useParams()
  const back = useCallback(() => void navigate({ to: '/manuscript/$manuscriptId', params: { manuscriptId } }), [navigate, manuscriptId])
  const list = useCallback(() => void navigate({ to: '/manuscript' }), [navigate])
  return { machine: manuscriptPages.form, assetsMachine: manuscriptPages.assets, manuscriptId, onSaved: back, onCancel: back, onList: list }
}

export const manuscriptList = createLazyRoute('/main/manuscript')({ component: routePage(ManuscriptListPage, useManuscriptListProps) })
export const manuscriptDetail = createLazyRoute('/main/manuscript/$manuscriptId')({ component: routePage(ManuscriptDetailPage, useManuscriptDetailProps) })
export const manuscriptEdit = createLazyRoute('/main/manuscript/$manuscriptId/edit')({ component: routePage(ManuscriptEditPage, useManuscriptEditProps) })
