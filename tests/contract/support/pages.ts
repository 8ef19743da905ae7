/** Inputs of page operations in the interaction tables (what a page hands its actor). */
import type { CheckedRow, CommitBatchInput, ImportKind } from '@src/domain/csv-import'
import { bulkRowJson } from '@src/services/bulk.ops'

/** An accepted CSV row as the CSV reader hands it to the import machine: with its encoded request row. */
export const csvRow = (kind: ImportKind, line: number, key: string, value: unknown): CheckedRow => ({
  line,
  raw: {},
  key,
  request: bulkRowJson(kind)(line, key, value)!,
  errors: [],
})

/** One accepted CSV row (line 2) as the import machine sends it to `commitBatch`. */
export const csvBatch = (kind: ImportKind, key: string, value: unknown): CommitBatchInput => ({
  kind,
  rows: [csvRow(kind, 2, key, value)],
})
