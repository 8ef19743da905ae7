/**
 * /operator/new and /operator/{operatorId}/edit: e-mail, name, role, active. Only an admin gets the
 * form (and its 保存); anyone else reads why. On one's own form 権限 and 有効 are fixed, with the
 * reason (`selfRefusals`: the server refuses that change). The server enforces who may change what.
 */
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import type { OperatorId } from '../../domain/ids'
import { isSelf, operatorFieldLabels, operatorRoles, type Operator, type OperatorInput } from '../../domain/operator'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { OperatorFormValues } from './operator-form.machine'
import { FormField, Section } from '../../views/components/entity-form.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { EntityFormFrame, useEntityForm, type EntityFormInputProps } from '../../views/components/entity-form-page.component'
import { operatorText as t } from './operator.text'
import { OperatorViewer, type OperatorViewerProps } from './operator-viewer.component'

export interface OperatorFormPageProps extends EntityFormInputProps<OperatorFormValues, OperatorId>, OperatorViewerProps {
  readonly machine: EntityFormMachine<OperatorFormValues, OperatorInput, Operator, OperatorId>
  readonly onSaved: (id: string) => void
  readonly onCancel: () => void
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  /** Drops the form's draft (leaving by the area's crumb, as キャンセル does). */
  readonly onDiscard: () => void
}

export const OperatorFormPage = ({ machine, viewer, accountId, onSaved, onCancel, listLink, onDiscard, ...input }: OperatorFormPageProps) => {
  const form = useEntityForm(machine, input, onSaved)
  const { values, errors, busy } = form
  const title = form.creating ? t.create : t.edit
  const trail = [{ label: t.area, link: listLink, onFollow: onDiscard }, { label: title }]
  // one's own record: 権限 and 有効 stay as they are (nobody demotes or deactivates themselves)
  const ownForm = (self: OperatorId | undefined) => !form.creating && isSelf(self, input.id)

  return (
    <OperatorViewer viewer={viewer} accountId={accountId}>
      {({ admin, notice, self }) =>
        !admin ? (
          <div className="operator-form-page">
            <PageHeading title={title} trail={trail} />
            {notice}
          </div>
        ) : (
          <EntityFormFrame className="operator-form-page" form={form} title={title} trail={trail} texts={t} onCancel={onCancel} fieldLabels={operatorFieldLabels}>
            <Section title={t.basics}>
              <Message severity="info" text={form.creating ? `${t.rules} ${t.signInHint}` : t.rules} />
              {ownForm(self) ? <Message severity="info" className="operator-self-note" text={t.self.roleOrActive} /> : null}
              <div className="form-grid">
                <FormField id="operator-email" label={t.fields.email} required errors={errors['email']}>
                  {(aria) => <InputText {...aria} type="email" autoComplete="off" value={values.email} disabled={busy} onChange={(e) => form.set('email', e.target.value)} />}
                </FormField>
                <FormField id="operator-name" label={t.fields.name} required errors={errors['name']}>
                  {(aria) => <InputText {...aria} autoComplete="off" value={values.name} disabled={busy} onChange={(e) => form.set('name', e.target.value)} />}
                </FormField>
                <FormField id="operator-role" label={t.fields.role} required errors={errors['role']}>
                  {(aria) => (
                    <Dropdown inputId={aria.id} value={values.role} disabled={busy || ownForm(self)} options={operatorRoles.map((r) => ({ label: t.roles[r], value: r }))} onChange={(e) => form.set('role', e.value as string)} />
                  )}
                </FormField>
                <FormField id="operator-active" label={t.fields.active} errors={errors['active']}>
                  {(aria) => <Checkbox inputId={aria.id} checked={values.active} disabled={busy || ownForm(self)} onChange={(e) => form.set('active', e.checked === true)} />}
                </FormField>
              </div>
            </Section>
          </EntityFormFrame>
        )
      }
    </OperatorViewer>
  )
}
