/**
 * The live hub of one instance (docs/live.md): ONE `LISTEN medicolle_live` per database handle, and
 * the Server-Sent Event streams of the operators connected to this instance. Every instance on the
 * database hears every NOTIFY (a save through instance A reaches a stream held by instance B) and
 * hands each stream only what its operator may read: changes and presence of admin-only areas
 * (operators …) to admins only; an operator's own changes are not told back to them.
 *
 * Streams: `retry: 2000`, a comment every 15 s (proxies and dead peers), and closed after 10 min so
 * the browser connects again with a fresh token (a deactivated operator is then refused). Presence
 * rows past their time are swept every 5 s by every instance (a DELETE … RETURNING: each row once).
 * Timers are unref'd: an idle hub never keeps a process (a test run) alive.
 *
 * Gaps (docs/live.md "Gaps and resync"): when the LISTEN connection drops, the NOTIFYs sent until it
 * LISTENs again are lost for this instance. Once it does (`resumed`), every stream hears `resync`
 * (its page checks what it shows; presence beats at once). Still deaf after `deafCloseMs`: the
 * streams are closed (browsers connect again with backoff and say 「更新通知に接続できません」),
 * and a new stream waits at most `listenWaitMs` for the LISTEN before it is refused with 503.
 */
import { adminOnlyAreas, areaOfTopic, type LiveEvent } from '#domain/live'
import { allEndpoints } from '#domain/catalogue'
import type { Db } from '../../db/db'
import type { OpenDb } from '../../db/connection'
import type { ListenState } from '../../db/listen'
import * as live from './live.repository'

export const adminOnly: ReadonlySet<string> = adminOnlyAreas(allEndpoints)

/** One connected tab. */
export interface LiveConnection {
  readonly session: string
  readonly operatorId: string
  readonly admin: boolean
  readonly send: (chunk: string) => void
  readonly close: () => void
  readonly openedAt: number
}

const pingMs = 15_000
const sweepMs = 5_000
export const streamLifetimeMs = 10 * 60_000
/** A LISTEN connection lost for this long: the streams are closed rather than left deaf. */
export const deafCloseMs = 10_000
/** How long a new stream waits for the LISTEN (first connect, or after a loss) before a 503. */
export const listenWaitMs = 5_000

export interface LiveHub {
  /** Resolves once this instance first LISTENs. */
  readonly ready: Promise<void>
  /** True once this instance LISTENs now (a stream opened then hears every later NOTIFY); false after `waitMs`. */
  readonly listening: (waitMs: number) => Promise<boolean>
  readonly add: (connection: LiveConnection) => void
  /** The stream closed (tab closed, network lost, lifetime over): its presence goes at once. */
  readonly remove: (connection: LiveConnection) => void
  readonly size: () => number
  /** Close every stream (draining before shutdown); browsers connect again elsewhere. */
  readonly closeAll: () => void
  /** Publish to every instance. */
  readonly publish: (event: LiveEvent) => Promise<void>
  /** Tell every instance who is on these topics now. */
  readonly presenceChanged: (topics: Iterable<string>) => Promise<void>
}

const hubs = new WeakMap<object, LiveHub>()

export const canListen = (db: Db): db is OpenDb => typeof (db as Partial<OpenDb>).listen === 'function'

const resync: LiveEvent = { kind: 'resync' }

const sse = (event: LiveEvent) => `event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`

/** May this connection hear this event? */
export const mayHear = (connection: Pick<LiveConnection, 'operatorId' | 'admin'>, event: LiveEvent): boolean => {
  if (event.kind === 'resync') return true
  const area = event.kind === 'change' ? event.area : areaOfTopic(event.topic)
  if (adminOnly.has(area) && !connection.admin) return false
  return !(event.kind === 'change' && event.byOperatorId === connection.operatorId)
}

export const hubOf = (db: OpenDb): LiveHub => {
  const existing = hubs.get(db)
  if (existing) return existing
  const connections = new Set<LiveConnection>()
  const deliver = (event: LiveEvent) => {
    const chunk = sse(event)
    for (const c of connections) if (mayHear(c, event)) c.send(chunk)
  }
  const onPayload = (payload: string) => {
    try {
      deliver(JSON.parse(payload) as LiveEvent)
    } catch (error) {
      console.error('[live] bad notification', String(error).slice(0, 200))
    }
  }
  /** Whether the LISTEN is up; who waits for it to be. */
  let up = false
  const whenUp = new Set<() => void>()
  let deaf: ReturnType<typeof setTimeout> | undefined
  const onState = (state: ListenState) => {
    if (state === 'lost') {
      up = false
      console.error(`[live] LISTEN lost: ${connections.size} stream(s) miss events until it is back`)
      deaf ??= setTimeout(() => {
        deaf = undefined
        if (up) return
        console.error(`[live] LISTEN still lost: closing ${connections.size} stream(s); browsers connect again`)
        for (const c of [...connections]) c.close()
      }, deafCloseMs)
      deaf.unref()
      return
    }
    markUp()
    if (deaf) clearTimeout(deaf)
    deaf = undefined
    console.error(`[live] LISTEN back: resync sent to ${connections.size} stream(s)`)
    deliver(resync)
  }
  const markUp = () => {
    up = true
    for (const wake of [...whenUp]) wake()
    whenUp.clear()
  }
  const ready = db.listen(live.liveChannel, onPayload, onState).then(markUp)
  ready.catch((error: unknown) => console.error('[live] LISTEN failed', String(error)))
  const listening = (waitMs: number): Promise<boolean> =>
    up
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const wake = () => {
            clearTimeout(timer)
            resolve(true)
          }
          const timer = setTimeout(() => {
            whenUp.delete(wake)
            resolve(up)
          }, waitMs)
          timer.unref()
          whenUp.add(wake)
        })

  const presenceChanged = async (topics: Iterable<string>) => {
    for (const topic of new Set(topics)) await live.notify(db, { kind: 'presence', topic, present: await live.present(db, topic) } satisfies LiveEvent)
  }
  const tick = setInterval(() => {
    const now = Date.now()
    for (const c of connections) {
      if (now - c.openedAt > streamLifetimeMs) c.close()
      else c.send(': ping\n\n')
    }
  }, pingMs)
  tick.unref()
  const sweeper = setInterval(() => {
    live
      .sweep(db)
      .then(presenceChanged)
      .catch((error: unknown) => {
        // the database is away: the next sweep tries again; closed for good: the hub stops
        if (/closed|after calling end/i.test(String(error))) stop()
      })
  }, sweepMs)
  const stop = () => {
    clearInterval(tick)
    clearInterval(sweeper)
    if (deaf) clearTimeout(deaf)
  }
  sweeper.unref()

  const hub: LiveHub = {
    ready,
    listening,
    add: (c) => void connections.add(c),
    remove: (c) => {
      if (!connections.delete(c)) return
      live
        .leave(db, c.session, c.operatorId)
        .then(presenceChanged)
        .catch(() => {}) // its rows expire and are swept anyway
    },
    size: () => connections.size,
    closeAll: () => {
      for (const c of connections) c.close()
    },
    publish: (event) => live.notify(db, event),
    presenceChanged,
  }
  hubs.set(db, hub)
  return hub
}

/** Close this database handle's streams, if it has a hub (server.ts, when draining). */
export const closeLiveStreams = (db: Db): void => hubs.get(db)?.closeAll()
