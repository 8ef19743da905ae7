/**
 * Model-based tests of the CSV import machine: an abstract model of what staff see
 * (file chosen, batch committed or lost, row error dialog, result) generates one test per
 * simple path (every way through the model without repeating a state, so a retried batch is
 * followed to the end too); each path drives the real machine with stub actors and a fake server
 * that stores rows by idempotency key (a lost response = the server stored the batch but the
 * console got an error).
 *
 * Fixture 'mixed.csv': line 2 accepted, line 3 bad, line 4 accepted; batch size 10 and no
 * automatic retry, so: commit [2] -> dialog for line 3 -> commit [4] -> result.
 */
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  csvImportMachine,
  unprocessedRows,
  type CheckedRow,
  type CommitBatchInput,
  type ParsedCsv,
  type ParseFileInput,
  type RowOutcome,
} from '../../../src/machines/csv-import.machine'

const row = (line: number, errors: ReadonlyArray<string> = []): CheckedRow => ({
  line,
  raw: { email: `d${line}@example.jp` },
  key: `k-${line}`,
  ...(errors.length === 0 ? { value: { email: `d${line}@example.jp` } } : {}),
  errors,
})

const files: Record<string, ParsedCsv> = {
  'empty.csv': { fileName: 'empty.csv', encoding: 'UTF-8', header: [], missingColumns: [], rows: [] },
  'no-header.csv': { fileName: 'no-header.csv', encoding: 'UTF-8', header: ['email'], missingColumns: ['lastName'], rows: [row(2)] },
  'mixed.csv': { fileName: 'mixed.csv', encoding: 'Shift_JIS', header: ['email'], missingColumns: [], rows: [row(2), row(3, ['メールアドレスの形式が正しくありません。']), row(4)] },
}

/** What the console should show, step by step. */
const model = createMachine({
  id: 'csvImportModel',
  initial: 'idle',
  states: {
    idle: { on: { 'file.empty': 'empty', 'file.noHeader': 'invalidHeader', 'file.mixed': 'committingFirst' } },
    empty: { on: { 'file.mixed': 'committingFirst' } },
    invalidHeader: { on: { 'file.mixed': 'committingFirst' } },
    committingFirst: { on: { 'commit.ok': 'rowError', 'commit.lost': 'firstFailed' } },
    firstFailed: { on: { 'batch.retry': 'retryingFirst', 'import.abort': 'abortedAfterFirstFail' } },
    retryingFirst: { on: { 'commit.ok': 'rowError' } },
    rowError: { on: { 'row.skip': 'committingLast', 'row.abort': 'abortedAtBadRow' } },
    committingLast: { on: { 'commit.ok': 'finished', 'commit.lost': 'lastFailed' } },
    lastFailed: { on: { 'batch.retry': 'retryingLast', 'import.abort': 'abortedAfterLastFail' } },
    retryingLast: { on: { 'commit.ok': 'finished' } },
    finished: { on: { 'result.ok': 'closed' } },
    closed: {},
    abortedAfterFirstFail: {},
    abortedAtBadRow: {},
    abortedAfterLastFail: {},
  },
})

interface Deferred {
  readonly input: CommitBatchInput
  readonly resolve: (v: ReadonlyArray<RowOutcome>) => void
  readonly reject: (e: unknown) => void
}

