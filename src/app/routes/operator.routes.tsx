/**
 * Routes of the operator area (管理者管理): /operator, /operator/new, /operator/{operatorId},
 * /operator/{operatorId}/edit (same shape as doctor.routes.tsx; machines from operator.wiring.ts).
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { AccountId, OperatorId } from '../../domain/ids'
import { OperatorFormValuesSchema, emptyOperatorValues } from '../../machines/operator-form.machine'
import { lazyPage, routePage } from '../lazy'
import { useSessionUid } from '../session'
import { operatorPages } from '../wiring/operator.wiring'
import { parseOperatorListSearch } from './operator.search'
import { useFormDraft } from './form-draft'
import { mainLayoutRoute } from './layouts'
import { asId, idParam } from './params'

const savedOperatorId = asId(OperatorId)
const sessionAccountId = asId(AccountId)

/** The signed-in account, for the pages that offer 保存 / 削除 to admins only. */
const useViewer = () => {
  const uid = useSessionUid()
  return { viewer: operatorPages.viewer, accountId: uid === undefined ? undefined : sessionAccountId(uid) }
}

const OperatorListPage = lazyPage(() => import('../../views/pages/operator/operator-list.page'), 'OperatorListPage')
const OperatorDetailPage = lazyPage(() => import('../../views/pages/operator/operator-detail.page'), 'OperatorDetailPage')
const OperatorFormPage = lazyPage(() => import('../../views/pages/operator/operator-form.page'), 'OperatorFormPage')

export const operatorListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator', validateSearch: parseOperatorListSearch })
operatorListRoute.update({
  component: routePage(OperatorListPage, () => {
    const navigate = useNavigate()
    return {
      machine: operatorPages.list,
      search: operatorListRoute.useSearch(),
      onSearch: (search) => void navigate({ to: '/operator', search }),
      onOpen: (operatorId) => void navigate({ to: '/operator/$operatorId', params: { operatorId } }),
      onNew: () => void navigate({ to: '/operator/new' }),
    }
  }),
})

export const operatorNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/new' })
operatorNewRoute.update({
  component: routePage(OperatorFormPage, () => {
    const navigate = useNavigate()
    const { machine, draft, discard } = useFormDraft(operatorPages.form, OperatorFormValuesSchema, '/operator/new')
    return {
      ...useViewer(),
      machine,
      initial: emptyOperatorValues,
      draft,
      onSaved: (savedId) => void navigate({ to: '/operator/$operatorId', params: { operatorId: savedOperatorId(savedId) } }),
      onCancel: () => {
        discard()
        void navigate({ to: '/operator' })
      },
    }
  }),
})

export const operatorDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/$operatorId', params: idParam('operatorId', OperatorId) })
operatorDetailRoute.update({
  component: routePage(OperatorDetailPage, () => {
    const navigate = useNavigate()
    const { operatorId } = operatorDetailRoute.useParams()
    return {
      ...useViewer(),
      machine: operatorPages.detail,
      operatorId,
      onEdit: () => void navigate({ to: '/operator/$operatorId/edit', params: { operatorId } }),
      onBack: () => void navigate({ to: '/operator' }),
      onDeleted: () => void navigate({ to: '/operator' }),
    }
  }),
})

export const operatorEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'operator/$operatorId/edit', params: idParam('operatorId', OperatorId) })
operatorEditRoute.update({
  component: routePage(OperatorFormPage, () => {
    const navigate = useNavigate()
    const { operatorId } = operatorEditRoute.useParams()
    const { machine, draft, discard } = useFormDraft(operatorPages.form, OperatorFormValuesSchema, `/operator/${operatorId}/edit`)
    return {
      ...useViewer(),
      machine,
      id: operatorId,
      initial: emptyOperatorValues,
      draft,
      onSaved: (savedId) => void navigate({ to: '/operator/$operatorId', params: { operatorId: savedOperatorId(savedId) } }),
      onCancel: () => {
        discard()
        void navigate({ to: '/operator/$operatorId', params: { operatorId } })
      },
    }
  }),
})

export const operatorRoutes = [operatorListRoute, operatorNewRoute, operatorDetailRoute, operatorEditRoute] as const
