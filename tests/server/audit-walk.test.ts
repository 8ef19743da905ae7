/**
 * Issue 32, "history of every record": everything the console (or anybody) can change is in the
 * audit log. Every write of the catalogue (every non-GET call that is not a read: a `list` shape is
 * a search) is replayed as its Pact interaction describes it (contracts/pacts, on its provider
 * states, like access-matrix.test.ts) by a caller it lets through, and must leave a new audit entry
 * with the call's action naming the object it changed. The only writes without one are declared
 * with their reason (`notAudited`, server/src/http/audited.ts). And the log itself cannot be
 * changed or deleted through the API: no call writes it, and no route answers a change to it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints, type CallName } from '@src/domain/catalogue'
import { groupBase, type AnyEndpoint } from '@src/domain/endpoint'
import type { OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { auditedByBatch, notAudited } from '@server/src/http/audited'
import { auditSpecs } from '@server/src/areas'
import { openTestDb } from './support/db'
import { doctorB, interactionOf, requestOf, restrictB, setUpWorld, successfulInteractionsOf } from './support/pact-replay'
import { admin, testAuthenticator, testToken } from './support/server'

const writes = allEndpoints.filter((e) => e.method !== 'GET' && e.shape !== 'list')
const specOf = (e: AnyEndpoint) => auditSpecs[e.name as CallName]

/** Who sends the call: the signed-in doctor for a doctor's own call, else an admin (staff pass every other access). */
const bearerFor = (e: AnyEndpoint) => `Bearer ${testToken(e.access === 'doctor' ? doctorB.email : admin)}`

let db: OpenDb
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  db = await openTestDb()
  app = createApp({ db, auth: testAuthenticator, log: () => {} })
})
afterAll(() => db.close())

type EntryRow = {
  readonly id: string
  readonly action: string
  readonly target_type: string
  readonly target_id: string
  readonly actor_email: string | null
}
const newest = async (after: number) =>
  db.query<EntryRow>(sql`SELECT id, action, target_type, target_id, actor_email FROM audit_logs WHERE id::bigint > ${after} ORDER BY id::bigint`)
const lastId = async () => Number((await db.query<{ n: string | null }>(sql`SELECT max(id::bigint)::text AS n FROM audit_logs`))[0]?.n ?? 0)

describe('every write is audited', () => {
  it('each write of the catalogue has an audit spec or a declared reason why it changes nothing (never both)', () => {
    const ways = (e: AnyEndpoint) => [specOf(e), notAudited[e.name as CallName], auditedByBatch[e.name as CallName]].filter((w) => w !== undefined).length
    const unaccounted = writes.filter((e) => ways(e) === 0).map((e) => e.name)
    expect(unaccounted).toEqual([])
    const both = writes.filter((e) => ways(e) > 1).map((e) => e.name)
    expect(both).toEqual([])
    for (const name of Object.keys(auditedByBatch)) expect(writes.map((e) => e.name)).toContain(name)
    // a declared exception names a real write
    for (const name of Object.keys(notAudited)) expect(writes.map((e) => e.name)).toContain(name)
  })

  for (const e of writes.filter((w) => specOf(w)))
    it(`${e.name} leaves an entry naming the object it changed`, async () => {
      const spec = specOf(e)!
      // its successful interactions in turn, until one changes something (resuming a medium that is not suspended changes nothing)
      let rows: ReadonlyArray<EntryRow> = []
      for (const interaction of [...successfulInteractionsOf(e), interactionOf(e)]) {
        await setUpWorld(db, interaction)
        if (e.access === 'doctor') await restrictB(db, 'doctor', false)
        const from = await lastId()
        const res = await app.fetch(requestOf(interaction, bearerFor(e)))
        expect({ call: e.name, status: res.status < 300 ? 'ok' : res.status, body: res.status < 300 ? null : await res.text() }).toEqual({ call: e.name, status: 'ok', body: null })
        rows = (await newest(from)).filter((r) => r.action === spec.action)
        if (rows.length > 0) break
      }
      expect(rows.length, `${e.name}: no ${spec.action} entry`).toBeGreaterThan(0)
      for (const r of rows) {
        expect(r.target_type).toBe(spec.targetType)
        expect(r.target_id).toMatch(/^\S+$/)
        expect(r.actor_email).toBe(e.access === 'doctor' ? doctorB.email : admin)
      }
    })
})

describe('the writes recorded as a batch', () => {
  for (const e of writes.filter((w) => auditedByBatch[w.name as CallName] !== undefined))
    it(`${e.name} leaves an entry per record it changed, under ${auditedByBatch[e.name as CallName]}, carrying its batch`, async () => {
      const action = auditedByBatch[e.name as CallName]!
      let rows: ReadonlyArray<EntryRow & { batch_id: string | null }> = []
      for (const interaction of [...successfulInteractionsOf(e), interactionOf(e)]) {
        await setUpWorld(db, interaction)
        const from = await lastId()
        const res = await app.fetch(requestOf(interaction, bearerFor(e)))
        if (res.status >= 300) continue
        rows = (await db.query<EntryRow & { batch_id: string | null }>(
          sql`SELECT id, action, target_type, target_id, actor_email, batch_id FROM audit_logs WHERE id::bigint > ${from} AND action = ${action} ORDER BY id::bigint`,
        ))
        if (rows.length > 0) break
      }
      expect(rows.length, `${e.name}: no ${action} entry`).toBeGreaterThan(0)
      for (const r of rows) {
        expect(r.batch_id).toMatch(/^\S+$/)
        expect(r.actor_email).toBe(admin)
      }
    })
})

describe('the log cannot be changed or deleted through the API', () => {
  it('the catalogue has no call on the audit log but reads: its search and a record\'s fields now', () => {
    const onLog = allEndpoints.filter((e) => e.path.startsWith('/audit_logs'))
    expect(onLog.map((e) => [e.name, e.method, e.shape])).toEqual([['admin.auditLogs.search', 'POST', 'list'], ['admin.auditLogs.current', 'GET', 'item']])
    for (const spec of Object.values(auditSpecs)) expect(spec?.recorded.table).not.toBe('audit_logs')
  })

  it('a change or a delete of an entry is answered 404 for every method, and the entry stays as it was', async () => {
    await setUpWorld(db, interactionOf(allEndpoints.find((e) => e.name === 'admin.doctors.setStatus')!))
    await db.query(sql`INSERT INTO audit_logs (action, target_type, target_id, reason) VALUES ('doctors.update', 'doctor', '42', 'kept')`)
    const id = String(await lastId())
    const before = await db.query(sql`SELECT * FROM audit_logs WHERE id = ${id}`)
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      for (const path of [`/audit_logs/${id}`, '/audit_logs', `/audit_logs/${id}/revert`]) {
        const res = await app.fetch(
          new Request(`http://walk.test${groupBase.admin}${path}`, {
            method,
            headers: { authorization: `Bearer ${testToken(admin)}`, 'content-type': 'application/json' },
            body: JSON.stringify({ reason: 'changed', deleted: true }),
          }),
        )
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 })
      }
    expect(await db.query(sql`SELECT * FROM audit_logs WHERE id = ${id}`)).toEqual(before)
  })
})
