/**
 * The usage report of a period (/report): staff pick the months, the report is fetched (progress
 * shown while it builds), previewed as a table and a chart, and saved as a file.
 *
 *   idle --report.load--> loading --done--> ready --report.save--> ready (saveFile: the file)
 *                            |  ^                \--report.load--> loading
 *                            |  +--report.retry-- failed <--error--+
 *
 * A new `report.load` while loading replaces the request (the old call is interrupted).
 */
import { assign, setup } from 'xstate'
import type { UsageReportFile, UsageReportQuery } from '../../domain/report'
import { messageOf, required } from '../../machines/machine-helpers'

export interface ReportDownloadContext {
  readonly query?: UsageReportQuery
  readonly report?: UsageReportFile
  readonly error?: string
}

export type ReportDownloadEvent =
  | { readonly type: 'report.load'; readonly query: UsageReportQuery }
  | { readonly type: 'report.retry' }
  | { readonly type: 'report.save' }

export const reportDownloadMachine = setup({
  types: {
    context: {} as ReportDownloadContext,
    events: {} as ReportDownloadEvent,
  },
  actors: {
    loadReport: required<UsageReportFile, UsageReportQuery>('loadReport'),
  },
  actions: {
    /** Save the file (the wiring writes it to the browser's downloads). */
    saveFile: (_, _params: { readonly fileName: string; readonly text: string }) => undefined,
  },
}).createMachine({
  id: 'reportDownload',
  context: {},
  initial: 'idle',
  on: {
    'report.load': { target: '.loading', reenter: true, actions: assign({ query: ({ event }) => event.query, report: undefined, error: undefined }) },
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => context.query!,
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          // Shown on the page with 再読み込み (report.retry).
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'report.save': {
          actions: { type: 'saveFile', params: ({ context }) => ({ fileName: context.report!.fileName, text: context.report!.text }) },
        },
      },
    },
    failed: {
      on: { 'report.retry': { target: 'loading', actions: assign({ error: undefined }) } },
    },
  },
})

export type ReportDownloadMachine = typeof reportDownloadMachine
