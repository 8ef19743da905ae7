/**
 * A revert never loses a newer change (server side): an update carrying `?revertOf=<entry>` is taken
 * only when every field it writes goes back to that entry's `before` and the record still held the
 * entry's `after` for it; else 409 「この項目はこの変更の後にも更新されています」 naming the fields (the
 * value unchanged), or 422 when it writes what the entry never held before. A whole entry is reverted
 * under the same rule, field by field; media and expertise nodes carry versions; two reverts of one
 * entry at once: one wins, one 409. `admin.auditLogs.current` reads a record's fields as entries record
 * them (what the confirmation shows as 現在の値). Runs on PGlite and, in `npm test`, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revertReason } from '@src/domain/audit'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

type Entry = { id: string; action: string; revertOf: string | null; reason: string | null; before: Record<string, unknown>; after: Record<string, unknown> }
const history = async (targetType: string, targetId: string): Promise<Entry[]> =>
  (await server.json('POST', '/api/v1/admin/audit_logs/search', { as: admin, body: { targetType, targetId } })).body.payload
const messages = (body: { messages: Array<{ message: string }> }) => body.messages.map((m) => m.message)

type Doctor = Record<string, unknown> & { id: string; version: number }
const doctorBody = (d: Doctor, change: Record<string, unknown>) => ({
  email: d.email, lastName: d.lastName, firstName: d.firstName, lastNameKana: d.lastNameKana, firstNameKana: d.firstNameKana,
  phone: d.phone ?? undefined, medicalLicenseNumber: d.medicalLicenseNumber, prefecture: d.prefecture ?? undefined,
  organizationId: d.organizationId ?? undefined, belongIds: d.belongIds, expertiseIds: d.expertiseIds, allowed: d.allowed, version: d.version, ...change,
})
const getDoctor = async (id: string): Promise<Doctor> => (await server.json('GET', `/api/v1/doctors/${id}`, { as: admin })).body.payload
/** Save the doctor with `change` (as an operator would in the form); the doctor as saved and the entry it made. */
const editDoctor = async (id: string, change: Record<string, unknown>) => {
  const res = await server.json('PUT', `/api/v1/admin/doctors/${id}`, { as: operator, body: doctorBody(await getDoctor(id), change) })
  expect(res.status).toBe(200)
  const [entry] = await history('doctor', id)
  return entry!
}
/** The update a revert sends: the record as it is now (its version too), the fields given set back. */
const revertDoctor = async (id: string, entryId: string, change: Record<string, unknown>) =>
  server.json('PUT', `/api/v1/admin/doctors/${id}?revertOf=${entryId}`, { as: admin, body: doctorBody(await getDoctor(id), change) })

let doctorIds: string[] = []
beforeAll(async () => {
  doctorIds = (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 6 } })).body.payload.map((d: Doctor) => d.id)
})

