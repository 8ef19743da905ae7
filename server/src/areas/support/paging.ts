/**
 * Keyset paging: a page is `ORDER BY <sort column>, id LIMIT n+1` after the cursor's
 * (sort value, id); never OFFSET, never COUNT. The cursor is opaque and SIGNED:
 * `base64url(JSON [sort, value, id]) + '.' + base64url(HMAC-SHA256(secret, payload))[0..22]`.
 * A cursor that was not issued by this server (tampered, truncated, made up, or issued for another
 * sort key) answers 400 before any SQL runs, so a cursor value can never reach PostgreSQL with a
 * type it cannot compare (that was a 500). The secret is `PAGING_SECRET` from the environment;
 * without it a fixed development secret is used, in development only: outside it the server
 * refuses to start (`checkPagingSecret`, main.ts; docs/security.md). Every instance of one
 * deployment must share the same secret for a cursor to work on any of them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/db'
import { textArray } from '../../db/sql-lists'
import { defaultLimit, maxLimit } from '#domain/fields'
import { foldSearchText } from '#domain/search-fold'
import { ApiFailure } from './handler'

export interface PageRequest {
  readonly cursor?: string | null | undefined
  readonly limit?: number | undefined
  readonly sort?: string | undefined
  readonly order?: 'asc' | 'desc' | undefined
}

/** The development secret used when PAGING_SECRET is not set (documented in docs/security.md). */
export const devPagingSecret = 'medicolle-dev-paging-secret'
const secret = () => process.env.PAGING_SECRET || devPagingSecret

export class MissingPagingSecret extends Error {
  constructor(projectId: string, nodeEnv: string | undefined) {
    super(
      `PAGING_SECRET が設定されていません（プロジェクトID "${projectId}"${nodeEnv === 'production' ? '、NODE_ENV=production' : ''}）。` +
        ' ページ送りの cursor が公開されている開発用の鍵で署名されるため、起動を中止しました。' +
        ' 長いランダムな文字列を、すべてのインスタンスに同じ値で設定してください' +
        ' (PAGING_SECRET is required outside development: cursors would be signed with the public development key).',
    )
    this.name = 'MissingPagingSecret'
  }
}

/**
 * At the server's start (main.ts). Development is a `demo-` project id (no real Firebase project
 * has one: its tokens come only from the Auth emulator) with NODE_ENV other than production; there a
 * missing PAGING_SECRET is warned about once and the development key signs the cursors. Anywhere
 * else a missing, blank or development-valued PAGING_SECRET stops the start (`MissingPagingSecret`).
 */
export const checkPagingSecret = (
  settings: { readonly pagingSecret: string | undefined; readonly projectId: string; readonly nodeEnv: string | undefined },
  warn: (message: string) => void,
): void => {
  const secretSet = !!settings.pagingSecret?.trim() && settings.pagingSecret !== devPagingSecret
  if (secretSet) return
  if (!settings.projectId.startsWith('demo-') || settings.nodeEnv === 'production') throw new MissingPagingSecret(settings.projectId, settings.nodeEnv)
  warn('PAGING_SECRET が設定されていないため、ページ送りの cursor を公開されている開発用の鍵で署名します（開発時のみ。本番では起動しません）')
}

const signature = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url').slice(0, 22)

/** A cursor after (value, id) for the list ordered by `sort` (exported for tests). */
export const encodeCursor = (sort: string, value: string | null, id: string): string => {
  const payload = Buffer.from(JSON.stringify([sort, value, id])).toString('base64url')
  return `${payload}.${signature(payload)}`
}

export const badCursor = 'ページの指定（cursor）が正しくありません。最初のページから読み直してください。'

