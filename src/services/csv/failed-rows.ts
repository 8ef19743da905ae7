/**
 * The failed-rows download: the rows an import did not commit, with their original cells and an
 * error column, ready to fix in Excel and import again (the error column is ignored then).
 * Written as UTF-8 with a BOM, which Excel opens correctly, and formula-safe (docs/security.md).
 */
import { csvFile } from './csv-export'

/** The column that the failed-rows download adds; an unknown column, so ignored when the fixed file is imported again. */
export const errorColumn = 'エラー'

export interface FailedCsvRow {
  readonly line: number
  readonly raw: Readonly<Record<string, string>>
  readonly errors: ReadonlyArray<string>
}

export const lineColumn = '元の行'

export const failedRowsCsv = (header: ReadonlyArray<string>, rows: ReadonlyArray<FailedCsvRow>): string => {
  const columns = [...header.filter((h) => h !== errorColumn && h !== lineColumn), errorColumn, lineColumn]
  const data = [...rows]
    .sort((a, b) => a.line - b.line)
    .map((r) => columns.map((c) => (c === errorColumn ? r.errors.join(' / ') : c === lineColumn ? String(r.line) : (r.raw[c] ?? ''))))
  // formula-safe: `=HYPERLINK(…)` typed into the uploaded file is shown as text (csv-export.ts)
  return csvFile(columns, data)
}
