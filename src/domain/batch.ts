/**
 * Batches (docs/architecture.md "Batches"): a change of many records at once — 「一括編集」 of a list's
 * ticked rows, a CSV 「一括更新」, or the undo of either — recorded as ONE batch (who, when, what, the
 * counts) whose per-record audit entries carry its id, so a record's 履歴 shows the batch and
 * 「この一括変更を元に戻す」 sets every record of it back.
 *
 * A bulk edit writes ONE field, one the record declaration marks `bulkEditable` (src/domain/record.ts:
 * only fields its single-record form edits), to the ticked records, each at the version the list read:
 * a record whose version moved since is not written (他の操作者が更新済み).
 */
import { Exit, Schema } from 'effect'
import { IsoDateTime, NonNegativeInt, PositiveInt, validationMessages } from './fields'
import { IdString } from './ids'
import { issueMessages } from './issues'

export const BatchId = IdString.pipe(Schema.brand('BatchId'))
export type BatchId = typeof BatchId.Type

/** What a batch did: a bulk edit of one field, a CSV update, or the undo of another batch. */
export const batchActions = ['bulkEdit', 'csvUpdate', 'undo'] as const
export const BatchAction = Schema.Literals(batchActions)
export type BatchAction = typeof BatchAction.Type

/** The kinds of record a batch changes (their lists have a selection and an update import). */
export const batchTargetTypes = ['doctor', 'client', 'organization'] as const
export const BatchTargetType = Schema.Literals(batchTargetTypes)
export type BatchTargetType = typeof BatchTargetType.Type

/**
 * How many records a batch changed (`applied`), found already holding the value (`unchanged`), left
 * because another operator changed them since they were read (`stale`: 他の操作者が更新済み), or could
 * not change (`failed`: gone, refused).
 */
export const BatchCounts = Schema.Struct({
  applied: NonNegativeInt,
  unchanged: NonNegativeInt,
  stale: NonNegativeInt,
  failed: NonNegativeInt,
})
export type BatchCounts = typeof BatchCounts.Type
export const noCounts: BatchCounts = { applied: 0, unchanged: 0, stale: 0, failed: 0 }

export const Batch = Schema.Struct({
  id: BatchId,
  action: BatchAction,
  targetType: BatchTargetType,
  /** The field a bulk edit wrote (the record's input field), else null. */
  field: Schema.NullOr(Schema.String),
  /** The file a CSV update read, else null. */
  fileName: Schema.NullOr(Schema.String),
  actorEmail: Schema.NullOr(Schema.String),
  /** The operator's name now (null when gone). */
  actorName: Schema.NullOr(Schema.String),
  counts: BatchCounts,
  /** The batch this one undid (an undo), else null. */
  undoOf: Schema.NullOr(BatchId),
  /** The batch that undid this one, else null (a batch is undone once). */
  undoneBy: Schema.NullOr(BatchId),
  createdAt: IsoDateTime,
})
export type Batch = typeof Batch.Type

/** The ticked records of a bulk edit: each id with the version the list read. */
export const BulkEditRow = Schema.Struct({ id: IdString, version: PositiveInt })

/** At most this many records per bulk edit (a list's selection: a few pages). */
export const maxBulkEditRows = 1000

/** Body of admin POST /<kind>/bulk_edit: the records, the field (one the declaration marks bulk-editable) and its value (the field's input Schema decodes it). */
export const BulkEditRequest = Schema.Struct({
  rows: Schema.Array(BulkEditRow).pipe(
    Schema.check(
      Schema.isMinLength(1, { message: validationMessages.atLeastOne }),
      Schema.isMaxLength(maxBulkEditRows, { message: validationMessages.tooMany(maxBulkEditRows) }),
    ),
  ),
  field: Schema.String,
  /**
   * The new value as the form holds it (`FormValueKind`: text, a flag, or a list of ids; null clears
   * an optional field); the field's own input Schema then decides (`bulkEditValue`).
   */
  value: Schema.NullOr(Schema.Union([Schema.String, Schema.Boolean, Schema.Array(Schema.String)])),
})
export type BulkEditRequest = typeof BulkEditRequest.Type

/** What became of one record of a batch. */
export const batchRowStatuses = ['applied', 'unchanged', 'stale', 'missing'] as const
export const BatchRowStatus = Schema.Literals(batchRowStatuses)
export type BatchRowStatus = typeof BatchRowStatus.Type

/** Why a record of a batch was not changed, in staff's words. */
export const batchRowTexts: Readonly<Record<Exclude<BatchRowStatus, 'applied'>, string>> = {
  unchanged: 'すでにこの値です',
  stale: '他の操作者が更新済みです',
  missing: '削除されています',
}

export const BulkEditResult = Schema.Struct({
  batch: Batch,
  results: Schema.Array(Schema.Struct({ id: Schema.String, status: BatchRowStatus })),
})
export type BulkEditResult = typeof BulkEditResult.Type

/** Why an undo left a record as it is. */
export const batchUndoSkips = {
  changedSince: 'この一括変更の後に更新されています',
  missing: '削除されています',
} as const

/** Answer of admin POST /batches/{batchID}/undo: the undo's own batch, and the records it left (changed since, or gone). */
export const BatchUndoResult = Schema.Struct({
  batch: Batch,
  skipped: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String), reason: Schema.String })),
})
export type BatchUndoResult = typeof BatchUndoResult.Type

export const BatchParams = Schema.Struct({ batchID: BatchId })

/** A batch is undone once. */
export const batchUndoneMessage = 'この一括変更はすでに元に戻されています'
export const batchNotFound = '一括変更が見つかりません'

/** The fields of a record declaration marked bulk-editable, with their labels. */
export interface BulkEditable {
  readonly kind: string
  readonly bulkEditable: ReadonlyArray<string>
  readonly labels: Readonly<Record<string, string>>
}

/**
 * The field and value of a bulk edit, checked: the field must be bulk-editable, the value passes the
 * field's own input Schema (`input.fields[field]`). Errors are Japanese lines naming the field
 * (「都道府県: …」), for a 400.
 */
export const bulkEditValue = (
  record: BulkEditable,
  input: { readonly fields: Readonly<Record<string, Schema.Top>> },
  field: string,
  value: unknown,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly errors: ReadonlyArray<string> } => {
  if (!record.bulkEditable.includes(field)) return { ok: false, errors: [`項目: ${field} は一括編集できません`] }
  const schema = Schema.Struct({ [field]: input.fields[field]! }) as unknown as Schema.Codec<Readonly<Record<string, unknown>>, unknown, never, never>
  const exit = Schema.decodeUnknownExit(schema)({ [field]: value ?? null })
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value[field] ?? null }
  const error = exit.cause.reasons.map((r) => (r._tag === 'Fail' ? r.error : undefined)).find(Schema.isSchemaError)
  return { ok: false, errors: error ? issueMessages(error, record.labels) : [`${record.labels[field] ?? field}: ${validationMessages.checkInput}`] }
}
