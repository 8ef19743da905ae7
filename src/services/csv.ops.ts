/**
 * CSV steps that reach no API: parsing a file for the import machine (in a Web Worker in the
 * browser); formatting one page of a list export (src/machines/list-export.machine.ts).
 */
import { Effect } from 'effect'
import type { ParseFileInput } from '../domain/csv-import'
import type { CsvChunkInput } from '../domain/list-export'
import { csvHeader, csvRows } from './csv/csv-export'
import { CsvFiles } from './csv.service'
import { local } from './operation'

export const csvOps = {
  parse: local('csv.parse', (input: ParseFileInput) => CsvFiles.use((csv) => csv.parse({ file: input.file, name: input.name, kind: input.kind }))),
  /** The next chunk of an exported file: the BOM and header first, then the page's lines (formula-safe). */
  formatRows: local('csv.formatRows', (input: CsvChunkInput) => Effect.sync(() => (input.header ? csvHeader(input.header) : '') + csvRows(input.rows))),
} as const
