/**
 * Every CSV file the console produces goes through `csvFile`: UTF-8 with a BOM (Excel opens it
 * correctly), CRLF lines, and formula-safe: a cell starting with = + - @ tab or CR gets a leading
 * apostrophe (Papa's `escapeFormulae`), so a spreadsheet shows `=HYPERLINK(…)` as text instead
 * of running it (CSV injection, docs/security.md).
 */
import Papa from 'papaparse'

export const bom = '\uFEFF'

const options = { newline: '\r\n', escapeFormulae: true } as const

/** The start of a file: the BOM and the header line. */
export const csvHeader = (fields: ReadonlyArray<string>): string => bom + Papa.unparse([[...fields]], options) + '\r\n'

/** Data lines (each ending in CRLF; '' for no rows): a file built page by page appends these after `csvHeader`. */
export const csvRows = (data: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  data.length === 0 ? '' : Papa.unparse(data.map((row) => row.map(String)), options) + '\r\n'

export const csvFile = (fields: ReadonlyArray<string>, data: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  csvHeader(fields) + csvRows(data)
