import { sql } from 'drizzle-orm'
import { maxBulkRows } from '@src/domain/bulk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const firstDoctor = async (filter: Record<string, unknown> = {}) => {
  const { body } = await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 1, ...filter } })
  return body.payload[0]
}

describe('access', () => {
  it('answers 401 with a Japanese message without a token', async () => {
    const { status, body } = await server.json('POST', '/api/v1/admin/doctors/search', { body: {} })
    expect(status).toBe(401)
    expect(body).toEqual({ status: 401, messages: [{ message: 'ログインが必要です。再度ログインしてください。' }] })
  })

  it('answers 403 to a signed-in identity that is not an active operator', async () => {
    for (const who of ['stranger@example.com', 'retired@medicolle.example']) {
      const { status } = await server.json('POST', '/api/v1/admin/doctors/search', { as: who, body: {} })
      expect(status).toBe(403)
    }
  })

  it('lets only role admin manage operators', async () => {
    expect((await server.json('GET', '/api/v1/admin/operators/', { as: operator })).status).toBe(403)
    const { status, body } = await server.json('GET', '/api/v1/admin/operators/', { as: admin })
    expect(status).toBe(200)
    expect(body.payload.map((o: { email: string }) => o.email)).toContain(admin)
  })

  it('keeps health checks and admissions public', async () => {
    expect((await server.json('GET', '/api/v1/health_check')).body.payload.status).toBe('ok')
    const yes = await server.json('GET', `/api/v1/admissions/?email=${admin}&loginDest=management`)
    const no = await server.json('GET', '/api/v1/admissions/?email=retired@medicolle.example&loginDest=management')
    expect([yes.body.payload, no.body.payload]).toEqual([true, false])
  })
})

describe('input', () => {
  it('refuses invalid input with 400 and per-field Japanese messages, writing nothing', async () => {
    const { status, body } = await server.json('POST', '/api/v1/admin/doctors/', {
      as: admin,
      body: { email: 'not-an-email', lastName: '', firstName: '太郎', lastNameKana: 'やまだ', firstNameKana: 'タロウ', medicalLicenseNumber: '12a', belongIds: [], expertiseIds: [], allowed: true },
    })
    expect(status).toBe(400)
    const text = body.messages.map((m: { message: string }) => m.message).join('\n')
    expect(text).toContain('メールアドレス')
    expect(body.payload).toBeUndefined()
  })

  it('answers 404 with an envelope for an unknown doctor', async () => {
    const { status, body } = await server.json('GET', '/api/v1/doctors/999999', { as: admin })
    expect(status).toBe(404)
    expect(body.messages[0].message).toBe('医師が見つかりません')
  })
})

