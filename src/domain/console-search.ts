/**
 * The console's search over every area at once (Ctrl+K, admin GET /search): one call answers the
 * top records of each area the operator may see, grouped by kind. Each server area answers its own
 * part (`searchHits` in its repository, over its own table); the search area only joins them.
 *
 * - The text is folded as the lists fold it (`foldSearchText`, src/domain/search-fold.ts): ﾊﾔｼ,
 *   はやし and ハヤシ find the same doctors; every space-separated term must occur.
 * - `#123` (or `＃１２３`) is the record with that id, in every area.
 * - Deleted records never appear; operators only for admins.
 */
import { Schema } from 'effect'
import { validationMessages } from './fields'

/** The kinds of record the search answers, in the order its groups are shown (the audit log's target kinds). */
export const searchKinds = ['doctor', 'client', 'organization', 'manuscript', 'pressRelease', 'media', 'expertise', 'operator'] as const
export type SearchKind = (typeof searchKinds)[number]

/** At most this many records of each kind. */
export const searchHitsPerKind = 5
/** The longest text the search takes (longer: 400). */
export const searchTextMax = 1000
/** Only the first terms of a long text are looked for (a thousand one-letter terms would be a thousand LIKEs per area). */
export const searchTermsMax = 8

/** admin GET /search?q=…: the text as typed (blank: nothing found). */
export const ConsoleSearchQuery = Schema.Struct({
  q: Schema.String.pipe(Schema.check(Schema.isMaxLength(searchTextMax, { message: validationMessages.maxLength(searchTextMax) }))),
})
export type ConsoleSearchQuery = typeof ConsoleSearchQuery.Type

/** One record found: its kind and id, its name, a line that tells it apart (e-mail, company …) and its status code where it has one. */
export const ConsoleSearchHit = Schema.Struct({
  kind: Schema.Literals(searchKinds),
  id: Schema.String,
  title: Schema.String,
  detail: Schema.String,
  status: Schema.NullOr(Schema.String),
})
export type ConsoleSearchHit = typeof ConsoleSearchHit.Type

export const ConsoleSearchResult = Schema.Struct({ hits: Schema.Array(ConsoleSearchHit) })
export type ConsoleSearchResult = typeof ConsoleSearchResult.Type

/** What the text asks for: a record by id (`#123`), words to look for, or nothing (blank). */
export type SearchAsk = { readonly kind: 'id'; readonly id: string } | { readonly kind: 'words'; readonly text: string } | { readonly kind: 'none' }

/** `#` and digits (either width) is an id; anything else is words (blank: none). */
export const searchAskOf = (text: string): SearchAsk => {
  const t = text.normalize('NFKC').trim()
  const id = /^#\s*([0-9]{1,18})$/.exec(t)?.[1]
  if (id !== undefined) return { kind: 'id', id: String(BigInt(id)) }
  return t === '' ? { kind: 'none' } : { kind: 'words', text: t }
}

/** Each kind's group heading (as the audit log names record kinds). */
export const searchKindLabels: Readonly<Record<SearchKind, string>> = {
  doctor: '医師', client: 'クライアント', organization: '組織', manuscript: '原稿', pressRelease: 'プレスリリース', media: 'メディア', expertise: '専門分野', operator: '管理者',
}
