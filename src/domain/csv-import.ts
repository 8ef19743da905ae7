/**
 * The CSV bulk import's data, shared by the import machine (src/machines/csv-import.machine.ts),
 * the CSV service that parses files in a Web Worker (src/services/csv) and the services that
 * commit batches (`bulk_registers`). One definition, here.
 */

export type ImportKind = 'doctor' | 'client' | 'organization'

/** One data row of the file after checking. `line` is the row number Excel shows (header = 1). */
export interface CheckedRow<Value = unknown> {
  readonly line: number
  /** Cells as read (header name -> text), used for the failed-rows CSV. */
  readonly raw: Readonly<Record<string, string>>
  /** Idempotency key: derived from the file's content hash and the row. */
  readonly key: string
  /** The decoded row when it passed the schema; absent when `errors` is non-empty (and on rows the CSV worker hands over: `request` is what is sent). */
  readonly value?: Value
  /**
   * The row as the bulk call sends it, when it is accepted: the JSON of `{ row, importKey, input }`
   * encoded with the call's body schema, in UTF-8 (src/services/bulk.ops.ts). Built in the CSV
   * worker, so the browser's main thread only copies the bytes of a batch's rows.
   */
  readonly request?: Uint8Array
  /** Japanese messages, one per problem; empty when the row is accepted. */
  readonly errors: ReadonlyArray<string>
}

/** What is known of a file once it is decoded and split into records, before its rows are checked. */
export interface CsvHead {
  readonly fileName: string
  readonly encoding: string
  readonly header: ReadonlyArray<string>
  /** Required columns that the header lacks. */
  readonly missingColumns: ReadonlyArray<string>
  /** Data rows in the file (blank lines not counted): the rows arrive checked in chunks, up to this many. */
  readonly total: number
}

export interface ParsedCsv<Value = unknown> extends CsvHead {
  /** The rows checked so far, in file order (all `total` of them once the file is read). */
  readonly rows: ReadonlyArray<CheckedRow<Value>>
}

/**
 * Events of the file reader (the CSV worker, src/services/csv) to the import machine: the head
 * first, then checked rows in chunks, as many as the machine asked for with `rows.want`.
 */
export type CsvReadEvent =
  | { readonly type: 'csv.head'; readonly head: CsvHead }
  | { readonly type: 'csv.rows'; readonly rows: ReadonlyArray<CheckedRow> }
  | { readonly type: 'csv.failed'; readonly message: string }

/** The machine to the reader: check and hand over rows until `upTo` rows have arrived (back-pressure). */
export interface CsvWantEvent {
  readonly type: 'rows.want'
  readonly upTo: number
}

/** The server's answer for one row of a batch. */
export interface RowOutcome {
  readonly key: string
  readonly status: 'created' | 'duplicate' | 'failed'
  readonly errors?: ReadonlyArray<string>
}

/** A row that was not imported, with why (for the failed-rows CSV). */
export interface FailedRow {
  readonly line: number
  readonly raw: Readonly<Record<string, string>>
  readonly errors: ReadonlyArray<string>
}

export interface ParseFileInput {
  readonly kind: ImportKind
  readonly file: Blob
  readonly name: string
}

export interface CommitBatchInput {
  readonly kind: ImportKind
  readonly rows: ReadonlyArray<CheckedRow>
}
