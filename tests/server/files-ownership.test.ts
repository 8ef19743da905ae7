/**
 * Issue 28 item 7: files belong to whoever uploaded them. Staff read every file; a doctor or a
 * client only their own (`files.get` 403, `files.search` narrowed); files from before owners were
 * recorded are staff-only. A doctor cannot attach someone else's file to a manuscript by its id.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '@server/src/http/app'
import { ensureClient, ensureDoctor } from '@server/testing/fixtures'
import { clientEmail, doctorEmail, resetToBaseline } from '@server/testing/provider-states'
import { admin, operator, startTestServer, testAuthenticator, type TestServer } from './support/server'

let server: TestServer
const notYours = '他のアカウントのデータは参照・操作できません'

const doctorA = doctorEmail('fo-a')
const doctorB = doctorEmail('fo-b')
const clientA = clientEmail('fo-ca')
const clientB = clientEmail('fo-cb')
/** An operator who is also bound to a doctor (same e-mail): uploads as staff. */
const staffDoctor = operator

const upload = async (as: string, path = '/api/v1/files/upload', json: unknown = { purpose: 'other' }) => {
  const form = new FormData()
  form.set('json', JSON.stringify(json))
  form.set('file', new File(['%PDF-1.4 figure'], 'figure.pdf', { type: 'application/pdf' }))
  const app = createApp({ db: server.db, auth: testAuthenticator, log: () => undefined })
  const res = await app.request(path, { method: 'POST', body: form, headers: { authorization: `Bearer test:${as}` } })
  const body = (await res.json()) as { payload: { id?: string; fileId?: string } }
  expect(res.status).toBe(201)
  return (body.payload.id ?? body.payload.fileId) as string
}

const ownerOf = async (id: string) =>
  (await server.db.query<{ owner_kind: string | null; owner_id: string | null }>(sql`SELECT owner_kind, owner_id FROM files WHERE id = ${id}`))[0]

const get = (as: string, id: string) => server.json('GET', `/api/v1/files/${id}`, { as })
const search = async (as: string, ids: string[]) => {
  const res = await server.json('POST', '/api/v1/files/search', { as, body: { ids } })
  expect(res.status).toBe(200)
  return (res.body.payload as Array<{ id: string }>).map((f) => f.id).sort()
}

const files = { doctorA: '', doctorB: '', clientA: '', clientB: '', staff: '', legacy: '' }

beforeAll(async () => {
  server = await startTestServer({ seed: false })
  await resetToBaseline(server.db)
  await ensureDoctor(server.db, { id: 'fo-a' })
  await ensureDoctor(server.db, { id: 'fo-b' })
  await ensureClient(server.db, { id: 'fo-ca' })
  await ensureClient(server.db, { id: 'fo-cb' })
  await ensureDoctor(server.db, { id: 'fo-staff', email: staffDoctor })
  files.doctorA = await upload(doctorA)
  files.doctorB = await upload(doctorB)
  files.clientA = await upload(clientA)
  files.clientB = await upload(clientB)
  files.staff = await upload(staffDoctor)
  const legacy = await server.db.query<{ id: string }>(sql`
    INSERT INTO files (purpose, name, content_type, size, status, bytes) VALUES ('other', 'old.pdf', 'application/pdf', 3, 'clean', ${Buffer.from('old')})
    RETURNING id`)
  files.legacy = (legacy[0] as { id: string }).id
})
afterAll(() => server.close())

describe('files record who uploaded them', () => {
  it('a doctor, a client and staff (also when bound to a doctor) own their uploads', async () => {
    expect(await ownerOf(files.doctorA)).toEqual({ owner_kind: 'doctor', owner_id: 'fo-a' })
    expect(await ownerOf(files.clientA)).toEqual({ owner_kind: 'client', owner_id: 'fo-ca' })
    expect(await ownerOf(files.staff)).toEqual({ owner_kind: 'operator', owner_id: '2' })
  })

  it('images and manuscript contents record their uploader too', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0])
    const app = createApp({ db: server.db, auth: testAuthenticator, log: () => undefined })
    for (const path of ['/api/v1/images/upload', '/api/v1/manuscripts/contents/upload']) {
      const form = new FormData()
      form.set('json', JSON.stringify({ purpose: 'manuscript' }))
      form.set('file', new File([png], 'x.png', { type: 'image/png' }))
      const res = await app.request(path, { method: 'POST', body: form, headers: { authorization: `Bearer test:${doctorB}` } })
      expect(res.status).toBe(201)
      const id = ((await res.json()) as { payload: { fileId: string } }).payload.fileId
      expect(await ownerOf(id)).toEqual({ owner_kind: 'doctor', owner_id: 'fo-b' })
    }
  })
})

