/**
 * CSV bulk import of doctors, clients or organisations: one machine for the whole workflow.
 *
 *   idle --file.choose--> parsing --(csv.head)--> running --(end)--> finished
 *                            |                       |  \--row error--> rowError --row.skip--> running
 *                            |                       |                            \--row.abort--> aborted
 *                            |                       \--batch fails--> batchFailed --batch.retry--> committing
 *                            |                                                     \--import.abort--> aborted
 *                            +--> empty | invalidHeader | parseFailed   (file.choose again)
 *
 * The file is read by the `readFile` actor, spawned when a file is chosen (a Web Worker in the
 * browser; see src/services/csv): first the head (`csv.head`: header, encoding, number of rows),
 * then the rows already decoded, normalised, checked against the domain row schema and encoded
 * for the request, in chunks (`csv.rows`), as many as the machine asks for (`rows.want`: the rows
 * it will look at next plus `readAhead` batches). So the worker checks the next rows while the
 * earlier batches commit, and never runs further ahead than that (back-pressure); `running.waiting`
 * waits for rows not read yet. After 中止 the rest of the file is still read (for the download
 * of the rows left), nothing of it sent. Each row carries its idempotency key. The machine walks
 * the rows in file order:
 * - accepted rows gather into a batch of `batchSize`; a full batch is sent with `commitBatch`;
 * - before a bad row's dialog appears, the rows gathered so far are committed first, so that
 *   'abort' leaves exactly the accepted rows ABOVE the bad row committed, nothing below it;
 * - a row the server refuses (e-mail already used, ...) raises the same dialog after its batch; the
 *   server stops the batch there, so the rows below it are sent again after 'skip' and stay
 *   uncommitted after 'abort' (the same exactly-above-the-row rule as a bad row of the file);
 * - a failed batch is retried automatically (`batchRetry` delay, `autoRetries` times), then the
 *   user chooses retry or abort. A retried batch re-sends the same keys, so the server creates
 *   nothing twice (it answers `duplicate` for keys it already committed: counted as success);
 * - `import.cancel` during a commit waits for that commit to finish, then stops: the set of
 *   committed rows is always known exactly.
 * スキップ / 中止 with no row error shown, or OK with no result shown, changes nothing and emits
 * `dialog.rejected` (a typed `DialogMisuse`, src/machines/dialog-misuse.ts).
 */
import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup, stopChild } from 'xstate'
import { dialogMisuse, dialogMisuseText, type DialogMisuseEmitted } from './dialog-misuse'
import { maxBulkRows } from '../domain/bulk'
import type { ImportRecordInput } from '../domain/import-record'
import { importRecordOf } from './import-record'
import type { CheckedRow, CommitBatchInput, CsvReadEvent, CsvWantEvent, FailedRow, ImportKind, ParsedCsv, ParseFileInput, RowOutcome } from '../domain/csv-import'
import { required } from './machine-helpers'

export type { CheckedRow, CommitBatchInput, CsvHead, CsvReadEvent, CsvWantEvent, FailedRow, ImportKind, ParsedCsv, ParseFileInput, RowOutcome } from '../domain/csv-import'
/** Inclusive ranges of committed line numbers, merged and in file order. */
export type LineRanges = ReadonlyArray<readonly [number, number]>

export interface CsvImportContext {
  readonly kind: ImportKind
  readonly batchSize: number
  readonly autoRetries: number
  readonly file?: { readonly blob: Blob; readonly name: string }
  /** The file's head and the rows read so far (`parsed.total` in all once the file is read). */
  readonly parsed?: ParsedCsv
  /** Index of the next row to look at. */
  readonly cursor: number
  /** Accepted rows waiting to be committed. */
  readonly batch: ReadonlyArray<CheckedRow>
  readonly attempt: number
  readonly committed: number
  readonly committedLines: LineRanges
  readonly failed: ReadonlyArray<FailedRow>
  /** Row errors still to be shown (bad rows found by the scan, or refused by the server). */
  readonly pendingErrors: ReadonlyArray<FailedRow>
  readonly cancelRequested: boolean
  readonly lastError?: string
  /** Set when the import stopped early: index of the first row left unprocessed (it and all below). */
  readonly stoppedAt?: number
  /**
   * Lines of a batch whose commit failed and was then abandoned: the server may or may not
   * have stored them (a lost response). Re-importing the same file settles them without
   * duplicates, as their idempotency keys are the same.
   */
  readonly uncertainLines: LineRanges
  /** Line of the row at which the user aborted, when it was a row error. */
  readonly abortedLine?: number
  /** Why the rest of the file could not be read (the import stopped at the first row not read). */
  readonly readError?: string
}

