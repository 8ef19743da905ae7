/**
 * Issue 12, "no 500 from bad input": each finding of the fuzzing report, reproduced against the
 * reference server and refused with a 400 and a message naming the field. Issue 28 item 4: JSON
 * nested deeper than the limit is refused before anything walks it, with no stack trace logged.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SchemaAST } from 'effect'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { jsonTooDeepMessage, malformedUrlMessage, maxJsonDepth, nestedDeeperThan, nulMessage } from '@server/src/http/input-guard'
import { badCursor, encodeCursor } from '@server/src/areas/support/paging'
import { allEndpoints } from '@src/domain/catalogue'
import { createApp } from '@server/src/http/app'
import { createServer } from '@server/src/server'
import { sql } from '@server/src/db/database'
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

describe('deeply nested JSON (issue 28 item 4)', () => {
  let errors: MockInstance<typeof console.error>
  let app: ReturnType<typeof createApp>
  const logged: unknown[] = []
  beforeAll(() => {
    app = createApp({ db: server.db, auth: testAuthenticator, log: (e) => logged.push(e) })
  })
  // a stack trace in the log for each hostile request was half of the finding
  beforeEach(() => {
    errors = vi.spyOn(console, 'error')
  })
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  /** `depth` levels of arrays or of objects (`{"a":…}`), as JSON text. */
  const nested = (shape: 'arrays' | 'objects', depth: number) =>
    shape === 'arrays' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
  /** A valid body (an object: one level) with `extra` nested so the whole body is `depth` levels deep. */
  const padded = (body: object, shape: 'arrays' | 'objects', depth: number) => `${JSON.stringify(body).slice(0, -1)},"extra":${nested(shape, depth - 1)}}`

  const post = async (path: string, text: string, as?: string) =>
    app.request(path, { method: 'POST', body: text, headers: { 'content-type': 'application/json', ...(as ? { authorization: `Bearer test:${as}` } : {}) } })
  const upload = async (json: string) => {
    const form = new FormData()
    form.set('json', json)
    form.set('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }))
    return app.request('/api/v1/files/upload', { method: 'POST', body: form, headers: { authorization: `Bearer test:${admin}` } })
  }
  const logEntry = { appName: 'MediColle WEB', buildHash: '', level: 'info', payload: { uri: '/doctor', messages: ['x'] } }
  const calls: ReadonlyArray<[string, (text: string) => Promise<Response>, object, number]> = [
    ['a public call (tag search, no token)', (text) => post('/api/direct/tags/search', text), { limit: 1 }, 200],
    ['an authenticated call (doctor search)', (text) => post('/api/v1/admin/doctors/search', text, admin), { limit: 1 }, 200],
    ['the log proxy', (text) => post('/api/v1/logProxy/', text), logEntry, 202],
    ['a multipart json part (file upload)', upload, { purpose: 'other' }, 201],
  ]

  describe.each(calls)('%s', (_, send, valid, ok) => {
    it.each(['arrays', 'objects'] as const)('2,000 levels of %s answer 400 with the field message, not 500', async (shape) => {
      const res = await send(nested(shape, 2000))
      expect(res.status).toBe(400)
      expect(messages(await res.json())).toEqual([jsonTooDeepMessage])
    })

    it.each(['arrays', 'objects'] as const)(`a valid body with %s nested to exactly ${maxJsonDepth} levels passes the depth check; one more is 400`, async (shape) => {
      const atLimit = await send(padded(valid, shape, maxJsonDepth))
      expect(atLimit.status, await atLimit.clone().text()).toBe(ok)
      const over = await send(padded(valid, shape, maxJsonDepth + 1))
      expect(over.status).toBe(400)
      expect(messages(await over.json())).toEqual([jsonTooDeepMessage])
    })
  })


  it('a chunked body that stops arriving answers 400 and logs nothing', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode('{"keyword":')),
      pull: (c) => c.error(new Error('aborted')),
    })
    const res = await app.request(
      new Request('http://localhost/api/direct/tags/search', { method: 'POST', body: broken, duplex: 'half', headers: { 'content-type': 'application/json' } } as RequestInit),
    )
    expect(res.status).toBe(400)
    expect((await res.json()).messages).toEqual([{ message: 'リクエストが途中で切断されました' }])
  })
  it('brackets and escaped quotes inside strings are not nesting', async () => {
    const text = JSON.stringify({ ...logEntry, payload: { uri: '/doctor', messages: ['['.repeat(2000), `\\"${'{'.repeat(2000)}`, '"[[[['] } })
    const res = await post('/api/v1/logProxy/', text)
    expect(res.status).toBe(202)
  })

  it('the depth scan counts levels outside strings only, whatever the escapes', () => {
    const cases: ReadonlyArray<[unknown, number]> = [
      [[], 1],
      [{ a: [{ b: [] }] }, 4],
      [['\\', [[1]]], 3], // a string ending in an escaped backslash: its quote closes it
      [['\\"[[[[', [1]], 2],
      [{ '[[[': '{{{', k: ['"]]]}}}"'] }, 2],
      [[[[]], [[[[]]]]], 5],
    ]
    for (const [value, depth] of cases) {
      const text = JSON.stringify(value)
      expect(nestedDeeperThan(text, depth), text).toBe(false)
      expect(nestedDeeperThan(text, depth - 1), text).toBe(true)
    }
  })

  it("the limit is at least 4× the deepest body in the catalogue (the console's bulk doctor registration, 5 levels)", () => {
    // levels of arrays and objects in a schema's wire form; an unbounded field (Unknown, a recursive schema) is Infinity
    const depthOf = (ast: SchemaAST.AST): number => {
      switch (ast._tag) {
        case 'Arrays':
          return 1 + Math.max(0, ...[...ast.elements, ...ast.rest].map(depthOf))
        case 'Objects':
          return 1 + Math.max(0, ...ast.propertySignatures.map((p) => depthOf(p.type)), ...ast.indexSignatures.map((i) => depthOf(i.type)))
        case 'Union':
          return Math.max(0, ...ast.types.map(depthOf))
        case 'Declaration':
          return Math.max(0, ...ast.typeParameters.map(depthOf))
        case 'Suspend':
        case 'Unknown':
        case 'Any':
        case 'ObjectKeyword':
          return Infinity
        default:
          return 0
      }
    }
    const depths = allEndpoints.filter((e) => e.method !== 'GET').map((e) => [e.name, depthOf(SchemaAST.toEncoded(e.body.ast))] as const)
    const deepest = Math.max(...depths.map(([, d]) => d))
    const names = depths.filter(([, d]) => d === deepest).map(([name]) => name)
    expect(names).toContain('admin.doctors.bulkRegister')
    expect(maxJsonDepth, `deepest bodies (${deepest} levels): ${names.join(', ')}`).toBeGreaterThanOrEqual(deepest * 4)
    expect(jsonTooDeepMessage).toBe(`入力内容: JSON の入れ子が深すぎます（上限${maxJsonDepth}階層）`)
  })

  it('bracketed query keys and nested-looking headers are plain strings (no recursive parse)', async () => {
    const key = `a${'[b]'.repeat(2000)}`
    const res = await app.request(`/api/direct/tags/?${key}=1&${key}[]=2`, { headers: { 'x-nested': nested('arrays', 2000) } })
    expect(res.status).toBe(200)
    const path = await app.request(`/api/v1/admin/operators/${encodeURIComponent(nested('objects', 500))}`, { headers: { authorization: `Bearer test:${admin}` } })
    expect(path.status).toBe(400)
  })
})
