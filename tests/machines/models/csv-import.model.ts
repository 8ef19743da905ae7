/**
 * The CSV import machine over a file whose line 2 is accepted, line 3 bad and line 4 accepted
 * (batch size 10, one automatic retry): commit [2] → the dialog for line 3 → commit [4] → result.
 * The server may store a batch, refuse a row of it, or fail (the response lost).
 */
import { expect } from 'vitest'
import {
  csvImportMachine,
  unprocessedRows,
  type CheckedRow,
  type ParsedCsv,
  type RowOutcome,
} from '../../../src/machines/csv-import.machine'
import { defineModelSpec } from '../support/model'

const row = (line: number, errors: ReadonlyArray<string> = []): CheckedRow => ({
  line,
  raw: { email: `d${line}@example.jp` },
  key: `k-${line}`,
  ...(errors.length === 0 ? { value: { email: `d${line}@example.jp` } } : {}),
  errors,
})

const parsed = (rows: ReadonlyArray<CheckedRow>, missingColumns: ReadonlyArray<string> = []): ParsedCsv => ({
  fileName: 'doctors.csv',
  encoding: 'Shift_JIS',
  header: ['email'],
  missingColumns,
  rows,
})

const file = new Blob(['email\n'])
const mixed = parsed([row(2), row(3, ['メールアドレスの形式が正しくありません。']), row(4)])

export const spec = defineModelSpec({
  machine: csvImportMachine,
  input: { kind: 'doctor', batchSize: 10, autoRetries: 1 },
  events: (snapshot) => {
    const batch = snapshot.context.batch
    const created: ReadonlyArray<RowOutcome> = batch.map((r) => ({ key: r.key, status: 'created' }))
    const refused: ReadonlyArray<RowOutcome> = batch.map((r, i) =>
      i === 0 ? { key: r.key, status: 'failed', errors: ['このメールアドレスは既に使われています。'] } : { key: r.key, status: 'duplicate' },
    )
    return [
      { type: 'file.choose', file, name: 'doctors.csv' },
      { type: 'xstate.done.actor.parse', output: parsed([]) },
      { type: 'xstate.done.actor.parse', output: parsed([row(2)], ['lastName']) },
      { type: 'xstate.done.actor.parse', output: mixed },
      { type: 'xstate.error.actor.parse', error: new Error('文字コードを判別できません') },
      { type: 'xstate.done.actor.commit', output: created },
      { type: 'xstate.done.actor.commit', output: refused },
      { type: 'xstate.error.actor.commit', error: new Error('Failed to fetch') },
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
    '*': (snapshot) => {
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
    parsing: (_, run) =>
      expect(run.stubs.parse!.pending().input).toEqual({ kind: 'doctor', file, name: 'doctors.csv' }),
    finished: (snapshot) => {
      // nothing left over: every row committed or reported
      const { committed, failed, parsed: p } = snapshot.context
      expect(committed + failed.length).toBe(p!.rows.length)
    },
    aborted: (snapshot) => {
      // the rows are split exactly: committed, failed, uncertain (lost response) or left unprocessed
      const { committedLines, failed, uncertainLines, parsed: p } = snapshot.context
      const lines = [
        ...committedLines.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)),
        ...failed.map((f) => f.line),
        ...unprocessedRows(snapshot.context).map((r) => r.line),
      ].sort()
      expect(lines).toEqual(p!.rows.map((r) => r.line))
      for (const [a] of uncertainLines) expect(unprocessedRows(snapshot.context).map((r) => r.line)).toContain(a)
    },
  },
})
