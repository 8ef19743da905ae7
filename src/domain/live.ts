/**
 * Presence and live updates (docs/live.md): who else has a record open, and what changed
 * since a page loaded. Shared by the console (src/app/live.ts) and the reference server
 * (server/src/live).
 *
 * - A **topic** is one record: `<area>/<id>`, the area as the catalogue spells it in call names
 *   (`doctors/42` for `admin.doctors.update` with `{doctorID: 42}`), so a save names its topic
 *   without a table of its own.
 * - A **change** is a successful write call: its area, the ids it names (the first path
 *   parameter, the created id, or the MP grant's doctors) and who made it.
 * - **Presence** is one browser tab (a `session`, made by the console) on one topic, viewing or
 *   editing, kept alive by a beat every `presenceBeatMs` and gone `presenceTtlMs` after the last.
 * - Areas whose every admin call is `admin` access (operators, the audit log) are admin-only:
 *   their changes and presence go to admins only.
 */
import { Schema } from 'effect'
import type { Access, AnyEndpoint } from './endpoint'

/** Beat every 10 s; a tab whose beats stop (closed, network lost) is gone after 30 s. */
export const presenceBeatMs = 10_000
export const presenceTtlMs = 30_000

/** One browser tab's id for presence (made by the console: random, URL-safe). */
export const LiveSession = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/, { message: 'セッションIDの形式が正しくありません' })))

/** `<area>/<id>`: the area as in call names, the id as in paths. */
export const LiveTopic = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z]{1,40}\/[A-Za-z0-9_-]{1,64}$/, { message: 'トピックの形式が正しくありません' })))

export const LiveEventsQuery = Schema.Struct({ session: LiveSession })

export const PresenceEntry = Schema.Struct({
  session: Schema.String,
  operatorId: Schema.String,
  name: Schema.String,
  editing: Schema.Boolean,
})
export type PresenceEntry = typeof PresenceEntry.Type

/** Body of admin POST /live/presence: this tab is on `topic` (editing or viewing), or has left it. */
export const PresenceBeat = Schema.Struct({
  session: LiveSession,
  topic: LiveTopic,
  editing: Schema.Boolean,
  leave: Schema.optional(Schema.Boolean),
})
export type PresenceBeat = typeof PresenceBeat.Type

/** Who is on a topic now (the beat's answer and the `presence` event). */
export const PresenceList = Schema.Struct({ topic: Schema.String, present: Schema.Array(PresenceEntry) })
export type PresenceList = typeof PresenceList.Type

export const LiveChange = Schema.Struct({
  kind: Schema.Literal('change'),
  area: Schema.String,
  ids: Schema.Array(Schema.String),
  byOperatorId: Schema.NullOr(Schema.String),
  by: Schema.NullOr(Schema.String),
})
export type LiveChange = typeof LiveChange.Type

export const LivePresence = Schema.Struct({ kind: Schema.Literal('presence'), ...PresenceList.fields })
export type LivePresence = typeof LivePresence.Type

/**
 * Events may have been lost (docs/live.md "Gaps and resync"): the instance's LISTEN connection was
 * lost and is back. Never NOTIFYed: the hub of the instance that was deaf tells its own streams.
 * Pages check what they show (records their version, lists show 更新; presence beats at once).
 */
export const LiveResync = Schema.Struct({ kind: Schema.Literal('resync') })
export type LiveResync = typeof LiveResync.Type

/** One event of the stream (`data:` of a Server-Sent Event, JSON; `event:` is its `kind`). */
export const LiveEvent = Schema.Union([LiveChange, LivePresence, LiveResync])
export type LiveEvent = typeof LiveEvent.Type

/** What the stream reader tells the live connection machine (src/services/live.ops.ts → live-connection.machine.ts). */
export type LiveStreamEvent =
  | { readonly type: 'stream.open' }
  | { readonly type: 'stream.event'; readonly event: LiveEvent }
  | { readonly type: 'stream.closed' }
  | { readonly type: 'stream.failed'; readonly reason: string }
  | { readonly type: 'stream.refused'; readonly reason: string }

export const topicOf = (area: string, id: string): string => `${area}/${id}`
export const areaOfTopic = (topic: string): string => topic.slice(0, topic.indexOf('/'))

/** The area segment of a call name: `admin.doctors.update` → `doctors`. */
export const areaOfCall = (name: string): string => name.split('.')[1] ?? ''

