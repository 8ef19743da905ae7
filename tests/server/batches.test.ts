/**
 * Batches (docs/architecture.md "Batches"): 「一括編集」 writes ONE bulk-editable field of the ticked
 * records, each at the version the list read (a moved version is never written), as one batch in the
 * history; 「この一括変更を元に戻す」 sets every record of it back except the records changed since
 * (listed), and is a batch itself. A plain operator edits only what the single-record form lets them;
 * a bad value is 400 with the field's Japanese message, never 500. Runs on PGlite (and PostgreSQL in `npm test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

type Rec = Record<string, unknown> & { id: string; version: number }
type Entry = { id: string; action: string; before: Record<string, unknown>; after: Record<string, unknown>; batch: Record<string, unknown> | null }
const messages = (body: { messages: Array<{ message: string }> }) => body.messages.map((m) => m.message)
const history = async (targetType: string, targetId: string): Promise<Entry[]> =>
  (await server.json('POST', '/api/v1/admin/audit_logs/search', { as: operator, body: { targetType, targetId } })).body.payload
const getDoctor = async (id: string): Promise<Rec> => (await server.json('GET', `/api/v1/doctors/${id}`, { as: admin })).body.payload
const doctors = async (n: number, offset = 0): Promise<Rec[]> =>
  (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: n + offset } })).body.payload.slice(offset)
const bulkEdit = (kind: string, rows: ReadonlyArray<Rec>, field: string, value: unknown, as = operator) =>
  server.json('POST', `/api/v1/admin/${kind}/bulk_edit`, { as, body: { rows: rows.map((r) => ({ id: r.id, version: r.version })), field, value } })
const undo = (batchId: string, as = operator) => server.json('POST', `/api/v1/admin/batches/${batchId}/undo`, { as })
/** An ordinary edit of one doctor (the single-record form). */
const editDoctor = async (id: string, change: Record<string, unknown>) => {
  const d = await getDoctor(id)
  const res = await server.json('PUT', `/api/v1/admin/doctors/${id}`, {
    as: operator,
    body: {
      email: d.email, lastName: d.lastName, firstName: d.firstName, lastNameKana: d.lastNameKana, firstNameKana: d.firstNameKana,
      phone: d.phone ?? undefined, medicalLicenseNumber: d.medicalLicenseNumber, prefecture: d.prefecture ?? undefined,
      organizationId: d.organizationId ?? undefined, belongIds: d.belongIds, expertiseIds: d.expertiseIds, allowed: d.allowed, version: d.version, ...change,
    },
  })
  expect(res.status).toBe(200)
}

