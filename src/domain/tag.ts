/** Tags (タグ) on manuscripts and press releases. Names are unique (NFKC, trimmed). */
import { Schema } from 'effect'
import { RequiredText, pageBodyFields, pageQueryFields, validationMessages } from './fields'
import { TagId } from './ids'

export const Tag = Schema.Struct({
  id: TagId,
  name: Schema.String,
  /** Manuscripts and press releases using it. */
  usageCount: Schema.Number,
  createdAt: Schema.String,
})
export type Tag = typeof Tag.Type

export const TagInput = Schema.Struct({ name: RequiredText(50) })
export type TagInput = typeof TagInput.Type

/** Body of POST /tags/bulk_insert: existing names are returned, not duplicated. */
export const TagBulkInsert = Schema.Struct({
  names: Schema.Array(RequiredText(50)).pipe(
    Schema.check(
      Schema.isMinLength(1, { message: validationMessages.atLeastOne }),
      Schema.isMaxLength(100, { message: validationMessages.tooMany(100) }),
    ),
  ),
})
export type TagBulkInsert = typeof TagBulkInsert.Type

/** Query of GET /tags/. */
export const TagQuery = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  ...pageQueryFields,
})
export type TagQuery = typeof TagQuery.Type

/** Body of POST /tags/search: by keyword (prefix/partial match) and/or ids. */
export const TagSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  ids: Schema.optional(Schema.Array(TagId)),
  ...pageBodyFields,
})
export type TagSearch = typeof TagSearch.Type
