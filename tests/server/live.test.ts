/**
 * Presence and live updates (docs/live.md), over real HTTP servers: two API instances on one
 * database (PostgreSQL with DATABASE_URL: `bash scripts/with-postgres.sh npx vitest run
 * tests/server/live.test.ts`: two pools, two LISTEN connections, so a save through instance A
 * reaches a stream held by instance B only through NOTIFY; PGlite otherwise: two servers on one
 * in-process database). Streams are read as the console reads them (fetch, Authorization header).
 */
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDb, type ListenState, type OpenDb } from '@server/src/db/database'
import { seedDemo } from '@server/src/seed/demo.seed'
import { createServer, type RunningServer } from '@server/src/server'
import { deafCloseMs, listenWaitMs } from '@server/src/areas/live/live.hub'
import type { LiveEvent } from '@src/domain/live'
import { openTestDb } from './support/db'
import { admin, operator, testAuthenticator, testToken } from './support/server'
import { doctorEmail } from '@server/testing/provider-states'

const admin2 = 'admin2@medicolle.example'
const dbs: OpenDb[] = []
const servers: RunningServer[] = []
const bases: string[] = []
const streams: LiveStream[] = []
/**
 * A handle whose LISTEN connection states a test can play (`lost` / `resumed`, as database.ts
 * tells them on PostgreSQL), to make a gap without a server to cut; real states pass through.
 */
const played = (db: OpenDb) => {
  const states: Array<(state: ListenState) => void> = []
  const handle: OpenDb = {
    ...db,
    listen: (channel, onPayload, onState) => {
      if (onState) states.push(onState)
      return db.listen(channel, onPayload, onState)
    },
  }
  return { handle, play: (state: ListenState) => states.forEach((f) => f(state)) }
}
/** PGlite: instance B's own hub, whose LISTEN states the gap test plays. */
let gapState: ((state: ListenState) => void) | undefined
/** Instance C (index 2; both engines): its LISTEN is "lost" for good in a test. */
let deafState: ((state: ListenState) => void) | undefined

const freshPostgres = async (baseUrl: string) => {
  const name = `live_${randomBytes(6).toString('hex')}`
  const c = new pg.Client({ connectionString: baseUrl })
  await c.connect()
  await c.query(`CREATE DATABASE ${name}`).finally(() => c.end())
  const u = new URL(baseUrl)
  u.pathname = `/${name}`
  return u.toString()
}

beforeAll(async () => {
  const baseUrl = process.env.DATABASE_URL
  if (baseUrl) {
    const url = await freshPostgres(baseUrl)
    dbs.push(await openDb({ databaseUrl: url, pool: { max: 4 } }))
    dbs.push(await openDb({ databaseUrl: url, migrate: false, pool: { max: 4 } }))
  } else {
    const db = await openTestDb()
    // instance B's own hub (its own LISTEN, as on PostgreSQL), whose connection states the test plays
    const b = played(db)
    gapState = b.play
    dbs.push(db, b.handle)
  }
  const c = played(dbs[1] as OpenDb)
  deafState = c.play
  dbs.push(c.handle)
  const db = dbs[0] as OpenDb
  await seedDemo(db, 20)
  await db.query(sql`INSERT INTO operators (email, name, role, active) VALUES (${admin2}, '山田 一郎', 'admin', true)`)
  for (const d of dbs) {
    const running = await createServer({ db: d, auth: testAuthenticator, port: 0, log: () => {} }).listen()
    servers.push(running)
    bases.push(`http://127.0.0.1:${(running.server.address() as AddressInfo).port}`)
  }
}, 120_000)

afterAll(async () => {
  for (const s of streams) s.close()
  await Promise.all(servers.map((s) => s.close()))
  await Promise.all((process.env.DATABASE_URL ? dbs.slice(0, 2) : dbs.slice(0, 1)).map((d) => d.close()))
})

const bearer = (who: string) => (who.startsWith('Bearer ') ? who : `Bearer test:${who}`)

