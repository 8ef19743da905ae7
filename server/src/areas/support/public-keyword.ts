/**
 * A public (direct) search matches only what its answer shows. The keyword is
 * matched on the table's search_text as everywhere (its trigram and character indexes find the
 * candidates), and each term is then checked on `shown`, the part of search_text the public answer
 * carries (names, kana; never an e-mail or a contact). `shown` must be a part of search_text, so a
 * row it matches is a row search_text matches.
 */
import { sql, type SQL } from 'drizzle-orm'
import { keywordTerms } from './paging'


/**
 * Every term occurs in `shown`; null when there is no keyword. `strpos`, not LIKE: it only checks the
 * rows the index conditions leave, and the planner does not read it as one more selective condition
 * (a LIKE on an expression without statistics made it expect a handful of rows and sort all of them:
 * 佐藤 over 1,000,000 doctors 0.95 s, against 0.14 s with strpos, as before the check; PostgreSQL 15, 2026-11).
 * Its cost: a term found in many e-mails and in no name (a domain) reads every row it is found in;
 * a column of the shown text with its own indexes does not: doctors have one (public_search_text,
 * migration 0012), the small clients table uses this check.
 */
export const shownMatch = (shown: SQL, keyword: string | undefined | null): SQL | null => {
  const list = keywordTerms(keyword) // as keywordMatch splits them
  return list.length ? sql`(${sql.join(list.map((t) => sql`strpos(${shown}, ${t}) > 0`), sql` AND `)})` : null
}