const harness = () => {
  const server = new Map<string, number>()
  const commits: Array<Deferred> = []
  const actor = createActor(
    csvImportMachine.provide({
      actors: {
        parseFile: fromPromise<ParsedCsv, ParseFileInput>(async ({ input }) => files[input.name]!),
        commitBatch: fromPromise<ReadonlyArray<RowOutcome>, CommitBatchInput>(
          ({ input }) => new Promise((resolve, reject) => commits.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: { kind: 'doctor', batchSize: 10, autoRetries: 0 } },
  )
  actor.start()
  /** The fake server stores the batch by key; a key seen before is answered `duplicate`. */
  const store = (d: Deferred): ReadonlyArray<RowOutcome> =>
    d.input.rows.map((r) => {
      const seen = server.has(r.key)
      server.set(r.key, r.line)
      return { key: r.key, status: seen ? 'duplicate' : 'created' }
    })
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy') || (s.matches({ running: 'committing' }) && commits.length > 0))
  const choose = async (name: string) => {
    actor.send({ type: 'file.choose', file: new Blob([]), name })
    await settled()
  }
  const pending = () => {
    const d = commits.shift()
    expect(d, 'a commit is in flight').toBeDefined()
    return d!
  }
  return {
    actor,
    server,
    choose,
    commitOk: async () => {
      const d = pending()
      d.resolve(store(d))
      await waitFor(actor, (s) => !s.matches({ running: 'committing' }) || commits.length > 0)
    },
    /** The server stores the rows but the response is lost. */
    commitLost: async () => {
      const d = pending()
      store(d)
      d.reject(new Error('Failed to fetch'))
      await waitFor(actor, (s) => s.matches({ running: 'batchFailed' }))
    },
    send: async (event: Parameters<typeof actor.send>[0]) => {
      actor.send(event)
      await waitFor(actor, (s) => !s.matches({ running: 'committing' }) || commits.length > 0)
    },
  }
}

type H = ReturnType<typeof harness>
type Snap = SnapshotFrom<typeof csvImportMachine>
const serverLines = (h: H) => [...h.server.values()].sort((a, b) => a - b)
const failedLines = (s: Snap) => s.context.failed.map((f) => f.line)

describe('csv import machine: model-based paths', () => {
  const testModel = createTestModel(model)
  const paths = testModel.getSimplePaths()

  it('covers every state of the model', () => {
    const reached = new Set(paths.flatMap((p) => [String(p.state.value), ...p.steps.map((s) => String(s.state.value))]))
    expect(reached).toEqual(new Set(Object.keys(model.config.states!)))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const h = harness()
      const snap = () => h.actor.getSnapshot()
      await path.test({
        events: {
          'file.empty': () => h.choose('empty.csv'),
          'file.noHeader': () => h.choose('no-header.csv'),
          'file.mixed': () => h.choose('mixed.csv'),
          'commit.ok': () => h.commitOk(),
          'commit.lost': () => h.commitLost(),
          'batch.retry': () => h.send({ type: 'batch.retry' }),
          'import.abort': () => h.send({ type: 'import.abort' }),
          'row.skip': () => h.send({ type: 'row.skip' }),
          'row.abort': () => h.send({ type: 'row.abort' }),
          'result.ok': () => h.send({ type: 'result.ok' }),
        },
        states: {
          closed: () => {
            expect(snap().value).toBe('idle')
            expect(snap().context.parsed).toBeUndefined()
            expect(serverLines(h)).toEqual([2, 4])
          },
          idle: () => {
            expect(snap().value).toBe('idle')
            expect(snap().context.committed).toBe(0)
          },
          empty: () => {
            expect(snap().value).toBe('empty')
            expect(h.server.size).toBe(0)
          },
          invalidHeader: () => {
            expect(snap().value).toBe('invalidHeader')
            expect(snap().context.parsed?.missingColumns).toEqual(['lastName'])
            expect(h.server.size).toBe(0)
          },
          committingFirst: () => {
            expect(snap().matches({ running: 'committing' })).toBe(true)
            expect(snap().hasTag('busy')).toBe(true)
            // The accepted row above the bad row goes first, before any dialog.
            expect(snap().context.batch.map((r) => r.line)).toEqual([2])
          },
          retryingFirst: () => {
            expect(snap().matches({ running: 'committing' })).toBe(true)
            expect(snap().context.batch.map((r) => r.line)).toEqual([2])
            expect(snap().context.attempt).toBe(2)
          },
          retryingLast: () => {
            expect(snap().matches({ running: 'committing' })).toBe(true)
            expect(snap().context.batch.map((r) => r.line)).toEqual([4])
          },
          firstFailed: () => {
            expect(snap().matches({ running: 'batchFailed' })).toBe(true)
            expect(snap().can({ type: 'batch.retry' })).toBe(true)
            expect(snap().context.lastError).toBe('Failed to fetch')
          },
          rowError: () => {
            expect(snap().matches({ running: 'rowError' })).toBe(true)
            expect(snap().context.pendingErrors[0]?.line).toBe(3)
            expect(snap().context.committed).toBe(1)
            expect(snap().can({ type: 'row.skip' })).toBe(true)
            expect(snap().can({ type: 'row.abort' })).toBe(true)
          },
          committingLast: () => {
            expect(snap().matches({ running: 'committing' })).toBe(true)
            expect(snap().context.batch.map((r) => r.line)).toEqual([4])
          },
          lastFailed: () => {
            expect(snap().matches({ running: 'batchFailed' })).toBe(true)
            expect(snap().context.committed).toBe(1)
          },
          finished: () => {
            expect(snap().value).toBe('finished')
            expect(snap().context.committed).toBe(2)
            expect(failedLines(snap())).toEqual([3])
            expect(snap().context.committedLines).toEqual([[2, 2], [4, 4]])
            // A retried batch created nothing twice.
            expect(serverLines(h)).toEqual([2, 4])
          },
          abortedAfterFirstFail: () => {
            expect(snap().value).toBe('aborted')
            expect(snap().context.committed).toBe(0)
            expect(snap().context.uncertainLines).toEqual([[2, 2]])
            expect(unprocessedRows(snap().context).map((r) => r.line)).toEqual([2, 3, 4])
          },
          abortedAtBadRow: () => {
            expect(snap().value).toBe('aborted')
            expect(snap().context.committedLines).toEqual([[2, 2]])
            expect(failedLines(snap())).toEqual([3])
            expect(unprocessedRows(snap().context).map((r) => r.line)).toEqual([4])
            expect(serverLines(h)).toEqual([2])
          },
          abortedAfterLastFail: () => {
            expect(snap().value).toBe('aborted')
            expect(snap().context.committedLines).toEqual([[2, 2]])
            expect(snap().context.uncertainLines).toEqual([[4, 4]])
            expect(failedLines(snap())).toEqual([3])
          },
        },
      })
    })
  }
})