/** Areas whose every admin-group call is admin-only (operators, audit log): their events go to admins only. */
export const adminOnlyAreas = (endpoints: ReadonlyArray<AnyEndpoint>): ReadonlySet<string> => {
  const byArea = new Map<string, Access[]>()
  for (const e of endpoints) if (e.group === 'admin') byArea.set(areaOfCall(e.name), [...(byArea.get(areaOfCall(e.name)) ?? []), e.access])
  return new Set([...byArea].filter(([, access]) => access.every((a) => a === 'admin')).map(([area]) => area))
}

/** Write calls that change nothing another operator has open: searches sent as POST, private or transient records. */
const readOnlyActions = new Set(['search', 'lookup', 'grants', 'amazonGifts', 'searchTag', 'interview'])
const quietAreas = new Set(['logProxy', 'savedViews', 'imports', 'contact', 'contacts', 'presence', 'live', 'files', 'images'])

/** Areas whose changes are told under another area's name (the MP grant changes doctors' balances). */
const areaAlias: Readonly<Record<string, string>> = { mp: 'doctors' }

/**
 * The change a successful call made, or null for a read or a quiet call: its area, and the ids it
 * names (the first path parameter; else the MP grant's doctors; else a bulk edit's rows; else the created object's id;
 * the undo of a batch: the kind of record it set back, no ids).
 */
export const changeOfCall = (
  endpoint: Pick<AnyEndpoint, 'name' | 'method' | 'path'>,
  params: unknown,
  body: unknown,
  payload: unknown,
): { readonly area: string; readonly ids: ReadonlyArray<string> } | null => {
  if (endpoint.method === 'GET') return null
  const [, callArea = '', action = ''] = endpoint.name.split('.')
  if (readOnlyActions.has(action) || quietAreas.has(callArea)) return null
  const area = areaAlias[callArea] ?? callArea
  // the undo of a batch: the kind of record it set back (its lists hear of it)
  const undone = (payload as { batch?: { targetType?: unknown } } | null | undefined)?.batch?.targetType
  if (callArea === 'batches' && typeof undone === 'string') return { area: `${undone}s`, ids: [] }
  const firstParam = /\{([A-Za-z]+)\}/.exec(endpoint.path)?.[1]
  const fromParam = firstParam !== undefined ? (params as Record<string, unknown> | undefined)?.[firstParam] : undefined
  if (typeof fromParam === 'string' || typeof fromParam === 'number') return { area, ids: [String(fromParam)] }
  const doctorIds = (body as { doctorIds?: unknown } | undefined)?.doctorIds
  if (Array.isArray(doctorIds)) return { area, ids: doctorIds.map(String) }
  // a bulk edit names its records in its rows (a CSV registration's rows name none: new records)
  const rows = (body as { rows?: unknown } | undefined)?.rows
  const rowIds = Array.isArray(rows) ? rows.flatMap((r: { id?: unknown } | null) => (typeof r?.id === 'string' ? [r.id] : [])) : []
  if (rowIds.length > 0) return { area, ids: rowIds }
  const created = (payload as { id?: unknown } | null | undefined)?.id
  return { area, ids: typeof created === 'string' || typeof created === 'number' ? [String(created)] : [] }
}

/**
 * The console's routes and the areas they show: `/doctor/42` and `/doctor/42/edit` are the record
 * `doctors/42`, `/doctor` its list. Longest prefix first (`press_release/media` before `press_release`).
 */
const routeAreas: ReadonlyArray<readonly [string, string]> = [
  ['press_release/media', 'medium'],
  ['press_release', 'pressReleases'],
  ['doctor', 'doctors'],
  ['client', 'clients'],
  ['operator', 'operators'],
  ['organization', 'organizations'],
  ['manuscript', 'manuscripts'],
  ['expertise', 'expertise'],
]
const notRecords = new Set(['new', 'import'])

export type LivePlace =
  | { readonly kind: 'record'; readonly topic: string; readonly area: string; readonly id: string; readonly editing: boolean }
  | { readonly kind: 'list'; readonly area: string }

/** What a console path shows, for presence and change notices; undefined for other pages. */
export const livePlaceOf = (pathname: string): LivePlace | undefined => {
  const path = pathname.replace(/^\/+|\/+$/g, '')
  for (const [route, area] of routeAreas) {
    if (path === route) return { kind: 'list', area }
    if (!path.startsWith(`${route}/`)) continue
    const rest = path.slice(route.length + 1).split('/')
    const [id, what] = rest
    if (id === undefined || notRecords.has(id) || rest.length > 2 || (what !== undefined && what !== 'edit')) return undefined
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined
    return { kind: 'record', topic: topicOf(area, id), area, id, editing: what === 'edit' }
  }
  return undefined
}
