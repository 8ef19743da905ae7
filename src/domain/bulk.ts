/**
 * Bulk registration (`bulk_registers`, `bulk_insert`): rows are checked on the
 * console, then sent in batches. Every row carries a client-supplied
 * `importKey` (stable for a given file and row, e.g. `<file sha-256>:<row>`):
 * the server remembers the keys it has created, so a retried batch returns the
 * existing id (`duplicate: true`) instead of creating the row twice.
 */
import { Schema } from 'effect'
import { PositiveInt, Required, validationMessages } from './fields'

/** Rows per batch: large, so an import is a few set-based statements per 5,000 rows. */
export const maxBulkRows = 5000

export const ImportKey = Required.pipe(Schema.check(Schema.isMaxLength(200)))

export const BulkRow = <I extends Schema.Top>(input: I) =>
  Schema.Struct({
    /** 1-based line number in the source file (header = line 1), echoed in the result. */
    row: PositiveInt,
    importKey: ImportKey,
    input,
  })

export const BulkRequest = <I extends Schema.Top>(input: I) =>
  Schema.Struct({
    rows: Schema.Array(BulkRow(input)).pipe(
      Schema.check(
        Schema.isMinLength(1, { message: validationMessages.atLeastOne }),
        Schema.isMaxLength(maxBulkRows, { message: validationMessages.tooMany(maxBulkRows) }),
      ),
    ),
  })

/**
 * Outcome of one row. `errors` are Japanese messages for staff. The first refused row stops the
 * batch: the rows above it are committed, `results` ends with it, and the rows below it are
 * neither committed nor answered (sent again after スキップ; server/src/areas/support/bulk.ts).
 */
export const BulkRowResult = <Id extends Schema.Top>(id: Id) =>
  Schema.Struct({
    row: Schema.Number,
    importKey: Schema.String,
    ok: Schema.Boolean,
    id: Schema.optional(Schema.NullOr(id)),
    /** True when the importKey was already used: `id` is the row created the first time. */
    duplicate: Schema.optional(Schema.Boolean),
    errors: Schema.optional(Schema.Array(Schema.String)),
  })

export const BulkResult = <Id extends Schema.Top>(id: Id) =>
  Schema.Struct({
    results: Schema.Array(BulkRowResult(id)),
    succeeded: Schema.Number,
    failed: Schema.Number,
  })

/** The rows of a bulk request, whatever the row type. */
export interface BulkRows<Input> {
  readonly rows: ReadonlyArray<{ readonly row: number; readonly importKey: string; readonly input: Input }>
}
