/**
 * /operator/{operatorId}: every field (role, last sign-in); 編集 and 削除 for an admin (the server
 * decides too); on one's own page no 削除, and a note says why (`selfRefusals`).
 */
import { Skeleton } from 'primereact/skeleton'
import type { OperatorId } from '../../domain/ids'
import { isSelf, operatorRecord, type Operator, type OperatorAction } from '../../domain/operator'
import { Message } from 'primereact/message'
import type { RecordMachine } from '../../machines/record.machine'
import { DetailList, Section } from '../../views/components/entity-form.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { RecordActions, RecordLoadError, useRecordPage } from '../../views/components/record-page.component'
import { RecordActionDialog } from '../../views/dialogs/record-action.dialog'
import { operatorText as t } from './operator.text'
import { OperatorRoleTag } from './operator-list.page'
import { WithSignedInOperator, type WithSignedInOperatorProps } from './signed-in-operator.component'
import { RecordHistory } from '../audit-log'
import { recordDetailItems } from '../../views/components/record-view'

export interface OperatorDetailPageProps extends WithSignedInOperatorProps {
  readonly machine: RecordMachine<Operator, OperatorAction, OperatorId>
  readonly operatorId: OperatorId
  readonly editLink: RouteLink
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  readonly onDeleted: () => void
}

export const OperatorDetailPage = ({ machine, operatorId, signedInOperator, accountId, editLink, listLink, onDeleted }: OperatorDetailPageProps) => {
  const page = useRecordPage(machine, operatorId, onDeleted)
  const operator = page.record

  return (
    <WithSignedInOperator signedInOperator={signedInOperator} accountId={accountId}>
      {({ admin, notice, self }) => (
        <div className="operator-detail-page">
          <PageHeading title={operator?.name ?? t.detail} trail={[{ label: t.area, link: listLink }, { label: t.detail }]}>
            {operator && admin ? <ButtonLink link={editLink} icon="pi pi-pencil" label={t.editButton} /> : null}
          </PageHeading>
          {notice}
          <RecordLoadError error={page.loadError} label={t.loadFailed} retryLabel={t.retry} onRetry={page.reload} />
          {!operator ? (
            page.loading ? <Skeleton height="12rem" /> : null
          ) : (
            <Section
              title={t.detail}
              actions={
                !admin ? null : isSelf(self, operator.id) ? (
                  <Message severity="info" className="operator-self-note" text={t.self.delete} />
                ) : (
                  <RecordActions page={page} actions={[{ action: 'delete', label: t.actions.delete, icon: 'pi pi-trash', severity: 'danger' }]} />
                )
              }
            >
              <DetailList items={recordDetailItems(operatorRecord, operator, { none: t.none, render: { role: (o) => <OperatorRoleTag operator={o} /> } })} />
            </Section>
          )}
          <RecordHistory kind="operator" id={operatorId} editable={admin} onReverted={page.reload} />
          <RecordActionDialog action={page.confirming} texts={t.dialogs} busy={page.busy} onAccept={page.accept} onCancel={page.cancel} />
        </div>
      )}
    </WithSignedInOperator>
  )
}
