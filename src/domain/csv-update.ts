/**
 * The CSV 一括更新 (update by ID) of doctors, clients and organisations: a file the list's CSV出力
 * wrote (ID, バージョン, the import template's columns), corrected in Excel and sent back.
 *
 *   create  (admin POST /imports/updates)                  the file's name, encoding and header
 *   rows    (POST /imports/updates/{id}/rows, ≤ 5,000 each)  its rows, idempotent per line
 *   check   (POST /imports/updates/{id}/check)             the whole file against the database: nothing written to records
 *   preview (GET /imports/updates/{id}/rows?status=…)      changed cells 現在値 → 新値, errors, paged by the server
 *   apply   (POST /imports/updates/{id}/apply)             the next batch of changed rows, each version-checked
 *   abort   (POST /imports/updates/{id}/abort)             中止: the rows not applied yet stay untouched
 * (each answers the job: its state and counts)
 *
 * Everything lives in the database (the import area's tables), so the preview on one API instance
 * and the commit on another see the same file; an apply is one transaction per row (the record's
 * update, its 履歴 entry and the row's state), so a killed server loses nothing and applies no row
 * twice, and a retried or twin apply finds the row done.
 */
import { Schema } from 'effect'
import { IsoDateTime, LiteralsWithMessage, NonNegativeInt, PositiveInt, RequiredText, Text, pageQueryFields, validationMessages } from './fields'
import { CsvUpdateId, OperatorId } from './ids'
import { importKinds } from './import-record'

/** Rows per upload call and per apply call. */
export const maxUpdateRows = 5000
/** Rows an apply call commits at most (one transaction each): a progress step. */
export const applyBatchRows = 200

/**
 * A row's state. After the check: `change` (would change, applied by 更新を実行), `same` (変更なし),
 * `error` (エラー, never applied), `stale` (他の操作者が更新済み: the record's version moved since
 * the export, never applied). After the apply: `applied`, `skipped` (its version moved between
 * the check and the apply, or 中止 left it), `refused` (the record's own rules said no).
 */
export const updateRowStatuses = ['pending', 'change', 'same', 'error', 'stale', 'applied', 'skipped', 'refused'] as const
export type UpdateRowStatus = (typeof updateRowStatuses)[number]

/** The job's state: rows arriving, checked (preview), applying, done, aborted (中止). */
export const updateJobStatuses = ['uploading', 'checked', 'applying', 'done', 'aborted'] as const
export type UpdateJobStatus = (typeof updateJobStatuses)[number]

/** Body of admin POST /imports/updates. */
export const CsvUpdateCreate = Schema.Struct({
  kind: LiteralsWithMessage(importKinds),
  fileName: RequiredText(255),
  /** As detected by the console (Shift_JIS, UTF-8 (BOM), UTF-8 …): said in the preview. */
  encoding: RequiredText(40),
  /** The file's header, as written. */
  header: Schema.Array(Text(200)).pipe(
    Schema.check(
      Schema.isMinLength(1, { message: validationMessages.atLeastOne }),
      Schema.isMaxLength(100, { message: validationMessages.tooMany(100) }),
    ),
  ),
})
export type CsvUpdateCreate = typeof CsvUpdateCreate.Type

/** One data row: its line as Excel shows it (header = 1) and its cells in the header's order. */
export const CsvUpdateRowIn = Schema.Struct({
  line: PositiveInt,
  cells: Schema.Array(Text(2000)).pipe(Schema.check(Schema.isMaxLength(100, { message: validationMessages.tooMany(100) }))),
})

/** Body of admin POST /imports/updates/{id}/rows: up to 5,000 rows (a row sent again is kept once). */
export const CsvUpdateRowsInput = Schema.Struct({
  rows: Schema.Array(CsvUpdateRowIn).pipe(
    Schema.check(
      Schema.isMinLength(1, { message: validationMessages.atLeastOne }),
      Schema.isMaxLength(maxUpdateRows, { message: validationMessages.tooMany(maxUpdateRows) }),
    ),
  ),
})
export type CsvUpdateRowsInput = typeof CsvUpdateRowsInput.Type

export const CsvUpdateCounts = Schema.Struct({
  total: NonNegativeInt,
  change: NonNegativeInt,
  same: NonNegativeInt,
  error: NonNegativeInt,
  stale: NonNegativeInt,
  applied: NonNegativeInt,
  skipped: NonNegativeInt,
  refused: NonNegativeInt,
})
export type CsvUpdateCounts = typeof CsvUpdateCounts.Type

/** A job as the console reads it. */
export const CsvUpdateJob = Schema.Struct({
  id: CsvUpdateId,
  kind: LiteralsWithMessage(importKinds),
  fileName: Schema.String,
  encoding: Schema.String,
  header: Schema.Array(Schema.String),
  status: Schema.Literals(updateJobStatuses),
  counts: CsvUpdateCounts,
  operatorId: Schema.NullOr(OperatorId),
  createdAt: IsoDateTime,
})
export type CsvUpdateJob = typeof CsvUpdateJob.Type

/** One changed cell: 現在値 → 新値, and what was repaired of what Excel did (the notes). */
export const CsvCellChange = Schema.Struct({
  column: Schema.String,
  before: Schema.String,
  after: Schema.String,
  notes: Schema.Array(Schema.String),
})
export type CsvCellChange = typeof CsvCellChange.Type

/** A problem of a row: the cell (its column; null for the row) and the message. */
export const CsvRowMessage = Schema.Struct({
  column: Schema.NullOr(Schema.String),
  text: Schema.String,
})
export type CsvRowMessage = typeof CsvRowMessage.Type

/** A row of the preview or the result. */
export const CsvUpdateRow = Schema.Struct({
  line: PositiveInt,
  recordId: Schema.NullOr(Schema.String),
  status: Schema.Literals(updateRowStatuses),
  changes: Schema.Array(CsvCellChange),
  messages: Schema.Array(CsvRowMessage),
})
export type CsvUpdateRow = typeof CsvUpdateRow.Type

/** What the preview lists: the rows that would change, the errors, the stale rows, or the result's rows. */
export const updateRowFilters = ['change', 'error', 'stale', 'same', 'applied', 'skipped', 'refused'] as const
export type UpdateRowFilter = (typeof updateRowFilters)[number]

/** Query of admin GET /imports/updates/{id}/rows: one state, in file order, one page at a time. */
export const CsvUpdateRowsQuery = Schema.Struct({
  status: LiteralsWithMessage(updateRowFilters),
  ...pageQueryFields,
})
export type CsvUpdateRowsQuery = typeof CsvUpdateRowsQuery.Type

/** Rows a preview page shows. */
export const previewPageSize = 50

/** What the console's upload step is given: the kind, the file, its name. */
export interface CsvUpdateUploadInput {
  readonly kind: (typeof importKinds)[number]
  readonly file: Blob
  readonly name: string
}

/** One page of the preview: the job, the state listed, the cursor (the last line of the page before). */
export interface CsvUpdatePageInput {
  readonly id: string
  readonly status: UpdateRowFilter
  readonly cursor?: string | undefined
}

/** The reason an applied row's 履歴 entry carries: the file and the job (the batch it belongs to). */
export const csvUpdateReason = (fileName: string, jobId: string): string => `CSV一括更新 ${fileName}（ジョブ ${jobId}）`
