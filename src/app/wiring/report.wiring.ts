/**
 * The report pages' machines with their actors: the usage report is fetched by
 * `reportOps.download` (src/services/report.ops.ts) and saved by the browser (src/app/save-file.ts).
 */
import { reportDownloadMachine } from '../../machines/report-download.machine'
import { reportOps } from '../../services/report.ops'
import { effectActor } from '../bridge'
import { saveTextFile } from '../save-file'

export const reportPages = {
  download: reportDownloadMachine.provide({
    actors: { loadReport: effectActor(reportOps.download) },
    actions: { saveFile: (_, params) => saveTextFile(params.fileName, params.text) },
  }),
}

export type ReportPages = typeof reportPages
