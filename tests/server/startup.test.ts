/**
 * `npm run server` as a real process: it starts on a fresh data dir (migrate + demo seed), logs
 * one line when listening and answers over a socket; a second process on the same PGlite data
 * dir is refused with a clear message; emulator mode with a non-demo project id is refused.
 * Issue 28: outside development (a real project id, or NODE_ENV=production) it refuses to start
 * without PAGING_SECRET; in development it warns once.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeAuthEmulator, type FakeAuthEmulator } from '@server/testing/auth-emulator.fake'
import { unsignedToken } from '@server/testing/emulator-token'

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => done(port))
    })
  })

interface Run {
  readonly child: ChildProcess
  output: string
  readonly exited: Promise<number | null>
}

const startMain = (env: Record<string, string | undefined>): Run => {
  // PGlite always (the lock is the point), no inherited emulator host or PostgreSQL URL
  const merged: Record<string, string | undefined> = {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: undefined,
    DATABASE_URL: undefined,
    PAGING_SECRET: undefined,
    FIREBASE_PROJECT_ID: undefined,
    NODE_ENV: 'test',
    ...env,
  }
  const childEnv = Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const run: Run = { child, output: '', exited: new Promise((done) => child.on('exit', (code) => done(code))) }
  child.stdout?.on('data', (b: Buffer) => (run.output += b.toString()))
  child.stderr?.on('data', (b: Buffer) => (run.output += b.toString()))
  return run
}

const waitFor = async (run: Run, pattern: RegExp) => {
  const ended = run.exited.then((code) => {
    throw new Error(`server exited (${code}) before ${pattern}: ${run.output}`)
  })
  const seen = new Promise<void>((done) => {
    const check = () => (pattern.test(run.output) ? done() : setTimeout(check, 50))
    check()
  })
  await Promise.race([seen, ended])
}

let dir: string
let emulator: FakeAuthEmulator
let first: Run
let port: number

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'medicolle-server-'))
  emulator = await startFakeAuthEmulator()
  port = await freePort()
  first = startMain({ PORT: String(port), DATA_DIR: join(dir, 'pglite'), SEED: 'demo', FIREBASE_AUTH_EMULATOR_HOST: emulator.host })
  await waitFor(first, /listening on http:\/\/127\.0\.0\.1:\d+/)
}, 120_000)

afterAll(async () => {
  first.child.kill('SIGTERM')
  await first.exited
  await emulator.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run server', () => {
  it('migrates, seeds, logs one line when listening and serves the API with emulator tokens', async () => {
    expect(first.output.match(/listening on/g)).toHaveLength(1)
    const base = `http://127.0.0.1:${port}`
    expect((await fetch(`${base}/api/v1/health_check`)).status).toBe(200)
    const admitted = await (await fetch(`${base}/api/v1/admissions/?email=admin%40medicolle.example&loginDest=management`)).json()
    expect(admitted.payload).toBe(true)
    const res = await fetch(`${base}/api/v1/admin/operators/`, { headers: { authorization: `Bearer ${unsignedToken('admin@medicolle.example')}` } })
    expect(res.status).toBe(200)
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(true)
  })

  it('refuses a second process on the same PGlite data dir, naming the holder', async () => {
    const second = startMain({ PORT: String(await freePort()), DATA_DIR: join(dir, 'pglite') })
    expect(await second.exited).toBe(1)
    expect(second.output).toContain(`別のプロセス (pid ${first.child.pid}) が使用中です`)
  })

  it('refuses emulator mode for a project id that does not start with demo-', async () => {
    const run = startMain({ PORT: String(await freePort()), DATA_DIR: join(dir, 'other'), FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: 'medicolle-prod' })
    expect(await run.exited).toBe(1)
    expect(run.output).toContain('起動を中止しました')
    expect(existsSync(join(dir, 'other'))).toBe(false)
  })

  it('in development (emulator mode, demo- project) warns once that paging cursors use the public development key', () => {
    const warnings = first.output.split('\n').filter((line) => line.includes('PAGING_SECRET'))
    expect(warnings).toHaveLength(1)
    expect(JSON.parse(warnings[0] as string)).toMatchObject({ level: 'warn' })
  })

  it('refuses to start without PAGING_SECRET for a real project id or under NODE_ENV=production, before touching the data dir', async () => {
    for (const env of [{ FIREBASE_PROJECT_ID: 'medicolle-prod' }, { NODE_ENV: 'production' }, { FIREBASE_PROJECT_ID: 'medicolle-prod', PAGING_SECRET: '   ' }]) {
      const run = startMain({ PORT: String(await freePort()), DATA_DIR: join(dir, 'no-secret'), ...env })
      expect(await run.exited).toBe(1)
      expect(run.output).toContain('PAGING_SECRET が設定されていません')
      expect(run.output).toContain('起動を中止しました')
      expect(existsSync(join(dir, 'no-secret'))).toBe(false)
    }
  })

  it('starts for a real project id with PAGING_SECRET set, without the warning', async () => {
    const run = startMain({ PORT: String(await freePort()), DATA_DIR: join(dir, 'with-secret'), FIREBASE_PROJECT_ID: 'medicolle-prod', PAGING_SECRET: 'x'.repeat(48) })
    try {
      await waitFor(run, /listening on http:\/\/127\.0\.0\.1:\d+/)
      expect(run.output).not.toContain('PAGING_SECRET')
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  }, 120_000)
})
