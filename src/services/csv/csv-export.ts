/**
 * Every CSV file the console produces goes through `csvFile`: UTF-8 with a BOM (Excel opens it
 * correctly), CRLF lines, and formula-safe: a cell starting with = + - @ tab or CR gets a leading
 * apostrophe (Papa's `escapeFormulae`), so a spreadsheet shows `=HYPERLINK(…)` as text instead
 * of running it (CSV injection, docs/security.md).
 */
import Papa from 'papaparse'

export const bom = '\uFEFF'

export const csvFile = (fields: ReadonlyArray<string>, data: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  bom + Papa.unparse({ fields: [...fields], data: data.map((row) => row.map(String)) }, { newline: '\r\n', escapeFormulae: true }) + '\r\n'
