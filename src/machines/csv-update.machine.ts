/**
 * CSV 一括更新 (doctors, clients, organisations): a file the list's CSV出力 wrote, corrected and
 * sent back. The file and its preview live on the server (src/domain/csv-update.ts); this machine
 * walks staff through it:
 *
 *   idle --file.choose--> uploading --(checked job)--> preview --apply.start--> applying --(none left)--> result
 *                            \--fails--> failed           |  preview.show / page.next / page.prev    |  \--apply.cancel--> (after the batch) aborting --> result
 *                                                         \--(page loads: previewing)                 \--batch fails--> applyFailed --apply.retry / apply.abort
 *
 * `upload` reads the file (its encoding: Shift_JIS, UTF-8 with or without a BOM), sends the header
 * and the rows and asks the server to check them; it answers the checked job (its counts). The
 * preview shows one state's rows a page at a time, as the server pages them (`loadPage`). 更新を実行
 * applies batches (`applyBatch`: one server call, up to 200 rows, each version-checked) until no
 * row waits; 中止 waits for the batch under way, then `abort` leaves the rest untouched. A batch
 * that fails is retried by staff (the server finds rows already applied done: nothing twice).
 */
import { assign, setup } from 'xstate'
import type { CsvUpdateJob, CsvUpdatePageInput, CsvUpdateRow, CsvUpdateUploadInput, UpdateRowFilter } from '../domain/csv-update'
export type { CsvUpdatePageInput, CsvUpdateUploadInput } from '../domain/csv-update'
import type { ImportKind } from '../domain/csv-import'
import type { Page } from '../domain/endpoint'
import { required } from './machine-helpers'

export interface CsvUpdateContext {
  readonly kind: ImportKind
  readonly file?: Blob
  readonly fileName?: string
  readonly job?: CsvUpdateJob
  /** The state the preview lists and its page (the cursors of the pages before it: the way back). */
  readonly filter: UpdateRowFilter
  readonly cursor?: string | undefined
  readonly trail: ReadonlyArray<string | undefined>
  readonly page?: Page<CsvUpdateRow>
  readonly cancelRequested: boolean
  readonly error?: string
}

export type CsvUpdateEvent =
  | { readonly type: 'file.choose'; readonly file: Blob; readonly name: string }
  | { readonly type: 'preview.show'; readonly status: UpdateRowFilter }
  | { readonly type: 'page.next' }
  | { readonly type: 'page.prev' }
  | { readonly type: 'apply.start' }
  | { readonly type: 'apply.cancel' }
  | { readonly type: 'apply.retry' }
  | { readonly type: 'apply.abort' }
  | { readonly type: 'reset' }

export interface CsvUpdateInput {
  readonly kind: ImportKind
}

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : String(error)

/** Rows still waiting to be applied. */
export const waiting = (job: CsvUpdateJob | undefined): number => job?.counts.change ?? 0
/** Rows applied, skipped or refused so far: the progress of 更新を実行. */
export const applyProgress = (job: CsvUpdateJob | undefined): { readonly done: number; readonly of: number } => {
  const c = job?.counts
  const done = (c?.applied ?? 0) + (c?.skipped ?? 0) + (c?.refused ?? 0)
  return { done, of: done + (c?.change ?? 0) }
}