const call = async (instance: number, who: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${bases[instance]}${path}`, {
    method,
    headers: { authorization: bearer(who), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as { payload?: any; messages?: Array<{ message: string }> } }
}

interface LiveStream {
  readonly events: LiveEvent[]
  readonly status: number
  waitFor(predicate: (e: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>
  /** Resolves when the server ends the stream. */
  ended(ms: number): Promise<void>
  close(): void
}

const session = () => randomBytes(9).toString('base64url')

/** Open the stream on an instance as the console does (fetch + Authorization), read its events. */
const openStream = async (instance: number, who: string, sessionId = session()): Promise<LiveStream> => {
  const controller = new AbortController()
  const res = await fetch(`${bases[instance]}/api/v1/admin/live/events?session=${sessionId}`, {
    headers: { authorization: bearer(who), accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const events: LiveEvent[] = []
  const waiters = new Set<() => void>()
  let finish = () => {}
  const endedPromise = new Promise<void>((resolve) => (finish = resolve))
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
        if (done) return finish()
        buffer += value
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n')
          const kind = /^event: (.*)$/m.exec(block)?.[1]
          if ((kind === 'change' || kind === 'presence' || kind === 'resync') && data) events.push(JSON.parse(data) as LiveEvent)
          for (const w of waiters) w()
        }
      }
    })()
  }
  const stream: LiveStream = {
    events,
    status: res.status,
    waitFor: (predicate, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(predicate)
          if (!hit) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(hit)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no such event in ${ms} ms; got ${JSON.stringify(events)}`))
        }, ms)
        waiters.add(check)
        check()
      }),
    ended: (ms) =>
      Promise.race([endedPromise, new Promise<void>((_, reject) => setTimeout(() => reject(new Error(`the stream did not end in ${ms} ms`)), ms))]),
    close: () => controller.abort(),
  }
  if (!res.ok) await res.body?.cancel()
  streams.push(stream)
  return stream
}

const doctorId = async () => (await (dbs[0] as OpenDb).query<{ id: string }>(sql`SELECT id FROM doctors WHERE deleted_at IS NULL ORDER BY id LIMIT 1`))[0]?.id as string
const operatorId = async (email: string) => (await (dbs[0] as OpenDb).query<{ id: string }>(sql`SELECT id FROM operators WHERE email = ${email}`))[0]?.id as string

const setAllowed = (instance: number, who: string, id: string, allowed: boolean) =>
  call(instance, who, 'PATCH', `/api/v1/admin/doctors/${id}/doctor`, { allowed })

/** Nothing more arrives for a while (what must NOT be told). */
const quiet = (ms = 700) => new Promise((r) => setTimeout(r, ms))

describe('changes', () => {
  it('a save through instance A reaches a stream held by instance B, with who saved it', async () => {
    const id = await doctorId()
    const listener = await openStream(1, operator)
    expect(listener.status).toBe(200)
    const saved = await setAllowed(0, admin, id, false)
    expect(saved.status).toBe(200)
    const event = await listener.waitFor((e) => e.kind === 'change' && e.area === 'doctors' && e.ids.includes(id))
    expect(event).toEqual({ kind: 'change', area: 'doctors', ids: [id], byOperatorId: await operatorId(admin), by: '管理 太郎' })
    listener.close()
  })

  it('several listeners on both instances hear one save once each; the saver hears nothing of their own save', async () => {
    const id = await doctorId()
    const others = [await openStream(0, operator), await openStream(1, operator), await openStream(1, admin2)]
    const saver = await openStream(0, admin)
    await setAllowed(1, admin, id, true)
    for (const s of others) await s.waitFor((e) => e.kind === 'change' && e.ids.includes(id))
    await quiet()
    for (const s of others) expect(s.events.filter((e) => e.kind === 'change' && e.ids.includes(id))).toHaveLength(1)
    expect(saver.events.filter((e) => e.kind === 'change')).toEqual([])
    for (const s of [...others, saver]) s.close()
  })

  it('a refused save tells nobody', async () => {
    const listener = await openStream(1, operator)
    const refused = await call(0, admin, 'PATCH', '/api/v1/admin/doctors/999999999/doctor', { allowed: true })
    expect(refused.status).toBe(404)
    await quiet()
    expect(listener.events).toEqual([])
    listener.close()
  })

  it('changes of admin-only areas (operators) go to admins only', async () => {
    const plain = await openStream(1, operator)
    const other = await openStream(1, admin2)
    const created = await call(0, admin, 'POST', '/api/v1/admin/operators/', { email: 'live-new@medicolle.example', name: '新規 三郎', role: 'operator', active: true })
    expect(created.status).toBe(201)
    const id = created.body.payload.id as string
    await other.waitFor((e) => e.kind === 'change' && e.area === 'operators' && e.ids.includes(id))
    await quiet()
    expect(plain.events.filter((e) => e.kind === 'change' && e.area === 'operators')).toEqual([])
    plain.close()
    other.close()
  })
})

