/**
 * Issue 32, 「この値に戻す」 on the record pages beyond doctor, client, organisation and operator (server side):
 * a manuscript, a press release, a medium and an expertise node are each reverted through their own
 * update call with `?revertOf=<entry>` — the change is recorded as a revert of that entry (its
 * `revertOf`, reason 「履歴から元に戻す」, the field before → after), the record's own rules still hold
 * (the version where it has one, a press release only in editing), and an entry of another record or
 * another kind is refused (422) with nothing changed or recorded.
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

/** The newest entry of a record, after an edit through `path` that must succeed. */
const edited = async (targetType: string, id: string, path: string, body: Record<string, unknown>) => {
  const res = await server.json('PUT', path, { as: operator, body })
  expect(res.status).toBe(200)
  const [entry] = await history(targetType, id)
  return { record: res.body.payload, entry: entry! }
}

describe('a revert through the update of each record kind', () => {
  it('manuscript: the title set back through general.manuscripts.update, version checked, recorded as a revert', async () => {
    const doctors = (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 1 } })).body.payload
    const draft = { title: '元の題名', contents: '<p>本文</p>', tagIds: [], expertiseIds: [], doctorId: doctors[0].id }
    const created = await server.json('POST', '/api/v1/manuscripts/', { as: admin, body: draft })
    expect(created.status).toBe(201)
    const { id, version } = created.body.payload
    const input = { title: draft.title, contents: draft.contents, tagIds: [], expertiseIds: [] }
    const { record, entry } = await edited('manuscript', id, `/api/v1/manuscripts/${id}`, { ...input, title: '変えた題名', version })
    expect(entry).toMatchObject({ action: 'manuscripts.update', before: { title: '元の題名' }, after: { title: '変えた題名' }, revertOf: null })

    const stale = await server.json('PUT', `/api/v1/manuscripts/${id}?revertOf=${entry.id}`, { as: admin, body: { ...input, version: record.version - 1 } })
    expect(stale.status).toBe(409)
    const res = await server.json('PUT', `/api/v1/manuscripts/${id}?revertOf=${entry.id}`, { as: admin, body: { ...input, version: record.version } })
    expect(res.status).toBe(200)
    expect(res.body.payload.title).toBe('元の題名')
    const [revert] = await history('manuscript', id)
    expect(revert).toMatchObject({ action: 'manuscripts.update', revertOf: entry.id, reason: revertReason, before: { title: '変えた題名' }, after: { title: '元の題名' } })
  })

  it('press release: the title set back through admin.pressReleases.update in editing; refused (422) once it left editing', async () => {
    const clients = (await server.json('POST', '/api/v1/admin/clients/search', { as: admin, body: { limit: 1 } })).body.payload
    const input = { title: '元の発表', body: '<p>本文</p>', tagIds: [], clientId: clients[0].id }
    const created = await server.json('POST', '/api/v1/pressReleases/', { as: admin, body: input })
    expect(created.status).toBe(201)
    const { id, version } = created.body.payload
    const { record, entry } = await edited('pressRelease', id, `/api/v1/admin/pressReleases/${id}`, { ...input, title: '変えた発表', version })
    expect(entry).toMatchObject({ action: 'pressReleases.update', before: { title: '元の発表' }, after: { title: '変えた発表' } })

    const res = await server.json('PUT', `/api/v1/admin/pressReleases/${id}?revertOf=${entry.id}`, { as: admin, body: { ...input, version: record.version } })
    expect(res.status).toBe(200)
    expect(res.body.payload.title).toBe('元の発表')
    const [revert] = await history('pressRelease', id)
    expect(revert).toMatchObject({ action: 'pressReleases.update', revertOf: entry.id, reason: revertReason, before: { title: '変えた発表' }, after: { title: '元の発表' } })

    // once submitted, the release is no longer editable: a revert is refused as any edit is
    expect((await server.json('PATCH', `/api/v1/admin/pressReleases/${id}`, { as: admin, body: { status: 'request' } })).status).toBe(200)
    const refused = await server.json('PUT', `/api/v1/admin/pressReleases/${id}?revertOf=${entry.id}`, { as: admin, body: { ...input, title: '変えた発表', version: res.body.payload.version } })
    expect(refused.status).toBe(422)
    expect((await server.json('GET', `/api/v1/admin/pressReleases/${id}`, { as: admin })).body.payload.title).toBe('元の発表')
  })

  it('medium: the name set back through direct.medium.update, version checked, recorded as a revert', async () => {
    const created = await server.json('POST', '/api/direct/medium/', { as: admin, body: { name: `元の媒体${Date.now()}`, url: 'https://media.example.jp', description: '説明' } })
    expect(created.status).toBe(201)
    const { id, name, version } = created.body.payload
    const { record, entry } = await edited('media', id, `/api/direct/medium/${id}`, { name: `${name}改`, url: 'https://media.example.jp', description: '説明', version })
    expect(entry).toMatchObject({ action: 'medium.update', before: { name }, after: { name: `${name}改` } })

    const stale = await server.json('PUT', `/api/direct/medium/${id}?revertOf=${entry.id}`, { as: admin, body: { name, url: 'https://media.example.jp', description: '説明', version } })
    expect(stale.status).toBe(409)
    const res = await server.json('PUT', `/api/direct/medium/${id}?revertOf=${entry.id}`, { as: admin, body: { name, url: 'https://media.example.jp', description: '説明', version: record.version } })
    expect(res.status).toBe(200)
    expect(res.body.payload.name).toBe(name)
    const [revert] = await history('media', id)
    expect(revert).toMatchObject({ action: 'medium.update', revertOf: entry.id, reason: revertReason, before: { name: `${name}改` }, after: { name } })
  })

  it('expertise node: the name set back through general.expertise.update, version checked, recorded as a revert', async () => {
    const created = await server.json('POST', '/api/v1/expertise/', { as: admin, body: { name: `元の分野${Date.now()}`, parentId: null } })
    expect(created.status).toBe(201)
    const { id, name, sortOrder, version } = created.body.payload
    const { record, entry } = await edited('expertise', id, `/api/v1/expertise/${id}/`, { name: `${name}改`, sortOrder, version })
    expect(entry).toMatchObject({ action: 'expertise.update', before: { name }, after: { name: `${name}改` } })

    const stale = await server.json('PUT', `/api/v1/expertise/${id}/?revertOf=${entry.id}`, { as: admin, body: { name, sortOrder, version } })
    expect(stale.status).toBe(409)
    const res = await server.json('PUT', `/api/v1/expertise/${id}/?revertOf=${entry.id}`, { as: admin, body: { name, sortOrder, version: record.version } })
    expect(res.status).toBe(200)
    expect(res.body.payload.name).toBe(name)
    const [revert] = await history('expertise', id)
    expect(revert).toMatchObject({ action: 'expertise.update', revertOf: entry.id, reason: revertReason, before: { name: `${name}改` }, after: { name } })
  })
})

