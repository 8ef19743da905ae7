/**
 * The failed-rows download: the rows an import did not commit, with their original cells and an
 * error column, ready to fix in Excel and import again (the error column is ignored then).
 * Written as UTF-8 with a BOM, which Excel opens correctly, and formula-safe (docs/security.md).
 */
import Papa from 'papaparse'
import { errorColumn } from './parse-csv'

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
  // escapeFormulae: a cell starting with = + - @ tab or CR gets a leading apostrophe, so a spreadsheet
  // shows `=HYPERLINK(…)` typed into the uploaded file as text instead of running it (CSV injection)
  return '\uFEFF' + Papa.unparse({ fields: columns, data }, { newline: '\r\n', escapeFormulae: true }) + '\r\n'
}

/** Sample template with the header and one example row. */
export const templateCsv = (columns: ReadonlyArray<string>, example: ReadonlyArray<string>): string =>
  '\uFEFF' + Papa.unparse({ fields: [...columns], data: [[...example]] }, { newline: '\r\n' }) + '\r\n'
