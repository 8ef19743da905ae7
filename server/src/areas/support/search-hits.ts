/**
 * The console search's part of one area (admin GET /search, src/domain/console-search.ts): each area
 * exports `searchHits(ask, limit)`, a SELECT over its own table of `id, title, detail, status` (text
 * each; status null where the record has none), its live records only, at most `limit` of them. The
 * search area joins the parts in one query (UNION ALL), never reading a table itself.
 */
import { sql, type SQL } from 'drizzle-orm'
import { keywordMatch } from './paging'

/** What is looked for: a record by id, or words (folded and matched as the lists match their keyword). */
export type HitAsk = { readonly kind: 'id'; readonly id: string } | { readonly kind: 'words'; readonly text: string }

/** One area's part: a SELECT of `id, title, detail, status`, ordered, at most `limit` rows. */
export type SearchHitsSql = (ask: HitAsk, limit: number) => SQL

/**
 * The condition of a part: its id column equal to the id asked for, or every term of the words in
 * its folded text (`keywordMatch`, the lists' own matcher, with the options its list uses).
 */
export const hitCondition = (ask: HitAsk, id: SQL, folded: SQL, options?: Parameters<typeof keywordMatch>[2]): SQL =>
  ask.kind === 'id' ? sql`${id} = ${ask.id}` : (keywordMatch(folded, ask.text, options) ?? sql`FALSE`)