const decodeCursor = (cursor: string, sort: string): [string | null, string] => {
  const refuse = () => new ApiFailure(400, `cursor: ${badCursor}`)
  const match = /^([A-Za-z0-9_-]{1,2048})\.([A-Za-z0-9_-]{22})$/.exec(cursor)
  if (!match) throw refuse()
  const [, payload = '', mac = ''] = match // both groups are mandatory in the pattern
  const expected = Buffer.from(signature(payload))
  if (!timingSafeEqual(expected, Buffer.from(mac))) throw refuse()
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    throw refuse()
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    !(parsed[1] === null || typeof parsed[1] === 'string') ||
    typeof parsed[2] !== 'string'
  )
    throw refuse()
  return [parsed[1] as string | null, parsed[2] as string]
}

/**
 * The computed column every keyset list selects (`… AS sort_value`): the row's sort key as text, for
 * the next cursor. A type alias, not an interface: rows must fit `Db.query`'s `Record<string, unknown>`.
 */
export type SortValue = { readonly sort_value: string | null }

/**
 * Build the ORDER BY / cursor condition for `columns[sort]` (a whitelisted SQL expression)
 * and read one page with `run(condition, orderBy, limit + 1)`.
 */
export const keysetPage = async <R extends { id: string } & SortValue, T>(
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
    const [value, id] = decodeCursor(request.cursor, sortKey)
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
    nextCursorKey: rows.length > limit && last ? encodeCursor(sortKey, last.sort_value, last.id) : null,
  }
}

/** How a list reads its rows (`selectPage`). */
export interface SelectedList<R, T> {
  /** The rows with their sort key, `… ${sortValue} AS sort_value FROM …` (no WHERE). */
  readonly select: (sortValue: SQL) => SQL
  /** The list's conditions (none: every row). */
  readonly where: ReadonlyArray<SQL>
  /** The sort keys the list offers, as the SQL each sorts by (whitelisted), and the default one. */
  readonly columns: Readonly<Record<string, string>>
  readonly defaultSort: string
  /** The row's one mapper to the item the page answers. */
  readonly toItem: (row: R) => T
  /** The alias of the table whose `id` breaks ties (`'d.'`); none for an unaliased table. */
  readonly table?: string
}

/**
 * One page of a list: `<select> WHERE <where…> AND <after the cursor> ORDER BY <sort>, id LIMIT n+1`
 * through `keysetPage`, the way every list that selects from a table (or a join) reads.
 */
