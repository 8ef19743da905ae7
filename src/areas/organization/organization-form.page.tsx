/**
 * /organization/new and /organization/{organizationId}/edit: one form; when editing, the
 * organisation's information (with its doctor count) and 削除 (the dialog says how many doctors
 * belong to it; the server refuses while any do).
 */
import { Dropdown } from 'primereact/dropdown'
import { useState } from 'react'
import { InputText } from 'primereact/inputtext'
import type { OrganizationId } from '../../domain/ids'
import { organizationFieldLabels, organizationKinds, type Organization, type OrganizationAction, type OrganizationInput } from '../../domain/organization'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { OrganizationFormValues } from './organization-form.machine'
import type { RecordMachine } from '../../machines/record.machine'
import { FormField, PrefectureField, Section } from '../../views/components/entity-form.component'
import { EntityFormFrame, useEntityForm, type EntityFormInputProps } from '../../views/components/entity-form-page.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { RecordActions, RecordLoadError, useRecordPage } from '../../views/components/record-page.component'
import { RecordActionDialog } from '../../views/dialogs/record-action.dialog'
import { organizationText as t } from './organization.text'
import { OrganizationInfo } from './organization-info.component'
import { RecordHistory } from '../audit-log'

export interface OrganizationFormPageProps extends EntityFormInputProps<OrganizationFormValues, OrganizationId> {
  readonly machine: EntityFormMachine<OrganizationFormValues, OrganizationInput, Organization, OrganizationId>
  /** When editing: the record machine (information, delete). */
  readonly record?: RecordMachine<Organization, OrganizationAction, OrganizationId>
  readonly id?: OrganizationId
  readonly onSaved: (id: string) => void
  readonly onCancel: () => void
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  /** Drops the form's draft (leaving by the area's crumb, as キャンセル does). */
  readonly onDiscard: () => void
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
  const { values, errors, busy } = form

  const text = (name: 'name' | 'nameKana' | 'postalCode' | 'address' | 'phone' | 'url', options: { required?: boolean; hint?: string; type?: string; wide?: boolean } = {}) => (
    <div className={options.wide ? 'is-wide' : undefined}>
      <FormField id={`organization-${name}`} label={t.fields[name]} required={options.required ?? false} errors={errors[name]} {...(options.hint ? { hint: options.hint } : {})}>
        {(aria) => <InputText {...aria} type={options.type ?? 'text'} autoComplete="off" value={values[name]} disabled={busy} onChange={(e) => form.set(name, e.target.value)} />}
      </FormField>
    </div>
  )

  const title = form.creating ? t.create : t.edit
  return (
    <>
      <EntityFormFrame className="organization-form-page" form={form} title={title} trail={[{ label: t.area, link: listLink, onFollow: onDiscard }, { label: title }]} texts={t} onCancel={onCancel} fieldLabels={organizationFieldLabels}>
        <Section title={t.basics}>
          <div className="form-grid">
            {text('name', { required: true })}
            {text('nameKana', { required: true, hint: '全角カタカナ' })}
            <FormField id="organization-kind" label={t.fields.kind} required errors={errors['kind']}>
              {(aria) => (
                <Dropdown
                  inputId={aria.id}
                  value={values.kind}
                  disabled={busy}
                  options={organizationKinds.map((k) => ({ label: t.kinds[k], value: k }))}
                  onChange={(e) => form.set('kind', e.value as string)}
                />
              )}
            </FormField>
            <PrefectureField id="organization-prefecture" label={t.fields.prefecture} noneLabel={t.none} value={values.prefecture} errors={errors['prefecture']} disabled={busy} onChange={(v) => form.set('prefecture', v)} />
            {text('postalCode', { hint: '例: 100-0001' })}
            {text('phone', { type: 'tel', hint: '例: 03-1234-5678' })}
            {text('address', { wide: true })}
            {text('url', { type: 'url', hint: 'https://…', wide: true })}
          </div>
        </Section>
      </EntityFormFrame>
    </>
  )
}
