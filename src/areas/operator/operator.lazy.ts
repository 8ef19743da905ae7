/**
 * The operator routes' lazy parts (loaded on demand through the router's `route.lazy`, never in the
 * entry chunk): each route's component, its page (a chunk of its own, loaded next) and the page's
 * props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * operator.area.ts, which this module never imports.
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import { AccountId, OperatorId } from '../../domain/ids'
import { OperatorFormValuesSchema, emptyOperatorValues } from './operator-form.machine'
import { useSessionUid } from '../../app/session'
import { operatorMachines } from './operator.wiring'
import { useFormRoute } from '../../app/routes/form-draft'
import { asId } from '../../app/routes/params'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'

/** The area's page machines, for the tests' page registry (`pages` in operator.area.ts: through this module, so the build has no second way into the wiring). */
export { operatorMachines }

const OperatorListPage = lazyPage(() => import('./operator-list.page'), 'OperatorListPage')
const OperatorDetailPage = lazyPage(() => import('./operator-detail.page'), 'OperatorDetailPage')
const OperatorFormPage = lazyPage(() => import('./operator-form.page'), 'OperatorFormPage')

const savedOperatorId = asId(OperatorId)

// where the operator pages link to (`linkOptions` checks each path and its params against the route tree)
const listLink = linkOptions({ to: '/operator' })
const newLink = linkOptions({ to: '/operator/new' })
const detailLink = (operatorId: OperatorId) => linkOptions({ to: '/operator/$operatorId', params: { operatorId } })
const editLink = (operatorId: OperatorId) => linkOptions({ to: '/operator/$operatorId/edit', params: { operatorId } })
const sessionAccountId = asId(AccountId)

/** The signed-in account, for the pages that offer 保存 / 削除 to admins only. */
const useSignedInOperator = () => {
  const uid = useSessionUid()
  return { signedInOperator: operatorMachines.signedInOperator, accountId: uid === undefined ? undefined : sessionAccountId(uid) }
}

export const operatorList = lazyRoute('/main/operator', OperatorListPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(operatorMachines.list, search),
    search,
    onSearch: (next) => void navigate({ to: '/operator', search: next }),
    detailLink,
    newLink,
  }
})

export const operatorNew = lazyRoute('/main/operator/new', OperatorFormPage, () => {
  const navigate = useNavigate()
  return {
    ...useSignedInOperator(),
    ...useFormRoute(operatorMachines.form, OperatorFormValuesSchema, '/operator/new', {
      initial: emptyOperatorValues,
      listLink,
      saved: (savedId) => void navigate({ to: '/operator/$operatorId', params: { operatorId: savedOperatorId(savedId) } }),
      cancelled: () => void navigate({ to: '/operator' }),
    }),
  }
})

export const operatorDetail = lazyRoute('/main/operator/$operatorId', OperatorDetailPage, (route) => {
  const navigate = useNavigate()
  const { operatorId } = route.useParams()
  return {
    ...useSignedInOperator(),
    machine: operatorMachines.detail,
    operatorId,
    editLink: editLink(operatorId),
    listLink,
    onDeleted: () => void navigate({ to: '/operator' }),
  }
})

export const operatorEdit = lazyRoute('/main/operator/$operatorId/edit', OperatorFormPage, (route) => {
  const navigate = useNavigate()
  const { operatorId } = route.useParams()
  return {
    ...useSignedInOperator(),
    ...useFormRoute(operatorMachines.form, OperatorFormValuesSchema, `/operator/${operatorId}/edit`, {
      initial: emptyOperatorValues,
      listLink,
      saved: (savedId) => void navigate({ to: '/operator/$operatorId', params: { operatorId: savedOperatorId(savedId) } }),
      cancelled: () => void navigate({ to: '/operator/$operatorId', params: { operatorId } }),
    }),
    id: operatorId,
  }
})
