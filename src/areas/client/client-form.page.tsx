/** /client/new and /client/{clientId}/edit. */
import { InputText } from 'primereact/inputtext'
import type { ClientId } from '../../domain/ids'
import { clientFieldLabels, type Client, type ClientInput } from '../../domain/client'
import type { ClientFormValues } from './client-form.machine'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import { FormField, PrefectureField, Section } from '../../views/components/entity-form.component'
import { EntityFormFrame, useEntityForm, type EntityFormInputProps } from '../../views/components/entity-form-page.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { clientText as t } from './client.text'

export interface ClientFormPageProps extends EntityFormInputProps<ClientFormValues, ClientId> {
  readonly machine: EntityFormMachine<ClientFormValues, ClientInput, Client, ClientId>
  readonly onSaved: (id: string) => void
  readonly onCancel: () => void
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  /** Drops the form's draft (leaving by the area's crumb, as キャンセル does). */
  readonly onDiscard: () => void
}

export const ClientFormPage = ({ machine, onSaved, onCancel, listLink, onDiscard, ...input }: ClientFormPageProps) => {
  const form = useEntityForm(machine, input, onSaved)
  const { values, errors, busy } = form

  const text = (name: Exclude<keyof ClientFormValues, 'prefecture'>, options: { required?: boolean; hint?: string; type?: string; wide?: boolean } = {}) => (
    <div className={options.wide ? 'is-wide' : undefined}>
      <FormField id={`client-${name}`} label={t.fields[name]} required={options.required ?? false} errors={errors[name]} {...(options.hint ? { hint: options.hint } : {})}>
        {(aria) => <InputText {...aria} type={options.type ?? 'text'} autoComplete="off" value={values[name]} disabled={busy} onChange={(e) => form.set(name, e.target.value)} />}
      </FormField>
    </div>
  )

  const title = form.creating ? t.create : t.edit
  return (
    <EntityFormFrame className="client-form-page" form={form} title={title} trail={[{ label: t.area, link: listLink, onFollow: onDiscard }, { label: title }]} texts={t} onCancel={onCancel} fieldLabels={clientFieldLabels}>
      <Section title={t.detail}>
        <div className="form-grid">
          {text('email', { required: true, type: 'email' })}
          {text('companyName', { required: true })}
          {text('companyNameKana', { required: true, hint: '全角カタカナ' })}
          {text('department')}
          {text('contactName', { required: true })}
          {text('contactNameKana', { hint: '全角カタカナ' })}
          {text('phone', { type: 'tel', hint: '例: 03-1234-5678' })}
          {text('postalCode', { hint: '例: 100-0001' })}
          <PrefectureField id="client-prefecture" label={t.fields.prefecture} noneLabel={t.none} value={values.prefecture} errors={errors['prefecture']} disabled={busy} onChange={(v) => form.set('prefecture', v)} />
          {text('address', { wide: true })}
          {text('url', { type: 'url', hint: 'https://…', wide: true })}
        </div>
      </Section>
    </EntityFormFrame>
  )
}
