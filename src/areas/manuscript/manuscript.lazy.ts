/**
 * The manuscript routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * manuscript.area.ts, which this module never imports.
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import type { DoctorId, ManuscriptId } from '../../domain/ids'
import { useCallback } from 'react'
import { defaultManuscriptTab } from './manuscript.ops'
import { manuscriptMachines } from './manuscript.wiring'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import type { PagingSearch } from '../../machines/list.machine'
import { useRouteList } from '../../app/routes/route-list'

/** The area's page machines, for the tests' page registry (`pages` in manuscript.area.ts: through this module, so the build has no second way into the wiring). */
export { manuscriptMachines }

const ManuscriptListPage = lazyPage(() => import('./manuscript-list.page'), 'ManuscriptListPage')
const ManuscriptDetailPage = lazyPage(() => import('./manuscript-detail.page'), 'ManuscriptDetailPage')
const ManuscriptEditPage = lazyPage(() => import('./manuscript-edit.page'), 'ManuscriptEditPage')

// where the manuscript pages link to (`linkOptions` checks each path and its params against the route tree)
const listLink = linkOptions({ to: '/manuscript' })
const detailLink = (manuscriptId: ManuscriptId) => linkOptions({ to: '/manuscript/$manuscriptId', params: { manuscriptId } })
const editLink = (manuscriptId: ManuscriptId) => linkOptions({ to: '/manuscript/$manuscriptId/edit', params: { manuscriptId } })
const doctorLink = (doctorId: DoctorId) => linkOptions({ to: '/doctor/$doctorId', params: { doctorId } })

/** The under-review counter of the list's tab asks for no filter. */
const noSearch: PagingSearch = {}

export const manuscriptList = lazyRoute('/main/manuscript', ManuscriptListPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(manuscriptMachines.list, search),
    waiting: useRouteList(manuscriptMachines.waiting, noSearch),
    search,
    defaultTab: defaultManuscriptTab,
    onSearch: (next) => void navigate({ to: '/manuscript', search: next }),
    detailLink,
  }
})

export const manuscriptDetail = lazyRoute('/main/manuscript/$manuscriptId', ManuscriptDetailPage, (route) => {
  const navigate = useNavigate()
  const { manuscriptId } = route.useParams()
  const back = useCallback(() => void navigate({ to: '/manuscript' }), [navigate])
  return {
    machine: manuscriptMachines.moderation,
    lookupsMachine: manuscriptMachines.lookups,
    manuscriptId,
    listLink,
    editLink: editLink(manuscriptId),
    doctorLink,
    onDeleted: back,
  }
})

export const manuscriptEdit = lazyRoute('/main/manuscript/$manuscriptId/edit', ManuscriptEditPage, (route) => {
  const navigate = useNavigate()
  const { manuscriptId } = route.useParams()
  const back = useCallback(() => void navigate({ to: '/manuscript/$manuscriptId', params: { manuscriptId } }), [navigate, manuscriptId])
  return { machine: manuscriptMachines.form, assetsMachine: manuscriptMachines.assets, manuscriptId, onSaved: back, onCancel: back, listLink, detailLink: detailLink(manuscriptId) }
})
