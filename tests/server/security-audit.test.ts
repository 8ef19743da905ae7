/**
 * Issue 12, "audit log": destructive and money-like actions write who, what, when, before/after
 * and the reason in the same transaction as the change; admins read it through
 * `admin.auditLogs.search` (newest first, cursor paged); nobody else can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@server/src/db/database'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
let doctors: Array<{ id: string; email: string; mpBalance: number }>
beforeAll(async () => {
  server = await startTestServer()
  doctors = (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 5 } })).body.payload
})
afterAll(() => server.close())

const search = (body: Record<string, unknown>, as = admin) => server.json('POST', '/api/v1/admin/audit_logs/search', { as, body })

describe('audit log', () => {
  it('freezing and deleting a doctor write who, what, when and before/after', async () => {
    const doctor = doctors[0] as { id: string; email: string }
    expect((await server.json('PATCH', `/api/v1/admin/doctors/${doctor.id}/doctor`, { as: operator, body: { frozen: true } })).status).toBe(200)
    expect((await server.json('DELETE', `/api/v1/admin/doctors/${doctor.id}`, { as: admin })).status).toBe(200)
    const { status, body } = await search({ targetType: 'doctor', targetId: doctor.id })
    expect(status).toBe(200)
    const [deleted, frozen] = body.payload
    expect(deleted).toMatchObject({ action: 'doctors.delete', targetId: doctor.id, actorEmail: admin, before: { deleted_at: null, email: doctor.email } })
    expect(deleted.after.deleted_at).not.toBeNull()
    expect(deleted.actorOperatorId).toMatch(/^\d+$/)
    expect(frozen).toMatchObject({ action: 'doctors.setStatus', actorEmail: operator, before: { frozen: false }, after: { frozen: true } })
    expect(Date.parse(frozen.createdAt)).toBeLessThanOrEqual(Date.parse(deleted.createdAt))
  })

  it('an MP grant records each changed balance with the note as the reason; a refused doctor gets no row', async () => {
    const rich = doctors[1] as { id: string; mpBalance: number }
    const poor = doctors[2] as { id: string; mpBalance: number }
    await server.db.query(sql`UPDATE doctors SET mp_balance = 0 WHERE id = ${poor.id}`)
    await server.db.query(sql`UPDATE doctors SET mp_balance = 5000 WHERE id = ${rich.id}`)
    const grant = await server.json('PATCH', '/api/v1/admin/mp/mp', { as: admin, body: { doctorIds: [rich.id, poor.id], amount: -1000, note: '誤付与の取消' } })
    expect(grant.body.payload.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false])
    const rows = (await search({ action: 'mp.grant' })).body.payload
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ targetType: 'doctor', targetId: rich.id, before: { mp_balance: 5000 }, after: { mp_balance: 4000 }, reason: '誤付与の取消' })
  })

  it('a refused change writes nothing (404, 422)', async () => {
    const count = async () => Number((await server.db.query<{ n: string }>(sql`SELECT count(*) AS n FROM audit_logs`))[0]?.n)
    const before = await count()
    expect((await server.json('DELETE', '/api/v1/admin/doctors/999999', { as: admin })).status).toBe(404)
    expect((await server.json('DELETE', `/api/v1/admin/doctors/${(doctors[0] as { id: string }).id}`, { as: admin })).status).toBe(404) // already deleted
    expect(await count()).toBe(before)
  })

  it('the change and its audit row commit together: when the row cannot be written, the change is rolled back', async () => {
    const client = (await server.json('POST', '/api/v1/admin/clients/search', { as: admin, body: { limit: 1 } })).body.payload[0]
    await server.db.query(sql`ALTER TABLE audit_logs RENAME TO audit_logs_away`)
    try {
      const res = await server.json('PATCH', `/api/v1/admin/clients/${client.id}`, { as: admin, body: { suspended: true } })
      expect(res.status).toBe(500)
    } finally {
      await server.db.query(sql`ALTER TABLE audit_logs_away RENAME TO audit_logs`)
    }
    const [row] = await server.db.query<{ suspended_at: unknown }>(sql`SELECT suspended_at FROM clients WHERE id = ${client.id}`)
    expect(row?.suspended_at).toBeNull()
    expect((await server.json('PATCH', `/api/v1/admin/clients/${client.id}`, { as: admin, body: { suspended: true } })).status).toBe(200)
    expect((await search({ action: 'clients.suspend', targetId: client.id })).body.payload).toHaveLength(1)
  })

  it('operator role changes are recorded', async () => {
    const created = await server.json('POST', '/api/v1/admin/operators/', { as: admin, body: { email: 'audit-op@medicolle.example', name: '監査 一郎', role: 'operator', active: true } })
    expect(created.status).toBe(201)
    const id = created.body.payload.id
    expect((await server.json('PUT', `/api/v1/admin/operators/${id}`, { as: admin, body: { email: 'audit-op@medicolle.example', name: '監査 一郎', role: 'admin', active: true, version: created.body.payload.version } })).status).toBe(200)
    const rows = (await search({ targetType: 'operator', targetId: id })).body.payload
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['operators.update', 'operators.create'])
    expect(rows[0]).toMatchObject({ before: { role: 'operator' }, after: { role: 'admin' } })
    expect(rows[1]).toMatchObject({ before: null, after: { role: 'operator' } })
  })

  it('admins page through it newest first with a signed cursor; operators and strangers cannot read it', async () => {
    const first = await search({ limit: 2 })
    expect(first.body.payload).toHaveLength(2)
    const cursor = first.body.nextPaging.nextCursorKey
    expect(cursor).toEqual(expect.any(String))
    const next = await search({ limit: 2, cursor })
    expect(next.status).toBe(200)
    const ids = [...first.body.payload, ...next.body.payload].map((r: { id: string }) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect((await search({}, operator)).status).toBe(403)
    expect((await server.json('POST', '/api/v1/admin/audit_logs/search', { body: {} })).status).toBe(401)
    expect((await search({ cursor: 'tampered' })).status).toBe(400)
  })
})