describe('presence', () => {
  it('who opens, edits and leaves a record is told to the others on every instance, with the name from the operators table', async () => {
    const topic = `doctors/${await doctorId()}`
    const watcher = await openStream(1, admin)
    const mine = session()
    const stream = await openStream(0, operator, mine)
    const on = (present: number, editing?: boolean) => (e: LiveEvent) =>
      e.kind === 'presence' && e.topic === topic && e.present.length === present && (editing === undefined || e.present[0]?.editing === editing)

    const first = await call(0, operator, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: false })
    expect(first.status).toBe(200)
    expect(first.body.payload).toEqual({ topic, present: [{ session: mine, operatorId: await operatorId(operator), name: '運用 花子', editing: false }] })
    await watcher.waitFor(on(1, false))

    const count = () => watcher.events.filter((e) => e.kind === 'presence' && e.topic === topic).length
    const before = count()
    await call(0, operator, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: false }) // a beat: nothing new
    await quiet()
    expect(count()).toBe(before)

    await call(1, operator, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: true })
    await watcher.waitFor(on(1, true))
    await call(1, operator, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: true, leave: true })
    await watcher.waitFor((e) => on(0)(e) && watcher.events.indexOf(e) >= before)
    stream.close()
    watcher.close()
  })

  it('a tab whose stream closes (tab closed, network lost) is gone at once', async () => {
    const topic = `doctors/${await doctorId()}`
    const watcher = await openStream(1, admin)
    const mine = session()
    const stream = await openStream(0, operator, mine)
    await call(0, operator, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: true })
    await watcher.waitFor((e) => e.kind === 'presence' && e.topic === topic && e.present.some((p) => p.session === mine))
    const seen = watcher.events.length
    stream.close()
    await watcher.waitFor((e) => e.kind === 'presence' && e.topic === topic && watcher.events.indexOf(e) >= seen && !e.present.some((p) => p.session === mine))
    watcher.close()
  })

  it('a tab whose beats stop is swept once its time is up (seen by every instance)', async () => {
    const topic = `doctors/${await doctorId()}`
    const watcher = await openStream(1, admin)
    const mine = session()
    await call(0, operator, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: false }) // no stream: only beats
    await watcher.waitFor((e) => e.kind === 'presence' && e.topic === topic && e.present.some((p) => p.session === mine))
    const seen = watcher.events.length
    await (dbs[0] as OpenDb).query(sql`UPDATE live_presence SET expires_at = now() - interval '1 second' WHERE session = ${mine}`) // 30 s later
    await watcher.waitFor((e) => e.kind === 'presence' && e.topic === topic && watcher.events.indexOf(e) >= seen && !e.present.some((p) => p.session === mine), 8_000)
    watcher.close()
  }, 15_000)

  it('presence on an admin-only record: refused to a plain operator, told to admins only', async () => {
    const topic = `operators/${await operatorId(admin)}`
    const plain = await openStream(1, operator)
    const watcher = await openStream(1, admin)
    const refused = await call(0, operator, 'POST', '/api/v1/admin/live/presence', { session: session(), topic, editing: false })
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ messages: [{ message: 'この操作は管理者権限が必要です' }] }) })
    await call(0, admin2, 'POST', '/api/v1/admin/live/presence', { session: session(), topic, editing: true })
    await watcher.waitFor((e) => e.kind === 'presence' && e.topic === topic)
    await quiet()
    expect(plain.events.filter((e) => e.kind === 'presence' && e.topic === topic)).toEqual([])
    plain.close()
    watcher.close()
  })

  it("another operator cannot take over or end a tab's presence", async () => {
    const topic = `doctors/${await doctorId()}`
    const mine = session()
    await call(0, operator, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: false })
    const hijack = await call(1, admin, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: true, leave: true })
    expect(hijack.status).toBe(200)
    expect(hijack.body.payload.present).toEqual([expect.objectContaining({ session: mine, name: '運用 花子', editing: false })])
    await call(0, operator, 'POST', '/api/v1/admin/live/presence', { session: mine, topic, editing: false, leave: true })
  })
})

