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
  /** The decoded row when it passed the schema; absent when `errors` is non-empty. */
  readonly value?: Value
  /** Japanese messages, one per problem; empty when the row is accepted. */
  readonly errors: ReadonlyArray<string>
}

export interface ParsedCsv<Value = unknown> {
  readonly fileName: string
  readonly encoding: string
  readonly header: ReadonlyArray<string>
  /** Required columns that the header lacks. */
  readonly missingColumns: ReadonlyArray<string>
  readonly rows: ReadonlyArray<CheckedRow<Value>>
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