export type CsvImportEvent =
  | { readonly type: 'file.choose'; readonly file: Blob; readonly name: string }
  | { readonly type: 'row.skip' }
  | { readonly type: 'row.abort' }
  | { readonly type: 'batch.retry' }
  | { readonly type: 'import.abort' }
  | { readonly type: 'import.cancel' }
  | { readonly type: 'result.ok' }
  | CsvReadEvent

export interface CsvImportInput {
  readonly kind: ImportKind
  readonly batchSize?: number
  readonly autoRetries?: number
}

export interface CsvImportOutput {
  readonly committed: number
  readonly failed: number
}

/**
 * Rows per `bulk_registers` call from the console: 5,000 (`maxBulkRows`, the server's limit), one
 * set-based statement each. The main thread does not walk a batch's rows to build its body: the
 * worker encoded every row already (`CheckedRow.request`); joining them, sending and decoding the
 * answer stay well under the 50 ms of a long task (tests/e2e/csv-import.spec.ts).
 */
export const defaultBatchSize = maxBulkRows

/** How far the reader may run ahead of the rows the machine looks at: this many batches. */
export const readAhead = 2

const addRange = (ranges: LineRanges, from: number, to: number): LineRanges => {
  const last = ranges[ranges.length - 1]
  if (last && last[1] + 1 >= from) return [...ranges.slice(0, -1), [last[0], Math.max(last[1], to)]]
  return [...ranges, [from, to]]
}

/** Adds the lines of the rows (in file order) to the ranges. */
const addLines = (ranges: LineRanges, lines: ReadonlyArray<number>): LineRanges => {
  let out = ranges
  let start: number | undefined
  let prev = 0
  for (const line of lines) {
    if (start === undefined) start = line
    else if (line !== prev + 1) {
      out = addRange(out, start, prev)
      start = line
    }
    prev = line
  }
  return start === undefined ? out : addRange(out, start, prev)
}

/** '2〜101, 103〜999' */
export const formatLineRanges = (ranges: LineRanges): string =>
  ranges.map(([a, b]) => (a === b ? `${a}` : `${a}〜${b}`)).join(', ')

const rowsOf = (context: CsvImportContext): ReadonlyArray<CheckedRow> => context.parsed?.rows ?? []
const totalOf = (context: CsvImportContext): number => context.parsed?.total ?? 0

/** Rows neither committed nor reported as failed (left below an abort), as far as they are read. */
export const unprocessedRows = (context: CsvImportContext): ReadonlyArray<CheckedRow> =>
  context.stoppedAt === undefined ? [] : rowsOf(context).slice(context.stoppedAt)

/** How many rows were left below an abort (read or not). */
export const unprocessedCount = (context: CsvImportContext): number =>
  context.stoppedAt === undefined ? 0 : Math.max(0, totalOf(context) - context.stoppedAt)

/** Every row of the file has been read (the failed-rows download can list them all). */
export const fileRead = (context: CsvImportContext): boolean => rowsOf(context).length >= totalOf(context)

/** The row whose error the dialog shows. */
export const currentRowError = (context: CsvImportContext): FailedRow | undefined => context.pendingErrors[0]

const initialRun = {
  cursor: 0,
  batch: [],
  attempt: 0,
  committed: 0,
  committedLines: [],
  failed: [],
  pendingErrors: [],
  cancelRequested: false,
  lastError: undefined,
  stoppedAt: undefined,
  uncertainLines: [],
  abortedLine: undefined,
  readError: undefined,
} satisfies Partial<CsvImportContext>

