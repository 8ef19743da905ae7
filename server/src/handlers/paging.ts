/**
 * Keyset paging: a page is `ORDER BY <sort column>, id LIMIT n+1` after the cursor's
 * (sort value, id); never OFFSET, never COUNT. The cursor is opaque: base64url JSON.
 */
import { sql, type SQL } from 'drizzle-orm'
import { defaultLimit, maxLimit } from '../../../src/domain/fields'
import { ApiFailure } from './handler'

export interface PageRequest {
  readonly cursor?: string | null | undefined
  readonly limit?: number | undefined
  readonly sort?: string | undefined
  readonly order?: 'asc' | 'desc' | undefined
}

const encodeCursor = (value: unknown, id: string) => Buffer.from(JSON.stringify([value, id])).toString('base64url')

const decodeCursor = (cursor: string): [unknown, string] => {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[1] === 'string') return [parsed[0], parsed[1]]
  } catch {
    // fall through
  }
  throw new ApiFailure(400, 'ページの指定（cursor）が正しくありません')
}

/**
 * Build the ORDER BY / cursor condition for `columns[sort]` (a whitelisted SQL expression)
 * and read one page with `run(condition, orderBy, limit + 1)`.
 */
export const keysetPage = async <R extends { id: string; sort_value: string | null }, T>(
  request: PageRequest,
  columns: Readonly<Record<string, string>>,
  defaultSort: string,
  run: (sortValue: SQL, after: SQL, orderBy: SQL, limit: number) => Promise<R[]>,
  toItem: (row: R) => T,
  table = '',
): Promise<{ items: T[]; nextCursorKey: string | null }> => {
  const sortKey = request.sort && columns[request.sort] ? request.sort : defaultSort
  const expr = columns[sortKey]
  if (!expr) throw new Error(`unknown sort ${sortKey}`)
  const desc = (request.order ?? (sortKey === defaultSort ? 'desc' : 'asc')) === 'desc'
  const limit = Math.min(Math.max(request.limit ?? defaultLimit, 1), maxLimit)
  const idExpr = `${table}id`
  let after = sql`TRUE`
  if (request.cursor) {
    const [value, id] = decodeCursor(request.cursor)
    const cmp = sql.raw(desc ? '<' : '>')
    after = sql`(${sql.raw(expr)}, ${sql.raw(idExpr)}) ${cmp} (${value}, ${id})`
  }
  const dir = desc ? 'DESC' : 'ASC'
  const orderBy = sql.raw(`${expr} ${dir}, ${idExpr} ${dir}`)
  const sortValue = sql.raw(`(${expr})::text`)
  const rows = await run(sortValue, after, orderBy, limit + 1)
  const pageRows = rows.slice(0, limit)
  const last = pageRows[pageRows.length - 1]
  return {
    items: pageRows.map(toItem),
    nextCursorKey: rows.length > limit && last ? encodeCursor(last.sort_value, last.id) : null,
  }
}

/**
 * A keyword search over a lower-cased text expression: every whitespace-separated term (half- or
 * full-width spaces) must occur, so '山田 太郎' finds 山田太郎 and 'ヤマダ タロウ' finds ヤマダタロウ.
 * Each term is a `LIKE '%term%'`, which the pg_trgm GIN index on that expression serves.
 * Null when there is no keyword.
 */
export const keywordMatch = (expression: SQL, keyword: string | undefined | null): SQL | null => {
  const terms = (keyword ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (terms.length === 0) return null
  const likes = terms.map((t) => sql`${expression} LIKE ${`%${t.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`)
  return sql`(${sql.join(likes, sql` AND `)})`
}

/** `%keyword%` for ILIKE, with LIKE metacharacters escaped; null when there is no keyword. */
export const likePattern = (keyword: string | undefined | null): string | null => {
  const k = keyword?.trim().toLowerCase()
  return k ? `%${k.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null
}

export const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())
export const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value))
