/**
 * What an operator relies on when deploying the reference server (server/src/server.ts,
 * server/src/deploy/, server/src/db/database.ts): the built console served with caching and
 * compression and the SPA fallback for the spec's routes only; readiness against the database;
 * a request id on every log line; draining on close; the start-up migration check.
 */
import { execFile, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertMigrated, missingMigrations, MigrationsOutOfStep, openDb, type OpenDb } from '@server/src/db/database'
import { createLogger } from '@server/src/deploy/log'
import { createServer, isConsoleRoute, type RunningServer } from '@server/src/server'
import { openTestDb } from './support/db'
import { testAuthenticator } from './support/server'

let db: OpenDb
let dir: string
let running: RunningServer
let base: string
const lines: string[] = []
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))})\n`

beforeAll(async () => {
  db = await openTestDb()
  dir = mkdtempSync(join(tmpdir(), 'medicolle-console-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>')
  writeFileSync(join(dir, 'assets/index-Abc123.js'), bigScript)
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  const logger = createLogger({ write: (line) => lines.push(line) })
  running = await createServer({ db, auth: testAuthenticator, port: 0, consoleDir: dir, logger, log: () => {} }).listen()
  base = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await running.close()
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the built console', () => {
  it('serves hashed assets compressed and cached for a year, other files no-cache', async () => {
    const asset = await fetch(`${base}/assets/index-Abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(await asset.text()).toBe(bigScript) // fetch inflates it
    const icon = await fetch(`${base}/favicon.svg`)
    expect(icon.headers.get('cache-control')).toBe('no-cache')
  })

  it("answers index.html (no-cache) for the spec's routes, 404 with index.html for other pages", async () => {
    for (const path of ['/', '/doctor', '/doctor/import', '/client/c-1/edit', '/press_release/p-9/edit', '/report/client', '/sign-in-action']) {
      const res = await fetch(`${base}${path}?mode=x`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
      expect(await res.text(), path).toContain('<div id="root">')
    }
    const unknown = await fetch(`${base}/no-such-page`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('<div id="root">') // the console shows its 404 page
  })

  it('answers a missing file and an unknown API path with a plain 404, never index.html', async () => {
    const chunk = await fetch(`${base}/assets/gone-Zz9.js`)
    expect(chunk.status).toBe(404)
    expect(await chunk.text()).not.toContain('<div id="root">')
    const api = await fetch(`${base}/api/v1/no_such_call`)
    expect(api.status).toBe(404)
    expect((await api.json()).status).toBe(404)
    expect((await fetch(`${base}/api/v1/health_check`)).status).toBe(200)
  })

  it('knows exactly the routes of SPEC §2', () => {
    const routes = ['/', '/sign-in', '/sign-in-action', '/expertise', '/mp_management', '/mp_swap', '/survey', '/report', '/report/client']
    for (const area of ['client', 'doctor']) routes.push(`/${area}`, `/${area}/import`, `/${area}/new`, `/${area}/x1`, `/${area}/x1/edit`)
    routes.push('/manuscript', '/manuscript/m1', '/manuscript/m1/edit', '/operator', '/operator/new', '/operator/o1', '/operator/o1/edit')
    routes.push('/organization', '/organization/new', '/organization/g1/edit', '/press_release', '/press_release/p1/edit', '/doctor/')
    for (const route of routes) expect(isConsoleRoute(route), route).toBe(true)
    for (const route of ['/organization/g1', '/press_release/p1', '/doctor/x1/edit/more', '/surveys', '/report/doctor', '/api', '/ready/x'])
      expect(isConsoleRoute(route), route).toBe(false)
  })
})

