/**
 * The console search (admin GET /search, src/domain/console-search.ts): the parts every area
 * exports (`searchHits`, support/search-hits.ts) joined in ONE query, one round trip for all of
 * them. No table of its own and no SQL over another area's table (docs/architecture.md "Table ownership").
 */
import { sql, type SQL } from 'drizzle-orm'
import { searchHitsPerKind, type ConsoleSearchHit, type SearchKind } from '#domain/console-search'
import type { Db } from '../../db/db'
import * as clients from '../client'
import * as doctors from '../doctor'
import * as expertise from '../expertise'
import * as manuscripts from '../manuscript'
import * as media from '../media'
import * as operators from '../operator'
import * as organizations from '../organization'
import * as pressReleases from '../press-release'
import type { HitAsk, SearchHitsSql } from '../support/search-hits'

/** Each kind's part, in the order the console shows the groups. */
const parts: ReadonlyArray<readonly [SearchKind, SearchHitsSql]> = [
  ['doctor', doctors.searchHits],
  ['client', clients.searchHits],
  ['organization', organizations.searchHits],
  ['manuscript', manuscripts.searchHits],
  ['pressRelease', pressReleases.searchHits],
  ['media', media.searchHits],
  ['expertise', expertise.searchHits],
  ['operator', operators.searchHits],
]

type HitRow = { kind: SearchKind; id: string; title: string; detail: string | null; status: string | null }

/** The top records of each kind `kinds` names (at most `searchHitsPerKind` each), grouped in the parts' order. */
export const hits = async (db: Db, ask: HitAsk, kinds: ReadonlySet<SearchKind>): Promise<ConsoleSearchHit[]> => {
  const selects: SQL[] = parts
    .filter(([kind]) => kinds.has(kind))
    .map(([kind, part]) => sql`SELECT ${kind}::text AS kind, h.id::text, h.title::text, h.detail::text, h.status::text FROM (${part(ask, searchHitsPerKind)}) h`)
  if (selects.length === 0) return []
  const rows = await db.query<HitRow>(sql.join(selects.map((s) => sql`(${s})`), sql` UNION ALL `))
  const order = new Map(parts.map(([kind], i) => [kind, i]))
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (order.get(a.r.kind) ?? 0) - (order.get(b.r.kind) ?? 0) || a.i - b.i)
    .map(({ r }) => ({ kind: r.kind, id: r.id, title: r.title, detail: r.detail ?? '', status: r.status }))
}
