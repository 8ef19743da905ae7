/** /client/new and /client/{clientId}/edit. */
import type { ClientId } from '../../domain/ids'
import { clientRecord, type Client, type ClientInput } from '../../domain/client'
import type { ClientFormValues } from './client-form.machine'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import { RecordFormFields } from '../../views/components/record-form.component'
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

  const title = form.creating ? t.create : t.edit
  return (
    <EntityFormFrame className="client-form-page" form={form} title={title} trail={[{ label: t.area, link: listLink, onFollow: onDiscard }, { label: title }]} texts={t} onCancel={onCancel} fieldLabels={clientRecord.labels}>
      <RecordFormFields record={clientRecord} values={values} errors={errors} busy={busy} set={form.set} title={t.detail} noneLabel={t.none} />
    </EntityFormFrame>
  )
}