describe('keyset paging', () => {
  it('returns every live doctor exactly once across pages, without OFFSET', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    for (let i = 0; i < 50; i++) {
      const { body }: { body: any } = await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 7, cursor, sort: 'lastNameKana', order: 'asc' } })
      seen.push(...body.payload.map((d: { id: string }) => d.id))
      cursor = body.nextPaging.nextCursorKey
      if (!cursor) break
    }
    const live = await server.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors WHERE deleted_at IS NULL`)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBe(Number(live[0]?.n))
  })

  it('refuses a forged cursor with 400', async () => {
    const { status } = await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { cursor: 'garbage!' } })
    expect(status).toBe(400)
  })
})

describe('doctor states', () => {
  it('freezes, unfreezes and soft-deletes; a deleted doctor leaves the lists and frees the e-mail', async () => {
    const doctor = await firstDoctor({ frozen: false })
    const frozen = await server.json('PATCH', `/api/v1/admin/doctors/${doctor.id}/doctor`, { as: admin, body: { frozen: true } })
    expect(frozen.body.payload.frozen).toBe(true)
    const unfrozen = await server.json('PATCH', `/api/v1/admin/doctors/${doctor.id}/doctor`, { as: admin, body: { frozen: false } })
    expect(unfrozen.body.payload.frozen).toBe(false)
    const deleted = await server.json('DELETE', `/api/v1/admin/doctors/${doctor.id}`, { as: admin })
    expect(deleted.body.payload.id).toBe(doctor.id)
    expect((await server.json('GET', `/api/v1/doctors/${doctor.id}`, { as: admin })).status).toBe(404)
    expect((await server.json('DELETE', `/api/v1/admin/doctors/${doctor.id}`, { as: admin })).status).toBe(404)
    const search = await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { keyword: doctor.email } })
    expect(search.body.payload).toEqual([])
  })

  it('answers 409 for a second live doctor with the same e-mail', async () => {
    const doctor = await firstDoctor()
    const { status } = await server.json('POST', '/api/v1/admin/doctors/', {
      as: admin,
      body: { email: doctor.email.toUpperCase(), lastName: '重複', firstName: '太郎', lastNameKana: 'チョウフク', firstNameKana: 'タロウ', medicalLicenseNumber: '123456', belongIds: [], expertiseIds: [], allowed: true },
    })
    expect(status).toBe(409)
  })
})

describe('MP ledger', () => {
  it('grants atomically and refuses a grant that would drive the balance below zero (422)', async () => {
    const doctor = await firstDoctor()
    const plus = await server.json('PATCH', '/api/v1/admin/mp/mp', { as: admin, body: { doctorIds: [doctor.id], amount: 1500 } })
    expect(plus.status).toBe(200)
    expect(plus.body.payload.results[0]).toMatchObject({ doctorId: doctor.id, ok: true, balance: doctor.mpBalance + 1500 })
    const minus = await server.json('PATCH', '/api/v1/admin/mp/mp', { as: admin, body: { doctorIds: [doctor.id], amount: -(doctor.mpBalance + 2000) } })
    expect(minus.status).toBe(422)
    const after = await server.json('GET', `/api/v1/doctors/${doctor.id}`, { as: admin })
    expect(after.body.payload.mpBalance).toBe(doctor.mpBalance + 1500)
  })
})

describe('bulk registration', () => {
  const row = (n: number, email: string) => ({
    row: n + 1,
    importKey: `file-abc:${n}`,
    input: { email, lastName: '山田', firstName: '一郎', lastNameKana: 'ヤマダ', firstNameKana: 'イチロウ', medicalLicenseNumber: String(900000 + n), belongIds: [], expertiseIds: [], allowed: true },
  })

  it('answers per row and creates nothing twice when a batch is retried', async () => {
    const rows = [row(1, 'bulk1@doctors.example'), row(2, 'bulk2@doctors.example'), row(3, 'bulk1@doctors.example')]
    const first = await server.json('POST', '/api/v1/admin/doctors/bulk_registers', { as: admin, body: { rows } })
    expect(first.body.payload).toMatchObject({ succeeded: 2, failed: 1 })
    expect(first.body.payload.results[2].errors[0]).toContain('すでに登録されています')
    const retry = await server.json('POST', '/api/v1/admin/doctors/bulk_registers', { as: admin, body: { rows } })
    expect(retry.body.payload.results.slice(0, 2).map((r: { duplicate: boolean; id: string }) => [r.duplicate, r.id])).toEqual(
      first.body.payload.results.slice(0, 2).map((r: { id: string }) => [true, r.id]),
    )
    const found = await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { keyword: 'bulk' } })
    expect(found.body.payload).toHaveLength(2)
  })

  it('a full batch (maxBulkRows, 5,000 rows) with a refused row in the middle commits exactly the rows above it and answers up to it', async () => {
    const rows = Array.from({ length: maxBulkRows }, (_, i) => row(10_000 + i, `big${i}@doctors.example`))
    rows[2500] = row(12_500, 'bulk2@doctors.example') // e-mail already registered above
    const first = await server.json('POST', '/api/v1/admin/doctors/bulk_registers', { as: admin, body: { rows } })
    expect(first.status).toBe(200)
    expect(first.body.payload).toMatchObject({ succeeded: 2500, failed: 1 })
    expect(first.body.payload.results).toHaveLength(2501)
    expect(first.body.payload.results.at(-1)).toMatchObject({ row: 12_501, ok: false })
    const count = await server.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors WHERE email LIKE 'big%@doctors.example'`)
    expect(count[0]?.n).toBe(2500)
    // スキップ: the rest from the next row
    const rest = await server.json('POST', '/api/v1/admin/doctors/bulk_registers', { as: admin, body: { rows: rows.slice(2501) } })
    expect(rest.body.payload).toMatchObject({ succeeded: 2499, failed: 0 })
  })
})

describe('expertise tree', () => {
  it('refuses a re-parenting that would create a cycle (422) and a delete of a node with children (409)', async () => {
    const tree = (await server.json('GET', '/api/v1/expertise/tree', { as: admin })).body.payload
    const root = tree[0]
    const grandchild = root.children[0].children[0]
    const cycle = await server.json('PUT', `/api/v1/expertise/${root.id}/parent`, { as: admin, body: { parentId: grandchild.id } })
    expect(cycle.status).toBe(422)
    expect(cycle.body.messages[0].message).toContain('循環')
    expect((await server.json('DELETE', `/api/v1/expertise/${root.id}/`, { as: admin })).status).toBe(409)
    const moved = await server.json('PUT', `/api/v1/expertise/${grandchild.id}/parent`, { as: admin, body: { parentId: null } })
    expect(moved.body.payload.parentId).toBeNull()
  })
})

describe('clients and the usage report', () => {
  it('suspends and reactivates a client', async () => {
    const list = await server.json('GET', '/api/v1/clients/?suspended=false', { as: admin })
    const client = list.body.payload[0]
    const suspended = await server.json('PATCH', `/api/v1/admin/clients/${client.id}`, { as: admin, body: { suspended: true } })
    expect(suspended.body.payload).toMatchObject({ suspended: true })
    const active = await server.json('PATCH', `/api/v1/admin/clients/${client.id}`, { as: admin, body: { suspended: false } })
    expect(active.body.payload).toMatchObject({ suspended: false, suspendedAt: null })
  })

  it('downloads the usage report as UTF-8 CSV with BOM, formula cells neutralised', async () => {
    const client = (await server.json('GET', '/api/v1/clients/', { as: admin })).body.payload[0]
    await server.json('PUT', `/api/v1/clients/${client.id}`, {
      as: admin,
      body: { email: client.email, companyName: '=HYPERLINK("http://x")', companyNameKana: 'テスト', contactName: '担当', version: client.version },
    })
    const month = new Date().toISOString().slice(0, 7)
    const res = await server.request('GET', `/api/v1/admin/reports/usage_report?from=${month}&to=${month}&clientId=${client.id}`, { as: admin })
    expect(res.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    expect(text.split('\r\n')[0]).toBe('クライアントID,クライアント名,年月,プレスリリース数,オファー数,閲覧数')
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`)
  })
})