export const csvUpdateMachine = setup({
  types: {
    context: {} as CsvUpdateContext,
    events: {} as CsvUpdateEvent,
    input: {} as CsvUpdateInput,
  },
  actors: {
    upload: required<CsvUpdateJob, CsvUpdateUploadInput>('upload'),
    loadPage: required<Page<CsvUpdateRow>, CsvUpdatePageInput>('loadPage'),
    applyBatch: required<CsvUpdateJob, { readonly id: string }>('applyBatch'),
    abort: required<CsvUpdateJob, { readonly id: string }>('abort'),
  },
  guards: {
    hasChanges: ({ context }) => waiting(context.job) > 0,
    nothingWaits: ({ context }) => waiting(context.job) === 0,
    cancelRequested: ({ context }) => context.cancelRequested,
    hasNext: ({ context }) => (context.page?.nextCursorKey ?? null) !== null,
    hasPrev: ({ context }) => context.trail.length > 0,
  },
  actions: {
    start: assign(({ event }) => (event.type === 'file.choose' ? { file: event.file, fileName: event.name, job: undefined, page: undefined, error: undefined, cancelRequested: false, filter: 'change' as const, cursor: undefined, trail: [] } : {})),
    storeJob: assign((_, job: CsvUpdateJob) => ({ job, error: undefined })),
    storeError: assign((_, params: { readonly error: unknown }) => ({ error: errorText(params.error) })),
    storePage: assign((_, page: Page<CsvUpdateRow>) => ({ page, error: undefined })),
    show: assign(({ event }) => (event.type === 'preview.show' ? { filter: event.status, cursor: undefined, trail: [], page: undefined } : {})),
    // the page shown goes while the next one loads (so 次へ is not taken twice from it)
    next: assign(({ context }) => ({ trail: [...context.trail, context.cursor], cursor: context.page?.nextCursorKey ?? undefined, page: undefined })),
    prev: assign(({ context }) => ({ trail: context.trail.slice(0, -1), cursor: context.trail[context.trail.length - 1], page: undefined })),
    /** The result lists what was applied first. */
    showApplied: assign({ filter: 'applied' as const, cursor: undefined, trail: [], page: undefined }),
    requestCancel: assign({ cancelRequested: true }),
    reset: assign({ file: undefined, fileName: undefined, job: undefined, page: undefined, error: undefined, cancelRequested: false, filter: 'change' as const, cursor: undefined, trail: [] }),
  },
}).createMachine({
  id: 'csvUpdate',
  context: ({ input }) => ({ kind: input.kind, filter: 'change', trail: [], cancelRequested: false }),
  initial: 'idle',
  states: {
    idle: { on: { 'file.choose': { target: 'uploading', actions: 'start' } } },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ kind: context.kind, file: context.file!, name: context.fileName ?? '' }),
        onDone: { target: 'preview', actions: { type: 'storeJob', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'file.choose': { target: 'uploading', actions: 'start' }, reset: { target: 'idle', actions: 'reset' } } },
    preview: {
      initial: 'loading',
      on: {
        'preview.show': { target: '.loading', actions: 'show' },
        'page.next': { guard: 'hasNext', target: '.loading', actions: 'next' },
        'page.prev': { guard: 'hasPrev', target: '.loading', actions: 'prev' },
        'apply.start': { guard: 'hasChanges', target: 'applying' },
        'file.choose': { target: 'uploading', actions: 'start' },
        reset: { target: 'idle', actions: 'reset' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadPage',
        src: 'loadPage',
            input: ({ context }) => ({ id: context.job!.id, status: context.filter, cursor: context.cursor }),
            onDone: { target: 'shown', actions: { type: 'storePage', params: ({ event }) => event.output } },
            onError: { target: 'shown', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {},
      },
    },
    applying: {
      tags: ['busy', 'progress'],
      on: { 'apply.cancel': { actions: 'requestCancel' } },
      invoke: {
        id: 'applyBatch',
        src: 'applyBatch',
        input: ({ context }) => ({ id: context.job!.id }),
        onDone: { target: 'applied', actions: { type: 'storeJob', params: ({ event }) => event.output } },
        onError: { target: 'applyFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** A batch answered: the next one, the 中止 asked for, or the result. */
    applied: {
      always: [
        { guard: 'nothingWaits', target: 'result', actions: 'showApplied' },
        { guard: 'cancelRequested', target: 'aborting' },
        { target: 'applying' },
      ],
    },
    applyFailed: {
      on: {
        'apply.retry': { target: 'applying' },
        'apply.abort': { target: 'aborting' },
      },
    },
    aborting: {
      tags: ['busy', 'progress'],
      invoke: {
        id: 'abort',
        src: 'abort',
        input: ({ context }) => ({ id: context.job!.id }),
        onDone: { target: 'result', actions: [{ type: 'storeJob', params: ({ event }) => event.output }, 'showApplied'] },
        onError: { target: 'applyFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    result: {
      initial: 'loading',
      on: {
        'preview.show': { target: '.loading', actions: 'show' },
        'page.next': { guard: 'hasNext', target: '.loading', actions: 'next' },
        'page.prev': { guard: 'hasPrev', target: '.loading', actions: 'prev' },
        reset: { target: 'idle', actions: 'reset' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadResultPage',
        src: 'loadPage',
            input: ({ context }) => ({ id: context.job!.id, status: context.filter, cursor: context.cursor }),
            onDone: { target: 'shown', actions: { type: 'storePage', params: ({ event }) => event.output } },
            onError: { target: 'shown', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {},
      },
    },
  },
})

export type CsvUpdateMachine = typeof csvUpdateMachine
