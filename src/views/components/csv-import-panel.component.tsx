/**
 * The CSV import page body (doctors and clients): file choice, template download, progress
 * with counts, the row-error / batch-failure / result dialogs. Renders the import machine.
 */
import { useSelector } from '@xstate/react'
import { usePageActor } from './page-actor'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { ProgressBar } from 'primereact/progressbar'
import { useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import {
  currentRowError,
  fileRead,
  formatLineRanges,
  unprocessedCount,
  unprocessedRows,
  type CsvImportMachine,
  type FailedRow,
  type ImportKind,
} from '../../machines/csv-import.machine'
import { csvText as t } from '../text/csv.text'
import { CsvImportErrorDialog } from '../dialogs/csv-import-error.dialog'
import { CsvImportResultDialog } from '../dialogs/csv-import-result.dialog'
import { ModalDialog } from '../dialogs/modal.dialog'
import './csv-import-panel.component.css'

export interface CsvImportPanelProps {
  readonly machine: CsvImportMachine
  readonly kind: ImportKind
  readonly requiredColumns: ReadonlyArray<string>
  readonly templateHref: string
  /** Builds the failed-rows CSV (header + rows with an error column). */
  readonly buildFailedCsv: (header: ReadonlyArray<string>, rows: ReadonlyArray<FailedRow>) => string
  /** OK on the result dialog. */
  readonly onFinished: () => void
}

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * What the panel shows of a snapshot: it renders again only when this changes, not for every
 * chunk of rows the reader hands over during an import (each render is main-thread time).
 */
const viewOf = (s: SnapshotFrom<CsvImportMachine>): string => {
  const c = s.context
  return JSON.stringify([
    s.value, c.parsed?.fileName, c.parsed?.total, c.cursor - c.batch.length, c.committed, c.failed.length, c.pendingErrors.length,
    c.cancelRequested, c.lastError, c.readError, c.stoppedAt, fileRead(c),
  ])
}
const sameView = (a: SnapshotFrom<CsvImportMachine>, b: SnapshotFrom<CsvImportMachine>) => a === b || viewOf(a) === viewOf(b)

export const CsvImportPanel = ({ machine, kind, requiredColumns, templateHref, buildFailedCsv, onFinished }: CsvImportPanelProps) => {
  const actor = usePageActor(machine, { input: { kind } })
  const state = useSelector(actor, (s) => s, sameView)
  const input = useRef<HTMLInputElement>(null)
  const c = state.context
  const total = c.parsed?.total ?? 0
  const processed = Math.min(total, c.cursor - c.batch.length)
  const running = state.hasTag('progress')
  const rowError = state.matches({ running: 'rowError' }) ? currentRowError(c) : undefined
  const finished = state.hasTag('result')
  const unprocessed = finished ? unprocessedRows(c) : []

  const notes: Array<string> = []
  if (state.matches('aborted')) {
    if (c.abortedLine !== undefined) notes.push(t.result.abortedAtRow(c.abortedLine))
    if (c.readError !== undefined) notes.push(t.result.readStopped(c.readError))
    if (unprocessedCount(c) > 0) notes.push(t.result.aborted(unprocessedCount(c)))
    if (c.uncertainLines.length > 0) notes.push(t.result.uncertain(formatLineRanges(c.uncertainLines)))
  }
  if (finished && c.committedLines.length > 0) notes.push(t.result.committedLines(formatLineRanges(c.committedLines)))
  // after 中止 the rows below the stop are still being read (for the download)
  const leftReadable = fileRead(c) || c.readError !== undefined
  if (finished && !leftReadable) notes.push(t.result.readingRest)

  const leftRows: ReadonlyArray<FailedRow> = [
    ...c.failed,
    ...unprocessed.map((r) => ({ line: r.line, raw: r.raw, errors: r.errors.length > 0 ? r.errors : [t.unprocessed] })),
  ]

  return (
    <div className="csv-import-panel">
      <section className="csv-import-panel__choose">
        <p>{t.dropHint}</p>
        <p className="muted">
          {t.templateHint} {requiredColumns.join('、')}
        </p>
        <div className="csv-import-panel__buttons">
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="csv-import-panel__file"
            aria-label={t.chooseFile}
            data-testid="csv-file"
            tabIndex={-1}
            disabled={running || state.matches('parsing')}
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) actor.send({ type: 'file.choose', file, name: file.name })
              e.target.value = ''
            }}
          />
          <Button type="button" icon="pi pi-file-import" label={t.chooseFile} disabled={running || state.matches('parsing')} onClick={() => input.current?.click()} />
          <a className="p-button p-button-text csv-import-panel__template" href={templateHref} download>
            <i className="pi pi-download" aria-hidden="true" /> {t.template}
          </a>
        </div>
      </section>

      {state.matches('parsing') ? (
        <div className="csv-import-panel__progress" role="status">
          <span>{t.parsing}</span>
          <ProgressBar mode="indeterminate" style={{ height: '6px' }} aria-label={t.parsing} />
        </div>
      ) : null}
      {state.matches('empty') ? <Message severity="warn" text={`${t.empty} ${t.chooseAnother}`} /> : null}
      {state.matches('invalidHeader') ? <Message severity="error" text={`${t.invalidHeader(c.parsed?.missingColumns ?? [])} ${t.chooseAnother}`} /> : null}
      {state.matches('parseFailed') ? <Message severity="error" text={`${c.lastError ?? t.parseFailed} ${t.chooseAnother}`} /> : null}

      {running || finished ? (
        <div className="csv-import-panel__progress" role="status" aria-live="polite">
          <div className="csv-import-panel__meta">
            <span>{c.parsed?.fileName}</span>
            {c.parsed ? <span className="muted">{t.encoding(c.parsed.encoding)}</span> : null}
            <span data-testid="csv-progress">{t.progress(processed, total)}</span>
            <span data-testid="csv-counts">{t.counts(c.committed, c.failed.length)}</span>
          </div>
          <ProgressBar value={total === 0 ? 0 : Math.round((processed / total) * 100)} style={{ height: '10px' }} showValue={false} aria-label={t.progress(processed, total)} />
          {state.matches({ running: 'retrying' }) ? <span className="muted">{t.retrying}</span> : null}
          {c.cancelRequested && running ? <span className="muted">{t.cancelling}</span> : null}
          {running && !c.cancelRequested ? (
            <Button type="button" label={t.cancel} severity="danger" text onClick={() => actor.send({ type: 'import.cancel' })} />
          ) : null}
        </div>
      ) : null}

      <CsvImportErrorDialog
        row={rowError?.line}
        errors={rowError?.errors ?? []}
        onSkip={() => actor.send({ type: 'row.skip' })}
        onAbort={() => actor.send({ type: 'row.abort' })}
      />
      <ModalDialog
        className="csv-batch-failed-dialog"
        visible={state.matches({ running: 'batchFailed' })}
        header={t.batchFailed.header}
        width="400px"
        closable={false}
        actions={
          <>
            <Button type="button" label={t.batchFailed.abort} severity="danger" outlined onClick={() => actor.send({ type: 'import.abort' })} />
            <Button type="button" label={t.batchFailed.retry} onClick={() => actor.send({ type: 'batch.retry' })} autoFocus />
          </>
        }
      >
        <p className="dialog-message">
          {t.batchFailed.text(c.batch.length > 0 ? formatLineRanges([[c.batch[0]!.line, c.batch[c.batch.length - 1]!.line]]) : '')}
        </p>
        {c.lastError ? <p className="dialog-message muted">{c.lastError}</p> : null}
      </ModalDialog>
      <CsvImportResultDialog
        visible={finished}
        failed={c.failed.length}
        succeeded={c.committed}
        notes={notes}
        onDownload={leftRows.length > 0 && leftReadable ? () => download(`${kind}-import-errors.csv`, buildFailedCsv(c.parsed?.header ?? [], leftRows)) : undefined}
        onOk={() => {
          actor.send({ type: 'result.ok' })
          onFinished()
        }}
      />
    </div>
  )
}
