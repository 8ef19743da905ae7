/**
 * The record of a finished CSV import (doctors, clients, organisations), kept on the server
 * (admin POST/GET /imports) so that staff see on the home dashboard which imports left failed
 * rows, whoever ran them and in whatever browser, and can download those rows again. The console
 * records an import when it ends (completed or aborted): its kind, file, totals and the rows it
 * did not commit (line + reason + the row's cells, at most `maxRecordedRows`).
 */
import { Schema } from 'effect'
import { IsoDate, IsoDateTime, LiteralsWithMessage, NonNegativeInt, PositiveInt, QueryBoolean, RequiredText, Text, pageQueryFields, validationMessages } from './fields'
import { ImportRecordId, OperatorId } from './ids'

/** The home card's list: imports that left failed rows, from this JST day on (`from`), one page at a time. */
export interface FailedImportsSearch {
  readonly from: string
  readonly cursor?: string | undefined
  readonly back?: ReadonlyArray<string> | undefined
}

export const importKinds = ['doctor', 'client', 'organization'] as const
export const importOutcomes = ['completed', 'aborted'] as const

/** Failed rows kept per import at most (a file of 10,000 bad rows keeps the first 1,000; `failed` still counts them all). */
export const maxRecordedRows = 1000
/** Columns of a row kept at most, and the length of a cell and of a reason. */
export const maxRecordedColumns = 50
const cellMax = 1000
const reasonMax = 1000

const Cells = Schema.Record(Schema.String, Text(cellMax)).pipe(
  Schema.check(Schema.makeFilter((r: Readonly<Record<string, string>>) => (Object.keys(r).length <= maxRecordedColumns ? undefined : validationMessages.tooMany(maxRecordedColumns)))),
)

/** A row the import did not commit: its line (as Excel shows it, header = 1), why, and its cells. */
export const ImportFailedRow = Schema.Struct({
  line: PositiveInt,
  reason: RequiredText(reasonMax),
  cells: Cells,
})
export type ImportFailedRow = typeof ImportFailedRow.Type

const maxItems = <S extends Schema.Top>(item: S, max: number) =>
  Schema.Array(item).pipe(Schema.check(Schema.makeFilter((a: ReadonlyArray<unknown>) => (a.length <= max ? undefined : validationMessages.tooMany(max)))))

/** Body of admin POST /imports: what the console knows of an import when it ends. */
export const ImportRecordInput = Schema.Struct({
  kind: LiteralsWithMessage(importKinds),
  fileName: RequiredText(255),
  outcome: LiteralsWithMessage(importOutcomes),
  /** Data rows of the file. */
  total: NonNegativeInt,
  committed: NonNegativeInt,
  /** Rows reported as failed (bad, refused, or abandoned at 中止), all of them. */
  failed: NonNegativeInt,
  /** The file's header, for the failed-rows download. */
  header: maxItems(Text(200), maxRecordedColumns),
  /** The failed rows, the first `maxRecordedRows` of them. */
  failedRows: maxItems(ImportFailedRow, maxRecordedRows),
})
export type ImportRecordInput = typeof ImportRecordInput.Type

export const ImportRecord = Schema.Struct({
  id: ImportRecordId,
  ...ImportRecordInput.fields,
  /** Who ran it (null once that operator is deleted). */
  operatorId: Schema.NullOr(OperatorId),
  operatorName: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime,
})
export type ImportRecord = typeof ImportRecord.Type

/** Query of admin GET /imports: newest first; `failed=true` only imports that left failed rows; `from` a JST day. */
export const ImportRecordQuery = Schema.Struct({
  failed: Schema.optional(QueryBoolean),
  from: Schema.optional(IsoDate),
  ...pageQueryFields,
})
export type ImportRecordQuery = typeof ImportRecordQuery.Type

/** The home card looks this many days back (JST calendar days, today included). */
export const failedImportsDays = 30
