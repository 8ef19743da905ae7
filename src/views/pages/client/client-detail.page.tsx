/** /client/{clientId}: every field; suspend / resume and delete as the state allows. */
import { useActorRef, useSelector } from '@xstate/react'
import dayjs from 'dayjs'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { Skeleton } from 'primereact/skeleton'
import { useEffect } from 'react'
import type { ClientId } from '../../../domain/ids'
import type { ClientMachine } from '../../../machines/client.machine'
import { DetailList, Section } from '../../components/entity-form.component'
import { PageHeading } from '../../components/page-heading.component'
import { DoctorActionDialog } from '../../dialogs/doctor-action.dialog'
import { clientText as t } from '../../text/client.text'
import { ClientStatusTag } from './client-list.page'

export interface ClientDetailPageProps {
  readonly machine: ClientMachine
  readonly clientId: string
  readonly onEdit: () => void
  readonly onBack: () => void
  readonly onDeleted: () => void
}

const when = (iso: string | null) => (iso ? dayjs(iso).tz().format('YYYY/MM/DD HH:mm') : t.none)

export const ClientDetailPage = ({ machine, clientId, onEdit, onBack, onDeleted }: ClientDetailPageProps) => {
  const actor = useActorRef(machine, { input: { id: clientId as ClientId } })
  const state = useSelector(actor, (s) => s)
  const client = state.context.client
  const done = state.status === 'done'
  useEffect(() => {
    if (done) onDeleted()
  }, [done, onDeleted])
  const busy = state.hasTag('busy')
  const dialog = state.matches('confirmingDelete') ? 'delete' : state.matches('confirmingSuspend') ? 'suspend' : state.matches('confirmingResume') ? 'resume' : undefined
  const action = (type: 'client.delete' | 'client.suspend' | 'client.resume', label: string, icon: string, severity: 'danger' | 'warning' | 'success') =>
    state.can({ type }) ? <Button type="button" label={label} icon={icon} severity={severity} outlined disabled={busy} onClick={() => actor.send({ type })} /> : null

  return (
    <div className="client-detail-page">
      <PageHeading title={client?.companyName ?? t.detail} trail={[{ label: t.area, href: '/client', onNavigate: onBack }, { label: t.detail }]}>
        {client ? <Button type="button" icon="pi pi-pencil" label={t.editButton} onClick={onEdit} /> : null}
      </PageHeading>
      {state.matches('loadFailed') ? <Message severity="error" className="server-error" text={`${t.loadFailed}: ${state.context.error ?? ''}`} /> : null}
      {!client ? (
        state.matches('loading') ? <Skeleton height="12rem" /> : null
      ) : (
        <Section
          title={t.detail}
          actions={
            <>
              {action('client.suspend', t.actions.suspend, 'pi pi-lock', 'warning')}
              {action('client.resume', t.actions.resume, 'pi pi-lock-open', 'success')}
              {action('client.delete', t.actions.delete, 'pi pi-trash', 'danger')}
            </>
          }
        >
          <DetailList
            items={[
              { label: t.fields.id, value: client.id },
              { label: t.fields.suspended, value: <ClientStatusTag client={client} /> },
              { label: t.fields.companyName, value: client.companyName },
              { label: t.fields.companyNameKana, value: client.companyNameKana },
              { label: t.fields.department, value: client.department ?? t.none },
              { label: t.fields.contactName, value: client.contactName },
              { label: t.fields.contactNameKana, value: client.contactNameKana ?? t.none },
              { label: t.fields.email, value: client.email },
              { label: t.fields.phone, value: client.phone ?? t.none },
              { label: t.fields.postalCode, value: client.postalCode ?? t.none },
              { label: t.fields.prefecture, value: client.prefecture ?? t.none },
              { label: t.fields.address, value: client.address ?? t.none },
              { label: t.fields.url, value: client.url ? <a href={client.url} target="_blank" rel="noreferrer noopener">{client.url}</a> : t.none },
              { label: t.fields.createdAt, value: when(client.createdAt) },
              { label: t.fields.updatedAt, value: when(client.updatedAt) },
            ]}
          />
        </Section>
      )}
      <DoctorActionDialog
        action={dialog}
        texts={t.dialogs}
        busy={busy}
        onAccept={() => actor.send({ type: 'dialog.accept' })}
        onCancel={() => actor.send({ type: 'dialog.cancel' })}
      />
    </div>
  )
}
