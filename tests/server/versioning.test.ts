/**
 * Optimistic versioning (docs/decisions.md): every editable record carries `version`, every update
 * call names the version its editor read, and a stale one is refused with 409 and a Japanese
 * message, nothing written. What the backend team's server must do, call by call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureClient, ensureDoctor, ensureOrganization } from '@server/testing/fixtures'
import { admin, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await ensureOrganization(server.db, { id: 'v-org' })
  await ensureDoctor(server.db, { id: 'v-doc', email: 'v-doc@versioning.example', organizationId: 'v-org' })
  await ensureClient(server.db, { id: 'v-cli', email: 'v-cli@versioning.example' })
})
afterAll(() => server.close())

const messages = (body: { messages: { message: string }[] }) => body.messages.map((m) => m.message)

/** Each editable record: how to read it and the update body made from what was read. */
const records = [
  {
    what: '医師',
    get: '/api/v1/doctors/v-doc',
    put: '/api/v1/admin/doctors/v-doc',
    edit: (d: Record<string, unknown>, name: string) => ({
      email: d['email'], lastName: name, firstName: d['firstName'], lastNameKana: d['lastNameKana'], firstNameKana: d['firstNameKana'],
      phone: d['phone'], medicalLicenseNumber: d['medicalLicenseNumber'], organizationId: d['organizationId'], belongIds: d['belongIds'],
      expertiseIds: d['expertiseIds'], prefecture: d['prefecture'], allowed: d['allowed'],
    }),
    field: 'lastName',
  },
  {
    what: 'クライアント',
    get: '/api/v1/clients/v-cli',
    put: '/api/v1/clients/v-cli',
    edit: (c: Record<string, unknown>, name: string) => ({ email: c['email'], companyName: name, companyNameKana: c['companyNameKana'], contactName: c['contactName'] }),
    field: 'companyName',
  },
  {
    what: '組織',
    get: '/api/v1/organizations/v-org',
    put: '/api/v1/admin/organizations/v-org',
    edit: (o: Record<string, unknown>, name: string) => ({ name, nameKana: o['nameKana'], kind: o['kind'] }),
    field: 'name',
  },
] as const

describe('optimistic versioning of editable records', () => {
  for (const r of records) {
    it(`${r.what}: version 1 when created, +1 per update; a save over a replaced version is 409 and writes nothing`, async () => {
      const read = (await server.json('GET', r.get, { as: admin })).body.payload
      expect(read.version).toBeGreaterThanOrEqual(1)
      // operator A saves first: the version moves on
      const first = await server.json('PUT', r.put, { as: admin, body: { ...r.edit(read, 'テスト一'), version: read.version } })
      expect(first.status).toBe(200)
      expect(first.body.payload.version).toBe(read.version + 1)
      // operator B, who read the same version, is refused
      const second = await server.json('PUT', r.put, { as: admin, body: { ...r.edit(read, 'テスト二'), version: read.version } })
      expect(second.status).toBe(409)
      expect(messages(second.body)).toEqual([`この${r.what}は他の操作者が先に更新しました。最新の内容を確認してから保存し直してください。`])
      const now = (await server.json('GET', r.get, { as: admin })).body.payload
      expect(now[r.field]).toBe('テスト一')
      expect(now.version).toBe(read.version + 1)
      // re-read, re-applied: saved
      const again = await server.json('PUT', r.put, { as: admin, body: { ...r.edit(now, 'テスト二'), version: now.version } })
      expect(again.status).toBe(200)
      expect(again.body.payload[r.field]).toBe('テスト二')
    })
  }

  it('operators: a stale version is 409 too', async () => {
    const created = (await server.json('POST', '/api/v1/admin/operators/', { as: admin, body: { email: 'v-op@versioning.example', name: '版 一郎', role: 'operator', active: true } })).body.payload
    expect(created.version).toBe(1)
    const body = { email: created.email, name: '版 二郎', role: 'operator', active: true }
    expect((await server.json('PUT', `/api/v1/admin/operators/${created.id}`, { as: admin, body: { ...body, version: 1 } })).status).toBe(200)
    const stale = await server.json('PUT', `/api/v1/admin/operators/${created.id}`, { as: admin, body: { ...body, name: '版 三郎', version: 1 } })
    expect(stale.status).toBe(409)
    expect(messages(stale.body)[0]).toContain('他の操作者が先に更新しました')
  })

  it('a status change (freeze) moves the version too, so a form opened before it cannot undo it', async () => {
    const read = (await server.json('GET', '/api/v1/doctors/v-doc', { as: admin })).body.payload
    expect((await server.json('PATCH', '/api/v1/admin/doctors/v-doc/doctor', { as: admin, body: { frozen: true } })).body.payload.version).toBe(read.version + 1)
    const stale = await server.json('PUT', '/api/v1/admin/doctors/v-doc', { as: admin, body: { ...records[0].edit(read, 'テスト三'), version: read.version } })
    expect(stale.status).toBe(409)
  })

  it('an update without a version is refused with 400 and a field message', async () => {
    const read = (await server.json('GET', '/api/v1/clients/v-cli', { as: admin })).body.payload
    const missing = await server.json('PUT', '/api/v1/clients/v-cli', { as: admin, body: records[1].edit(read, 'テスト四') })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body.messages)).toContain('version')
  })
})
