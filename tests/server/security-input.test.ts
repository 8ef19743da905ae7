/**
 * Issue 12, "no 500 from bad input": each finding of the fuzzing report, reproduced against the
 * reference server and refused with a 400 and a message naming the field.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { malformedUrlMessage, nulMessage } from '../../server/src/http/input-guard'
import { badCursor, encodeCursor } from '../../server/src/handlers/paging'
import { createServer } from '../../server/src/server'
import { sql } from '../../server/src/db/database'
import { admin, startTestServer, testAuthenticator, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const messages = (body: { messages?: Array<{ message: string }> }) => (body.messages ?? []).map((m) => m.message)

describe('paging cursors are signed', () => {
  const search = (cursor: string, sort = 'lastNameKana') =>
    server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 5, cursor, sort, order: 'asc' } })

  it('a cursor the server issued reads the next page', async () => {
    const first = await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 5, sort: 'lastNameKana', order: 'asc' } })
    const cursor = first.body.nextPaging.nextCursorKey as string
    const next = await search(cursor)
    expect(next.status).toBe(200)
    expect(next.body.payload).toHaveLength(5)
  })

  it.each([
    ['a tampered value (an object where the sort value goes)', Buffer.from(JSON.stringify([{ x: 1 }, '1'])).toString('base64url')],
    ['a made-up text that is no date', `${Buffer.from(JSON.stringify(['createdAt', 'not a date', '1'])).toString('base64url')}.${'A'.repeat(22)}`],
    ['garbage', '!!!'],
    ['an empty signature', `${Buffer.from('["lastNameKana","ア","1"]').toString('base64url')}.`],
  ])('%s answers 400 with the cursor field named', async (_, cursor) => {
    const { status, body } = await search(cursor, 'createdAt')
    expect(status).toBe(400)
    expect(messages(body)).toContain(`cursor: ${badCursor}`)
  })

  it('a cursor issued for another sort key is refused', async () => {
    const { status } = await search(encodeCursor('createdAt', '2024-01-01 00:00:00+00', '1'), 'lastNameKana')
    expect(status).toBe(400)
  })

  it('a correctly signed cursor with a sort value PostgreSQL cannot compare still answers 400, not 500', async () => {
    const { status } = await search(encodeCursor('createdAt', 'not a timestamp', '1'), 'createdAt')
    expect(status).toBe(400)
  })

  it('a tampered cursor on a public GET list answers 400', async () => {
    const res = await server.request('GET', `/api/direct/tags/?cursor=${encodeURIComponent('eyJ4Ijox.AAAAAAAAAAAAAAAAAAAAAA')}`)
    expect(res.status).toBe(400)
  })
})

describe('NUL bytes', () => {
  it('in a JSON body field are refused with the field named', async () => {
    const { status, body } = await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { keyword: 'ab\u0000c' } })
    expect(status).toBe(400)
    expect(messages(body)).toEqual([`keyword: ${nulMessage}`])
  })

  it('in a public call (contact form) are refused', async () => {
    const res = await server.request('POST', '/api/direct/contacts', {
      body: { kind: 'general', name: '山田\u0000', email: 'a@b.example', subject: 's', body: 'b' },
    })
    expect(res.status).toBe(400)
    expect(messages(await res.json())).toEqual([`name: ${nulMessage}`])
  })

  it('in a query value and a path value are refused', async () => {
    expect((await server.request('GET', '/api/direct/tags/?keyword=a%00b')).status).toBe(400)
    expect((await server.request('GET', '/api/v1/admin/operators/1%00', { as: admin })).status).toBe(400)
  })
})

describe('out-of-range integers', () => {
  it('a sort order beyond PostgreSQL integer answers 400 with the field named', async () => {
    const { status, body } = await server.json('POST', '/api/v1/expertise/', { as: admin, body: { name: '巨大', parentId: null, sortOrder: 2 ** 31 } })
    expect(status).toBe(400)
    expect(messages(body).join('\n')).toContain('sortOrder: -2147483648〜2147483647の範囲の整数で入力してください')
  })

  it('a huge MP exchange answers 400 with the field named (was a PostgreSQL integer overflow)', async () => {
    const [doctor] = await server.db.query<{ email: string }>(sql`SELECT email FROM doctors WHERE deleted_at IS NULL AND NOT frozen ORDER BY id LIMIT 1`)
    const { status, body } = await server.json('POST', '/api/v1/doctors/points/exchange', { as: doctor?.email, body: { points: 500 * 2 ** 31 } })
    expect(status).toBe(400)
    expect(messages(body), String(messages(body))).toContain('points: 一度に交換できるのは1,000,000MPまでです')
  })

  it('a huge page size in a query string answers 400', async () => {
    expect((await server.request('GET', '/api/direct/tags/?limit=1e400')).status).toBe(400)
    expect((await server.request('GET', '/api/direct/tags/?limit=99999999999999999999')).status).toBe(400)
  })
})

describe('malformed URLs', () => {
  it('malformed percent-encoding on an API path or query answers 400', async () => {
    for (const path of ['/api/v1/admin/operators/%E0%A4%A', '/api/direct/tags/?keyword=%zz', '/api/direct/tags/?%=1']) {
      const res = await server.request('GET', path, { as: admin })
      expect(res.status, path).toBe(400)
      expect(messages(await res.json())).toEqual([malformedUrlMessage])
    }
  })

  it("malformed percent-encoding on the console's SPA route answers 400 (was a 500)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>')
    const { app } = createServer({ db: server.db, auth: testAuthenticator, port: 0, consoleDir: dir })
    expect((await app.request('/doctors/%E0%A4%A')).status).toBe(400)
    expect((await app.request('/doctors/%')).status).toBe(400)
    expect((await app.request('/doctor/42')).status).toBe(200)
  })
})