describe('一括編集', () => {
  it('writes only the chosen field of each record, as one batch that each record\'s 履歴 shows (who, action, counts)', async () => {
    const [a, b] = await doctors(2)
    const res = await bulkEdit('doctors', [a!, b!], 'prefecture', '北海道')
    expect(res.status).toBe(200)
    const { batch, results } = res.body.payload
    expect(results).toEqual([{ id: a!.id, status: 'applied' }, { id: b!.id, status: 'applied' }])
    expect(batch).toMatchObject({ action: 'bulkEdit', targetType: 'doctor', field: 'prefecture', actorEmail: operator, counts: { applied: 2, unchanged: 0, stale: 0, failed: 0 }, undoneBy: null })
    for (const was of [a!, b!]) {
      const now = await getDoctor(was.id)
      expect(now.prefecture).toBe('北海道')
      expect(now.version).toBe(was.version + 1)
      // nothing else written
      const { prefecture: _p, version: _v, updatedAt: _u, ...rest } = now
      const { prefecture: _p2, version: _v2, updatedAt: _u2, ...restWas } = was
      expect(rest).toEqual(restWas)
      const [entry] = await history('doctor', was.id)
      expect(entry).toMatchObject({ action: 'batches.bulkEdit', after: { prefecture: '北海道' }, batch: { id: batch.id, counts: { applied: 2 } } })
      expect(Object.keys(entry!.before).filter((c) => JSON.stringify(entry!.before[c]) !== JSON.stringify(entry!.after[c]))).toEqual(['prefecture'])
    }
    expect((await server.json('GET', `/api/v1/admin/batches/${batch.id}`, { as: operator })).body.payload).toEqual(batch)
  })

  it('never writes a record whose version moved since the list read it (他の操作者が更新済み), and counts a record already holding the value', async () => {
    const [a, b, c] = await doctors(3, 2)
    await editDoctor(a!.id, { phone: '090-3333-0001' }) // another operator saves a meanwhile
    await bulkEdit('doctors', [c!], 'prefecture', '沖縄県')
    const fresh = await getDoctor(c!.id)
    const res = await bulkEdit('doctors', [a!, b!, fresh], 'prefecture', '沖縄県')
    expect(res.status).toBe(200)
    expect(res.body.payload.results).toEqual([
      { id: a!.id, status: 'stale' }, { id: b!.id, status: 'applied' }, { id: c!.id, status: 'unchanged' },
    ])
    expect(res.body.payload.batch.counts).toEqual({ applied: 1, unchanged: 1, stale: 1, failed: 0 })
    expect((await getDoctor(a!.id)).prefecture).toBe(a!.prefecture)
    expect((await getDoctor(a!.id)).phone).toBe('090-3333-0001')
    expect((await history('doctor', a!.id))[0]!.action).toBe('doctors.update')
  })

  it('refuses a bad value with 400 and the field\'s Japanese message, a field that is not bulk-editable, and a missing organisation; nothing written', async () => {
    const [a] = await doctors(1, 5)
    const bad = await bulkEdit('doctors', [a!], 'prefecture', 'カリフォルニア')
    expect(bad.status).toBe(400)
    expect(messages(bad.body)[0]).toMatch(/^都道府県: /)
    const email = await bulkEdit('doctors', [a!], 'email', 'x@example.com')
    expect(email.status).toBe(400)
    expect(messages(email.body)).toEqual(['項目: email は一括編集できません'])
    const organisation = await bulkEdit('doctors', [a!], 'organizationId', '999999')
    expect(organisation.status).toBe(400)
    expect(messages(organisation.body)).toEqual(['所属組織: ID 999999 は存在しません'])
    const shape = await server.json('POST', '/api/v1/admin/doctors/bulk_edit', { as: operator, body: { rows: [], field: 'prefecture', value: '北海道' } })
    expect(shape.status).toBe(400)
    expect((await getDoctor(a!.id)).version).toBe(a!.version)
  })

  it('is open to a plain operator for clients and organisations too (the fields their forms edit), never to a signed-out caller', async () => {
    const clients = (await server.json('POST', '/api/v1/admin/clients/search', { as: admin, body: { limit: 2 } })).body.payload as Rec[]
    const res = await bulkEdit('clients', clients, 'prefecture', '京都府')
    expect(res.status).toBe(200)
    expect(res.body.payload.batch).toMatchObject({ targetType: 'client', counts: { applied: clients.filter((c) => c.prefecture !== '京都府').length } })
    const organisations = (await server.json('POST', '/api/v1/admin/organizations/search', { as: admin, body: { limit: 2 } })).body.payload as Rec[]
    const kind = await bulkEdit('organizations', organisations, 'kind', 'clinic')
    expect(kind.status).toBe(200)
    const badKind = await bulkEdit('organizations', organisations, 'kind', 'castle')
    expect(badKind.status).toBe(400)
    expect(messages(badKind.body)[0]).toMatch(/^種別: /)
    const anonymous = await server.request('POST', '/api/v1/admin/doctors/bulk_edit', { body: { rows: [{ id: clients[0]!.id, version: 1 }], field: 'prefecture', value: '北海道' } })
    expect(anonymous.status).toBe(401)
  })
})

describe('この一括変更を元に戻す', () => {
  it('sets every record back, skips and lists the records changed since, records itself as a batch, and is done once', async () => {
    const [a, b, c] = await doctors(3, 8)
    const edit = (await bulkEdit('doctors', [a!, b!, c!], 'prefecture', '青森県')).body.payload.batch
    await editDoctor(b!.id, { prefecture: '岩手県' }) // changed since: kept
    await editDoctor(c!.id, { phone: '090-4444-0001' }) // another field changed: the batch's field still set back
    const res = await undo(edit.id)
    expect(res.status).toBe(200)
    const { batch, skipped } = res.body.payload
    expect(batch).toMatchObject({ action: 'undo', undoOf: edit.id, targetType: 'doctor', counts: { applied: 2, stale: 1, failed: 0 } })
    expect(skipped).toEqual([{ id: b!.id, name: `${b!.lastName} ${b!.firstName}`, reason: 'この一括変更の後に更新されています' }])
    expect((await getDoctor(a!.id)).prefecture).toBe(a!.prefecture)
    expect((await getDoctor(b!.id)).prefecture).toBe('岩手県')
    expect((await getDoctor(c!.id))).toMatchObject({ prefecture: c!.prefecture, phone: '090-4444-0001' })
    const [entry] = await history('doctor', a!.id)
    expect(entry).toMatchObject({ action: 'batches.undo', batch: { id: batch.id, undoOf: edit.id } })
    expect((await server.json('GET', `/api/v1/admin/batches/${edit.id}`, { as: operator })).body.payload.undoneBy).toBe(batch.id)

    const again = await undo(edit.id)
    expect(again.status).toBe(409)
    expect(messages(again.body)).toEqual(['この一括変更はすでに元に戻されています'])
    // the undo itself can be undone
    const redo = await undo(batch.id)
    expect(redo.status).toBe(200)
    expect((await getDoctor(a!.id)).prefecture).toBe('青森県')
  })

  it('answers 404 for an unknown batch and 400 for a malformed id', async () => {
    expect((await undo('999999')).status).toBe(404)
    expect((await undo('no such id!')).status).toBe(400)
  })
})
