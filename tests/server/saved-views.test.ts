/**
 * Saved views (admin /saved_views): per operator, never another operator's; saving a name again
 * replaces the view (its filter, sort and hidden columns); bad input is 400 with a field message;
 * at most 50 per list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const view = (name: string, search: Record<string, string> = { prefecture: '東京都' }) => ({ list: 'doctor', name, search })
const names = async (as: string, list = 'doctor') =>
  (await server.json('GET', `/api/v1/admin/saved_views?list=${list}`, { as })).body.payload.map((v: { name: string }) => v.name)

describe('saved views', () => {
  it("lists and deletes only the signed-in operator's own views; the same name replaces", async () => {
    const mine = await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: view('東京都の医師') })
    expect(mine.status).toBe(201)
    expect(mine.body.payload).toMatchObject({ list: 'doctor', name: '東京都の医師', search: { prefecture: '東京都' } })
    const theirs = await server.json('POST', '/api/v1/admin/saved_views', { as: operator, body: view('大阪府の医師', { prefecture: '大阪府' }) })
    expect(theirs.status).toBe(201)
    expect(await names(admin)).toEqual(['東京都の医師'])
    expect(await names(operator)).toEqual(['大阪府の医師'])
    expect(await names(admin, 'client')).toEqual([])
    // the same name again: replaced, not doubled
    const replaced = await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: view('東京都の医師', { prefecture: '東京都', sort: 'lastNameKana', order: 'asc' }) })
    expect(replaced.body.payload.id).toBe(mine.body.payload.id)
    expect(replaced.body.payload.search).toEqual({ prefecture: '東京都', sort: 'lastNameKana', order: 'asc' })
    expect(await names(admin)).toEqual(['東京都の医師'])
    // another operator's view cannot be deleted (404: its existence is not revealed)
    const foreign = await server.json('DELETE', `/api/v1/admin/saved_views/${theirs.body.payload.id}`, { as: admin })
    expect(foreign.status).toBe(404)
    expect(await names(operator)).toEqual(['大阪府の医師'])
    expect((await server.json('DELETE', `/api/v1/admin/saved_views/${mine.body.payload.id}`, { as: admin })).status).toBe(200)
    expect(await names(admin)).toEqual([])
  })

  it('keeps the hidden columns of a view; saving the name again replaces them; none sent: every column shown', async () => {
    const saved = await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: { ...view('列を隠す'), hiddenColumns: ['email', 'mp', 'email'] } })
    expect(saved.status).toBe(201)
    expect(saved.body.payload.hiddenColumns).toEqual(['email', 'mp'])
    const listed = (await server.json('GET', '/api/v1/admin/saved_views?list=doctor', { as: admin })).body.payload
    expect(listed.find((v: { name: string }) => v.name === '列を隠す').hiddenColumns).toEqual(['email', 'mp'])
    const replaced = await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: { ...view('列を隠す'), hiddenColumns: ['createdAt'] } })
    expect(replaced.body.payload.hiddenColumns).toEqual(['createdAt'])
    const plain = await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: view('列を隠す') })
    expect(plain.body.payload.hiddenColumns).toEqual([])
    // a column id that is not one, or too many: 400 with the field named
    const bad = await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: { ...view('x'), hiddenColumns: ["'; DROP TABLE saved_views; --"] } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body.messages)).toContain('hiddenColumns')
    const many = await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: { ...view('x'), hiddenColumns: Array.from({ length: 31 }, (_, i) => `c${i}`) } })
    expect(many.status).toBe(400)
    expect((await server.json('DELETE', `/api/v1/admin/saved_views/${saved.body.payload.id}`, { as: admin })).status).toBe(200)
  })

  it('refuses a blank name, a bad list key and a non-operator', async () => {
    const blank = await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: view('') })
    expect(blank.status).toBe(400)
    expect(JSON.stringify(blank.body.messages)).toContain('name')
    expect((await server.json('POST', '/api/v1/admin/saved_views', { as: admin, body: { ...view('x'), list: '../doctor' } })).status).toBe(400)
    expect((await server.json('GET', '/api/v1/admin/saved_views?list=doctor', { as: 'stranger@saved-views.example' })).status).toBe(403)
    expect((await server.json('GET', '/api/v1/admin/saved_views?list=doctor')).status).toBe(401)
  })

  it('keeps at most 50 views per operator and list (422), replacing one still works', async () => {
    for (let n = 0; n < 50; n++) expect((await server.json('POST', '/api/v1/admin/saved_views', { as: operator, body: { ...view(`v${n}`), list: 'client' } })).status).toBe(201)
    const full = await server.json('POST', '/api/v1/admin/saved_views', { as: operator, body: { ...view('v50'), list: 'client' } })
    expect(full.status).toBe(422)
    expect((await server.json('POST', '/api/v1/admin/saved_views', { as: operator, body: { ...view('v0', { keyword: '山田' }), list: 'client' } })).status).toBe(201)
  })
})
