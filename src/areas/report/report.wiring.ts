/**
 * The report pages' machines with their actors: the usage report is fetched by
 * `reportOps.download` (src/areas/report/report.ops.ts) and saved by the browser (src/app/save-file.ts);
 * /report/client lists the client options and one client's rows with two generic list machines.
 */
import type { Client } from '../../domain/client'
import type { UsageReportRow } from '../../domain/report'
import { makeListMachine, type PagingSearch } from '../../machines/list.machine'
import { reportDownloadMachine } from './report-download.machine'
import { reportOps } from './report.ops'
import { effectActor } from '../../app/bridge'
import type { ClientUsageSearch } from './report.search'
import { saveTextFile } from '../../app/save-file'

export const reportMachines = {
  clientOptions: makeListMachine<Client, PagingSearch & { readonly keyword?: string | undefined }>('reportClientOptions').provide({ actors: { fetchPage: effectActor(reportOps.clientOptions) } }),
  clientUsage: makeListMachine<UsageReportRow, ClientUsageSearch & { readonly from: string; readonly to: string }>('clientUsage').provide({
    actors: { fetchPage: effectActor(reportOps.clientUsage) },
  }),
  download: reportDownloadMachine.provide({
    actors: { loadReport: effectActor(reportOps.download) },
    actions: { saveFile: (_, params) => saveTextFile(params.fileName, params.text) },
  }),
}

export type ReportPages = typeof reportMachines
