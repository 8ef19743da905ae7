/**
 * /doctor: keyword search and filters, sortable columns, cursor paging; everything in the URL.
 * Ticked doctors (selection column) take MP付与 (the bulk-grant workflow of /mp_management) and
 * 利用停止 / 利用停止解除 (row by row: bulk-action.machine.ts) and 「一括編集」 (one field, one batch:
 * bulk-edit.machine.ts); CSV出力 comes with `ListTable`.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { doctorRecord, type Doctor, type DoctorAction } from '../../domain/doctor'
import type { DoctorId, ExpertiseId } from '../../domain/ids'
import type { DoctorLookups } from '../../domain/lookups'
import { expertisePaths, flattenExpertise, type ExpertiseNode } from '../../domain/expertise'
import { prefectures } from '../../domain/fields'
import type { BulkActionMachine } from '../../machines/bulk-action.machine'
import type { BulkEditMachine } from '../../machines/bulk-edit.machine'
import type { BulkGrantMachine } from '../points'
import type { LookupsMachine } from '../../machines/lookups.machine'
import type { OrganizationSelectMachine } from '../organization'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListFilters, ListHeading, ListTable, useFilteredList, useRowSelection, type ListPageProps } from '../../views/components/list-page.component'
import { LookupErrors, useLookups } from '../../views/components/lookups.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { usePageActor } from '../../views/components/page-actor'
import { BulkActionDialog, useBulkAction, type BulkActionTexts } from '../../views/dialogs/bulk-action.dialog'
import { BulkEditDialog, useBulkEdit } from '../../views/dialogs/bulk-edit.dialog'
import { listActionsText } from '../../views/text/list-actions.text'
import { doctorText as t } from './doctor.text'
import type { DoctorListSearch } from './doctor.search'
import { BulkGrantDialogs, BulkGrantResults } from '../points'
import { OrganizationSelect } from '../organization'
import { recordColumns } from '../../views/components/record-view'
import { DoctorStatusTags } from './doctor-status.component'

/** The list and what it keeps in the URL (its route decodes it: src/areas/doctor/doctor.search.ts). */
export interface DoctorListPageProps extends ListPageProps<Doctor, DoctorListSearch> {
  readonly lookupsMachine: LookupsMachine<DoctorLookups>
  /** The searchable organisation filter (asks the server as staff type). */
  readonly organizationSelect: OrganizationSelectMachine
  /** The record's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: DoctorId) => RouteLink
  readonly newLink: RouteLink
  readonly importLink: RouteLink
  /** The deleted doctors (ゴミ箱). */
  readonly trashLink: RouteLink
  /** 利用停止 / 利用停止解除 of the ticked doctors, row by row. */
  readonly bulkActionMachine: BulkActionMachine<DoctorAction, DoctorId>
  /** MP付与 of the ticked doctors (the /mp_management workflow). */
  readonly bulkGrantMachine: BulkGrantMachine
  /** 「一括編集」 of the ticked doctors (one bulk-editable field, one batch). */
  readonly bulkEditMachine: BulkEditMachine<DoctorId>
}

/** The expertise filter's options: each node with its path (内科 › 循環器内科), in tree order. */
const expertiseOptions = (tree: ReadonlyArray<ExpertiseNode>): Array<{ label: string; value: ExpertiseId }> => {
  const paths = expertisePaths(tree)
  return flattenExpertise(tree).map((n) => ({ label: paths.get(n.id) ?? n.name, value: n.id }))
}

export const fullName = doctorRecord.computed.fullName.value

/** The /doctor list's columns, as the doctor record declares them (also what `npm run bench:table` measures). */
export const doctorColumns: ReadonlyArray<DataColumn<Doctor>> = recordColumns(doctorRecord, {
  none: '—',
  render: { allowed: (d) => <DoctorStatusTags doctor={d} /> },
})


const rowKey = (d: Doctor) => d.id
/**
 * The doctor actions that run on ticked doctors row by row, each confirmed by the spec's dialog
 * (SPEC section 2: 利用停止 / 利用停止解除, the record page's texts) before the rows run.
 */
const bulkActions = {
  freeze: { label: t.actions.freeze, confirm: t.dialogs.freeze },
  unfreeze: { label: t.actions.unfreeze, confirm: t.dialogs.unfreeze },
} satisfies Partial<Record<DoctorAction, BulkActionTexts>>

