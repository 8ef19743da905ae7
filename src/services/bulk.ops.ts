/** `bulk_registers` rows and results in the CSV import's terms (src/domain/csv-import.ts). */
import type { BulkRows } from '../domain/bulk'
import type { CheckedRow, RowOutcome } from '../domain/csv-import'

/** The request rows of a batch of checked CSV rows (line number, idempotency key, decoded row). */
export const bulkRowsOf = <Input>(rows: ReadonlyArray<CheckedRow>): BulkRows<Input> => ({
  rows: rows.map((r) => ({ row: r.line, importKey: r.key, input: r.value as Input })),
})

/** The server's per-row results as the import machine's outcomes. */
export const outcomesOf = (
  results: ReadonlyArray<{ readonly importKey: string; readonly ok: boolean; readonly duplicate?: boolean | undefined; readonly errors?: ReadonlyArray<string> | undefined }>,
): ReadonlyArray<RowOutcome> =>
  results.map((r) => ({
    key: r.importKey,
    status: !r.ok ? 'failed' : r.duplicate ? 'duplicate' : 'created',
    ...(r.errors && r.errors.length > 0 ? { errors: r.errors } : {}),
  }))