describe('a revert over a newer change of the same field', () => {
  it('is refused (409) naming the field, the newer value kept and nothing recorded; the newest entry reverts cleanly (200, recorded as its revert)', async () => {
    const id = doctorIds[0]!
    const first = await editDoctor(id, { phone: '090-1111-0001' })
    const second = await editDoctor(id, { phone: '090-1111-0002' })
    const third = await editDoctor(id, { phone: '090-1111-0003' })
    expect(second.after.phone).toBe('090-1111-0002')

    // A → B → C; the revert of B's entry (C → back to B's before) would lose C
    const refused = await revertDoctor(id, second.id, { phone: second.before.phone })
    expect(refused.status).toBe(409)
    expect(messages(refused.body)).toEqual(['この項目はこの変更の後にも更新されています（電話番号）'])
    expect((await getDoctor(id)).phone).toBe('090-1111-0003')
    expect((await history('doctor', id))[0]!.id).toBe(third.id)

    const clean = await revertDoctor(id, third.id, { phone: third.before.phone })
    expect(clean.status).toBe(200)
    expect(clean.body.payload.phone).toBe('090-1111-0002')
    const [revert] = await history('doctor', id)
    expect(revert).toMatchObject({ action: 'doctors.update', revertOf: third.id, reason: revertReason, before: { phone: '090-1111-0003' }, after: { phone: '090-1111-0002' } })
    void first
  })

  it('is refused (422) when it writes a value the entry never held before (revertOf cannot tag an arbitrary edit as a revert)', async () => {
    const id = doctorIds[1]!
    const entry = await editDoctor(id, { phone: '090-2222-0001' })
    const other = await revertDoctor(id, entry.id, { phone: '090-2222-9999' })
    expect(other.status).toBe(422)
    expect(messages(other.body)).toEqual(['この変更の前の値とは異なる値は、元に戻す操作として保存できません（電話番号）'])
    // another field the entry did not change, smuggled in beside the revert
    const smuggled = await revertDoctor(id, entry.id, { phone: entry.before.phone, lastName: '乗っ取り' })
    expect(smuggled.status).toBe(422)
    expect(messages(smuggled.body)[0]).toContain('姓')
    const now = await getDoctor(id)
    expect([now.phone, now.lastName]).toEqual(['090-2222-0001', (await getDoctor(id)).lastName])
    expect((await history('doctor', id))[0]!.id).toBe(entry.id)
  })

  it('a whole entry: every field reverted at once; with one field moved on, the whole revert is refused and that field named', async () => {
    const id = doctorIds[2]!
    const both = await editDoctor(id, { phone: '090-3333-0001', prefecture: '北海道' })
    expect(Object.keys(both.after).filter((c) => JSON.stringify(both.before[c]) !== JSON.stringify(both.after[c])).sort()).toEqual(['phone', 'prefecture'])
    await editDoctor(id, { prefecture: '青森県' }) // the prefecture moved on, the phone did not

    const whole = await revertDoctor(id, both.id, { phone: both.before.phone, prefecture: both.before.prefecture })
    expect(whole.status).toBe(409)
    expect(messages(whole.body)).toEqual(['この項目はこの変更の後にも更新されています（都道府県）'])
    const kept = await getDoctor(id)
    expect([kept.phone, kept.prefecture]).toEqual(['090-3333-0001', '青森県'])

    // the field that did not move on alone: taken
    const phoneOnly = await revertDoctor(id, both.id, { phone: both.before.phone })
    expect(phoneOnly.status).toBe(200)

    // and a clean whole entry: both fields back, one entry recorded as its revert
    const again = await editDoctor(id, { phone: '090-3333-0002', prefecture: '岩手県' })
    const clean = await revertDoctor(id, again.id, { phone: again.before.phone, prefecture: again.before.prefecture })
    expect(clean.status).toBe(200)
    const [revert] = await history('doctor', id)
    expect(revert).toMatchObject({ revertOf: again.id, after: { phone: again.before.phone, prefecture: again.before.prefecture } })
  })

  it('two reverts of one entry at once: one wins, the other is refused (409); one revert recorded', async () => {
    const id = doctorIds[3]!
    const entry = await editDoctor(id, { phone: '090-4444-0001' })
    const body = doctorBody(await getDoctor(id), { phone: entry.before.phone })
    const answers = await Promise.all([1, 2].map(() => server.json('PUT', `/api/v1/admin/doctors/${id}?revertOf=${entry.id}`, { as: admin, body })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect((await history('doctor', id)).filter((e) => e.revertOf === entry.id)).toHaveLength(1)
  })

  it('a plain operator reverts only what the edit lets them: an operator record (admins only) is refused like its edit', async () => {
    const operators = (await server.json('GET', '/api/v1/admin/operators/?limit=100', { as: admin })).body.payload as Array<Record<string, unknown> & { id: string; email: string }>
    const target = operators.find((o) => o.email === operator)!
    const renamed = await server.json('PUT', `/api/v1/admin/operators/${target.id}`, { as: admin, body: { email: target.email, name: `${target.name}改`, role: target.role, active: target.active, version: target.version } })
    expect(renamed.status).toBe(200)
    const [entry] = await history('operator', target.id)
    const attempt = await server.json('PUT', `/api/v1/admin/operators/${target.id}?revertOf=${entry!.id}`, {
      as: operator, body: { email: target.email, name: target.name, role: target.role, active: target.active, version: renamed.body.payload.version },
    })
    expect(attempt.status).toBe(403)
    expect((await history('operator', target.id))[0]!.id).toBe(entry!.id)
  })
})

describe('media and expertise nodes carry versions', () => {
  it('a medium saved over a newer version is refused (409), nothing changed', async () => {
    const created = (await server.json('POST', '/api/direct/medium/', { as: admin, body: { name: `版の媒体${Date.now()}` } })).body.payload
    expect(created.version).toBe(1)
    const first = await server.json('PUT', `/api/direct/medium/${created.id}`, { as: admin, body: { name: `${created.name}A`, version: 1 } })
    expect(first.status).toBe(200)
    expect(first.body.payload.version).toBe(2)
    const stale = await server.json('PUT', `/api/direct/medium/${created.id}`, { as: operator, body: { name: `${created.name}B`, version: 1 } })
    expect(stale.status).toBe(409)
    expect((await server.json('GET', `/api/direct/medium/${created.id}`, { as: admin })).body.payload.name).toBe(`${created.name}A`)
  })

  it('an expertise node renamed over a newer version is refused (409), and one renamed without a version (400)', async () => {
    const node = (await server.json('POST', '/api/v1/expertise/', { as: admin, body: { name: `版の分野${Date.now()}`, parentId: null } })).body.payload
    expect(node.version).toBe(1)
    const renamed = await server.json('PUT', `/api/v1/expertise/${node.id}/`, { as: admin, body: { name: `${node.name}A`, sortOrder: node.sortOrder, version: 1 } })
    expect(renamed.status).toBe(200)
    const stale = await server.json('PUT', `/api/v1/expertise/${node.id}/`, { as: operator, body: { name: `${node.name}B`, sortOrder: node.sortOrder, version: 1 } })
    expect(stale.status).toBe(409)
    const unversioned = await server.json('PUT', `/api/v1/expertise/${node.id}/`, { as: operator, body: { name: `${node.name}C`, sortOrder: node.sortOrder } })
    expect(unversioned.status).toBe(400)
    const tree = (await server.json('GET', '/api/v1/expertise/tree', { as: admin })).body.payload as Array<{ id: string; name: string; version: number }>
    expect(tree.find((n) => n.id === node.id)).toMatchObject({ name: `${node.name}A`, version: 2 })
  })

  it('two renames of one node at once: one wins, the other 409', async () => {
    const node = (await server.json('POST', '/api/v1/expertise/', { as: admin, body: { name: `同時の分野${Date.now()}`, parentId: null } })).body.payload
    const answers = await Promise.all(['甲', '乙'].map((x) => server.json('PUT', `/api/v1/expertise/${node.id}/`, { as: admin, body: { name: `${node.name}${x}`, sortOrder: node.sortOrder, version: 1 } })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
  })
})

describe('admin.auditLogs.current: a record\'s revertible fields now', () => {
  it('as an entry records them, with the names of the records they name; a gone record null; only the kinds with a 履歴', async () => {
    const id = doctorIds[4]!
    const entry = await editDoctor(id, { phone: '090-5555-0001' })
    const now = await server.json('GET', `/api/v1/admin/audit_logs/current?targetType=doctor&targetId=${id}`, { as: operator })
    expect(now.status).toBe(200)
    const values = now.body.payload.values as Record<string, unknown>
    expect(values.phone).toBe('090-5555-0001')
    // the same columns and representation as the entry's `after` (so the console compares like with like)
    for (const column of Object.keys(values)) expect(values[column]).toEqual(entry.after[column] ?? null)
    const organizationId = values.organization_id as string | null
    if (organizationId) expect(now.body.payload.names[`organization:${organizationId}`]).toEqual(expect.any(String))

    const missing = await server.json('GET', '/api/v1/admin/audit_logs/current?targetType=doctor&targetId=999999999', { as: operator })
    expect(missing.body.payload).toEqual({ values: null, names: {} })
    // only the kinds with a 履歴 (a tag, a file …: 400)
    expect((await server.json('GET', '/api/v1/admin/audit_logs/current?targetType=file&targetId=1', { as: operator })).status).toBe(400)
  })
})
