/**
 * The CSV import machine over a file whose line 2 is accepted, line 3 bad and line 4 accepted
 * (batch size 10, one automatic retry): commit [2] → the dialog for line 3 → commit [4] → result.
 * The reader sends the head, then the rows one at a time (so the machine waits for rows, before
 * and after a stop), or fails; the server may store a batch, refuse a row of it, or fail (the
 * response lost).
 */
import { expect } from 'vitest'
import {
  csvImportMachine,
  unprocessedCount,
  unprocessedRows,
  type CheckedRow,
  type CsvHead,
  type RowOutcome,
} from '@src/machines/csv-import.machine'
import { defineModelSpec } from '../support/model'

const row = (line: number, errors: ReadonlyArray<string> = []): CheckedRow => ({
  line,
  raw: { email: `d${line}@example.jp` },
  key: `k-${line}`,
  ...(errors.length === 0 ? { value: { email: `d${line}@example.jp` } } : {}),
  errors,
})

const head = (total: number, missingColumns: ReadonlyArray<string> = []): CsvHead => ({
  fileName: 'doctors.csv',
  encoding: 'Shift_JIS',
  header: ['email'],
  missingColumns,
  total,
})

const file = new Blob(['email\n'])
const mixed = [row(2), row(3, ['メールアドレスの形式が正しくありません。']), row(4)]

