/**
 * CSV bulk import of doctors, clients or organisations: one machine for the whole workflow (issue 7).
 *
 *   idle --file.choose--> parsing --(rows)--> running --(end)--> finished
 *                            |                  |  \--row error--> rowError --row.skip--> running
 *                            |                  |                            \--row.abort--> aborted
 *                            |                  \--batch fails--> batchFailed --batch.retry--> committing
 *                            |                                                \--import.abort--> aborted
 *                            +--> empty | invalidHeader | parseFailed   (file.choose again)
 *
 * Rows come from the `parseFile` actor already decoded, normalised and checked against the
 * domain row schema (that work runs in a Web Worker; see src/services/csv). Each row carries
 * its idempotency key. The machine walks the rows in file order:
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
 */
import { assign, fromPromise, setup } from 'xstate'
import { maxBulkRows } from '../domain/bulk'
import type { CheckedRow, CommitBatchInput, FailedRow, ImportKind, ParsedCsv, ParseFileInput, RowOutcome } from '../domain/csv-import'

export type { CheckedRow, CommitBatchInput, FailedRow, ImportKind, ParsedCsv, ParseFileInput, RowOutcome } from '../domain/csv-import'
/** Inclusive ranges of committed line numbers, merged and in file order. */
export type LineRanges = ReadonlyArray<readonly [number, number]>

export interface CsvImportContext {
  readonly kind: ImportKind
  readonly batchSize: number
  readonly autoRetries: number
  readonly file?: { readonly blob: Blob; readonly name: string }
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
}

export type CsvImportEvent =
  | { readonly type: 'file.choose'; readonly file: Blob; readonly name: string }
  | { readonly type: 'row.skip' }
  | { readonly type: 'row.abort' }
  | { readonly type: 'batch.retry' }
  | { readonly type: 'import.abort' }
  | { readonly type: 'import.cancel' }
  | { readonly type: 'result.ok' }

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
 * Rows per `bulk_registers` call from the console: 500. The server takes up to `maxBulkRows`
 * (5,000), but encoding a 5,000-row body (Schema, JSON, TextEncoder) is one 180 ms task on the
 * browser's main thread (measured in Chromium, 2 cores); 1,000 rows once reached 65 ms on CI, 500
 * stay well under the 50 ms of a long task (tests/e2e/csv-import.spec.ts).
 */
export const defaultBatchSize = 500

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

/** Rows neither committed nor reported as failed (left below an abort). */
export const unprocessedRows = (context: CsvImportContext): ReadonlyArray<CheckedRow> =>
  context.stoppedAt === undefined ? [] : rowsOf(context).slice(context.stoppedAt)

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
} satisfies Partial<CsvImportContext>

export const csvImportMachine = setup({
  types: {
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
    input: {} as CsvImportInput,
    output: {} as CsvImportOutput,
  },
  actors: {
    parseFile: fromPromise<ParsedCsv, ParseFileInput>(async () => {
      throw new Error('provide parseFile')
    }),
    commitBatch: fromPromise<ReadonlyArray<RowOutcome>, CommitBatchInput>(async () => {
      throw new Error('provide commitBatch')
    }),
  },
  delays: { batchRetry: 2000 },
  guards: {
    isEmpty: ({ event }) => (event as unknown as { output: ParsedCsv }).output.rows.length === 0,
    lacksColumns: ({ event }) => (event as unknown as { output: ParsedCsv }).output.missingColumns.length > 0,
    hasBatchToCommit: ({ context }) => {
      if (context.batch.length === 0) return false
      const rows = rowsOf(context)
      return context.batch.length >= context.batchSize || context.cursor >= rows.length || (rows[context.cursor]?.errors.length ?? 0) > 0
    },
    cancelRequested: ({ context }) => context.cancelRequested,
    atBadRow: ({ context }) => (rowsOf(context)[context.cursor]?.errors.length ?? 0) > 0,
    hasPendingErrors: ({ context }) => context.pendingErrors.length > 0,
    atEnd: ({ context }) => context.cursor >= rowsOf(context).length,
    canAutoRetry: ({ context }) => context.attempt <= context.autoRetries,
  },
  actions: {
    storeFile: assign(({ event }) =>
      event.type === 'file.choose' ? { file: { blob: event.file, name: event.name }, parsed: undefined, ...initialRun } : {},
    ),
    storeParsed: assign({ parsed: ({ event }) => (event as unknown as { output: ParsedCsv }).output }),
    storeParseError: assign({ lastError: ({ event }) => errorText((event as unknown as { error: unknown }).error) }),
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
    storeOutcomes: assign(({ context, event }) => {
      const outcomes = (event as unknown as { output: ReadonlyArray<RowOutcome> }).output
      const byKey = new Map(outcomes.map((o) => [o.key, o]))
      // The server stops a batch at its first refused row and does not answer the rows below it
      // (server/src/handlers/bulk.ts): that unanswered tail was not processed, so the cursor goes
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
    storeBatchError: assign({ lastError: ({ event }) => errorText((event as unknown as { error: unknown }).error) }),
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
  states: {
    idle: {
      on: { 'file.choose': { target: 'parsing', actions: 'storeFile' } },
    },
    parsing: {
      tags: ['busy'],
      invoke: {
        id: 'parse',
        src: 'parseFile',
        input: ({ context }) => ({ kind: context.kind, file: context.file!.blob, name: context.file!.name }),
        onDone: [
          { guard: 'isEmpty', target: 'empty', actions: 'storeParsed' },
          { guard: 'lacksColumns', target: 'invalidHeader', actions: 'storeParsed' },
          { target: 'running', actions: 'storeParsed' },
        ],
        onError: { target: 'parseFailed', actions: 'storeParseError' },
      },
    },
    empty: { tags: ['refused'], on: { 'file.choose': { target: 'parsing', actions: 'storeFile' } } },
    invalidHeader: { tags: ['refused'], on: { 'file.choose': { target: 'parsing', actions: 'storeFile' } } },
    parseFailed: { tags: ['refused'], on: { 'file.choose': { target: 'parsing', actions: 'storeFile' } } },
    running: {
      tags: ['progress'],
      initial: 'scanning',
      on: { 'import.cancel': { actions: 'requestCancel' } },
      states: {
        scanning: {
          entry: 'scan',
          always: [
            { guard: 'hasBatchToCommit', target: 'committing' },
            { guard: 'atBadRow', target: 'reviewing', actions: 'queueBadRow' },
            { guard: 'atEnd', target: '#csvImport.finished' },
          ],
        },
        committing: {
          tags: ['busy'],
          entry: 'countAttempt',
          invoke: {
            id: 'commit',
            src: 'commitBatch',
            input: ({ context }) => ({ kind: context.kind, rows: context.batch }),
            onDone: { target: 'reviewing', actions: 'storeOutcomes' },
            onError: [
              { guard: 'canAutoRetry', target: 'retrying', actions: 'storeBatchError' },
              { target: 'batchFailed', actions: 'storeBatchError' },
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
      on: { 'result.ok': { target: 'idle', actions: 'reset' } },
    },
    aborted: {
      tags: ['result'],
      on: { 'result.ok': { target: 'idle', actions: 'reset' } },
    },
  },
})

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message
  return String(error)
}

export type CsvImportMachine = typeof csvImportMachine