describe('readiness, request ids and logs', () => {
  it('GET /ready runs select 1 against the database', async () => {
    const res = await fetch(`${base}/ready`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ready' })
  })

  it('answers 503 when the database does not answer, while liveness stays 200', async () => {
    const down = { ...db, query: () => Promise.reject(new Error('connection refused')) }
    const { app } = createServer({ db: down, auth: testAuthenticator, port: 0, log: () => {} })
    const res = await app.request('/ready')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'database' })
    expect((await app.request('/api/v1/health_check')).status).toBe(200)
  })

  it('echoes a sane x-request-id, replaces another, and logs one JSON line per request without the query', async () => {
    lines.length = 0
    const mine = await fetch(`${base}/doctor?email=someone%40example.com`, { headers: { 'x-request-id': 'lb-4711' } })
    expect(mine.headers.get('x-request-id')).toBe('lb-4711')
    const odd = await fetch(`${base}/doctor`, { headers: { 'x-request-id': 'a b<script>' } })
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', requestId: 'lb-4711', method: 'GET', path: '/doctor', status: 200 }),
      expect.objectContaining({ level: 'info', msg: 'request', requestId: odd.headers.get('x-request-id'), path: '/doctor' }),
    ])
    expect(lines.join('\n')).not.toContain('someone')
  })
})

describe('close()', () => {
  it('finishes in-flight requests, refuses new connections, then resolves', async () => {
    let release = () => {}
    const held = new Promise<void>((done) => (release = done))
    const slow = { ...db, query: async (q: Parameters<OpenDb['query']>[0]) => (await held, db.query(q)) }
    const server = await createServer({ db: slow as OpenDb, auth: testAuthenticator, port: 0, log: () => {} }).listen()
    const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
    const inFlight = fetch(`${url}/ready`)
    await new Promise((done) => setTimeout(done, 200))
    let closed = false
    const closing = server.close().then(() => (closed = true))
    await new Promise((done) => setTimeout(done, 200))
    expect(closed).toBe(false)
    await expect(fetch(`${url}/api/v1/health_check`)).rejects.toThrow()
    release()
    const res = await inFlight
    expect(res.status).toBe(200)
    expect(res.headers.get('connection')).toBe('close')
    await closing
    expect(closed).toBe(true)
  })
})

describe('the migration check at start', () => {
  it('accepts a database holding more migrations than this build knows (rollback, rolling deploy)', async () => {
    await db.query(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-build', 99999999999999)`)
    await expect(assertMigrated(db)).resolves.toBeUndefined()
    expect(await missingMigrations(db)).toEqual([])
  })

  it('refuses a database lacking migrations, naming them and the command to run', async () => {
    const bare = await openDb({ migrate: false })
    try {
      const missing = await missingMigrations(bare)
      expect(missing.length).toBeGreaterThan(0)
      const failure = await assertMigrated(bare).then(
        () => null,
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(MigrationsOutOfStep)
      expect((failure as Error).message).toContain(missing[0])
      expect(new MigrationsOutOfStep('postgres', missing).message).toContain('npm run db:migrate')
    } finally {
      await bare.close()
    }
  })
})

describe('the production build (npm run build:server)', () => {
  it('runs with plain node: migrate.js, then main.js answers, then drains on SIGTERM and exits 0', async () => {
    const out = resolve(`.tmp/dist-server-test-${process.pid}`) // inside the checkout: the bundle resolves node_modules from there
    const data = mkdtempSync(join(tmpdir(), 'medicolle-built-'))
    try {
      await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', out])
      const env = { ...process.env, DATABASE_URL: '', FIREBASE_AUTH_EMULATOR_HOST: '', DATA_DIR: join(data, 'pglite'), NODE_ENV: 'test' }
      const migrated = await promisify(execFile)(process.execPath, [join(out, 'migrate.js')], { env })
      expect(JSON.parse(migrated.stdout.trim())).toMatchObject({ level: 'info', msg: 'migrations applied', driver: 'pglite' })
      const port = await new Promise<number>((done) => {
        const probe = createNetServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as AddressInfo
          probe.close(() => done(port))
        })
      })
      const child = spawn(process.execPath, [join(out, 'main.js')], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      let stdout = ''
      child.stdout.on('data', (b: Buffer) => ((output += b.toString()), (stdout += b.toString())))
      child.stderr.on('data', (b: Buffer) => (output += b.toString())) // Node's own warnings, if any
      const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
      for (let i = 0; i < 600 && !/listening on/.test(output); i++) await new Promise((done) => setTimeout(done, 100))
      expect(output).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/)
      expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200)
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health_check`)).status).toBe(200)
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string }) // every log line is JSON
      expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down: draining in-flight requests', 'stopped']))
    } finally {
      rmSync(out, { recursive: true, force: true })
      rmSync(data, { recursive: true, force: true })
    }
  }, 120_000)
})
