/**
 * The signed-in account on the operator pages (`general.auth.get` by its uid, on a record machine):
 * only an active admin is offered 保存 / 編集 / 削除; anyone else reads why instead. The server
 * refuses those calls to non-admins anyway (docs/operators.md).
 */
import { Message } from 'primereact/message'
import { Skeleton } from 'primereact/skeleton'
import type { ReactNode } from 'react'
import { canManageOperators, type Account } from '../../domain/account'
import type { AccountId, OperatorId } from '../../domain/ids'
import type { RecordMachine } from '../../machines/record.machine'
import { RecordLoadError, useRecordPage } from '../../views/components/record-page.component'
import { operatorText as t } from './operator.text'

export type SignedInOperatorMachine = RecordMachine<Account, never, AccountId>

export interface WithSignedInOperatorProps {
  readonly signedInOperator: SignedInOperatorMachine
  /** The signed-in identity's uid (undefined until the session knows it). */
  readonly accountId: AccountId | undefined
}

export interface SignedInOperator {
  /** May manage operators: offer 保存 / 編集 / 削除. */
  readonly admin: boolean
  /** When not: still asking, the failure with 再読み込み, or 'admins only'. */
  readonly notice: ReactNode
  /** The signed-in operator's own id (what nobody may do to themselves: `selfRefusals`). */
  readonly self: OperatorId | undefined
}

const noop = () => {}

const Known = ({ signedInOperator, accountId, children }: { readonly signedInOperator: SignedInOperatorMachine; readonly accountId: AccountId; readonly children: (v: SignedInOperator) => ReactNode }) => {
  const page = useRecordPage(signedInOperator, accountId, noop)
  const admin = canManageOperators(page.record)
  const notice = admin ? null : page.loadError !== undefined ? (
    <RecordLoadError error={page.loadError} label={t.viewerFailed} retryLabel={t.retry} onRetry={page.reload} />
  ) : page.record ? (
    <Message severity="warn" className="operator-admin-only" text={t.adminOnly} />
  ) : (
    <Skeleton height="2.5rem" />
  )
  return <>{children({ admin, notice, self: page.record?.operatorId ?? undefined })}</>
}

/** Renders `children` with what the signed-in account may do on the operator pages. */
export const WithSignedInOperator = ({ signedInOperator, accountId, children }: WithSignedInOperatorProps & { readonly children: (v: SignedInOperator) => ReactNode }) =>
  accountId === undefined ? <>{children({ admin: false, notice: <Skeleton height="2.5rem" />, self: undefined })}</> : <Known signedInOperator={signedInOperator} accountId={accountId}>{children}</Known>
