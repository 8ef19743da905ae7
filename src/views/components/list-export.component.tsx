/**
 * CSV出力 of every list page (`ListTable` renders it): the rows of the current filter and sort,
 * fetched page by page through the list's own search (the list machine's `fetchPage`) by
 * src/machines/list-export.machine.ts, with progress and 中止. The composition root provides
 * the export machine (CSV formatting and saving: src/app/wiring/list.wiring.ts) through
 * `ListExportContext`; a list declares nothing but its columns (`DataColumn.csv` for a cell that
 * is not plain text).
 */
import { useSelector } from '@xstate/react'
import dayjs from 'dayjs'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { ProgressBar } from 'primereact/progressbar'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { ExportFetchPage, ListExportMachine } from '../../machines/list-export.machine'
import { listActionsText } from '../text/list-actions.text'
import type { DataColumn } from './data-table.component'
import { usePageActor } from './page-actor'
import { ModalDialog } from '../dialogs/modal.dialog'

const t = listActionsText.export

/** The export machine with its CSV steps, provided by the composition root (src/main.tsx). */
export const ListExportContext = createContext<ListExportMachine | undefined>(undefined)

/** What a list machine gives the export: its own search (the `fetchPage` actor it was provided with). */
export interface ExportableList {
  readonly implementations: { readonly actors: { readonly fetchPage?: ExportFetchPage } }
}

/** A cell as CSV: the column's `csv`, else the cell itself when it is text or a number. */
const csvCell = <Row extends object>(column: DataColumn<Row>, row: Row): string | number => {
  if (column.csv) return column.csv(row)
  const cell: ReactNode = column.cell(row)
  return typeof cell === 'string' || typeof cell === 'number' ? cell : ''
}

/**
 * An export's own columns: the header and each row's cells (a record's template, not the shown
 * columns): a record's `csvColumns` as declared (src/domain/record.ts: `export`, `row`).
 */
export interface CsvExport<Row> {
  readonly export: ReadonlyArray<string>
  readonly row: (row: Row) => ReadonlyArray<string | number>
}

export interface ListExportProps<Row extends object> {
  readonly list: ExportableList
  /** The list's URL search: its filters and sort (its cursor and trail are dropped). */
  readonly search: object
  readonly columns: ReadonlyArray<DataColumn<Row>>
  /** The list's name: the file is `<name>_<YYYYMMDD-HHmm>.csv`. */
  readonly name: string
  /** The export's own columns (else the list's columns as shown in the table). */
  readonly csv?: CsvExport<Row>
}

/** The CSV出力 button and its progress dialog (nothing when the root provides no export). */
export const ListExport = <Row extends object>(props: ListExportProps<Row>) => {
  const logic = useContext(ListExportContext)
  return logic ? <ListExportFlow {...props} logic={logic} /> : null
}

const ListExportFlow = <Row extends object>({ list, search, columns, name, csv, logic }: ListExportProps<Row> & { readonly logic: ListExportMachine }) => {
  const fetchPage = list.implementations.actors['fetchPage']
  const machine = useMemo(() => logic.provide({ actors: { fetchPage } }), [logic, fetchPage])
  const actor = usePageActor(machine)
  const state = useSelector(actor, (s) => s.value)
  const context = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const start = () =>
    actor.send({
      type: 'export.start',
      search: search as Readonly<Record<string, unknown>>,
      fileName: t.fileName(name, dayjs().tz().format('YYYYMMDD-HHmm')),
      header: csv ? csv.export : columns.map((c) => c.header),
      // The list machine's items are this list's rows (its fetchPage answers Page<Row>).
      rowOf: (item) => (csv ? csv.row(item as Row) : columns.map((c) => csvCell(c, item as Row))),
    })
  const close = () => actor.send({ type: busy ? 'export.cancel' : 'export.close' })

  return (
    <>
      <Button type="button" icon="pi pi-download" label={t.button} outlined disabled={state !== 'idle'} onClick={start} />
      <ModalDialog
        className="list-export-dialog"
        header={t.header}
        visible={state !== 'idle'}
        width="420px"
        closable={!busy}
        onHide={() => {
          if (state !== 'idle') close()
        }}
        actions={
          <>
            {busy ? <Button type="button" label={t.cancel} severity="secondary" outlined onClick={close} autoFocus /> : null}
            {state === 'failed' ? <Button type="button" label={t.retry} icon="pi pi-refresh" onClick={() => actor.send({ type: 'export.retry' })} /> : null}
            {!busy ? <Button type="button" label={t.close} onClick={close} autoFocus /> : null}
          </>
        }
      >
        {busy ? (
          <div role="status" aria-live="polite" className="list-export-dialog__progress">
            <p>{context.pages === 0 ? t.starting : t.progress(context.rows, context.pages)}</p>
            <ProgressBar mode="indeterminate" style={{ height: '6px' }} />
          </div>
        ) : null}
        {state === 'failed' ? <Message severity="error" text={t.failed(context.error ?? '')} /> : null}
        {state === 'done' ? (
          <p role="status" className="dialog-message">
            {t.done(context.rows)}
          </p>
        ) : null}
      </ModalDialog>
    </>
  )
}
