/**
 * /client: keyword search, suspended filter, sortable columns, cursor paging; all in the URL.
 * Ticked clients (selection column) take 利用停止 row by row (bulk-action.machine.ts); CSV出力
 * comes with `ListTable`.
 */
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { clientRecord, type Client, type ClientAction } from '../../domain/client'
import type { ClientId } from '../../domain/ids'
import type { BulkActionMachine } from '../../machines/bulk-action.machine'
import { withFilters } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListFilters, ListTable, useListPage, useRowSelection, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { BulkActionDialog, useBulkAction } from '../../views/dialogs/bulk-action.dialog'
import { clientText as t } from './client.text'
import type { ClientListSearch } from './client.search'
import { recordColumns } from '../../views/components/record-view'

/** What the client list keeps in the URL (its route decodes it: src/areas/client/client.search.ts). */

export interface ClientListPageProps {
  /** The list, run by the route with its search (src/app/routes/route-list.ts). */
  readonly list: ListActor<Client, ClientListSearch>
  readonly search: ClientListSearch
  readonly onSearch: (search: ClientListSearch) => void
  /** The record's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: ClientId) => RouteLink
  readonly newLink: RouteLink
  readonly importLink: RouteLink
  /** 利用停止 of the ticked clients, row by row. */
  readonly bulkActionMachine: BulkActionMachine<ClientAction, ClientId>
}

export const ClientStatusTag = ({ client }: { readonly client: Client }) => (
  <Tag severity={client.suspended ? 'danger' : 'success'} value={t.suspendedLabels[`${client.suspended}`]} />
)

const columns: ReadonlyArray<DataColumn<Client>> = recordColumns(clientRecord, { none: '—', render: { suspended: (c) => <ClientStatusTag client={c} /> } })

/** CSV出力: the import template's columns with ID and バージョン (an exported file goes back in as an update). */
const csvExport = { header: clientRecord.csvColumns.export, row: clientRecord.csvColumns.row }

const rowKey = (c: Client) => c.id
const nameOf = (c: Client) => c.companyName
const bulkActions = { suspend: { label: t.actions.suspend } } as const

export const ClientListPage = ({ list: listActor, search, onSearch, detailLink, newLink, importLink, bulkActionMachine }: ClientListPageProps) => {
  const list = useListPage(listActor)
  const apply = (patch: Partial<ClientListSearch>) => onSearch(withFilters(search, patch))
  const selection = useRowSelection(rowKey, nameOf)
  const bulk = useBulkAction(bulkActionMachine, selection)

  return (
    <div className="client-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area }]}>
        <ButtonLink link={importLink} icon="pi pi-upload" label={t.importButton} outlined />
        <ButtonLink link={newLink} icon="pi pi-plus" label={t.newButton} />
      </PageHeading>
      <ListFilters keywordId="client-keyword" keywordLabel={t.filters.keyword} search={search} onSearch={onSearch}>
        <ChoiceFilter id="client-suspended" label={t.filters.suspended} value={search.suspended} options={flagOptions(t.suspendedLabels)} onChange={(suspended) => apply({ suspended })} />
      </ListFilters>
      <ListTable
        listName="client"
        list={list}
        search={search}
        onSearch={onSearch}
        selection={selection}
        bulkActions={
          <Button
            type="button"
            icon="pi pi-lock"
            label={t.actions.suspend}
            severity="danger"
            outlined
            disabled={selection.rows.length === 0 || !bulk.idle}
            onClick={() => bulk.start('suspend')}
          />
        }
        label={t.list}
        columns={columns}
        csvExport={csvExport}
        rowKey={rowKey}
        open={{ column: 'companyName', link: (c) => detailLink(c.id) }}
        emptyText={t.empty}
        rowClassName={(c) => (c.suspended ? 'is-muted' : undefined)}
      />
      <BulkActionDialog
        actor={bulk.actor}
        actions={bulkActions}
        onClosed={() => {
          selection.clear()
          list.retry()
        }}
      />
    </div>
  )
}
