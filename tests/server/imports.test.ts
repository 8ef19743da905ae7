/**
 * CSV import records (admin /imports): every operator records their own imports and sees the
 * team's, newest first; `failed=true` lists only those that left failed rows; counts that do not
 * add up are 400 naming the field; a doctor or a stranger is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const record = (fileName: string, failedRows: ReadonlyArray<{ line: number; reason: string; cells: Record<string, string> }> = []) => ({
  kind: 'doctor',
  fileName,
  outcome: 'completed',
  total: 3,
  committed: 3 - failedRows.length,
  failed: failedRows.length,
  header: ['email', 'lastName'],
  failedRows,
})
const refused = { line: 3, reason: 'メールアドレス a@x.jp はすでに登録されています', cells: { email: '=HYPERLINK("x")', lastName: '山田' } }

describe('import records', () => {
  it('records the caller as the operator and lists the imports that left failed rows, newest first', async () => {
    const clean = await server.json('POST', '/api/v1/admin/imports', { as: admin, body: record('clean.csv') })
    expect(clean.status).toBe(201)
    const failedOne = await server.json('POST', '/api/v1/admin/imports', { as: operator, body: record('failed-1.csv', [refused]) })
    expect(failedOne.status).toBe(201)
    expect(failedOne.body.payload).toMatchObject({ fileName: 'failed-1.csv', failed: 1, operatorName: '運用 花子', failedRows: [refused] })
    const failedTwo = await server.json('POST', '/api/v1/admin/imports', { as: admin, body: { ...record('failed-2.csv', [refused]), outcome: 'aborted', committed: 0 } })
    expect(failedTwo.status).toBe(201)

    const failed = await server.json('GET', '/api/v1/admin/imports?failed=true', { as: admin })
    expect(failed.status).toBe(200)
    expect(failed.body.payload.map((r: { fileName: string }) => r.fileName)).toEqual(['failed-2.csv', 'failed-1.csv'])
    const all = await server.json('GET', '/api/v1/admin/imports?limit=10', { as: operator })
    expect(all.body.payload.map((r: { fileName: string }) => r.fileName)).toEqual(['failed-2.csv', 'failed-1.csv', 'clean.csv'])
    // paged: one a page, the cursor goes on
    const first = await server.json('GET', '/api/v1/admin/imports?failed=true&limit=1', { as: admin })
    expect(first.body.payload).toHaveLength(1)
    const next = await server.json('GET', `/api/v1/admin/imports?failed=true&limit=1&cursor=${first.body.nextPaging.nextCursorKey}`, { as: admin })
    expect(next.body.payload[0].fileName).toBe('failed-1.csv')
    // from a JST day: tomorrow has none
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(Date.now() + 86_400_000))
    expect((await server.json('GET', `/api/v1/admin/imports?failed=true&from=${tomorrow}`, { as: admin })).body.payload).toEqual([])
  })

  it('refuses counts that do not add up, bad fields and a bad date with 400 naming the field', async () => {
    const over = await server.json('POST', '/api/v1/admin/imports', { as: admin, body: { ...record('x.csv'), committed: 3, failed: 1 } })
    expect(over.status).toBe(400)
    expect(JSON.stringify(over.body.messages)).toContain('total')
    const rows = await server.json('POST', '/api/v1/admin/imports', { as: admin, body: { ...record('x.csv', [refused]), failed: 0, committed: 0 } })
    expect(rows.status).toBe(400)
    expect(JSON.stringify(rows.body.messages)).toContain('failedRows')
    const kind = await server.json('POST', '/api/v1/admin/imports', { as: admin, body: { ...record('x.csv'), kind: 'media' } })
    expect(kind.status).toBe(400)
    expect(JSON.stringify(kind.body.messages)).toContain('kind')
    const name = await server.json('POST', '/api/v1/admin/imports', { as: admin, body: { ...record(''), fileName: '' } })
    expect(name.status).toBe(400)
    expect(JSON.stringify(name.body.messages)).toContain('fileName')
    expect((await server.json('GET', '/api/v1/admin/imports?from=2024-13-01', { as: admin })).status).toBe(400)
  })

  it('refuses a stranger (403) and nobody signed in (401)', async () => {
    expect((await server.json('GET', '/api/v1/admin/imports', { as: 'stranger@imports.example' })).status).toBe(403)
    expect((await server.json('POST', '/api/v1/admin/imports', { as: 'stranger@imports.example', body: record('x.csv') })).status).toBe(403)
    expect((await server.json('GET', '/api/v1/admin/imports')).status).toBe(401)
  })
})
