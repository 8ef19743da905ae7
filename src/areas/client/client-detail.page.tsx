/** /client/{clientId}: every field; suspend / resume and delete as the state allows. */
import { Skeleton } from 'primereact/skeleton'
import { clientRecord, type Client, type ClientAction } from '../../domain/client'
import type { ClientId } from '../../domain/ids'
import type { RecordMachine } from '../../machines/record.machine'
import { DetailList, Section } from '../../views/components/entity-form.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { RecordActions, RecordLoadError, useRecordPage, type RecordActionButton } from '../../views/components/record-page.component'
import { RecordActionDialog } from '../../views/dialogs/record-action.dialog'
import { clientText as t } from './client.text'
import { ClientStatusTag } from './client-list.page'
import { RecordHistory } from '../audit-log'
import { recordDetailItems } from '../../views/components/record-view'

export interface ClientDetailPageProps {
  readonly machine: RecordMachine<Client, ClientAction, ClientId>
  readonly clientId: ClientId
  readonly editLink: RouteLink
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  readonly onDeleted: () => void
  /** クライアント別利用レポート (/report/client) with this client picked. */
  readonly usageReportLink?: RouteLink
}

const actions: ReadonlyArray<RecordActionButton<ClientAction>> = [
  { action: 'suspend', label: t.actions.suspend, icon: 'pi pi-lock', severity: 'warning' },
  { action: 'resume', label: t.actions.resume, icon: 'pi pi-lock-open', severity: 'success' },
  { action: 'delete', label: t.actions.delete, icon: 'pi pi-trash', severity: 'danger' },
]

export const ClientDetailPage = ({ machine, clientId, editLink, listLink, onDeleted, usageReportLink }: ClientDetailPageProps) => {
  const page = useRecordPage(machine, clientId, onDeleted)
  const client = page.record

  return (
    <div className="client-detail-page">
      <PageHeading title={client?.companyName ?? t.detail} trail={[{ label: t.area, link: listLink }, { label: t.detail }]}>
        {client && usageReportLink ? <ButtonLink link={usageReportLink} icon="pi pi-chart-bar" label={t.usageReport} outlined /> : null}
        {client ? <ButtonLink link={editLink} icon="pi pi-pencil" label={t.editButton} /> : null}
      </PageHeading>
      <RecordLoadError error={page.loadError} label={t.loadFailed} retryLabel={t.retry} onRetry={page.reload} />
      {!client ? (
        page.loading ? <Skeleton height="12rem" /> : null
      ) : (
        <Section
          title={t.detail}
          actions={<RecordActions page={page} actions={actions} />}
        >
          <DetailList
            items={recordDetailItems(clientRecord, client, {
              none: t.none,
              render: {
                suspended: (c) => <ClientStatusTag client={c} />,
                url: (c) => (c.url ? <a href={c.url} target="_blank" rel="noreferrer noopener">{c.url}</a> : t.none),
              },
            })}
          />
        </Section>
      )}
      <RecordHistory kind="client" id={clientId} onReverted={page.reload} />
      <RecordActionDialog action={page.confirming} texts={t.dialogs} busy={page.busy} onAccept={page.accept} onCancel={page.cancel}
      />
    </div>
  )
}
