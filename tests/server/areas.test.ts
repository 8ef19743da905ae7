/**
 * Rules of the core areas not covered by rules.test.ts, with entities set up through the
 * fixtures module (the same functions the Pact provider states use).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ensureClient, ensureDoctor, ensureExpertise, ensureOperator, ensureOrganization, ensureUsage, mpLedger, resetDatabase,
} from '@server/testing/fixtures'
import { admin, operator, startTestServer, testUid, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const messages = (body: { messages: { message: string }[] }) => body.messages.map((m) => m.message).join('\n')

describe('fixtures (provider states)', () => {
  it('puts a doctor with a given id in a given state, idempotently, with a ledger that matches the balance', async () => {
    await ensureOrganization(server.db, { id: 'org-9', name: '品川フィクスチャ病院' })
    await ensureDoctor(server.db, { id: '42', frozen: true, organizationId: 'org-9', mpBalance: 1500 })
    await ensureDoctor(server.db, { id: '42', frozen: true, organizationId: 'org-9', mpBalance: 1500 })
    const { status, body } = await server.json('GET', '/api/v1/doctors/42', { as: admin })
    expect(status).toBe(200)
    expect(body.payload).toMatchObject({ id: '42', frozen: true, organizationName: '品川フィクスチャ病院', mpBalance: 1500 })
    expect((await mpLedger(server.db, '42')).map((e) => e.amount)).toEqual([1500])
    await ensureDoctor(server.db, { id: '42', deleted: true })
    expect((await server.json('GET', '/api/v1/doctors/42', { as: admin })).status).toBe(404)
  })

  it('suspends a client and deactivates an operator (admission then refused)', async () => {
    await ensureClient(server.db, { id: '7', suspended: true })
    expect((await server.json('GET', '/api/v1/clients/7', { as: admin })).body.payload.suspended).toBe(true)
    await ensureOperator(server.db, { email: 'fixture-op@medicolle.example', active: false })
    const admitted = await server.json('GET', '/api/v1/admissions/?email=fixture-op%40medicolle.example&loginDest=management')
    expect(admitted.body.payload).toBe(false)
    await ensureOperator(server.db, { email: 'fixture-op@medicolle.example', active: true })
    expect((await server.json('GET', '/api/v1/admissions/?email=FIXTURE-OP%40medicolle.example&loginDest=management')).body.payload).toBe(true)
  })
})

describe('keyword search', () => {
  it('matches every space-separated term (half- or full-width) in name, kana or e-mail, and treats % literally', async () => {
    await ensureDoctor(server.db, { id: 'kw-1', lastName: '鳥居', firstName: '範子', lastNameKana: 'トリイ', firstNameKana: 'ノリコ', email: 'torii@kw.example' })
    const ids = async (keyword: string) =>
      (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { keyword } })).body.payload.map((d: { id: string }) => d.id)
    expect(await ids('トリイ\u3000ノリコ')).toEqual(['kw-1'])
    expect(await ids('鳥居 範子')).toEqual(['kw-1'])
    expect(await ids('TORII@KW')).toEqual(['kw-1'])
    expect(await ids('トリイ サトウ')).toEqual([])
    expect(await ids('%')).toEqual([])
  })
})

describe('operators (admin only)', () => {
  const input = { email: 'new-op@medicolle.example', name: '新人 三郎', role: 'operator', active: true }

  it('creates, refuses a duplicate e-mail (409) and refuses a plain operator (403)', async () => {
    expect((await server.json('POST', '/api/v1/admin/operators/', { as: operator, body: input })).status).toBe(403)
    const created = await server.json('POST', '/api/v1/admin/operators/', { as: admin, body: input })
    expect(created.status).toBe(201)
    expect(created.body.payload).toMatchObject({ email: input.email, role: 'operator', active: true })
    const again = await server.json('POST', '/api/v1/admin/operators/', { as: admin, body: { ...input, email: 'NEW-OP@medicolle.example' } })
    expect(again.status).toBe(409)
    const updated = await server.json('PUT', `/api/v1/admin/operators/${created.body.payload.id}`, { as: admin, body: { ...input, name: '新人 四郎', version: created.body.payload.version } })
    expect(updated.body.payload.name).toBe('新人 四郎')
    expect((await server.json('DELETE', `/api/v1/admin/operators/${created.body.payload.id}`, { as: admin })).status).toBe(200)
    expect((await server.json('GET', `/api/v1/admin/operators/${created.body.payload.id}`, { as: admin })).status).toBe(404)
  })

  it('never demotes or deletes the last active admin, nor lets an admin delete itself (422)', async () => {
    const list = await server.json('GET', '/api/v1/admin/operators/?role=admin&active=true', { as: admin })
    expect(list.body.payload).toHaveLength(1)
    const self = list.body.payload[0]
    const demote = await server.json('PUT', `/api/v1/admin/operators/${self.id}`, { as: admin, body: { email: self.email, name: self.name, role: 'operator', active: true, version: self.version } })
    expect(demote.status).toBe(422)
    expect(messages(demote.body)).toContain('有効な管理者')
    expect((await server.json('DELETE', `/api/v1/admin/operators/${self.id}`, { as: admin })).status).toBe(422)
  })

  it('refuses an admin demoting or deactivating itself even when another admin remains (422)', async () => {
    const [self] = (await server.json('GET', '/api/v1/admin/operators/?role=admin&active=true', { as: admin })).body.payload
    const other = await server.json('POST', '/api/v1/admin/operators/', { as: admin, body: { email: 'second-admin@medicolle.example', name: '第二 管理', role: 'admin', active: true } })
    expect(other.status).toBe(201)
    for (const change of [{ role: 'operator', active: true }, { role: 'admin', active: false }]) {
      const refused = await server.json('PUT', `/api/v1/admin/operators/${self.id}`, { as: admin, body: { email: self.email, name: self.name, ...change, version: self.version } })
      expect(refused.status).toBe(422)
      expect(messages(refused.body)).toContain('自分自身の権限の変更・無効化はできません')
    }
    const renamed = await server.json('PUT', `/api/v1/admin/operators/${self.id}`, { as: admin, body: { email: self.email, name: self.name, role: 'admin', active: true, version: self.version } })
    expect(renamed.status).toBe(200)
    expect((await server.json('DELETE', `/api/v1/admin/operators/${other.body.payload.id}`, { as: admin })).status).toBe(200)
  })
})

describe('GET /auth/{AccountID}', () => {
  it('answers the signed-in account and refuses another account to a non-operator', async () => {
    const own = await server.json('GET', `/api/v1/auth/${testUid(admin)}`, { as: admin })
    expect(own.status).toBe(200)
    expect(own.body.payload).toMatchObject({ kind: 'operator', email: admin, role: 'admin' })
    expect((await server.json('GET', '/api/v1/auth/someone-else', { as: 'stranger@example.com' })).status).toBe(403)
    expect((await server.json('GET', `/api/v1/auth/uid-x`)).status).toBe(401)
  })
})

describe('organizations', () => {
  const org = { name: '神戸ポートアイランド病院', nameKana: 'コウベポートアイランドビョウイン', kind: 'hospital', prefecture: '兵庫県' }

  it('creates, finds by kana keyword, updates, and refuses deleting one with doctors (409)', async () => {
    const created = await server.json('POST', '/api/v1/admin/organizations/', { as: admin, body: org })
    expect(created.status).toBe(201)
    const id = created.body.payload.id
    const found = await server.json('POST', '/api/v1/admin/organizations/search', { as: admin, body: { keyword: 'ポートアイランド' } })
    expect(found.body.payload.map((o: { id: string }) => o.id)).toEqual([id])
    const updated = await server.json('PUT', `/api/v1/admin/organizations/${id}`, { as: admin, body: { ...org, name: '神戸ポートアイランド記念病院', version: created.body.payload.version } })
    expect(updated.body.payload.name).toBe('神戸ポートアイランド記念病院')
    await ensureDoctor(server.db, { id: 'org-doctor-1', organizationId: id })
    const refused = await server.json('DELETE', `/api/v1/admin/organizations/${id}`, { as: admin })
    expect(refused.status).toBe(409)
    await ensureDoctor(server.db, { id: 'org-doctor-1', organizationId: null })
    expect((await server.json('DELETE', `/api/v1/admin/organizations/${id}`, { as: admin })).status).toBe(200)
    expect((await server.json('GET', `/api/v1/organizations/${id}`, { as: admin })).status).toBe(404)
  })

  it('bulk_insert answers per row and a retried batch creates nothing twice', async () => {
    const rows = [1, 2].map((n) => ({ row: n + 1, importKey: `orgs.csv:${n}`, input: { ...org, name: `一括クリニック${n}`, kind: 'clinic' } }))
    const first = await server.json('POST', '/api/v1/admin/organizations/bulk_insert', { as: admin, body: { rows } })
    expect(first.body.payload).toMatchObject({ succeeded: 2, failed: 0 })
    const retry = await server.json('POST', '/api/v1/admin/organizations/bulk_insert', { as: admin, body: { rows } })
    expect(retry.body.payload.results.map((r: { id: string; duplicate: boolean }) => [r.id, r.duplicate])).toEqual(
      first.body.payload.results.map((r: { id: string }) => [r.id, true]),
    )
    const found = await server.json('POST', '/api/v1/admin/organizations/search', { as: admin, body: { keyword: '一括クリニック' } })
    expect(found.body.payload).toHaveLength(2)
  })
})

describe('clients', () => {
  const client = (email: string) => ({ email, companyName: '一括商事株式会社', companyNameKana: 'イッカツショウジ', contactName: '一括 太郎' })

  it('bulk_registers: the first refused row (a duplicate e-mail) stops the batch; a retry creates nothing twice; the rest is sent after it', async () => {
    const rows = [
      { row: 2, importKey: 'clients.csv:2', input: client('bulk-a@clients.example') },
      { row: 3, importKey: 'clients.csv:3', input: client('BULK-A@clients.example') },
      { row: 4, importKey: 'clients.csv:4', input: client('bulk-b@clients.example') },
    ]
    const first = await server.json('POST', '/api/v1/admin/clients/bulk_registers', { as: admin, body: { rows } })
    expect(first.body.payload.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]) // row 4 not processed
    expect(first.body.payload.results[1].errors[0]).toContain('すでに登録されています')
    const retry = await server.json('POST', '/api/v1/admin/clients/bulk_registers', { as: admin, body: { rows } })
    expect(retry.body.payload.results.map((r: { ok: boolean; duplicate?: boolean }) => [r.ok, r.duplicate ?? false])).toEqual([
      [true, true],
      [false, false],
    ])
    const skipped = await server.json('POST', '/api/v1/admin/clients/bulk_registers', { as: admin, body: { rows: rows.slice(2) } })
    expect(skipped.body.payload).toMatchObject({ succeeded: 1, failed: 0 })
    const found = await server.json('POST', '/api/v1/admin/clients/search', { as: admin, body: { keyword: 'bulk-' } })
    expect(found.body.payload).toHaveLength(2)
  })

  it('answers 409 for a second client with the same e-mail, and soft delete hides the client', async () => {
    const created = await server.json('POST', '/api/v1/admin/clients/', { as: admin, body: client('solo@clients.example') })
    expect(created.status).toBe(201)
    expect((await server.json('POST', '/api/v1/admin/clients/', { as: admin, body: client('Solo@clients.example') })).status).toBe(409)
    expect((await server.json('DELETE', `/api/v1/admin/clients/${created.body.payload.id}`, { as: admin })).status).toBe(200)
    expect((await server.json('GET', `/api/v1/clients/${created.body.payload.id}`, { as: admin })).status).toBe(404)
  })
})

describe('expertise', () => {
  it('refuses deleting a node that doctors declare (409), deletes a free leaf', async () => {
    await ensureExpertise(server.db, { id: 'ex-root', name: '検査科' })
    await ensureExpertise(server.db, { id: 'ex-leaf', name: '病理', parentId: 'ex-root' })
    await ensureExpertise(server.db, { id: 'ex-free', name: '細胞診', parentId: 'ex-root' })
    await ensureDoctor(server.db, { id: 'ex-doctor', expertiseIds: ['ex-leaf'] })
    const refused = await server.json('DELETE', '/api/v1/expertise/ex-leaf/', { as: admin })
    expect(refused.status).toBe(409)
    expect(messages(refused.body)).toContain('医師が 1 名')
    expect((await server.json('DELETE', '/api/v1/expertise/ex-free/', { as: admin })).status).toBe(200)
    const tree = (await server.json('GET', '/api/v1/expertise/tree', { as: admin })).body.payload
    const root = tree.find((n: { id: string }) => n.id === 'ex-root')
    expect(root.children.map((n: { id: string; doctorCount: number }) => [n.id, n.doctorCount])).toEqual([['ex-leaf', 1]])
  })
})

describe('MP grants', () => {
  it('answers per doctor: grants where the balance allows, refuses the rest, and writes one ledger entry per grant', async () => {
    await ensureDoctor(server.db, { id: 'mp-rich', mpBalance: 3000 })
    await ensureDoctor(server.db, { id: 'mp-poor', mpBalance: 200 })
    const { status, body } = await server.json('PATCH', '/api/v1/admin/mp/mp', { as: operator, body: { doctorIds: ['mp-rich', 'mp-poor'], amount: -500 } })
    expect(status).toBe(200)
    expect(body.payload.results.map((r: { doctorId: string; ok: boolean; balance: number }) => [r.doctorId, r.ok, r.balance])).toEqual([
      ['mp-rich', true, 2500],
      ['mp-poor', false, 200],
    ])
    expect(body.payload.results[1].error).toContain('減算できません')
    expect((await mpLedger(server.db, 'mp-rich')).map((e) => e.amount)).toEqual([-500, 3000])
    expect((await mpLedger(server.db, 'mp-poor')).map((e) => e.amount)).toEqual([200])
  })

  it('refuses a frozen doctor (balance and ledger untouched) while the others in the same grant are granted', async () => {
    await ensureDoctor(server.db, { id: 'mp-open', mpBalance: 100 })
    await ensureDoctor(server.db, { id: 'mp-frozen', mpBalance: 100, frozen: true })
    const { status, body } = await server.json('PATCH', '/api/v1/admin/mp/mp', { as: operator, body: { doctorIds: ['mp-open', 'mp-frozen'], amount: 1000, note: '一括付与' } })
    expect(status).toBe(200)
    expect(body.payload.results.map((r: { doctorId: string; ok: boolean; balance: number; error: string | null }) => [r.doctorId, r.ok, r.balance, r.error])).toEqual([
      ['mp-open', true, 1100, null],
      ['mp-frozen', false, 100, '利用停止中の医師にはMPを付与できません'],
    ])
    expect((await mpLedger(server.db, 'mp-frozen')).map((e) => e.amount)).toEqual([100])
    const alone = await server.json('PATCH', '/api/v1/admin/mp/mp', { as: operator, body: { doctorIds: ['mp-frozen'], amount: 1000 } })
    expect(alone.status).toBe(422)
    expect(messages(alone.body)).toContain('利用停止中の医師にはMPを付与できません')
  })

  it('lists the grant ledger (who, how much, to whom, when, why) filtered by doctor, operator and period; other moves are not grants', async () => {
    await ensureDoctor(server.db, { id: 'mp-ledger', mpBalance: 0 })
    await server.json('PATCH', '/api/v1/admin/mp/mp', { as: operator, body: { doctorIds: ['mp-ledger'], amount: 700, note: '台帳テスト' } })
    await server.db.query(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason) VALUES ('mp-ledger', 50, 'survey', 'survey')`)
    const search = (body: object) => server.json('POST', '/api/v1/admin/mp/grants/search', { as: admin, body })
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)
    const { status, body } = await search({ doctorId: 'mp-ledger', operatorKeyword: operator.split('@')[0], grantedFrom: today, grantedTo: today })
    expect(status).toBe(200)
    expect(body.payload.map((g: { amount: number; note: string; operatorName: string | null }) => [g.amount, g.note, g.operatorName !== null])).toEqual([[700, '台帳テスト', true]])
    expect((await search({ doctorId: 'mp-ledger', grantedTo: '2000-01-01' })).body.payload).toEqual([])
    const bad = await search({ grantedFrom: '2024-13-45' })
    expect(bad.status).toBe(400)
    expect(messages(bad.body)).toContain('日付の形式が正しくありません')
    expect((await server.json('POST', '/api/v1/admin/mp/grants/search', { as: 'stranger@example.com', body: {} })).status).toBe(403)
  })
})

describe('usage report', () => {
  it('is for operators only, and lists the months asked for', async () => {
    await ensureClient(server.db, { id: 'usage-client', companyName: '利用レポート株式会社' })
    await ensureUsage(server.db, { clientId: 'usage-client', month: '2020-01', pressReleaseCount: 3, offerCount: 1, viewCount: 250 })
    await ensureUsage(server.db, { clientId: 'usage-client', month: '2020-03', pressReleaseCount: 1 })
    expect((await server.request('GET', '/api/v1/admin/reports/usage_report?from=2020-01&to=2020-02')).status).toBe(401)
    expect((await server.request('GET', '/api/v1/admin/reports/usage_report?from=2020-01&to=2020-02', { as: 'stranger@example.com' })).status).toBe(403)
    const csv = await (await server.request('GET', '/api/v1/admin/reports/usage_report?from=2020-01&to=2020-02&clientId=usage-client', { as: admin })).text()
    expect(csv.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1)).toEqual(['usage-client,利用レポート株式会社,2020-01,3,1,250'])
  })
})

describe('reset', () => {
  it('empties every table, so a provider state starts from nothing', async () => {
    await resetDatabase(server.db)
    const admission = await server.json('GET', `/api/v1/admissions/?email=${encodeURIComponent(admin)}&loginDest=management`)
    expect(admission.body.payload).toBe(false)
  })
})