export const csvImportMachine = setup({
  types: {
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
    input: {} as CsvImportInput,
    output: {} as CsvImportOutput,
    emitted: {} as DialogMisuseEmitted,
  },
  actors: {
    /** Provide the file reader (`effectCallbackActor(csvOps.read)`); this default reads nothing. */
    readFile: fromCallback<CsvWantEvent, ParseFileInput>(() => {}),
    commitBatch: required<ReadonlyArray<RowOutcome>, CommitBatchInput>('commitBatch'),
    /** Optional: records the ended import (admin POST /imports, the home dashboard). Not provided: nothing is recorded. */
    recordImport: fromPromise<unknown, ImportRecordInput>(async () => null),
  },
  delays: { batchRetry: 2000 },
  guards: {
    isEmpty: ({ event }) => (event as Extract<CsvReadEvent, { type: 'csv.head' }>).head.total === 0,
    lacksColumns: ({ event }) => (event as Extract<CsvReadEvent, { type: 'csv.head' }>).head.missingColumns.length > 0,
    hasBatchToCommit: ({ context }) => {
      if (context.batch.length === 0) return false
      const rows = rowsOf(context)
      return context.batch.length >= context.batchSize || context.cursor >= totalOf(context) || (rows[context.cursor]?.errors.length ?? 0) > 0
    },
    rowsToLookAt: ({ context }) => context.cursor < rowsOf(context).length,
    readFailed: ({ context }) => context.readError !== undefined,
    cancelRequested: ({ context }) => context.cancelRequested,
    atBadRow: ({ context }) => (rowsOf(context)[context.cursor]?.errors.length ?? 0) > 0,
    hasPendingErrors: ({ context }) => context.pendingErrors.length > 0,
    atEnd: ({ context }) => context.cursor >= totalOf(context),
    canAutoRetry: ({ context }) => context.attempt <= context.autoRetries,
  },
  actions: {
    /** スキップ / 中止 with no row error shown (SPEC section 8: misuse of the CSV import error dialog). */
    rejectRowAnswer: emit(({ event }) => ({
      type: 'dialog.rejected' as const,
      error: dialogMisuse('csvImportError', 'nothing-to-answer', dialogMisuseText.csvImportError['nothing-to-answer'](event.type === 'row.skip' ? 'スキップ' : '中止')),
    })),
    /** OK with no result shown (misuse of the CSV import result dialog). */
    rejectResultAnswer: emit(() => ({
      type: 'dialog.rejected' as const,
      error: dialogMisuse('csvImportResult', 'nothing-to-answer', dialogMisuseText.csvImportResult['nothing-to-answer']()),
    })),
    /** The record of the import failed: said (and logged) by the wiring; the import itself stands. */
    recordFailed: (_, _params: { readonly message: string }) => {},
    storeFile: assign(({ event }) =>
      event.type === 'file.choose' ? { file: { blob: event.file, name: event.name }, parsed: undefined, ...initialRun } : {},
    ),
    /** A new reader for the chosen file (the previous one, if any, stops). */
    startReading: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('read')
      enqueue.spawnChild('readFile', { id: 'read', input: { kind: context.kind, file: context.file!.blob, name: context.file!.name } })
    }),
    stopReading: stopChild('read'),
    /** Ask the reader for the rows of the batch being gathered and of `readAhead` batches beyond it. */
    wantRows: sendTo('read', ({ context }): CsvWantEvent => ({
      type: 'rows.want',
      upTo: Math.min(totalOf(context), context.cursor - context.batch.length + context.batchSize * (1 + readAhead)),
    })),
    wantRest: sendTo('read', ({ context }): CsvWantEvent => ({ type: 'rows.want', upTo: totalOf(context) })),
    storeHead: assign({ parsed: ({ event }) => ({ ...(event as Extract<CsvReadEvent, { type: 'csv.head' }>).head, rows: [] }) }),
    appendRows: assign({
      parsed: ({ context, event }) => {
        const rows = (event as Extract<CsvReadEvent, { type: 'csv.rows' }>).rows
        return context.parsed ? { ...context.parsed, rows: context.parsed.rows.concat(rows) } : context.parsed
      },
    }),
    storeParseError: assign({ lastError: ({ event }) => (event as Extract<CsvReadEvent, { type: 'csv.failed' }>).message }),
    storeReadError: assign({ readError: ({ event }) => (event as Extract<CsvReadEvent, { type: 'csv.failed' }>).message }),
    /** Gather accepted rows from the cursor until the batch is full or a bad row / the end is reached. */
    scan: assign(({ context }) => {
      const rows = rowsOf(context)
      const batch = [...context.batch]
      let cursor = context.cursor
      while (cursor < rows.length && batch.length < context.batchSize) {
        const row = rows[cursor]!
        if (row.errors.length > 0) break
        batch.push(row)
        cursor += 1
      }
      return { batch, cursor }
    }),
    queueBadRow: assign(({ context }) => {
      const row = rowsOf(context)[context.cursor]!
      return { pendingErrors: [...context.pendingErrors, { line: row.line, raw: row.raw, errors: row.errors }], cursor: context.cursor + 1 }
    }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    storeOutcomes: assign(({ context }, outcomes: ReadonlyArray<RowOutcome>) => {
      const byKey = new Map(outcomes.map((o) => [o.key, o]))
      // The server stops a batch at its first refused row and does not answer the rows below it
      // (server/src/areas/support/bulk.ts): that unanswered tail was not processed, so the cursor goes
      // back to it and it is sent again after スキップ (or left unprocessed by 中止).
      const firstRefused = context.batch.findIndex((row) => byKey.get(row.key)?.status === 'failed')
      let unsent = 0
      if (firstRefused >= 0) while (unsent < context.batch.length - firstRefused - 1 && !byKey.has(context.batch[context.batch.length - 1 - unsent]!.key)) unsent += 1
      const answered = context.batch.slice(0, context.batch.length - unsent)
      const ok: Array<number> = []
      const refused: Array<FailedRow> = []
      for (const row of answered) {
        const outcome = byKey.get(row.key)
        if (outcome && outcome.status !== 'failed') ok.push(row.line)
        else refused.push({ line: row.line, raw: row.raw, errors: outcome?.errors?.length ? outcome.errors : ['サーバーが結果を返しませんでした。'] })
      }
      return {
        committed: context.committed + ok.length,
        committedLines: addLines(context.committedLines, ok),
        pendingErrors: [...context.pendingErrors, ...refused],
        cursor: context.cursor - unsent,
        batch: [],
        attempt: 0,
        lastError: undefined,
      }
    }),
    storeBatchError: assign({ lastError: (_, params: { readonly error: unknown }) => errorText(params.error) }),
    skipRow: assign(({ context }) => {
      const [first, ...rest] = context.pendingErrors
      return first ? { failed: [...context.failed, first], pendingErrors: rest } : {}
    }),
    abortAtRow: assign(({ context }) => {
      const [first, ...rest] = context.pendingErrors
      if (!first) return {}
      // Later refusals of the same batch were not committed either: they fail too.
      return { failed: [...context.failed, first, ...rest], pendingErrors: [], stoppedAt: context.cursor, abortedLine: first.line }
    }),
    // The batch holds the contiguous accepted rows just above the cursor: they stay unprocessed.
    abortBatch: assign(({ context }) => ({
      stoppedAt: context.cursor - context.batch.length,
      uncertainLines: addLines([], context.batch.map((r) => r.line)),
      batch: [],
    })),
    stopAtCursor: assign(({ context }) => ({ stoppedAt: context.cursor })),
    // The batch gathered so far was never sent: its rows are left unprocessed.
    stopBeforeBatch: assign(({ context }) => ({ stoppedAt: context.cursor - context.batch.length, batch: [] })),
    requestCancel: assign({ cancelRequested: true }),
    reset: assign(() => ({ file: undefined, parsed: undefined, ...initialRun })),
  },
}).createMachine({
  id: 'csvImport',
  context: ({ input }) => ({
    kind: input.kind,
    batchSize: Math.min(maxBulkRows, Math.max(1, input.batchSize ?? defaultBatchSize)),
    autoRetries: Math.max(0, input.autoRetries ?? 2),
    ...initialRun,
  }),
  initial: 'idle',
  // Answers to a dialog that is not shown: the states showing it handle them first (misuse, SPEC section 8).
  on: {
    'row.skip': { actions: 'rejectRowAnswer' },
    'row.abort': { actions: 'rejectRowAnswer' },
    'result.ok': { actions: 'rejectResultAnswer' },
  },
  states: {
    idle: {
      on: { 'file.choose': { target: 'parsing', actions: ['storeFile', 'startReading'] } },
    },
    parsing: {
      tags: ['busy'],
      on: {
        'csv.head': [
          { guard: 'isEmpty', target: 'empty', actions: ['storeHead', 'stopReading'] },
          { guard: 'lacksColumns', target: 'invalidHeader', actions: ['storeHead', 'stopReading'] },
          { target: 'running', actions: 'storeHead' },
        ],
        'csv.failed': { target: 'parseFailed', actions: ['storeParseError', 'stopReading'] },
      },
    },
    empty: { tags: ['refused'], on: { 'file.choose': { target: 'parsing', actions: ['storeFile', 'startReading'] } } },
    invalidHeader: { tags: ['refused'], on: { 'file.choose': { target: 'parsing', actions: ['storeFile', 'startReading'] } } },
    parseFailed: { tags: ['refused'], on: { 'file.choose': { target: 'parsing', actions: ['storeFile', 'startReading'] } } },
    running: {
      tags: ['progress'],
      initial: 'scanning',
      on: {
        'import.cancel': { actions: 'requestCancel' },
        'csv.rows': { actions: 'appendRows' },
        'csv.failed': { actions: 'storeReadError' },
      },
      states: {
        scanning: {
          entry: ['scan', 'wantRows'],
          always: [
            { guard: 'hasBatchToCommit', target: 'committing' },
            { guard: 'atBadRow', target: 'reviewing', actions: 'queueBadRow' },
            { guard: 'atEnd', target: '#csvImport.finished' },
            { target: 'waiting' },
          ],
        },
        /** The next rows are not read yet: the worker is checking them. */
        waiting: {
          tags: ['busy'],
          always: [
            { guard: 'rowsToLookAt', target: 'scanning' },
            { guard: 'readFailed', target: '#csvImport.aborted', actions: 'stopBeforeBatch' },
            { guard: 'cancelRequested', target: '#csvImport.aborted', actions: 'stopBeforeBatch' },
          ],
        },
        committing: {
          tags: ['busy'],
          entry: 'countAttempt',
          invoke: {
            id: 'commit',
            src: 'commitBatch',
            input: ({ context }) => ({ kind: context.kind, rows: context.batch }),
            onDone: { target: 'reviewing', actions: { type: 'storeOutcomes', params: ({ event }) => event.output } },
            onError: [
              { guard: 'canAutoRetry', target: 'retrying', actions: { type: 'storeBatchError', params: ({ event }) => ({ error: event.error }) } },
              { target: 'batchFailed', actions: { type: 'storeBatchError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        retrying: {
          tags: ['busy'],
          after: { batchRetry: 'committing' },
        },
        batchFailed: {
          tags: ['dialog'],
          on: {
            'batch.retry': { target: 'committing' },
            'import.abort': { target: '#csvImport.aborted', actions: 'abortBatch' },
          },
        },
        reviewing: {
          always: [
            { guard: 'hasPendingErrors', target: 'rowError' },
            { guard: 'cancelRequested', target: '#csvImport.aborted', actions: 'stopAtCursor' },
            { target: 'scanning' },
          ],
        },
        rowError: {
          tags: ['dialog'],
          on: {
            'row.skip': { target: 'reviewing', actions: 'skipRow' },
            'row.abort': { target: '#csvImport.aborted', actions: 'abortAtRow' },
          },
        },
      },
    },
    finished: {
      tags: ['result'],
      entry: 'stopReading',
      invoke: { id: 'recordCompleted', src: 'recordImport', input: ({ context }) => importRecordOf(context, 'completed'), onError: { actions: { type: 'recordFailed', params: ({ event }) => ({ message: errorText(event.error) }) } } },
      on: { 'result.ok': { target: 'idle', actions: 'reset' } },
    },
    aborted: {
      tags: ['result'],
      invoke: { id: 'recordAborted', src: 'recordImport', input: ({ context }) => importRecordOf(context, 'aborted'), onError: { actions: { type: 'recordFailed', params: ({ event }) => ({ message: errorText(event.error) }) } } },
      // the rows below the stop are read on (never sent), for the download of the rows left
      entry: 'wantRest',
      on: {
        'csv.rows': { actions: 'appendRows' },
        'csv.failed': { actions: 'storeReadError' },
        'result.ok': { target: 'idle', actions: ['stopReading', 'reset'] },
      },
    },
  },
})

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message
  return String(error)
}

export type CsvImportMachine = typeof csvImportMachine
