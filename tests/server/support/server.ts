/**
 * A reference server for one test file, in-process (Hono's `app.request`, no socket):
 * - on PGlite, cloned from a migrated template data dir (built once, cached under .tmp/ and
 *   keyed by the migration files), so no initdb per test;
 * - on PostgreSQL when DATABASE_URL is set (scripts/with-postgres.sh): a fresh database per file.
 * Requests authenticate with `Bearer test:<email>` (the test authenticator); the Firebase
 * verification itself is tested separately in auth.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { operatorByEmail, type Authenticator } from '../../../server/src/auth'
import { dumpEmptyDataDir, migrationsFolder, openDb, type OpenDb } from '../../../server/src/db/database'
import { createApp } from '../../../server/src/http/app'
import { seedDemo } from '../../../server/src/seed/demo.seed'

export const testAuthenticator: Authenticator = {
  authenticate: async (authorization, db) => {
    const match = /^Bearer test:(\S+)$/.exec(authorization ?? '')
    if (!match) return null
    const email = match[1] as string
    return { uid: `uid-${email}`, email, operator: await operatorByEmail(db, email) }
  },
}

const templateFile = () => {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort())
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(`${migrationsFolder}/${file}`))
  return `.tmp/pglite-template-${hash.digest('hex').slice(0, 16)}.tar`
}

const template = async (): Promise<Blob> => {
  const file = templateFile()
  if (!existsSync(file)) {
    mkdirSync('.tmp', { recursive: true })
    const blob = await dumpEmptyDataDir()
    const tmp = `${file}.${process.pid}`
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()))
    renameSync(tmp, file) // atomic: parallel test files never read half a template
  }
  return new Blob([readFileSync(file)])
}

const freshPostgres = async (url: string): Promise<string> => {
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

export interface TestServer {
  readonly db: OpenDb
  /** JSON request; `as` = e-mail of the caller (Bearer test:<email>), omitted = no token. */
  request(method: string, path: string, options?: { as?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>
  json<T = any>(method: string, path: string, options?: { as?: string; body?: unknown }): Promise<{ status: number; body: T }>
  close(): Promise<void>
}

export const admin = 'admin@medicolle.example'
export const operator = 'operator@medicolle.example'

export const startTestServer = async (options: { seed?: boolean } = {}): Promise<TestServer> => {
  const url = process.env.DATABASE_URL
  const db = url ? await openDb({ databaseUrl: await freshPostgres(url) }) : await openDb({ loadDataDir: await template(), migrate: false })
  if (options.seed !== false) await seedDemo(db, 60)
  const logs: unknown[] = []
  const app = createApp({ db, auth: testAuthenticator, log: (e) => logs.push(e) })
  const request: TestServer['request'] = (method, path, o = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: {
          ...(o.as ? { authorization: `Bearer test:${o.as}` } : {}),
          ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...o.headers,
        },
        ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
      }),
    )
  return {
    db,
    request,
    json: async (method, path, o) => {
      const res = await request(method, path, o)
      return { status: res.status, body: await res.json() }
    },
    close: () => db.close(),
  }
}