describe("a revert naming an entry that is not the record's", () => {
  it('is refused (422) for an entry of another record of the kind, or of a record of another kind, with nothing changed or recorded', async () => {
    const a = (await server.json('POST', '/api/v1/expertise/', { as: admin, body: { name: `分野A${Date.now()}`, parentId: null } })).body.payload
    const b = (await server.json('POST', '/api/v1/expertise/', { as: admin, body: { name: `分野B${Date.now()}`, parentId: null } })).body.payload
    const { entry: ofA } = await edited('expertise', a.id, `/api/v1/expertise/${a.id}/`, { name: `${a.name}改`, sortOrder: a.sortOrder, version: a.version })
    const medium = (await server.json('POST', '/api/direct/medium/', { as: admin, body: { name: `媒体C${Date.now()}` } })).body.payload
    const { entry: ofMedium } = await edited('media', medium.id, `/api/direct/medium/${medium.id}`, { name: `${medium.name}改` })
    const before = await history('expertise', b.id)

    for (const entryId of [ofA.id, ofMedium.id]) {
      const res = await server.json('PUT', `/api/v1/expertise/${b.id}/?revertOf=${entryId}`, { as: admin, body: { name: '乗っ取り', sortOrder: b.sortOrder, version: b.version } })
      expect(res.status).toBe(422)
      expect(res.body.messages[0].message).toBe('戻す変更が履歴に見つかりません')
    }
    // and the other way round: a medium reverted with an expertise node's entry
    const crossKind = await server.json('PUT', `/api/direct/medium/${medium.id}?revertOf=${ofA.id}`, { as: admin, body: { name: '乗っ取り' } })
    expect(crossKind.status).toBe(422)
    const names = (await server.json('POST', '/api/v1/expertise/search', { as: admin, body: { ids: [b.id] } })).body.payload.map((n: { name: string }) => n.name)
    expect(names).toEqual([b.name])
    expect((await server.json('GET', `/api/direct/medium/${medium.id}`, { as: admin })).body.payload.name).toBe(`${medium.name}改`)
    expect(await history('expertise', b.id)).toEqual(before)
  })
})
