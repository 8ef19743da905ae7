/**
 * The CSV 一括更新 machine over a file of three rows: the server checks it (two rows to change,
 * one error), the preview shows its pages, 更新を実行 applies one row a batch until none waits,
 * 中止 waits for the batch under way, a failed batch is retried or abandoned; the upload may fail.
 */
import { expect } from 'vitest'
import type { CsvUpdateId } from '@src/domain/ids'
import type { CsvUpdateJob, CsvUpdateRow } from '@src/domain/csv-update'
import type { Page } from '@src/domain/endpoint'
import { applyProgress, csvUpdateMachine } from '@src/machines/csv-update.machine'
import { defineModelSpec } from '../support/model'

const counts = { total: 3, change: 2, same: 0, error: 1, stale: 0, applied: 0, skipped: 0, refused: 0 }
const job = (c: Partial<typeof counts> = {}, status: CsvUpdateJob['status'] = 'checked'): CsvUpdateJob =>
  ({ id: 'u-1' as CsvUpdateId, kind: 'doctor', fileName: 'doctors.csv', encoding: 'Shift_JIS', header: ['ID', 'バージョン', '電話番号'], status, counts: { ...counts, ...c }, operatorId: null, createdAt: '2026-12-08T00:00:00.000Z' }) as CsvUpdateJob
const row: CsvUpdateRow = { line: 2, recordId: '101', status: 'change', changes: [{ column: '電話番号', before: '03-1234-5678', after: '090-1111-2222', notes: [] }], messages: [] }
const page = (next: string | null): Page<CsvUpdateRow> => ({ items: [row], nextCursorKey: next })
const file = new Blob(['ID,バージョン,電話番号\n'])

export const spec = defineModelSpec({
  machine: csvUpdateMachine,
  input: { kind: 'doctor' },
  events: (snapshot) => {
    const waiting = snapshot.context.job?.counts.change ?? 0
    return [
      { type: 'file.choose', file, name: 'doctors.csv' },
      { type: 'xstate.done.actor.upload', output: job() },
      { type: 'xstate.done.actor.upload', output: job({ change: 0, error: 3 }) },
      { type: 'xstate.error.actor.upload', error: new Error('header: 「ID」列がありません') },
      { type: 'xstate.done.actor.loadPage', output: page(snapshot.context.trail.length === 0 ? '2' : null) },
      { type: 'xstate.error.actor.loadPage', error: new Error('通信エラー') },
      { type: 'xstate.done.actor.loadResultPage', output: page(snapshot.context.trail.length === 0 ? '2' : null) },
      { type: 'xstate.error.actor.loadResultPage', error: new Error('通信エラー') },
      { type: 'preview.show', status: 'error' },
      { type: 'page.next' },
      { type: 'page.prev' },
      { type: 'apply.start' },
      { type: 'xstate.done.actor.applyBatch', output: job({ change: waiting - 1, applied: 2 - waiting + 1 }, waiting - 1 === 0 ? 'done' : 'applying') },
      { type: 'xstate.error.actor.applyBatch', error: new Error('Failed to fetch') },
      { type: 'apply.cancel' },
      { type: 'apply.retry' },
      { type: 'apply.abort' },
      { type: 'xstate.done.actor.abort', output: job({ change: 0, skipped: waiting }, 'aborted') },
      { type: 'xstate.error.actor.abort', error: new Error('Failed to fetch') },
      { type: 'reset' },
    ]
  },
  checks: {
    '*': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe((['uploading', 'applying', 'aborting'] as const).some((s) => snapshot.matches(s)) || snapshot.matches({ preview: 'loading' }) || snapshot.matches({ result: 'loading' }))
      const p = applyProgress(snapshot.context.job)
      expect(p.done).toBeLessThanOrEqual(p.of)
    },
    idle: (snapshot) => expect(snapshot.context).toEqual({ kind: 'doctor', filter: 'change', trail: [], cancelRequested: false, file: undefined, fileName: undefined, job: undefined, page: undefined, error: undefined, cursor: undefined }),
    // the upload sends the chosen file of the kind
    uploading: (_, run) => expect(run.stubs.upload!.pending().input).toEqual({ kind: 'doctor', file, name: 'doctors.csv' }),
    // a page of the state chosen, from the cursor of the page before
    'preview.loading': (snapshot, run) => expect(run.stubs.loadPage!.pending().input).toEqual({ id: 'u-1', status: snapshot.context.filter, cursor: snapshot.context.cursor }),
    // 更新を実行 only while rows wait; one batch at a time, of this job
    applying: (snapshot, run) => {
      expect(snapshot.context.job!.counts.change).toBeGreaterThan(0)
      expect(run.stubs.applyBatch!.pending().input).toEqual({ id: 'u-1' })
    },
    // the result's pages: what was applied first, then any state chosen
    'result.loading': (snapshot, run) => expect(run.stubs.loadResultPage!.pending().input).toEqual({ id: 'u-1', status: snapshot.context.filter, cursor: snapshot.context.cursor }),
    // 中止 is sent only after a batch answered (the batch under way is never cut)
    aborting: (_, run) => expect(run.stubs.abort!.pending().input).toEqual({ id: 'u-1' }),
    // the result lists what was applied first; nothing waits any more
    result: (snapshot) => {
      expect(snapshot.context.job!.counts.change).toBe(0)
    },
  },
})