export const selectPage = <R extends { id: string } & SortValue, T>(db: Db, request: PageRequest, list: SelectedList<R, T>) =>
  keysetPage<R, T>(
    request,
    list.columns,
    list.defaultSort,
    (sortValue, after, orderBy, limit) =>
      db.query<R>(sql`${list.select(sortValue)} WHERE ${sql.join([...list.where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    list.toItem,
    list.table,
  )

/**
 * A list's period over a timestamptz column (trusted SQL, e.g. `g.requested_at`): calendar days in
 * Tokyo, both ends included; a condition for each end given.
 */
export const tokyoDays = (column: string, from: string | null | undefined, to: string | null | undefined): SQL[] => [
  ...(from ? [sql`${sql.raw(column)} >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`] : []),
  ...(to ? [sql`${sql.raw(column)} < (${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'`] : []),
]

/**
 * A keyword search over a folded text expression (`medicolle_fold(…)` or a stored column of it:
 * NFKC, hiragana to katakana, lower case): every whitespace-separated term (half- or
 * full-width spaces) must occur, so '山田 太郎' finds 山田太郎, 'やまだ ﾀﾛｳ' finds ヤマダタロウ.
 * Each term is a `LIKE '%term%'`, which the pg_trgm GIN index on that expression serves; with
 * `chars` (doctors' and clients' search_text, which carry a GIN index on their characters) a term
 * of one or two characters also asks for rows holding each of its characters, which that index
 * answers where trigrams cannot; with `trigrams` (an expression with a pg_trgm index) a longer term
 * holding a digit asks the index for each of its three-character windows (`trigramWindows`) and
 * checks the whole term on what they leave.
 * Null when there is no keyword.
 */
/**
 * The terms of a keyword: folded (`foldSearchText`, src/domain/search-fold.ts: NFKC, hiragana to
 * katakana, lower case), split on spaces (NFKC made full-width ones half-width). The text
 * they are looked in must be folded the same way: a stored search column or an expression of
 * `medicolle_fold(…)` (migration 0015), never `lower(…)` alone.
 */
export const keywordTerms = (keyword: string | undefined | null): string[] => foldSearchText(keyword ?? '').trim().split(/\s+/).filter(Boolean)

export const keywordMatch = (
  expression: SQL,
  keyword: string | undefined | null,
  options: { readonly chars?: boolean; readonly trigrams?: boolean } = {},
): SQL | null => {
  const terms = keywordTerms(keyword)
  if (terms.length === 0) return null
  const likes = terms.map((t) => {
    const like = sql`${expression} LIKE ${likeTerm(t)}`
    // one or two characters: the GIN index on the characters of the text (migration 0007) answers what pg_trgm cannot
    const chars = [...t]
    if (options.chars && chars.length <= 2) return sql`(string_to_array(${expression}, NULL) @> ${textArray(chars)} AND ${like})`
    // only a term with a digit (an e-mail's or a licence number's): the windows of a name are as common as the
    // name itself, and PostgreSQL, multiplying their selectivities, then sorts every match (サトウショウタ: 172 ms, against 0.5)
    const windows = options.trigrams && /[0-9]/.test(t) ? trigramWindows(t) : []
    if (windows.length === 0 || (windows.length === 1 && windows[0] === t)) return like
    // each window its own index condition, the whole term checked on the rows they leave (strpos: not indexable, so
    // the trigram index is not asked for the whole term's trigrams in one condition, which it reads in full)
    return sql`(${sql.join(windows.map((w) => sql`${expression} LIKE ${likeTerm(w)}`), sql` AND `)} AND strpos(${expression}, ${t}) > 0)`
  })
  return sql`(${sql.join(likes, sql` AND `)})`
}

/** `%term%` for LIKE, with LIKE's metacharacters escaped (the one place that spells the escape). */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

const wordChar = /^[\p{L}\p{Nd}]$/u
/** At most this many windows a term (spread over it): enough for one of them to be rare, few enough to plan quickly. */
const maxWindows = 8

/**
 * The three-character windows of a term that pg_trgm turns into a trigram of their own (three
 * letters or digits: a window holding '@' or '.' would give only padded word-edge trigrams, or none,
 * and a LIKE with no trigram makes the index read everything). Why: the trigram index answers
 * `LIKE '%bench12345%'` as ONE condition over all its trigrams and reads the posting list of each
 * in full, common ones included (`ben`, `enc`, `nch`: every seeded e-mail; 1,081 buffers, 20 ms on
 * 1,000,000 doctors); given each window as its own condition, GIN skips through the common lists
 * guided by the rare ones (62 buffers, 1 ms). Measured 2026-11-26 on PostgreSQL 15, docs/performance.md
 * "History".
 */
export const trigramWindows = (term: string): string[] => {
  const chars = [...term]
  const windows: string[] = []
  for (let i = 0; i + 3 <= chars.length; i++) {
    const window = chars.slice(i, i + 3)
    if (window.every((c) => wordChar.test(c))) windows.push(window.join(''))
  }
  const unique = [...new Set(windows)]
  if (unique.length <= maxWindows) return unique
  return Array.from({ length: maxWindows }, (_, k) => unique[Math.round((k * (unique.length - 1)) / (maxWindows - 1))] as string)
}

/**
 * `%keyword%` for LIKE on a `medicolle_fold(…)` expression: the keyword folded (as `keywordTerms`),
 * LIKE metacharacters escaped; null when there is no keyword.
 */
export const likePattern = (keyword: string | undefined | null): string | null => {
  const k = foldSearchText(keyword ?? '').trim()
  return k ? likeTerm(k) : null
}

/** Timestamps as the API sends them (db/records.ts, where records are read from rows). */
export { iso, isoOrNull } from '../../db/records'
