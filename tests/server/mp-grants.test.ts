/**
 * Issue 28 item 11: MP grants.
 * (a) A grant that names the same doctor more than once is refused (400, a field message) with
 *     nothing granted: the console never sends a doctor twice (the bulk grant's selection and the
 *     paste/file resolution keep each doctor once), and the answer promises one outcome per doctor.
 * (b) The ledger's kind is stored (`mp_ledger.kind`), never read from the grant's note: a grant whose
 *     note is 'exchange' or 'survey' is a grant in the grant ledger and in the doctor's ledger, and an
 *     exchange is never a grant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@server/src/db/database'
import { ensureDoctor, mpLedger } from '@server/testing/fixtures'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const messages = (body: { messages: { message: string }[] }) => body.messages.map((m) => m.message)
const balanceOf = async (id: string) =>
  Number((await server.db.query<{ mp_balance: number }>(sql`SELECT mp_balance FROM doctors WHERE id = ${id}`))[0]?.mp_balance)
const grant = (body: object) => server.json('PATCH', '/api/v1/admin/mp/mp', { as: operator, body })

describe('a grant naming a doctor twice', () => {
  it('is refused with a field message, and nobody is granted (balance and ledger untouched)', async () => {
    await ensureDoctor(server.db, { id: 'dup-a', mpBalance: 100 })
    await ensureDoctor(server.db, { id: 'dup-b', mpBalance: 100 })
    const ledgerBefore = (await mpLedger(server.db, 'dup-a')).length
    const refused = await grant({ doctorIds: ['dup-a', 'dup-b', 'dup-a'], amount: 500, note: '重複テスト' })
    expect(refused.status).toBe(400)
    expect(messages(refused.body)).toEqual(['doctorIds: 同じ医師が複数回指定されています（dup-a）'])
    expect(await balanceOf('dup-a')).toBe(100)
    expect(await balanceOf('dup-b')).toBe(100)
    expect(await mpLedger(server.db, 'dup-a')).toHaveLength(ledgerBefore)
    expect(await mpLedger(server.db, 'dup-b')).toHaveLength(1)
  })

  it('names every doctor given more than once, once', async () => {
    await ensureDoctor(server.db, { id: 'dup-c', mpBalance: 0 })
    const refused = await grant({ doctorIds: ['dup-c', 'dup-a', 'dup-c', 'dup-a', 'dup-c'], amount: 10 })
    expect(refused.status).toBe(400)
    expect(messages(refused.body)).toEqual(['doctorIds: 同じ医師が複数回指定されています（dup-c, dup-a）'])
    expect(await balanceOf('dup-c')).toBe(0)
  })

  it('each doctor once: granted once, one ledger row each', async () => {
    const granted = await grant({ doctorIds: ['dup-a', 'dup-b'], amount: 500, note: '一度ずつ' })
    expect(granted.status).toBe(200)
    expect(granted.body.payload.results.map((r: { doctorId: string; ok: boolean; balance: number }) => [r.doctorId, r.ok, r.balance])).toEqual([
      ['dup-a', true, 600],
      ['dup-b', true, 600],
    ])
    expect(await balanceOf('dup-a')).toBe(600)
    const rows = await server.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM mp_ledger WHERE doctor_id = 'dup-a' AND reason = '一度ずつ'`)
    expect(rows[0]?.n).toBe(1)
  })
})

describe('the ledger kind is stored, never read from the note', () => {
  const grantLedger = async (doctorId: string) => {
    const answer = await server.json('POST', '/api/v1/admin/mp/grants/search', { as: admin, body: { doctorId, limit: 100 } })
    expect(answer.status).toBe(200)
    return answer.body.payload as { amount: number; note: string }[]
  }
  const mine = async (email: string) => {
    const answer = await server.json('GET', '/api/v1/doctors/points/mine', { as: email })
    expect(answer.status).toBe(200)
    return answer.body.payload.recent as { amount: number; reason: string; note: string | null }[]
  }

  it("a grant whose note is a ledger kind ('exchange', 'survey', 'grant') is a grant, with its note, in both ledgers", async () => {
    const email = 'kind-notes@fixtures.example'
    await ensureDoctor(server.db, { id: 'kind-notes', email, mpBalance: 0 })
    for (const [note, amount] of [['exchange', 1000], ['survey', 200], ['grant', 30]] as const)
      expect((await grant({ doctorIds: ['kind-notes'], amount, note })).status).toBe(200)
    expect((await grantLedger('kind-notes')).map((g) => [g.amount, g.note])).toEqual([
      [30, 'grant'],
      [200, 'survey'],
      [1000, 'exchange'],
    ])
    expect((await mine(email)).map((e) => [e.amount, e.reason, e.note])).toEqual([
      [30, 'grant', 'grant'],
      [200, 'grant', 'survey'],
      [1000, 'grant', 'exchange'],
    ])
  })

  it('an exchange is not a grant: absent from the grant ledger, kind exchange (no note) in the doctor\'s ledger', async () => {
    const email = 'kind-exchange@fixtures.example'
    await ensureDoctor(server.db, { id: 'kind-exchange', email, mpBalance: 0 })
    expect((await grant({ doctorIds: ['kind-exchange'], amount: 1000, note: '交換用' })).status).toBe(200)
    const exchanged = await server.json('POST', '/api/v1/doctors/points/exchange', { as: email, body: { points: 500 } })
    expect(exchanged.status).toBe(201)
    expect((await grantLedger('kind-exchange')).map((g) => [g.amount, g.note])).toEqual([[1000, '交換用']])
    expect((await mine(email)).map((e) => [e.amount, e.reason, e.note])).toEqual([
      [-500, 'exchange', null],
      [1000, 'grant', '交換用'],
    ])
  })

  it('a survey reward is not a grant either, whatever its stored text', async () => {
    const email = 'kind-survey@fixtures.example'
    await ensureDoctor(server.db, { id: 'kind-survey', email, mpBalance: 0 })
    // a move the server made itself: the kind decides, even were its text free words
    await server.db.query(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason) VALUES ('kind-survey', 50, 'survey', 'アンケート謝礼')`)
    await server.db.query(sql`UPDATE doctors SET mp_balance = 50 WHERE id = 'kind-survey'`)
    expect(await grantLedger('kind-survey')).toEqual([])
    expect((await mine(email)).map((e) => [e.amount, e.reason, e.note])).toEqual([[50, 'survey', null]])
  })
})
