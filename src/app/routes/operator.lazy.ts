/**
 * The operator routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are operator.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import { AccountId, OperatorId } from '../../domain/ids'
import { OperatorFormValuesSchema, emptyOperatorValues } from '../../machines/operator-form.machine'
import { useSessionUid } from '../session'
import { operatorPages } from '../wiring/operator.wiring'
import { useFormDraft } from './form-draft'
import { asId } from './params'
import type { OperatorListPage } from '../../views/pages/operator/operator-list.page'
import type { OperatorDetailPage } from '../../views/pages/operator/operator-detail.page'
import type { OperatorFormPage } from '../../views/pages/operator/operator-form.page'
import type { ComponentProps } from 'react'
import { operatorListRoute, operatorDetailRoute, operatorEditRoute } from './operator.routes'

const savedOperatorId = asId(OperatorId)
const sessionAccountId = asId(AccountId)

/** The signed-in account, for the pages that offer 保存 / 削除 to admins only. */
const useViewer = () => {
  const uid = useSessionUid()
  return { viewer: operatorPages.viewer, accountId: uid === undefined ? undefined : sessionAccountId(uid) }
}

export const useOperatorListProps = (): ComponentProps<typeof OperatorListPage> => {
  const navigate = useNavigate()
  return {
    machine: operatorPages.list,
    search: operatorListRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/operator', search }),
    onOpen: (operatorId) => void navigate({ to: '/operator/$operatorId', params: { operatorId } }),
    onNew: () => void navigate({ to: '/operator/new' }),
  }
}

export const useOperatorNewProps = (): ComponentProps<typeof OperatorFormPage> => {
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
}

export const useOperatorDetailProps = (): ComponentProps<typeof OperatorDetailPage> => {
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
}

export const useOperatorEditProps = (): ComponentProps<typeof OperatorFormPage> => {
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
}
