/**
 * The console search (Ctrl+K): admin GET /search?q=… answers the top records of every area the
 * operator may see at once (src/domain/console-search.ts). Operators' records to admins only, like
 * their list; the text is folded and matched as the lists match their keyword (support/paging.ts).
 */
import type { Catalogue } from '#domain/catalogue'
import { searchAskOf, searchKinds, searchTermsMax, type SearchKind } from '#domain/console-search'
import type { AreaHandlers } from '../support/handler'
import { keywordTerms } from '../support/paging'
import type { HitAsk } from '../support/search-hits'
import * as search from './search.repository'

const everyKind: ReadonlySet<SearchKind> = new Set(searchKinds)
const staffKinds: ReadonlySet<SearchKind> = new Set(searchKinds.filter((k) => k !== 'operator'))

/** The words asked for, folded, at most `searchTermsMax` terms; null when nothing is left to look for. */
const askOf = (text: string): HitAsk | null => {
  const ask = searchAskOf(text)
  if (ask.kind === 'id') return ask
  if (ask.kind === 'none') return null
  const terms = keywordTerms(ask.text).slice(0, searchTermsMax)
  return terms.length === 0 ? null : { kind: 'words', text: terms.join(' ') }
}

export const handlers = {
  'admin.search.query': async ({ db, caller, query }) => {
    const ask = askOf(query.q)
    if (!ask) return { payload: { hits: [] } }
    return { payload: { hits: await search.hits(db, ask, caller?.operator?.role === 'admin' ? everyKind : staffKinds) } }
  },
} satisfies AreaHandlers<Catalogue>
