/**
 * What a list page asks for: its filters (as the URL keeps them), sort and the cursor of the
 * page shown. The area's services turn a list query into the search body of its catalogued call
 * (src/services/*.ops.ts); its route adds the trail of earlier cursors (`back`) for 前へ.
 */
import { Schema } from 'effect'

/** A yes/no filter as the URL keeps it. */
export const QueryFlag = Schema.Literals(['true', 'false'])
export type QueryFlag = typeof QueryFlag.Type

export const flagValue = (flag: QueryFlag | undefined): boolean | undefined => (flag === undefined ? undefined : flag === 'true')

export const listQueryFields = {
  keyword: Schema.optional(Schema.String),
  order: Schema.optional(Schema.Literals(['asc', 'desc'])),
  /** Cursor of the page shown; absent on the first page. */
  cursor: Schema.optional(Schema.String),
}

/** Rows per page of the console's lists. */
export const listPageSize = 50

/** The page a list query asks for: from its cursor (none on the first page), `limit` rows (the console's lists: `listPageSize`). */
export const pageOf = (q: { readonly cursor?: string | undefined }, limit: number = listPageSize) => ({ ...(q.cursor ? { cursor: q.cursor } : {}), limit })

/** A sortable list query's sort (its key, ascending unless it says otherwise), then its page (`pageOf`). */
export const sortedPageOf = <Sort extends string>(q: {
  readonly sort?: Sort | undefined
  readonly order?: 'asc' | 'desc' | undefined
  readonly cursor?: string | undefined
}) => ({
  ...(q.sort ? { sort: q.sort, order: q.order ?? 'asc' } : {}),
  ...pageOf(q),
})
