/**
 * CSV export of a list (every list page: `ListTable` in src/views/components/list-page.component.tsx):
 * the rows of the current filter, fetched page by page through the list's OWN search operation
 * (cursor paging, the list machine's `fetchPage`), each page formatted to the file's next chunk
 * (`formatRows`: UTF-8 with a BOM, formula-safe) and kept as a chunk, so the file is never one
 * string built at the end. Between pages the machine waits a macrotask (`pageGap`), so the page
 * stays responsive even when the server answers at once; 100,000 rows are 2,000 short steps.
 *
 *   idle --export.start--> fetching --page--> formatting --more--> pausing --pageGap--> fetching
 *                             |                   \--last page--> done (saveFile) --export.close--> idle
 *                             +--error--> failed --export.retry--> fetching (same cursor)
 *   export.cancel in fetching / formatting / pausing → idle (the call in flight is interrupted,
 *   nothing is saved); export.close in failed → idle.
 */
import { assign, setup, type PromiseActorLogic } from 'xstate'
import type { Page } from '../domain/endpoint'
import type { CsvChunkInput } from '../domain/list-export'
import { messageOf, placeholder } from './machine-helpers'

/** The export's `fetchPage`: a list machine's own (the list's search, one page of its items). */
export type ExportFetchPage = PromiseActorLogic<Page<unknown>, unknown>

/** One CSV row of a list item (the list's columns: `DataColumn.csv`). */
export type ExportRowOf = (item: unknown) => ReadonlyArray<string | number>

export interface ListExportRequest {
  /** The list's search (filters and sort); the export starts at the first page whatever page is shown. */
  readonly search: Readonly<Record<string, unknown>>
  readonly fileName: string
  readonly header: ReadonlyArray<string>
  readonly rowOf: ExportRowOf
}

export interface ListExportContext {
  readonly request?: ListExportRequest
  /** The cursor of the page to fetch next (undefined: the first). */
  readonly cursor?: string | undefined
  /** The page fetched, waiting to be formatted. */
  readonly page?: Page<unknown>
  /** The file so far, one chunk per page. */
  readonly chunks: ReadonlyArray<string>
  readonly rows: number
  readonly pages: number
  readonly error?: string
}

export type ListExportEvent =
  | ({ readonly type: 'export.start' } & ListExportRequest)
  | { readonly type: 'export.cancel' }
  | { readonly type: 'export.retry' }
  | { readonly type: 'export.close' }

const empty: ListExportContext = { chunks: [], rows: 0, pages: 0 }
/** Back to idle: nothing of the last export is kept (`assign` merges, so every key is named). */
const cleared: ListExportContext = { ...empty, request: undefined, cursor: undefined, page: undefined, error: undefined }

/** The search of one export page: the list's filters and sort, this cursor, no 前へ trail. */
export const exportPageSearch = (search: Readonly<Record<string, unknown>>, cursor: string | undefined): Record<string, unknown> => {
  const { cursor: _shown, back: _trail, ...filters } = search
  return cursor === undefined ? filters : { ...filters, cursor }
}

/** The page formatted: its chunk appended, counted, and the next cursor taken. */
const appended = (context: ListExportContext, chunk: string): Partial<ListExportContext> => ({
  chunks: chunk === '' ? context.chunks : [...context.chunks, chunk],
  rows: context.rows + (context.page?.items.length ?? 0),
  pages: context.pages + 1,
  cursor: context.page?.nextCursorKey ?? undefined,
  page: undefined,
})

export const listExportMachine = setup({
  types: {
    context: {} as ListExportContext,
    events: {} as ListExportEvent,
  },
  actors: {
    /** The list's own search (ListTable provides the list machine's `fetchPage`). */
    fetchPage: placeholder<Page<unknown>, unknown>('fetchPage') satisfies ExportFetchPage,
    formatRows: placeholder<string, CsvChunkInput>('formatRows'),
  },
  actions: {
    /** Hand the finished file to the browser (the composition root provides it). */
    saveFile: (_, _params: { readonly fileName: string; readonly chunks: ReadonlyArray<string> }) => undefined,
  },
  delays: { pageGap: 0 },
  guards: {
    morePages: ({ context }) => context.page?.nextCursorKey != null,
  },
}).createMachine({
  id: 'listExport',
  context: empty,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'export.start': {
          target: 'fetching',
          actions: assign(({ event }) => ({
            ...empty,
            request: { search: event.search, fileName: event.fileName, header: event.header, rowOf: event.rowOf },
          })),
        },
      },
    },
    fetching: {
      tags: ['busy'],
      on: { 'export.cancel': { target: 'idle', actions: assign(() => cleared) } },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }: { readonly context: ListExportContext }) => exportPageSearch(context.request!.search, context.cursor),
        onDone: { target: 'formatting', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    formatting: {
      tags: ['busy'],
      on: { 'export.cancel': { target: 'idle', actions: assign(() => cleared) } },
      invoke: {
        id: 'formatRows',
        src: 'formatRows',
        input: ({ context }): CsvChunkInput => ({
          header: context.pages === 0 ? context.request!.header : undefined,
          rows: context.page!.items.map((item) => context.request!.rowOf(item)),
        }),
        onDone: [
          { guard: 'morePages', target: 'pausing', actions: assign(({ context, event }) => appended(context, event.output)) },
          { target: 'done', actions: assign(({ context, event }) => appended(context, event.output)) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    pausing: {
      tags: ['busy'],
      on: { 'export.cancel': { target: 'idle', actions: assign(() => cleared) } },
      after: { pageGap: 'fetching' },
    },
    failed: {
      on: {
        'export.retry': { target: 'fetching', actions: assign({ error: undefined }) },
        'export.close': { target: 'idle', actions: assign(() => cleared) },
      },
    },
    done: {
      entry: { type: 'saveFile', params: ({ context }) => ({ fileName: context.request!.fileName, chunks: context.chunks }) },
      on: { 'export.close': { target: 'idle', actions: assign(() => cleared) } },
    },
  },
})

export type ListExportMachine = typeof listExportMachine
