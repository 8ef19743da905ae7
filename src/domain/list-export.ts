/**
 * One page of a list export (src/machines/list-export.machine.ts): the rows of that page as CSV
 * cells, and the header on the first page only. `csvOps.formatRows` turns it into the file's next
 * chunk (UTF-8 with a BOM, formula-safe: src/services/csv/csv-export.ts).
 */
export interface CsvChunkInput {
  /** The column headers: the first page only (the BOM and the header line start the file). */
  readonly header?: ReadonlyArray<string> | undefined
  readonly rows: ReadonlyArray<ReadonlyArray<string | number>>
}
