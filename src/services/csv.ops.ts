/**
 * CSV steps that reach no API: reading a file for the import machine (in a Web Worker in the
 * browser, streamed); formatting one page of a list export (src/machines/list-export.machine.ts).
 */
import { Effect } from 'effect'
import type { ParseFileInput } from '../domain/csv-import'
import type { CsvChunkInput } from '../domain/list-export'
import { csvHeader, csvRows } from './csv/csv-export'
import { CsvFiles, type CsvReadPort } from './csv.service'
import { local, streaming } from './operation'

export const csvOps = {
  /** Reads a file for the import machine: its head, then checked rows as the machine wants them (src/services/csv). */
  read: streaming('csv.read', (input: ParseFileInput, port: CsvReadPort) => CsvFiles.use((csv) => csv.read({ file: input.file, name: input.name, kind: input.kind }, port))),
  /** The next chunk of an exported file: the BOM and header first, then the page's lines (formula-safe). */
  formatRows: local('csv.formatRows', (input: CsvChunkInput) => Effect.sync(() => (input.header ? csvHeader(input.header) : '') + csvRows(input.rows))),
} as const