export const DoctorListPage = ({ lookupsMachine, organizationSelect, detailLink, newLink, importLink, trashLink, bulkActionMachine, bulkGrantMachine, bulkEditMachine, ...props }: DoctorListPageProps) => {
  const page = useFilteredList('doctor', props)
  const { search, apply } = page
  const lookups = useLookups(lookupsMachine)
  const selection = useRowSelection(rowKey, fullName)
  const bulk = useBulkAction(bulkActionMachine, selection)
  const grant = usePageActor(bulkGrantMachine)
  const grantIdle = useSelector(grant, (s) => s.value === 'selecting')
  const edit = useBulkEdit(bulkEditMachine, selection, doctorRecord)
  const idle = bulk.idle && grantIdle && edit.idle
  const none = selection.rows.length === 0
  const finished = () => {
    selection.clear()
    page.list.retry()
  }
  const grantMp = () => {
    grant.send({ type: 'select.clear' })
    for (const d of selection.rows) grant.send({ type: 'select.toggle', doctor: { id: d.id, name: fullName(d), balance: d.mpBalance } })
    grant.send({ type: 'grant.open' })
  }

  return (
    <div className="doctor-list-page">
      <ListHeading texts={t} importLink={importLink} newLink={newLink} trashLink={trashLink} />
      <ListFilters page={page} keywordLabel={t.filters.keyword}>
        <ChoiceFilter id="doctor-allowed" label={t.filters.allowed} value={search.allowed} options={flagOptions(t.allowedLabels)} onChange={(allowed) => apply({ allowed })} />
        <ChoiceFilter id="doctor-frozen" label={t.filters.frozen} value={search.frozen} options={flagOptions(t.frozenLabels)} onChange={(frozen) => apply({ frozen })} />
        <div className="form-field">
          <label htmlFor="doctor-organization" className="form-field__label">{t.filters.organization}</label>
          <OrganizationSelect machine={organizationSelect} inputId="doctor-organization" value={search.organizationId} onChange={(organizationId) => apply({ organizationId })} />
        </div>
        <ChoiceFilter id="doctor-expertise" label={t.filters.expertise} value={search.expertiseId} options={expertiseOptions(lookups.data.expertise ?? [])} filter onChange={(expertiseId) => apply({ expertiseId })} />
        <ChoiceFilter
          id="doctor-prefecture"
          label={t.filters.prefecture}
          value={search.prefecture}
          options={prefectures.map((p) => ({ label: p, value: p }))}
          filter
          onChange={(prefecture) => apply({ prefecture })}
        />
      </ListFilters>
      <LookupErrors lookups={lookups} parts={{ expertise: t.lookups.expertise }} />
      <BulkGrantResults grant={grant} onClosed={finished} />
      <ListTable
        page={page}
        selection={selection}
        bulkActions={
          <>
            <Button type="button" icon="pi pi-plus" label={t.actions.grantMp} disabled={none || !idle} onClick={grantMp} />
            <Button type="button" icon="pi pi-pencil" label={listActionsText.bulkEdit.button} outlined disabled={none || !idle} onClick={edit.start} />
            <Button type="button" icon="pi pi-lock" label={t.actions.freeze} severity="danger" outlined disabled={none || !idle} onClick={() => bulk.start('freeze')} />
            <Button type="button" icon="pi pi-lock-open" label={t.actions.unfreeze} outlined disabled={none || !idle} onClick={() => bulk.start('unfreeze')} />
          </>
        }
        label={t.list}
        columns={doctorColumns}
        csvExport={doctorRecord.csvColumns}
        rowKey={rowKey}
        open={{ column: 'name', link: (d) => detailLink(d.id) }}
        emptyText={t.empty}
        rowClassName={(d) => (d.frozen || d.deletedAt !== null ? 'is-muted' : undefined)}
      />
      <BulkActionDialog actor={bulk.actor} actions={bulkActions} onClosed={finished} />
      <BulkGrantDialogs grant={grant} />
      <BulkEditDialog
        actor={edit.actor}
        record={doctorRecord}
        widgets={{
          organization: (w) => (
            <OrganizationSelect machine={organizationSelect} inputId={w.id} describedBy={w.describedBy} value={w.value as string} disabled={w.disabled} onChange={(id) => w.set(id ?? null)} />
          ),
        }}
        onClosed={finished}
      />
    </div>
  )
}
