/**
 * /organization/new and /organization/{organizationId}/edit: one form; when editing, the
 * organisation's information (with its doctor count) and 削除 (the dialog says how many doctors
 * belong to it; the server refuses while any do).
 */
import { useState } from 'react'
import type { OrganizationId } from '../../domain/ids'
import { organizationRecord, type Organization, type OrganizationAction, type OrganizationInput } from '../../domain/organization'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { OrganizationFormValues } from './organization-form.machine'
import type { RecordMachine } from '../../machines/record.machine'
import { Section } from '../../views/components/entity-form.component'
import { RecordFormFrame } from '../../views/components/record-form.component'
import { formHeading, useEntityForm, type EntityFormPageProps } from '../../views/components/entity-form-page.component'
import { RecordActions, RecordLoadError, useRecordPage } from '../../views/components/record-page.component'
import { RecordActionDialog } from '../../views/dialogs/record-action.dialog'
import { organizationText as t } from './organization.text'
import { OrganizationInfo } from './organization-info.component'
import { RecordHistory } from '../audit-log'

export interface OrganizationFormPageProps extends EntityFormPageProps<OrganizationFormValues, OrganizationId> {
  readonly machine: EntityFormMachine<OrganizationFormValues, OrganizationInput, Organization, OrganizationId>
  /** When editing: the record machine (information, delete). */
  readonly record?: RecordMachine<Organization, OrganizationAction, OrganizationId>
  readonly id?: OrganizationId
  readonly onDeleted?: () => void
}

const OrganizationRecordSection = ({ machine, id, onDeleted, onReverted }: { readonly machine: RecordMachine<Organization, OrganizationAction, OrganizationId>; readonly id: OrganizationId; readonly onDeleted: () => void; readonly onReverted: () => void }) => {
  const page = useRecordPage(machine, id, onDeleted)
  return (
    <>
      <RecordLoadError error={page.loadError} label={t.loadFailed} retryLabel={t.retry} onRetry={page.reload} />
      {page.record ? (
        <Section title={t.detail} actions={<RecordActions page={page} actions={[{ action: 'delete', label: t.actions.delete, icon: 'pi pi-trash', severity: 'danger' }]} />}>
          <OrganizationInfo organization={page.record} />
        </Section>
      ) : null}
      <RecordHistory
        kind="organization"
        id={id}
        onReverted={() => {
          page.reload()
          onReverted()
        }}
      />
      <RecordActionDialog
        action={page.confirming}
        texts={{ delete: t.deleteDialog(page.record?.doctorCount ?? 0) }}
        busy={page.busy}
        onAccept={page.accept}
        onCancel={page.cancel}
      />
    </>
  )
}

/**
 * The form, and when editing the record's section below it. After a revert from the 履歴 the form is
 * a new one (`key`): it reads the organisation again and shows it as it now is (a kept draft, what
 * staff had typed, stays as drafts do).
 */
export const OrganizationFormPage = ({ record, onDeleted, ...props }: OrganizationFormPageProps) => {
  const [revision, setRevision] = useState(0)
  return (
    <>
      <OrganizationForm key={revision} {...props} />
      {record && props.id !== undefined ? (
        <OrganizationRecordSection machine={record} id={props.id} onDeleted={onDeleted ?? props.onCancel} onReverted={() => setRevision((r) => r + 1)} />
      ) : null}
    </>
  )
}

const OrganizationForm = ({ machine, onSaved, onCancel, listLink, onDiscard, ...input }: Omit<OrganizationFormPageProps, 'record' | 'onDeleted'>) => {
  const form = useEntityForm(machine, input, onSaved)
  const { title, trail } = formHeading(form.creating, t, { listLink, onDiscard })
  return (
    <RecordFormFrame className="organization-form-page" record={organizationRecord} form={form} title={title} trail={trail} texts={t} onCancel={onCancel} section={t.basics} noneLabel={t.none} />
  )
}
