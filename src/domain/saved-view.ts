/**
 * Saved views (ビュー) of the console's lists: a named filter + sort + hidden columns of one list, stored per
 * operator on the server (admin /saved_views), so a view follows its operator to another browser.
 * Only its owner lists or deletes it; saving a name again in the same list replaces that view.
 */
import { Schema } from 'effect'
import { RequiredText, timestamps, validationMessages } from './fields'
import { SavedViewId } from './ids'

/** Which list a view belongs to: the list's route (`doctor`, `client`, `press_release` …). */
export const SavedViewList = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[a-z][a-z_]{0,39}$/, { message: '一覧の指定が正しくありません' })),
)

/** The filters and sort of a list as its URL keeps them (paging is never saved). */
export const maxSavedViewKeys = 30
export const SavedViewSearch = Schema.Record(Schema.String, Schema.String.pipe(Schema.check(Schema.isMaxLength(500, { message: validationMessages.maxLength(500) })))).pipe(
  Schema.check(Schema.makeFilter((r: Readonly<Record<string, string>>) => Object.keys(r).length <= maxSavedViewKeys ? undefined : validationMessages.tooMany(maxSavedViewKeys))),
)
export type SavedViewSearch = typeof SavedViewSearch.Type

/** A column of a list (the table's column id: `email`, `createdAt` …). */
export const SavedViewColumn = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { message: '列の指定が正しくありません' })),
)
/** The columns a view hides (none: every column shown; a column the list gains later is shown). */
export const maxHiddenColumns = 30
export const SavedViewHiddenColumns = Schema.Array(SavedViewColumn).pipe(Schema.check(Schema.isMaxLength(maxHiddenColumns, { message: validationMessages.tooMany(maxHiddenColumns) })))

export const SavedView = Schema.Struct({
  id: SavedViewId,
  list: SavedViewList,
  name: Schema.String,
  search: SavedViewSearch,
  hiddenColumns: SavedViewHiddenColumns,
  ...timestamps,
})
export type SavedView = typeof SavedView.Type

/**
 * Body of admin POST /saved_views: the signed-in operator's view (same list and name: replaced).
 * Without `hiddenColumns` the view shows every column.
 */
export const SavedViewInput = Schema.Struct({
  list: SavedViewList,
  name: RequiredText(50),
  search: SavedViewSearch,
  hiddenColumns: Schema.optional(SavedViewHiddenColumns),
})
export type SavedViewInput = typeof SavedViewInput.Type

/** Query of admin GET /saved_views: the signed-in operator's views of one list. */
export const SavedViewQuery = Schema.Struct({ list: SavedViewList })
export type SavedViewQuery = typeof SavedViewQuery.Type

/** The URL search of a list as a view keeps it: string values only, no paging (cursor, trail). */
export const savedSearchOf = (search: object): SavedViewSearch =>
  Object.fromEntries(
    Object.entries(search).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '' && e[0] !== 'cursor' && e[0] !== 'back'),
  )
