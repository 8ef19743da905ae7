/**
 * What the report pages ask of the API (see src/services/operation.ts). The usage report CSV is
 * read back into rows (for the preview table and the chart) and written again through
 * `csvFile`: UTF-8 with the BOM (`fetch`'s text() drops the server's), the Japanese header
 * intact, formula-safe cells, and a file name that carries the period.
 */
import { clientPickerOrder } from '../../domain/client'
import { Effect } from 'effect'
import Papa from 'papaparse'
import type { Page } from '../../domain/endpoint'
import { maxLimit } from '../../domain/fields'
import { usageReportCsvColumns, type ClientUsageQuery, type UsageReportFile, type UsageReportQuery, type UsageReportRow } from '../../domain/report'
import type { ClientId } from '../../domain/ids'
import { bom, csvFile } from '../../services/csv/csv-export'
import { api } from '../../services/http/api'
import { composite, operation } from '../../services/operation'

export const usageReportFileName = (q: Pick<UsageReportQuery, 'from' | 'to'>): string =>
  q.from === q.to ? `利用レポート_${q.from}.csv` : `利用レポート_${q.from}_${q.to}.csv`

const num = (cell: string | undefined) => {
  const n = Number(cell ?? '')
  return Number.isFinite(n) ? n : 0
}

/** The server's CSV → the saved file and its rows (columns by the header's names, in any order). */
export const usageReportFile = (csv: string, q: UsageReportQuery): UsageReportFile => {
  const parsed = Papa.parse<string[]>(csv.startsWith(bom) ? csv.slice(1) : csv, { skipEmptyLines: true })
  const [header = [...usageReportCsvColumns], ...data] = parsed.data
  const at = (row: ReadonlyArray<string>, column: (typeof usageReportCsvColumns)[number]) => row[header.indexOf(column)]
  const [id, name, month, pressReleases, offers, views] = usageReportCsvColumns
  const rows = data.map(
    (row): UsageReportRow => ({
      clientId: (at(row, id) ?? '') as ClientId,
      clientName: at(row, name) ?? '',
      month: at(row, month) ?? '',
      pressReleaseCount: num(at(row, pressReleases)),
      offerCount: num(at(row, offers)),
      viewCount: num(at(row, views)),
    }),
  )
  return { fileName: usageReportFileName(q), text: csvFile(header, data), header, rows }
}

const download = operation(api.admin.reports.usageReport, (q: UsageReportQuery) => ({ query: q }), usageReportFile)

/** /report/client: one client's usage rows, by month. No client picked yet: nothing to ask. */
const clientUsageCall = operation(api.general.clients.usageReport, (q: ClientUsageQuery & { readonly clientId: ClientId }) => ({
  query: { from: q.from, to: q.to, clientId: q.clientId },
}))
const clientUsage = composite('clients.usage', [clientUsageCall], (q: ClientUsageQuery) =>
  q.clientId === undefined ? Effect.succeed<Page<UsageReportRow>>({ items: [], nextCursorKey: null }) : clientUsageCall({ ...q, clientId: q.clientId }),
)
/**
 * The client select's options: the server's search for what staff typed (company name, kana,
 * contact, e-mail), the first 100 matches by kana; nothing typed: the first 100 clients.
 */
const clientOptions = operation(api.admin.clients.search, (q: { readonly keyword?: string | undefined }) => {
  // what staff typed, trimmed by the route (src/areas/report/report.lazy.ts)
  const { keyword } = q
  return { body: { ...(keyword ? { keyword } : {}), ...clientPickerOrder, limit: maxLimit } }
})

export const reportOps = { download, clientUsage, clientOptions } as const
