/**
 * ゴミ箱 (docs/trash.md): a deleted doctor, client, manuscript or medium is in no list, lookup or
 * sign-in, but in its kind's trash with 削除日時 and 削除者; a restore brings it back, re-checking the
 * rules (409 in words: the e-mail a live record took since, the author deleted too); delete and
 * restore are in the record's 履歴; the purge removes what was deleted more than the retention ago
 * (never what others still refer to), with a purge entry; restore is limited like delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { purgeTrash } from '@server/src/areas/trash'
import { ensureClient, ensureDoctor, mpLedger } from '@server/testing/fixtures'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const messages = (body: { messages?: { message: string }[] }) => (body.messages ?? []).map((m) => m.message).join('\n')
const trash = async (area: string, as = admin) => {
  const { status, body } = await server.json('GET', `/api/v1/admin/trash/${area}?limit=100`, { as })
  expect(status).toBe(200)
  return body.payload as Array<{ id: string; name: string; note: string | null; deletedAt: string; deletedBy: string | null }>
}
const restore = (area: string, id: string, as = admin) => server.json('POST', `/api/v1/admin/trash/${area}/${id}/restore`, { as })
const history = async (targetType: string, targetId: string) =>
  (await server.json('POST', '/api/v1/admin/audit_logs/search', { as: admin, body: { targetType, targetId } })).body.payload.map((e: { action: string }) => e.action)
const ageDeleted = (table: string, id: string, days: number) =>
  server.db.query(sql`UPDATE ${sql.raw(table)} SET deleted_at = now() - make_interval(days => ${days}::int) WHERE id = ${id}`)
const searchDoctors = async (keyword: string) =>
  (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { keyword } })).body.payload.map((d: { id: string }) => d.id)

describe('doctors in the trash', () => {
  it('a deleted doctor is in no search or lookup but in the trash with when and by whom; restored, it is back, both in its 履歴', async () => {
    await ensureDoctor(server.db, { id: 't-doc1', email: 't-doc1@trash.example', lastName: '屑籠' })
    expect(await searchDoctors('屑籠')).toEqual(['t-doc1'])
    expect((await server.json('DELETE', '/api/v1/admin/doctors/t-doc1', { as: operator })).status).toBe(200)
    expect(await searchDoctors('屑籠')).toEqual([])
    expect((await server.json('GET', '/api/v1/doctors/t-doc1', { as: admin })).status).toBe(404)
    const entry = (await trash('doctors')).find((e) => e.id === 't-doc1')
    expect(entry).toMatchObject({ name: '屑籠 太郎', note: 't-doc1@trash.example' })
    expect(entry?.deletedBy).toBeTruthy() // the operator who deleted it, as the audit log recorded them
    expect(Date.now() - Date.parse(entry!.deletedAt)).toBeLessThan(60_000)

    const restored = await restore('doctors', 't-doc1', operator)
    expect(restored.status).toBe(200)
    expect(restored.body.payload.id).toBe('t-doc1')
    expect(await searchDoctors('屑籠')).toEqual(['t-doc1'])
    expect((await trash('doctors')).some((e) => e.id === 't-doc1')).toBe(false)
    expect(await history('doctor', 't-doc1')).toEqual(expect.arrayContaining(['doctors.delete', 'doctors.restore']))
    // restored already: 409 in words, nothing changed
    const again = await restore('doctors', 't-doc1')
    expect(again.status).toBe(409)
    expect(messages(again.body)).toContain('削除されていません')
    // never deleted at all: 404 in words
    const none = await restore('doctors', 't-no-such-doctor')
    expect(none.status).toBe(404)
    expect(messages(none.body)).toContain('医師')
  })

  it('refuses to restore a doctor whose e-mail a live doctor took since, saying so; restorable once it is free', async () => {
    await ensureDoctor(server.db, { id: 't-doc2', email: 'same@trash.example' })
    expect((await server.json('DELETE', '/api/v1/admin/doctors/t-doc2', { as: admin })).status).toBe(200)
    await ensureDoctor(server.db, { id: 't-doc3', email: 'Same@trash.example' })
    const refused = await restore('doctors', 't-doc2')
    expect(refused.status).toBe(409)
    expect(messages(refused.body)).toContain('メールアドレス「same@trash.example」は削除後に登録された別の医師が使っているため復元できません')
    expect((await trash('doctors')).some((e) => e.id === 't-doc2')).toBe(true)
    expect((await server.json('DELETE', '/api/v1/admin/doctors/t-doc3', { as: admin })).status).toBe(200)
    expect((await restore('doctors', 't-doc2')).status).toBe(200)
  })

  it("a deleted doctor's own sign-in fails; restored, it works again", async () => {
    await ensureDoctor(server.db, { id: 't-doc4', email: 't-doc4@trash.example' })
    expect((await server.json('GET', '/api/v1/doctors/t-doc4', { as: 't-doc4@trash.example' })).status).toBe(200)
    expect((await server.json('DELETE', '/api/v1/admin/doctors/t-doc4', { as: admin })).status).toBe(200)
    expect((await server.json('GET', '/api/v1/doctors/t-doc4', { as: 't-doc4@trash.example' })).status).toBeGreaterThanOrEqual(401)
    expect((await server.json('GET', '/api/v1/doctors/t-doc4', { as: 't-doc4@trash.example' })).status).toBeLessThan(500)
    expect((await restore('doctors', 't-doc4')).status).toBe(200)
    expect((await server.json('GET', '/api/v1/doctors/t-doc4', { as: 't-doc4@trash.example' })).status).toBe(200)
  })

  // On PostgreSQL (scripts/with-postgres.sh) the requests really run side by side; on PGlite they serialise.
  it('a restore and a delete of the same doctor at once leave it in one state, never an error; two restores at once restore it once', async () => {
    for (const round of [1, 2, 3]) {
      const id = `t-doc5-${round}`
      await ensureDoctor(server.db, { id, email: `${id}@trash.example` })
      expect((await server.json('DELETE', `/api/v1/admin/doctors/${id}`, { as: admin })).status).toBe(200)
      const [restored, deleted] = await Promise.all([restore('doctors', id), server.json('DELETE', `/api/v1/admin/doctors/${id}`, { as: admin })])
      expect([200, 409]).toContain(restored.status)
      expect([200, 404]).toContain(deleted.status)
      const live = (await server.json('GET', `/api/v1/doctors/${id}`, { as: admin })).status === 200
      expect((await trash('doctors')).some((e) => e.id === id)).toBe(!live)
      // deleted again, restored twice at once: one restore, one 409 in words, one restore entry in its 履歴
      if (live) expect((await server.json('DELETE', `/api/v1/admin/doctors/${id}`, { as: admin })).status).toBe(200)
      const twice = await Promise.all([restore('doctors', id), restore('doctors', id, operator)])
      expect(twice.map((r) => r.status).sort()).toEqual([200, 409])
      const restores = (await history('doctor', id)).filter((a: string) => a === 'doctors.restore')
      expect(restores.length).toBe(restored.status === 200 ? 2 : 1)
    }
  })
})

describe('restore rules of the other kinds', () => {
  it("refuses a client's restore while a live client has its e-mail", async () => {
    await ensureClient(server.db, { id: 't-cli1', email: 'cli@trash.example' })
    expect((await server.json('DELETE', '/api/v1/admin/clients/t-cli1', { as: admin })).status).toBe(200)
    expect((await trash('clients')).find((e) => e.id === 't-cli1')?.note).toBe('cli@trash.example')
    await ensureClient(server.db, { id: 't-cli2', email: 'cli@trash.example' })
    const refused = await restore('clients', 't-cli1')
    expect(refused.status).toBe(409)
    expect(messages(refused.body)).toContain('別のクライアントが使っているため復元できません')
  })

  it("refuses a medium's restore while a live medium has its name, and a manuscript's while its author is deleted", async () => {
    await server.db.query(sql`INSERT INTO media (id, name) VALUES ('t-med1', 'ゴミ箱メディア')`)
    expect((await server.json('DELETE', '/api/v1/admin/medium/t-med1', { as: admin })).status).toBe(200)
    await server.db.query(sql`INSERT INTO media (id, name) VALUES ('t-med2', 'ゴミ箱メディア')`)
    const medium = await restore('medium', 't-med1')
    expect(medium.status).toBe(409)
    expect(messages(medium.body)).toContain('メディア名「ゴミ箱メディア」は削除後に登録された別のメディアが使っているため復元できません')

    await ensureDoctor(server.db, { id: 't-author', email: 't-author@trash.example' })
    await server.db.query(sql`INSERT INTO manuscripts (id, doctor_id, title, contents) VALUES ('t-ms1', 't-author', 'ゴミ箱の原稿', '本文')`)
    expect((await server.json('DELETE', '/api/v1/admin/manuscripts/t-ms1', { as: admin })).status).toBe(200)
    expect((await server.json('DELETE', '/api/v1/admin/doctors/t-author', { as: admin })).status).toBe(200)
    expect((await trash('manuscripts')).find((e) => e.id === 't-ms1')).toMatchObject({ name: 'ゴミ箱の原稿', note: '山田 太郎' })
    const manuscript = await restore('manuscripts', 't-ms1')
    expect(manuscript.status).toBe(409)
    expect(messages(manuscript.body)).toContain('執筆した医師（ID t-author）が削除されているため復元できません')
    expect((await restore('doctors', 't-author')).status).toBe(200)
    expect((await restore('manuscripts', 't-ms1')).status).toBe(200)
  })
})

describe('access and bad input', () => {
  it('restore and the trash are as limited as delete: no token 401, a doctor 403; bad paging 400 in words', async () => {
    await ensureDoctor(server.db, { id: 't-doc6', email: 't-doc6@trash.example' })
    expect((await server.json('GET', '/api/v1/admin/trash/doctors')).status).toBe(401)
    expect((await server.json('GET', '/api/v1/admin/trash/doctors', { as: 't-doc6@trash.example' })).status).toBe(403)
    expect((await restore('doctors', 't-doc6', 't-doc6@trash.example')).status).toBe(403)
    const bad = await server.json('GET', '/api/v1/admin/trash/doctors?limit=abc', { as: admin })
    expect(bad.status).toBe(400)
    expect(messages(bad.body)).toMatch(/[ぁ-んァ-ン一-龥]/)
    const cursor = await server.json('GET', `/api/v1/admin/trash/doctors?cursor=${encodeURIComponent("'; DROP TABLE doctors; --")}`, { as: admin })
    expect(cursor.status).toBe(400)
  })
})

describe('the purge', () => {
  it('removes what was deleted longer ago than the retention, with a purge entry; keeps younger ones and those others refer to', async () => {
    for (const id of ['t-old1', 't-old2', 't-young']) await ensureDoctor(server.db, { id, email: `${id}@trash.example` })
    await server.json('PATCH', '/api/v1/admin/mp/mp', { as: admin, body: { doctorIds: ['t-old2'], amount: 10 } })
    for (const id of ['t-old1', 't-old2', 't-young']) expect((await server.json('DELETE', `/api/v1/admin/doctors/${id}`, { as: admin })).status).toBe(200)
    await ageDeleted('doctors', 't-old1', 31)
    await ageDeleted('doctors', 't-old2', 31)
    await ageDeleted('doctors', 't-young', 29)
    expect((await mpLedger(server.db, 't-old2')).length).toBeGreaterThan(0) // its MP ledger refers to it

    const done = await purgeTrash(server.db, 30)
    expect(done['doctors']?.purged).toContain('t-old1')
    expect(done['doctors']?.purged).not.toContain('t-young')
    expect(done['doctors']?.kept).toContain('t-old2')
    const left = (await trash('doctors')).map((e) => e.id)
    expect(left).not.toContain('t-old1')
    expect(left).toContain('t-young')
    expect((await restore('doctors', 't-old1')).status).toBe(404)
    expect(await history('doctor', 't-old1')).toEqual(expect.arrayContaining(['doctors.delete', 'doctors.purge']))
    // a shorter retention (the setting) takes the younger one too
    expect((await purgeTrash(server.db, 7))['doctors']?.purged).toContain('t-young')
  })
})

describe('organisations in the trash', () => {
  it('a deleted organisation is in no search, get or reference; restored, it is back; both in its 履歴', async () => {
    const created = await server.json('POST', '/api/v1/admin/organizations/', {
      as: admin, body: { name: '屑籠総合病院', nameKana: 'クズカゴソウゴウビョウイン', kind: 'hospital', prefecture: '東京都' },
    })
    expect(created.status).toBe(201)
    const id = created.body.payload.id as string
    const named = async () =>
      (await server.json('POST', '/api/v1/admin/organizations/search', { as: admin, body: { keyword: '屑籠総合' } })).body.payload.map((o: { id: string }) => o.id)
    expect(await named()).toEqual([id])
    expect((await server.json('DELETE', `/api/v1/admin/organizations/${id}`, { as: operator })).status).toBe(200)
    expect(await named()).toEqual([])
    expect((await server.json('GET', `/api/v1/organizations/${id}`, { as: admin })).status).toBe(404)
    expect((await server.json('GET', `/api/direct/organizations/${id}`)).status).toBe(404)
    // no record may refer to it while it is deleted
    await ensureDoctor(server.db, { id: 't-doc-org', email: 't-doc-org@trash.example' })
    const doctor = (await server.json('GET', '/api/v1/doctors/t-doc-org', { as: admin })).body.payload
    const moved = await server.json('PUT', '/api/v1/admin/doctors/t-doc-org', {
      as: admin,
      body: {
        email: doctor.email, lastName: doctor.lastName, firstName: doctor.firstName, lastNameKana: doctor.lastNameKana, firstNameKana: doctor.firstNameKana,
        phone: doctor.phone, medicalLicenseNumber: doctor.medicalLicenseNumber, organizationId: id, belongIds: doctor.belongIds,
        expertiseIds: doctor.expertiseIds, prefecture: doctor.prefecture, allowed: doctor.allowed, version: doctor.version,
      },
    })
    expect(moved.status).toBe(400)
    expect(messages(moved.body)).toContain(`所属組織: ID ${id} は存在しません`)
    expect((await trash('organizations')).find((e) => e.id === id)).toMatchObject({ name: '屑籠総合病院', note: '東京都' })

    expect((await restore('organizations', id, operator)).status).toBe(200)
    expect(await named()).toEqual([id])
    expect(await history('organization', id)).toEqual(expect.arrayContaining(['organizations.delete', 'organizations.restore']))
  })
})
