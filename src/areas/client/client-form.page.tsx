/** /client/new and /client/{clientId}/edit. */
import type { ClientId } from '../../domain/ids'
import { clientRecord, type Client, type ClientInput } from '../../domain/client'
import type { ClientFormValues } from './client-form.machine'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import { RecordFormFrame } from '../../views/components/record-form.component'
import { formHeading, useEntityForm, type EntityFormPageProps } from '../../views/components/entity-form-page.component'
import { clientText as t } from './client.text'

export interface ClientFormPageProps extends EntityFormPageProps<ClientFormValues, ClientId> {
  readonly machine: EntityFormMachine<ClientFormValues, ClientInput, Client, ClientId>
}

export const ClientFormPage = ({ machine, onSaved, onCancel, listLink, onDiscard, ...input }: ClientFormPageProps) => {
  const form = useEntityForm(machine, input, onSaved)
  const { title, trail } = formHeading(form.creating, t, { listLink, onDiscard })
  return (
    <RecordFormFrame className="client-form-page" record={clientRecord} form={form} title={title} trail={trail} texts={t} onCancel={onCancel} section={t.detail} noneLabel={t.none} />
  )
}
