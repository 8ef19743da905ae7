/**
 * Issue 32, history of a record and the 監査ログ screen (server side): an edit is recorded with
 * the fields before and after and the operator's name; a revert through the record's own update
 * (`?revertOf=<entry>`) is recorded as one (its entry and reason), and must name an entry of the same
 * object; the search filters by operator, kind of object, action and period (Tokyo days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@server/src/db/database'
import { revertReason } from '@src/domain/audit'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
let doctor: { id: string; version: number; lastName: string } & Record<string, unknown>
let other: { id: string }
beforeAll(async () => {
  server = await startTestServer()
  const doctors = (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 2 } })).body.payload
  doctor = doctors[0]
  other = doctors[1]
})
afterAll(() => server.close())

const search = (body: Record<string, unknown>, as = admin) => server.json('POST', '/api/v1/admin/audit_logs/search', { as, body })
const updateBody = (d: Record<string, unknown>, lastName: string) => ({
  email: d.email, lastName, firstName: d.firstName, lastNameKana: d.lastNameKana, firstNameKana: d.firstNameKana,
  phone: d.phone ?? undefined, medicalLicenseNumber: d.medicalLicenseNumber, prefecture: d.prefecture ?? undefined,
  organizationId: d.organizationId ?? undefined, belongIds: d.belongIds, expertiseIds: d.expertiseIds, allowed: d.allowed, version: d.version,
})

describe('history of a record', () => {
  let edit: { id: string; before: { last_name: string }; after: { last_name: string } }

  it('an edit is recorded with the changed field before and after, and the operator by name', async () => {
    const res = await server.json('PUT', `/api/v1/admin/doctors/${doctor.id}`, { as: operator, body: updateBody(doctor, '履歴') })
    expect(res.status).toBe(200)
    doctor = res.body.payload
    const [entry] = (await search({ targetType: 'doctor', targetId: doctor.id })).body.payload
    expect(entry).toMatchObject({ action: 'doctors.update', actorEmail: operator, before: { last_name: expect.not.stringMatching(/^履歴$/) }, after: { last_name: '履歴' }, revertOf: null, reason: null })
    expect(entry.actorName).toEqual(expect.any(String))
    edit = entry
  })

  it('a revert goes through the same update (version checked) and is recorded as a revert of that entry', async () => {
    const stale = await server.json('PUT', `/api/v1/admin/doctors/${doctor.id}?revertOf=${edit.id}`, { as: admin, body: { ...updateBody(doctor, edit.before.last_name), version: doctor.version - 1 } })
    expect(stale.status).toBe(409)
    const res = await server.json('PUT', `/api/v1/admin/doctors/${doctor.id}?revertOf=${edit.id}`, { as: admin, body: updateBody(doctor, edit.before.last_name) })
    expect(res.status).toBe(200)
    expect(res.body.payload.lastName).toBe(edit.before.last_name)
    doctor = res.body.payload
    const [entry] = (await search({ targetType: 'doctor', targetId: doctor.id })).body.payload
    expect(entry).toMatchObject({ action: 'doctors.update', revertOf: edit.id, reason: revertReason, before: { last_name: '履歴' }, after: { last_name: edit.before.last_name } })
  })

  it("a revert naming another object's entry is refused with nothing changed", async () => {
    const res = await server.json('PUT', `/api/v1/admin/doctors/${other.id}?revertOf=${edit.id}`, { as: admin, body: updateBody((await server.json('GET', `/api/v1/doctors/${other.id}`, { as: admin })).body.payload, '別人') })
    expect(res.status).toBe(422)
    expect(res.body.messages[0].message).toBe('戻す変更が履歴に見つかりません')
    expect((await search({ targetType: 'doctor', targetId: other.id })).body.payload).toHaveLength(0)
  })
})

describe('who reads it', () => {
  it("any operator reads one record's history; only admins read the rest of the log", async () => {
    expect((await search({ targetType: 'doctor', targetId: doctor.id }, operator)).status).toBe(200)
    for (const body of [{}, { targetType: 'doctor' }, { targetId: doctor.id }, { targetType: 'giftExchange', targetId: '1' }, { action: 'doctors.update' }]) {
      const res = await search(body, operator)
      expect({ body, status: res.status, message: res.body.messages?.[0]?.message }).toEqual({ body, status: 403, message: '監査ログは管理者（全権限）だけが閲覧できます' })
    }
    expect((await search({})).status).toBe(200)
  })
})

describe('the 監査ログ search', () => {
  it('filters by operator, kind of object, action and period (Tokyo calendar days)', async () => {
    const [op] = await server.db.query<{ id: string }>(sql`SELECT id FROM operators WHERE email = ${operator}`)
    const byOperator = (await search({ operatorId: op!.id })).body.payload
    expect(byOperator.length).toBeGreaterThan(0)
    expect(byOperator.every((r: { actorEmail: string }) => r.actorEmail === operator)).toBe(true)
    expect((await search({ targetType: 'doctor', action: 'doctors.update' })).body.payload.every((r: { targetType: string; action: string }) => r.targetType === 'doctor' && r.action === 'doctors.update')).toBe(true)
    // an entry at 2024-04-01 00:30 in Tokyo (2024-03-31 15:30 UTC) is on the 1st in Tokyo
    await server.db.query(sql`INSERT INTO audit_logs (action, target_type, target_id, created_at) VALUES ('clients.update', 'client', '7', '2024-03-31T15:30:00Z')`)
    const on = (from: string, to: string) => search({ targetType: 'client', from, to }).then((r) => r.body.payload.map((e: { createdAt: string }) => e.createdAt))
    expect(await on('2024-04-01', '2024-04-01')).toHaveLength(1)
    expect(await on('2024-03-31', '2024-03-31')).toHaveLength(0)
    expect(await on('2024-03-01', '2024-04-30')).toHaveLength(1)
    expect((await search({ from: '2024-02-30' })).status).toBe(400)
    expect((await search({ targetType: 'spaceship' })).status).toBe(400)
  })
})
