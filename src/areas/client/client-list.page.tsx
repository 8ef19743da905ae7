/**
 * /client: keyword search, suspended filter, sortable columns, cursor paging; all in the URL.
 * Ticked clients (selection column) take 利用停止 row by row (bulk-action.machine.ts) and 「一括編集」
 * (one field, one batch: bulk-edit.machine.ts); CSV出力 comes with `ListTable`.
 */
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { clientRecord, type Client, type ClientAction } from '../../domain/client'
import type { ClientId } from '../../domain/ids'
import type { BulkActionMachine } from '../../machines/bulk-action.machine'
import type { BulkEditMachine } from '../../machines/bulk-edit.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListFilters, ListHeading, ListTable, useFilteredList, useRowSelection, type ListPageProps } from '../../views/components/list-page.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { BulkActionDialog, useBulkAction } from '../../views/dialogs/bulk-action.dialog'
import { BulkEditDialog, useBulkEdit } from '../../views/dialogs/bulk-edit.dialog'
import { listActionsText } from '../../views/text/list-actions.text'
import { clientText as t } from './client.text'
import type { ClientListSearch } from './client.search'
import { recordColumns } from '../../views/components/record-view'

/** The list and what it keeps in the URL (its route decodes it: src/areas/client/client.search.ts). */
export interface ClientListPageProps extends ListPageProps<Client, ClientListSearch> {
  /** The record's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: ClientId) => RouteLink
  readonly newLink: RouteLink
  readonly importLink: RouteLink
  /** The deleted clients (ゴミ箱). */
  readonly trashLink: RouteLink
  /** 利用停止 of the ticked clients, row by row. */
  readonly bulkActionMachine: BulkActionMachine<ClientAction, ClientId>
  /** 「一括編集」 of the ticked clients (one bulk-editable field, one batch). */
  readonly bulkEditMachine: BulkEditMachine<ClientId>
}

export const ClientStatusTag = ({ client }: { readonly client: Client }) => (
  <Tag severity={client.suspended ? 'danger' : 'success'} value={t.suspendedLabels[`${client.suspended}`]} />
)

const columns: ReadonlyArray<DataColumn<Client>> = recordColumns(clientRecord, { none: '—', render: { suspended: (c) => <ClientStatusTag client={c} /> } })


const rowKey = (c: Client) => c.id
const nameOf = (c: Client) => c.companyName
const bulkActions = { suspend: { label: t.actions.suspend } } as const

export const ClientListPage = ({ detailLink, newLink, importLink, trashLink, bulkActionMachine, bulkEditMachine, ...props }: ClientListPageProps) => {
  const page = useFilteredList('client', props)
  const selection = useRowSelection(rowKey, nameOf)
  const bulk = useBulkAction(bulkActionMachine, selection)
  const edit = useBulkEdit(bulkEditMachine, selection, clientRecord)
  const finished = () => {
    selection.clear()
    page.list.retry()
  }

  return (
    <div className="client-list-page">
      <ListHeading texts={t} importLink={importLink} newLink={newLink} trashLink={trashLink} />
      <ListFilters page={page} keywordLabel={t.filters.keyword}>
        <ChoiceFilter id="client-suspended" label={t.filters.suspended} value={page.search.suspended} options={flagOptions(t.suspendedLabels)} onChange={(suspended) => page.apply({ suspended })} />
      </ListFilters>
      <ListTable
        page={page}
        selection={selection}
        bulkActions={
          <>
            <Button
              type="button"
              icon="pi pi-pencil"
              label={listActionsText.bulkEdit.button}
              outlined
              disabled={selection.rows.length === 0 || !bulk.idle || !edit.idle}
              onClick={edit.start}
            />
            <Button
              type="button"
              icon="pi pi-lock"
              label={t.actions.suspend}
              severity="danger"
              outlined
              disabled={selection.rows.length === 0 || !bulk.idle || !edit.idle}
              onClick={() => bulk.start('suspend')}
            />
          </>
        }
        label={t.list}
        columns={columns}
        csvExport={clientRecord.csvColumns}
        rowKey={rowKey}
        open={{ column: 'companyName', link: (c) => detailLink(c.id) }}
        emptyText={t.empty}
        rowClassName={(c) => (c.suspended ? 'is-muted' : undefined)}
      />
      <BulkActionDialog actor={bulk.actor} actions={bulkActions} onClosed={finished} />
      <BulkEditDialog actor={edit.actor} record={clientRecord} onClosed={finished} />
    </div>
  )
}