describe('gaps (docs/live.md "Gaps and resync")', () => {
  /** Cut instance B's LISTEN connection: on PostgreSQL its backend is terminated (it opens again 1 s later); on PGlite the states are played. */
  const cutListen = async () => {
    if (!process.env.DATABASE_URL) {
      gapState?.('lost')
      await quiet(200)
      gapState?.('resumed')
      return
    }
    const killed = await (dbs[0] as OpenDb).query<{ done: boolean }>(
      sql`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    )
    expect(killed.length).toBeGreaterThanOrEqual(2) // both instances' LISTEN connections
  }

  it('a LISTEN connection lost and back: its streams hear resync, and a later save through another instance still reaches them', async () => {
    const id = await doctorId()
    const listener = await openStream(1, operator)
    expect(listener.status).toBe(200)
    await cutListen()
    await listener.waitFor((e) => e.kind === 'resync', 8_000)
    expect(listener.events.filter((e) => e.kind === 'resync')).toHaveLength(1)
    // the stream stayed open and hears the NOTIFYs sent after the gap
    const saved = await setAllowed(0, admin, id, true)
    expect(saved.status).toBe(200)
    await listener.waitFor((e) => e.kind === 'change' && e.area === 'doctors' && e.ids.includes(id))
    // a stream opened after the gap hears changes too, and no resync of a gap it did not live through
    const later = await openStream(1, admin2)
    await setAllowed(0, admin, id, false)
    await later.waitFor((e) => e.kind === 'change' && e.ids.includes(id))
    expect(later.events.filter((e) => e.kind === 'resync')).toEqual([])
    listener.close()
    later.close()
  }, 20_000)

  it('a LISTEN connection that stays lost: its streams are closed (browsers connect again), new ones refused with 503 until it is back', async () => {
    const deaf = await openStream(2, operator)
    expect(deaf.status).toBe(200)
    const lostAt = Date.now()
    deafState?.('lost')
    const refused = await fetch(`${bases[2]}/api/v1/admin/live/events?session=${session()}`, { headers: { authorization: bearer(operator) } })
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as { messages: Array<{ message: string }> }).messages[0]?.message).toBe('更新通知を一時的に受け取れません')
    expect(Date.now() - lostAt).toBeGreaterThanOrEqual(listenWaitMs - 100) // it waited for the LISTEN first
    await deaf.ended(deafCloseMs + 3_000)
    expect(Date.now() - lostAt).toBeGreaterThanOrEqual(deafCloseMs - 100)
    expect(deaf.events.filter((e) => e.kind === 'resync')).toEqual([]) // closed, not resynced: the browser's reconnect resyncs
    deafState?.('resumed')
    const back = await openStream(2, operator)
    expect(back.status).toBe(200)
    back.close()
  }, 25_000)
})

describe('who may connect', () => {
  const events = (who: string | undefined, query = `session=${session()}`) =>
    fetch(`${bases[0]}/api/v1/admin/live/events?${query}`, { headers: who ? { authorization: bearer(who) } : {} }).then(async (res) => {
      const body = (await res.json()) as { messages: Array<{ message: string }> }
      return { status: res.status, message: body.messages[0]?.message }
    })

  it('staff only: no token 401, a doctor or a stranger 403; a bad session 400', async () => {
    expect(await events(undefined)).toEqual({ status: 401, message: 'ログインが必要です。再度ログインしてください。' })
    expect(await events(`Bearer ${testToken(doctorEmail('1'))}`)).toEqual({ status: 403, message: 'この操作は管理者・オペレーターのみ行えます' })
    expect(await events(`Bearer ${testToken('stranger@live.example')}`)).toEqual({ status: 403, message: 'この操作は管理者・オペレーターのみ行えます' })
    expect((await events(operator, 'session=x')).status).toBe(400)
    expect((await events(operator, '')).status).toBe(400)
    const beat = await call(0, `Bearer ${testToken(doctorEmail('1'))}`, 'POST', '/api/v1/admin/live/presence', { session: session(), topic: 'doctors/1', editing: false })
    expect(beat.status).toBe(403)
    const bad = await call(0, operator, 'POST', '/api/v1/admin/live/presence', { session: session(), topic: 'doctors/1; DROP', editing: false })
    expect(bad.status).toBe(400)
  })
})
