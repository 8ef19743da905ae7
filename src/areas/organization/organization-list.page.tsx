/**
 * /organization: keyword (name, kana) and prefecture filters, sortable columns, cursor paging, the doctors of each; all in the URL.
 * Ticked organisations (selection column) take 「一括編集」 (one field, one batch: bulk-edit.machine.ts).
 */
import { prefectures } from '../../domain/fields'
import type { OrganizationId } from '../../domain/ids'
import { organizationRecord, type Organization } from '../../domain/organization'
import type { DataColumn } from '../../views/components/data-table.component'
import { Button } from 'primereact/button'
import type { BulkEditMachine } from '../../machines/bulk-edit.machine'
import { ChoiceFilter, ListFilters, ListHeading, ListTable, useFilteredList, useRowSelection, type ListPageProps } from '../../views/components/list-page.component'
import { BulkEditDialog, useBulkEdit } from '../../views/dialogs/bulk-edit.dialog'
import { listActionsText } from '../../views/text/list-actions.text'
import type { RouteLink } from '../../views/components/route-link.component'
import { organizationText as t } from './organization.text'
import type { OrganizationListSearch } from './organization.search'
import { recordColumns } from '../../views/components/record-view'

/** The list and what it keeps in the URL (its route decodes it: src/areas/organization/organization.search.ts). */
export interface OrganizationListPageProps extends ListPageProps<Organization, OrganizationListSearch> {
  /** The record's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: OrganizationId) => RouteLink
  readonly newLink: RouteLink
  readonly importLink: RouteLink
  /** The deleted organisations (ゴミ箱). */
  readonly trashLink: RouteLink
  /** 「一括編集」 of the ticked organisations (one bulk-editable field, one batch). */
  readonly bulkEditMachine: BulkEditMachine<OrganizationId>
}

const columns: ReadonlyArray<DataColumn<Organization>> = recordColumns(organizationRecord, { none: '—', render: { doctorCount: (o) => t.doctorCount(o.doctorCount) } })


const prefectureOptions = prefectures.map((p) => ({ label: p, value: p }))

const rowKey = (o: Organization) => o.id
const nameOf = (o: Organization) => o.name

export const OrganizationListPage = ({ detailLink, newLink, importLink, trashLink, bulkEditMachine, ...props }: OrganizationListPageProps) => {
  const page = useFilteredList('organization', props)
  const selection = useRowSelection(rowKey, nameOf)
  const edit = useBulkEdit(bulkEditMachine, selection, organizationRecord)
  const finished = () => {
    selection.clear()
    page.list.retry()
  }

  return (
    <div className="organization-list-page">
      <ListHeading texts={t} importLink={importLink} newLink={newLink} trashLink={trashLink} />
      <ListFilters page={page} keywordLabel={t.filters.keyword}>
        <ChoiceFilter id="organization-prefecture" label={t.filters.prefecture} value={page.search.prefecture} options={prefectureOptions} filter onChange={(prefecture) => page.apply({ prefecture })} />
      </ListFilters>
      <ListTable
        page={page}
        selection={selection}
        bulkActions={
          <Button type="button" icon="pi pi-pencil" label={listActionsText.bulkEdit.button} outlined disabled={selection.rows.length === 0 || !edit.idle} onClick={edit.start} />
        }
        label={t.list}
        columns={columns}
        csvExport={organizationRecord.csvColumns}
        rowKey={rowKey}
        open={{ column: 'name', link: (o) => detailLink(o.id) }}
        emptyText={t.empty}
      />
      <BulkEditDialog actor={edit.actor} record={organizationRecord} onClosed={finished} />
    </div>
  )
}