export const spec = defineModelSpec({
  machine: csvImportMachine,
  input: { kind: 'doctor', batchSize: 10, autoRetries: 1 },
  events: (snapshot) => {
    const batch = snapshot.context.batch
    const created: ReadonlyArray<RowOutcome> = batch.map((r) => ({ key: r.key, status: 'created' }))
    const refused: ReadonlyArray<RowOutcome> = batch.map((r, i) =>
      i === 0 ? { key: r.key, status: 'failed', errors: ['このメールアドレスは既に使われています。'] } : { key: r.key, status: 'duplicate' },
    )
    // the reader's next row (none once the file is read to its end)
    const read = snapshot.context.parsed?.rows.length ?? 0
    const nextRows = { type: 'csv.rows', rows: mixed.slice(read, Math.min(read + 1, snapshot.context.parsed?.total ?? 0)) } as const
    return [
      { type: 'file.choose', file, name: 'doctors.csv' },
      { type: 'csv.head', head: head(0) },
      { type: 'csv.head', head: head(1, ['lastName']) },
      { type: 'csv.head', head: head(mixed.length) },
      nextRows,
      { type: 'csv.failed', message: 'ファイルの文字コードを判別できませんでした。' },
      { type: 'xstate.done.actor.commit', output: created },
      { type: 'xstate.done.actor.commit', output: refused },
      { type: 'xstate.error.actor.commit', error: new Error('Failed to fetch') },
      // the record of the ended import (home dashboard) fails: said, the import stands
      { type: 'xstate.error.actor.recordCompleted', error: new Error('記録できませんでした') },
      { type: 'xstate.error.actor.recordAborted', error: new Error('記録できませんでした') },
      { type: 'row.skip' },
      { type: 'row.abort' },
      { type: 'batch.retry' },
      { type: 'import.abort' },
      { type: 'import.cancel' },
      { type: 'result.ok' },
    ]
  },
  // a batch that keeps failing could be retried for ever
  stopWhen: (snapshot) => snapshot.context.attempt >= 3,
  checks: {
    '*': (snapshot, run) => {
      // an answer to a dialog that is not shown changes nothing and is rejected, typed (SPEC section 8)
      const last = run.steps[run.steps.length - 1]!.event
      const previous = run.steps[run.steps.length - 2]?.state
      const was = JSON.stringify(previous?.value)
      const misuse =
        (last.type === 'row.skip' || last.type === 'row.abort') && was !== '{"running":"rowError"}'
          ? 'csvImportError'
          : last.type === 'result.ok' && was !== '"finished"' && was !== '"aborted"'
            ? 'csvImportResult'
            : undefined
      if (misuse !== undefined) {
        expect(snapshot.value).toEqual(previous!.value)
        expect(run.emitted[run.emitted.length - 1]).toMatchObject({ type: 'dialog.rejected', error: { _tag: 'DialogMisuse', dialog: misuse, reason: 'nothing-to-answer' } })
      }
      const { committed, failed, committedLines } = snapshot.context
      // every committed line is counted once, in file order
      expect(committedLines.reduce((n, [a, b]) => n + b - a + 1, 0)).toBe(committed)
      expect(failed.every((f) => f.errors.length > 0)).toBe(true)
    },
    '{"running":"committing"}': (snapshot, run) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // the accepted rows above a bad row go first, before any dialog; only accepted rows are sent
      expect(run.stubs.commit!.pending().input).toEqual({ kind: 'doctor', rows: snapshot.context.batch })
      expect(snapshot.context.batch.every((r) => r.errors.length === 0)).toBe(true)
    },
    '{"running":"rowError"}': (snapshot) => {
      expect(snapshot.hasTag('dialog')).toBe(true)
      expect(snapshot.context.pendingErrors.length).toBeGreaterThan(0)
    },
    '{"running":"batchFailed"}': (snapshot) => expect(snapshot.context.lastError).toBe('Failed to fetch'),
    '{"running":"waiting"}': (snapshot) => {
      // waiting only for rows not read yet, with the reader still there
      expect(snapshot.context.cursor).toBe(snapshot.context.parsed!.rows.length)
      expect(snapshot.context.cursor).toBeLessThan(snapshot.context.parsed!.total)
      expect(snapshot.children.read).toBeDefined()
    },
    // the reader is spawned with the chosen file, and lives until the import ends
    parsing: (snapshot) => expect(snapshot.children.read?.getSnapshot().input).toEqual({ kind: 'doctor', file, name: 'doctors.csv' }),
    idle: (snapshot) => expect(snapshot.children.read).toBeUndefined(),
    empty: (snapshot) => expect(snapshot.children.read).toBeUndefined(),
    invalidHeader: (snapshot) => expect(snapshot.children.read).toBeUndefined(),
    parseFailed: (snapshot) => {
      expect(snapshot.children.read).toBeUndefined()
      expect(snapshot.context.lastError).toBe('ファイルの文字コードを判別できませんでした。')
    },
    finished: (snapshot, run) => {
      // nothing left over: every row committed or reported
      const { committed, failed, parsed: p } = snapshot.context
      expect(committed + failed.length).toBe(p!.total)
      // the ended import is recorded with its totals and failed rows (the home dashboard)
      const recorded = run.stubs.recordCompleted!.live()[0]?.input
      if (recorded) expect(recorded).toMatchObject({ kind: 'doctor', fileName: 'doctors.csv', outcome: 'completed', total: p!.total, committed, failed: failed.length, failedRows: failed.map((f) => ({ line: f.line })) })
      expect(snapshot.children.read).toBeUndefined()
    },
    aborted: (snapshot, run) => {
      const recorded = run.stubs.recordAborted!.live()[0]?.input
      if (recorded) expect(recorded).toMatchObject({ outcome: 'aborted', committed: snapshot.context.committed, failed: snapshot.context.failed.length })
      // the rows are split exactly: committed, failed, uncertain (lost response) or left unprocessed
      const { committedLines, failed, uncertainLines, parsed: p, stoppedAt } = snapshot.context
      const lines = [
        ...committedLines.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)),
        ...failed.map((f) => f.line),
      ].sort()
      expect(lines.length + unprocessedCount(snapshot.context)).toBe(p!.total)
      expect(lines).toEqual(mixed.slice(0, stoppedAt).map((r) => r.line))
      expect(unprocessedRows(snapshot.context).map((r) => r.line)).toEqual(p!.rows.slice(stoppedAt).map((r) => r.line))
      for (const [a] of uncertainLines) expect(unprocessedRows(snapshot.context).map((r) => r.line)).toContain(a)
    },
  },
})
