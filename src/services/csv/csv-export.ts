/**
 * Every CSV file the console produces goes through `csvFile`: UTF-8 with a BOM (Excel opens it
 * correctly), CRLF lines, and formula-safe: a cell starting with = + - @ tab or CR gets a leading
 * apostrophe (what Papa Parse's `escapeFormulae` does), so a spreadsheet shows `=HYPERLINK(…)` as
 * text instead of running it (CSV injection, docs/security.md).
 *
 * Written here, not with `Papa.unparse`: the writer is these few lines, and every list page offers
 * CSV出力, so Papa Parse (a parser, ~7 KB gzip) would load with every list (the parser
 * itself stays in the import worker). tests/unit/csv/csv-export.test.ts holds this writer to
 * `Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true })`, cell for cell.
 */

export const bom = '\uFEFF'

/** Papa Parse's `escapeFormulae: true` pattern (`.` stops at a line break: a cell '=a\nb' is not one). */
const formula = /^[=+\-@\t\r].*$/
/** What makes a cell quoted (Papa's rule): a line break, a quote, a BOM or a comma inside, a space at either end. */
const needsQuotes = /[\r\n"\uFEFF,]|^ | $/

const cell = (value: string): string => {
  const text = formula.test(value) ? `'${value}` : value
  const escaped = text.replaceAll('"', '""')
  return text !== value || needsQuotes.test(escaped) ? `"${escaped}"` : escaped
}

const line = (cells: ReadonlyArray<string>): string => cells.map(cell).join(',')

/** The start of a file: the BOM and the header line. */
export const csvHeader = (fields: ReadonlyArray<string>): string => bom + line(fields) + '\r\n'

/** Data lines (each ending in CRLF; '' for no rows): a file built page by page appends these after `csvHeader`. */
export const csvRows = (data: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  data.length === 0 ? '' : data.map((row) => line(row.map(String))).join('\r\n') + '\r\n'

export const csvFile = (fields: ReadonlyArray<string>, data: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  csvHeader(fields) + csvRows(data)
