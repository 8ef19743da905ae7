/**
 * The import page's 一括更新 (src/machines/csv-update.machine.ts): choose the file the list's
 * CSV出力 wrote, read 「変更内容の確認」 (each changed cell 現在値 → 新値, the counts, the errors and
 * the rows another operator changed since the export, a page at a time as the server pages them),
 * then 「更新を実行」 with its progress and 中止, and the result.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { ProgressBar } from 'primereact/progressbar'
import { useRef } from 'react'
import type { CsvUpdateRow, UpdateRowFilter } from '../../domain/csv-update'
import { applyProgress, type CsvUpdateMachine } from '../../machines/csv-update.machine'
import type { ImportKind } from '../../machines/csv-import.machine'
import { csvText } from '../text/csv.text'
import { usePageActor } from './page-actor'
import './csv-import-panel.component.css'

const t = csvText.update

export interface CsvUpdatePanelProps {
  readonly machine: CsvUpdateMachine
  readonly kind: ImportKind
}

const previewFilters: ReadonlyArray<UpdateRowFilter> = ['change', 'error', 'stale', 'same']
const resultFilters: ReadonlyArray<UpdateRowFilter> = ['applied', 'skipped', 'refused', 'error', 'stale']

export const CsvUpdatePanel = ({ machine, kind }: CsvUpdatePanelProps) => {
  const actor = usePageActor(machine, { input: { kind } })
  const state = useSelector(actor, (s) => s)
  const input = useRef<HTMLInputElement>(null)
  const c = state.context
  const job = c.job
  const inPreview = state.matches('preview')
  const inResult = state.matches('result')
  const applying = state.hasTag('progress')
  const progress = applyProgress(job)
  const busyFile = state.matches('uploading') || applying

  const filters = inResult ? resultFilters : previewFilters
  const count = (f: UpdateRowFilter) => job?.counts[f] ?? 0

  return (
    <div className="csv-import-panel csv-update-panel">
      <section className="csv-import-panel__choose">
        <p>{t.hint}</p>
        <p className="muted">{csvText.dropHint}</p>
        <div className="csv-import-panel__buttons">
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="csv-import-panel__file"
            aria-label={csvText.chooseFile}
            data-testid="csv-update-file"
            tabIndex={-1}
            disabled={busyFile}
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) actor.send({ type: 'file.choose', file, name: file.name })
              e.target.value = ''
            }}
          />
          <Button type="button" icon="pi pi-file-import" label={inPreview || inResult ? t.chooseAgain : csvText.chooseFile} disabled={busyFile} onClick={() => input.current?.click()} />
        </div>
      </section>

      {state.matches('uploading') ? (
        <div className="csv-import-panel__progress" role="status">
          <span>{t.uploading}</span>
          <ProgressBar mode="indeterminate" style={{ height: '6px' }} aria-label={t.uploading} />
        </div>
      ) : null}
      {state.matches('failed') ? <Message severity="error" text={`${c.error ?? csvText.parseFailed} ${csvText.chooseAnother}`} /> : null}

      {job && !state.matches('uploading') && !state.matches('failed') ? (
        <section className="csv-import-panel__progress csv-update-panel__preview" aria-labelledby="csv-update-heading">
          <h2 id="csv-update-heading" className="csv-update-panel__heading">
            {inResult ? t.result : t.preview}
          </h2>
          <div className="csv-import-panel__meta">
            <span>{job.fileName}</span>
            <span className="muted">{csvText.encoding(job.encoding)}</span>
          </div>
          <p data-testid="csv-update-counts" role="status">
            {inResult ? t.resultCounts(job.counts) : t.counts(job.counts)}
          </p>

          {applying || state.matches('applyFailed') ? (
            <div role="status" aria-live="polite">
              <span data-testid="csv-update-progress">{t.applying(progress.done, progress.of)}</span>
              <ProgressBar value={progress.of === 0 ? 0 : Math.round((progress.done / progress.of) * 100)} style={{ height: '10px' }} showValue={false} aria-label={t.applying(progress.done, progress.of)} />
              {c.cancelRequested && applying ? <span className="muted">{t.cancelling}</span> : null}
              {applying && !c.cancelRequested ? <Button type="button" label={t.cancel} severity="danger" text onClick={() => actor.send({ type: 'apply.cancel' })} /> : null}
            </div>
          ) : null}
          {state.matches('applyFailed') ? (
            <div className="csv-import-panel__buttons">
              <Message severity="error" text={`${t.failed} ${c.error ?? ''}`} />
              <Button type="button" label={t.cancel} severity="danger" outlined onClick={() => actor.send({ type: 'apply.abort' })} />
              <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'apply.retry' })} />
            </div>
          ) : null}

          {inPreview || inResult ? (
            <>
              <div className="csv-import-panel__buttons" role="group" aria-label={t.preview}>
                {filters.map((f) => (
                  <Button
                    key={f}
                    type="button"
                    size="small"
                    outlined={c.filter !== f}
                    aria-pressed={c.filter === f}
                    label={`${t.filters[f as keyof typeof t.filters]} ${count(f)}`}
                    onClick={() => actor.send({ type: 'preview.show', status: f })}
                  />
                ))}
              </div>
              <UpdateRows rows={c.page?.items ?? []} loading={state.hasTag('busy')} />
              <div className="csv-import-panel__buttons">
                <Button type="button" size="small" text label={t.prev} disabled={c.trail.length === 0} onClick={() => actor.send({ type: 'page.prev' })} />
                <Button type="button" size="small" text label={t.next} disabled={(c.page?.nextCursorKey ?? null) === null} onClick={() => actor.send({ type: 'page.next' })} />
              </div>
              {c.error && !state.matches('applyFailed') ? <Message severity="error" text={c.error} /> : null}
              {inPreview ? (
                <div className="csv-import-panel__buttons">
                  <Button type="button" icon="pi pi-check" label={t.run} disabled={count('change') === 0} onClick={() => actor.send({ type: 'apply.start' })} />
                  {count('change') === 0 ? <span className="muted">{t.noChanges}</span> : null}
                </div>
              ) : (
                <Button type="button" label={t.done} onClick={() => actor.send({ type: 'reset' })} />
              )}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

const UpdateRows = ({ rows, loading }: { readonly rows: ReadonlyArray<CsvUpdateRow>; readonly loading: boolean }) =>
  rows.length === 0 ? (
    <p className="muted">{loading ? csvText.parsing : t.empty}</p>
  ) : (
    <table className="csv-update-panel__rows" data-testid="csv-update-rows">
      <thead>
        <tr>
          <th scope="col">{t.columns.line}</th>
          <th scope="col">{t.columns.id}</th>
          <th scope="col">{t.columns.changes}</th>
          <th scope="col">{t.columns.messages}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.line} data-line={r.line}>
            <td>{r.line}</td>
            <td>{r.recordId ?? ''}</td>
            <td>
              <ul className="csv-update-panel__changes">
                {r.changes.map((ch) => (
                  <li key={ch.column}>
                    <span className="csv-update-panel__column">{ch.column}</span>: <span className="csv-update-panel__before">{ch.before === '' ? t.blank : ch.before}</span> →{' '}
                    <span className="csv-update-panel__after">{ch.after === '' ? t.blank : ch.after}</span>
                    {ch.notes.length > 0 ? <span className="muted"> （{ch.notes.join('、')}）</span> : null}
                  </li>
                ))}
              </ul>
            </td>
            <td>
              <ul className="csv-update-panel__messages">
                {r.messages.map((m, i) => (
                  <li key={i}>{m.text}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
