/**
 * Several instances on one PostgreSQL (docs/deployment.md), as a load balancer would use them:
 * migrations started from two processes at once (they queue on the advisory lock and apply each
 * file once), then two API instances on the same database answering alternately — CSV import
 * batches retried and raced on the other instance, MP grants, press-release moves, paging
 * cursors issued by one and used on the other, a CSV 一括更新 uploaded and previewed on one and
 * applied on the other (twice at once) — with nothing lost, duplicated or refused because
 * of which instance answered.
 *
 * Needs a PostgreSQL server: it runs in the "server tests on PostgreSQL 15" step of
 * scripts/test-all.sh (scripts/with-postgres.sh sets DATABASE_URL); vitest.config.ts leaves it
 * out of the PGlite run.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { migrationLockKey, migrationsFolder, openDb, type OpenDb } from '@server/src/db/database'
import { seedDemo } from '@server/src/seed/demo.seed'
import { createServer, type RunningServer } from '@server/src/server'
import { readFileSync } from 'node:fs'
import { admin, testAuthenticator } from './support/server'
import { doctorRecord } from '@src/domain/doctor'

const baseUrl = process.env.DATABASE_URL as string
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }

let url: string
const dbs: OpenDb[] = []
const servers: RunningServer[] = []
const bases: string[] = []

const createDatabase = async (): Promise<string> => {
  const name = `mi_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const u = new URL(baseUrl)
  u.pathname = `/${name}`
  return u.toString()
}

const migrateProcess = () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/deploy/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (b: Buffer) => (output += b.toString()))
  child.stderr.on('data', (b: Buffer) => (output += b.toString()))
  let exited = false
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      exited = true
      resolve({ code, output })
    }),
  )
  return { done, exited: () => exited }
}

/** JSON call on instance `i` (0 or 1), signed in as the admin operator. */
const call = async (i: number, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${bases[i % 2]}${path}`, {
    method,
    headers: { authorization: `Bearer test:${admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as any }
}

beforeAll(async () => {
  url = await createDatabase()
}, 60_000)

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
  await Promise.all(dbs.map((db) => db.close()))
})

describe('migrations from two processes at once', () => {
  it('queue on the advisory lock and apply every migration exactly once', async () => {
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    await holder.query('SELECT pg_advisory_lock($1)', [String(migrationLockKey)])
    const first = migrateProcess()
    const second = migrateProcess()
    await new Promise((resolve) => setTimeout(resolve, 3000)) // both started and now wait for the lock
    expect([first.exited(), second.exited()]).toEqual([false, false])
    const before = await holder.query(`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`)
    expect(before.rows[0].t).toBeNull()
    await holder.query('SELECT pg_advisory_unlock($1)', [String(migrationLockKey)])
    const results = await Promise.all([first.done, second.done])
    for (const r of results) expect(r.code, r.output).toBe(0)
    const applied = await holder.query('SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations')
    expect(applied.rows[0]).toEqual({ n: journal.entries.length, d: journal.entries.length })
    await holder.end()
  }, 90_000)
})

