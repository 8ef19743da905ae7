/** Inputs of page operations in the interaction tables (what a page hands its actor). */
import type { CommitBatchInput, ImportKind } from '../../../src/domain/csv-import'

/** One accepted CSV row (line 2) as the import machine sends it to `commitBatch`. */
export const csvBatch = (kind: ImportKind, key: string, value: unknown): CommitBatchInput => ({
  kind,
  rows: [{ line: 2, raw: {}, key, value, errors: [] }],
})
