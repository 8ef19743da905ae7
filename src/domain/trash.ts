/**
 * ゴミ箱 (the trash): records deleted by staff stay restorable until the server purges them
 * (TRASH_RETENTION_DAYS after the delete, 30 by default; docs/trash.md). Each kind that has one
 * answers its deleted records (`admin.<area>.trash`, newest delete first, with 削除日時 and 削除者)
 * and restores one (`admin.<area>.restore`: re-checks the rules, 409 with what stands in the way).
 */
import { Schema } from 'effect'
import { IsoDateTime, pageQueryFields } from './fields'

/** One deleted record as the trash lists it (`id`: the kind's id): its name as staff know it, when and by whom it was deleted. */
export const TrashEntry = <S extends Schema.Top>(id: S) => Schema.Struct({
  id,
  /** The record's name (a doctor's full name, a client's company, a manuscript's title …). */
  name: Schema.String,
  /** What tells it apart (an e-mail), when the kind has one. */
  note: Schema.NullOr(Schema.String),
  deletedAt: IsoDateTime,
  /** Who deleted it: the operator's name, else the e-mail the audit log recorded; null when nobody is recorded (a purge of old data, a script). */
  deletedBy: Schema.NullOr(Schema.String),
})
/** A trash entry whose id is `Id`. */
export interface TrashEntry<Id extends string = string> {
  readonly id: Id
  readonly name: string
  readonly note: string | null
  readonly deletedAt: string
  readonly deletedBy: string | null
}

/** Query of a trash list: paging only (newest delete first). */
export const TrashQuery = Schema.Struct({ ...pageQueryFields })
export type TrashQuery = typeof TrashQuery.Type

/** What a restore answers: the record's id, live again. */
export const Restored = <S extends Schema.Top>(id: S) => Schema.Struct({ id, restoredAt: IsoDateTime })

/** Records a trash page reads at once. */
export const trashPageSize = 50

/** The query of the trash page after `cursor` (null: the first page). */
export const trashQuery = (cursor: string | null): TrashQuery => (cursor ? { cursor, limit: trashPageSize } : { limit: trashPageSize })

/** Days a deleted record stays in the trash before the server purges it (TRASH_RETENTION_DAYS overrides). */
export const defaultTrashRetentionDays = 30