describe('two API instances on one database', () => {
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) dbs.push(await openDb({ databaseUrl: url, migrate: false, pool: { max: 4 } })) // checks the migrations
    await seedDemo(dbs[0] as OpenDb, 60)
    for (const db of dbs) {
      const running = await createServer({ db, auth: testAuthenticator, port: 0, log: () => {} }).listen()
      servers.push(running)
      bases.push(`http://127.0.0.1:${(running.server.address() as AddressInfo).port}`)
    }
  }, 90_000)

  const doctorRows = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      row: i + 2,
      importKey: `${prefix}.csv:${i + 2}`,
      input: {
        email: `${prefix}-${i}@multi.example`,
        lastName: '多重',
        firstName: `${i}郎`,
        lastNameKana: 'タジュウ',
        firstNameKana: 'ジロウ',
        medicalLicenseNumber: String(700000 + i),
        belongIds: [],
        expertiseIds: [],
        allowed: true,
      },
    }))
  const countDoctors = async (prefix: string) =>
    Number((await (dbs[0] as OpenDb).query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors WHERE email LIKE ${`${prefix}-%`}`))[0]?.n)

  it('a CSV import batch retried on the other instance creates nothing twice', async () => {
    const rows = doctorRows('retry', 6)
    const first = await call(0, 'POST', '/api/v1/admin/doctors/bulk_registers', { rows })
    expect(first.status).toBe(200)
    expect(first.body.payload).toMatchObject({ succeeded: 6, failed: 0 })
    const retry = await call(1, 'POST', '/api/v1/admin/doctors/bulk_registers', { rows })
    expect(retry.status).toBe(200)
    expect(retry.body.payload.results.map((r: { id: string; duplicate?: boolean }) => [r.id, r.duplicate])).toEqual(
      first.body.payload.results.map((r: { id: string }) => [r.id, true]),
    )
    expect(await countDoctors('retry')).toBe(6)
  })

  it('the same batch sent to both instances at once: both succeed with the same ids, each doctor once', async () => {
    const rows = doctorRows('race', 8)
    const [a, b] = await Promise.all([0, 1].map((i) => call(i, 'POST', '/api/v1/admin/doctors/bulk_registers', { rows })))
    for (const res of [a, b]) {
      expect(res?.status).toBe(200)
      expect(res?.body.payload).toMatchObject({ succeeded: 8, failed: 0 })
    }
    expect(a?.body.payload.results.map((r: { id: string }) => r.id)).toEqual(b?.body.payload.results.map((r: { id: string }) => r.id))
    expect(await countDoctors('race')).toBe(8)
  })

  it('MP grants alternating between instances, concurrently, all land in the balance and the ledger', async () => {
    const search = await call(0, 'POST', '/api/v1/admin/doctors/search', { limit: 1, keyword: 'retry-0@multi.example' })
    const doctorId = search.body.payload[0].id as string
    const before = (await call(1, 'GET', `/api/v1/doctors/${doctorId}`)).body.payload.mpBalance as number
    const grants = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(i, 'PATCH', '/api/v1/admin/mp/mp', { doctorIds: [doctorId], amount: 100, note: `付与${i}` })),
    )
    for (const g of grants) {
      expect(g.status).toBe(200)
      expect(g.body.payload.results[0].ok).toBe(true)
    }
    expect((await call(0, 'GET', `/api/v1/doctors/${doctorId}`)).body.payload.mpBalance).toBe(before + 1000)
    const balances = grants.map((g) => g.body.payload.results[0].balance as number).sort((x, y) => x - y)
    expect(balances).toEqual(Array.from({ length: 10 }, (_, i) => before + 100 * (i + 1))) // serialised: each grant saw the previous one
  })

  it('press-release status moves alternate between instances, each seeing the last', async () => {
    const clients = await call(0, 'POST', '/api/v1/admin/clients/search', { limit: 1 })
    const created = await call(1, 'POST', '/api/v1/pressReleases/', {
      clientId: clients.body.payload[0].id,
      title: '複数インスタンスの発表',
      body: '<p>本文</p>',
      tagIds: [],
    })
    expect(created.status).toBe(201)
    const id = created.body.payload.id as string
    const steps: Array<[string, Record<string, unknown>]> = [
      ['request', {}],
      ['editing', { reason: '画像が不足しています' }],
      ['request', {}],
      ['published', {}],
      ['suspend', { reason: '確認中' }],
      ['published', {}],
    ]
    for (const [i, [status, extra]] of steps.entries()) {
      const moved = await call(i, 'PATCH', `/api/v1/admin/pressReleases/${id}`, { status, ...extra })
      expect(moved.status, `${status} on instance ${i % 2}`).toBe(200)
      expect(moved.body.payload.status).toBe(status)
      expect((await call(i + 1, 'GET', `/api/v1/admin/pressReleases/${id}`)).body.payload.status).toBe(status)
    }
    const refused = await call(0, 'PATCH', `/api/v1/admin/pressReleases/${id}`, { status: 'editing' }) // published → editing needs a reason
    expect(refused.status).toBe(422)
  })

  it('a paging cursor issued by one instance is honoured by the other: every doctor exactly once', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    for (let page = 0; page < 100; page++) {
      const res = await call(page, 'POST', '/api/v1/admin/doctors/search', { limit: 9, cursor, sort: 'lastNameKana', order: 'asc' })
      expect(res.status).toBe(200)
      seen.push(...res.body.payload.map((d: { id: string }) => d.id))
      cursor = res.body.nextPaging.nextCursorKey
      if (!cursor) break
    }
    const live = await (dbs[1] as OpenDb).query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors WHERE deleted_at IS NULL`)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBe(Number(live[0]?.n))
    expect(seen.length).toBeGreaterThan(60) // several pages, crossing instances
  })

  it('a CSV 一括更新 uploaded and previewed on one instance is applied on the other, each row once even when both apply at once', async () => {
    const search = await call(0, 'POST', '/api/v1/admin/doctors/search', { limit: 3, keyword: 'retry-' })
    const doctors = search.body.payload as Array<Record<string, unknown>>
    expect(doctors).toHaveLength(3)
    const phoneAt = doctorRecord.csvColumns.export.indexOf('電話番号')
    const rows = doctors.map((d, i) => ({ line: i + 2, cells: doctorRecord.csvColumns.row(d as never).map((c, j) => (j === phoneAt ? `03-5555-000${i}` : c)) }))
    const created = await call(0, 'POST', '/api/v1/admin/imports/updates', { kind: 'doctor', fileName: 'multi.csv', encoding: 'UTF-8', header: doctorRecord.csvColumns.export })
    expect(created.status).toBe(201)
    const id = created.body.payload.id as string
    expect((await call(0, 'POST', `/api/v1/admin/imports/updates/${id}/rows`, { rows })).status).toBe(200)
    const checked = await call(0, 'POST', `/api/v1/admin/imports/updates/${id}/check`)
    expect(checked.body.payload.counts).toMatchObject({ total: 3, change: 3 })
    // the other instance reads the same preview, then both apply at once
    const preview = await call(1, 'GET', `/api/v1/admin/imports/updates/${id}/rows?status=change&limit=2`)
    expect(preview.body.payload.map((r: { line: number }) => r.line)).toEqual([2, 3])
    const [a, b] = await Promise.all([call(1, 'POST', `/api/v1/admin/imports/updates/${id}/apply`), call(0, 'POST', `/api/v1/admin/imports/updates/${id}/apply`)])
    expect([a?.status, b?.status]).toEqual([200, 200])
    // a third apply finds nothing left: the job as it stands
    const done = await call(1, 'POST', `/api/v1/admin/imports/updates/${id}/apply`)
    expect(done.body.payload).toMatchObject({ status: 'done', counts: { applied: 3, change: 0, skipped: 0, refused: 0 } })
    for (const [i, d] of doctors.entries()) {
      const now = await call(i, 'GET', `/api/v1/doctors/${String(d['id'])}`)
      expect(now.body.payload).toMatchObject({ phone: `03-5555-000${i}`, version: (d['version'] as number) + 1 })
    }
    const entries = await (dbs[0] as OpenDb).query<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_logs WHERE reason LIKE ${`%ジョブ ${id}）`}`)
    expect(Number(entries[0]?.n)).toBe(3)
  })

})