describe('reading file metadata', () => {
  it("a doctor reads their own file and is refused another doctor's (403)", async () => {
    expect((await get(doctorA, files.doctorA)).status).toBe(200)
    const refused = await get(doctorA, files.doctorB)
    expect(refused.status).toBe(403)
    expect(refused.body.messages).toEqual([{ message: notYours }])
    expect((await get(doctorB, files.doctorB)).status).toBe(200)
    expect((await get(doctorA, files.clientA)).status).toBe(403)
    expect((await get(doctorA, files.staff)).status).toBe(403)
  })

  it("a client reads their own file and is refused another client's or a doctor's", async () => {
    expect((await get(clientA, files.clientA)).status).toBe(200)
    expect((await get(clientA, files.clientB)).status).toBe(403)
    expect((await get(clientA, files.doctorA)).status).toBe(403)
    expect((await get(clientB, files.clientB)).status).toBe(200)
  })

  it('search answers a doctor or client only their own files', async () => {
    const all = Object.values(files)
    expect(await search(doctorA, all)).toEqual([files.doctorA])
    expect(await search(doctorB, all)).toEqual([files.doctorB])
    expect(await search(clientA, all)).toEqual([files.clientA])
    expect(await search(clientB, all)).toEqual([files.clientB])
  })

  it('staff read every file, ownerless ones included', async () => {
    for (const as of [admin, operator]) {
      for (const id of Object.values(files)) expect((await get(as, id)).status).toBe(200)
      expect(await search(as, Object.values(files))).toEqual(Object.values(files).sort())
    }
  })

  it('a file from before owners were recorded is staff-only', async () => {
    expect((await get(doctorA, files.legacy)).status).toBe(403)
    expect((await get(clientA, files.legacy)).status).toBe(403)
    expect(await search(doctorA, [files.legacy])).toEqual([])
    expect(await search(clientA, [files.legacy])).toEqual([])
    expect((await get(admin, files.legacy)).status).toBe(200)
  })

  it('a doctor cannot tell a missing file from somebody else’s', async () => {
    expect((await get(doctorA, '999999999')).status).toBe(403)
    expect((await get(admin, '999999999')).status).toBe(404)
  })
})

describe('attaching files to a manuscript', () => {
  const manuscript = (fileIds: string[]) => ({ title: '症例報告', contents: '<p>本文</p>', fileIds, tagIds: [], expertiseIds: [] })

  it("a doctor cannot create a manuscript with another account's or an ownerless file", async () => {
    for (const id of [files.doctorB, files.clientA, files.legacy, '999999999']) {
      const res = await server.json('POST', '/api/v1/manuscripts/', { as: doctorA, body: manuscript([files.doctorA, id]) })
      expect(res.status).toBe(403)
      expect(res.body.messages).toEqual([{ message: notYours }])
    }
    const own = await server.json('POST', '/api/v1/manuscripts/', { as: doctorA, body: manuscript([files.doctorA]) })
    expect(own.status).toBe(201)
    expect(own.body.payload.fileIds).toEqual([files.doctorA])
  })

  it("a doctor cannot add another doctor's file on update, but keeps the files already attached", async () => {
    // staff wrote the manuscript for doctor A with a staff upload attached
    const created = await server.json('POST', '/api/v1/manuscripts/', { as: admin, body: { ...manuscript([files.staff]), doctorId: 'fo-a' } })
    expect(created.status).toBe(201)
    const { id, version } = created.body.payload
    const stolen = await server.json('PUT', `/api/v1/manuscripts/${id}`, { as: doctorA, body: { ...manuscript([files.staff, files.doctorB]), version } })
    expect(stolen.status).toBe(403)
    const kept = await server.json('PUT', `/api/v1/manuscripts/${id}`, { as: doctorA, body: { ...manuscript([files.staff, files.doctorA]), version } })
    expect(kept.status).toBe(200)
    expect(kept.body.payload.fileIds).toEqual([files.staff, files.doctorA])
  })
})
