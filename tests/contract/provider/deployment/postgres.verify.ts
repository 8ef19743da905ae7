/**
 * The contracts verified as the backend team verifies its deployment (docs/contracts.md):
 * - the provider is the reference server as it is deployed: `node dist-server/main.js` (built by
 *   `npm run build:server`), a process of its own on PostgreSQL (DATABASE_URL; scripts/provider-postgres.sh
 *   starts a private cluster and seeds it with `npm run seed -- --unlike-demo`: ids from 7,300,000,
 *   other names, optional fields null), firebase-admin in emulator mode against the fake Auth emulator;
 * - the verifier is `npm run contracts:verify` (contracts/verify.ts, a real process) over the
 *   committed Pact files, knowing nothing of the server but its URL;
 * - data comes only from the provider states: `--reset-url` and `--state-setup-url` point at a
 *   small endpoint running the reference states (server/testing/provider-state*.ts) on the same
 *   database, which is what a backend team writes for its own deployment.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDb, type OpenDb } from '@server/src/db/database'
import { unlikeDemoIdStart } from '@server/src/seed/unlike-demo'
import { startFakeAuthEmulator, type FakeAuthEmulator } from '@server/testing/auth-emulator.fake'
import { projectId } from '@server/testing/emulator-token'
import { setUpProviderStateVia } from '@server/testing/provider-state-setup'
import { adminEmail, resetToBaseline, takeSnapshot, type DataSnapshot } from '@server/testing/provider-states'
import { groups, pactFile } from '../../support/contract'
import { authorizationFor } from '../../support/provider'

const databaseUrl = process.env.DATABASE_URL ?? ''
let db: OpenDb
let emulator: FakeAuthEmulator
let server: ChildProcess
let serverLog = ''
let baseUrl = ''
let stateServer: Server
let stateUrl = ''
let resets = 0
/** The unlike-demo data set: every interaction starts from it again (not from an empty database). */
let kept: DataSnapshot
const states: string[] = []

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => done(port))
    })
  })

const waitUntilReady = async (url: string) => {
  for (let i = 0; i < 200; i++) {
    if (server.exitCode !== null) throw new Error(`dist-server/main.js exited (${server.exitCode}):\n${serverLog}`)
    try {
      if ((await fetch(`${url}/ready`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`dist-server/main.js did not become ready:\n${serverLog}`)
}

beforeAll(async () => {
  expect(databaseUrl, 'DATABASE_URL: run through scripts/provider-postgres.sh').not.toBe('')
  expect(existsSync('dist-server/main.js'), 'dist-server/main.js: npm run build:server').toBe(true)
  db = await openDb({ databaseUrl })
  kept = await takeSnapshot(db)
  emulator = await startFakeAuthEmulator()
  const port = await freePort()
  server = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')))
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')))
  baseUrl = `http://127.0.0.1:${port}`
  await waitUntilReady(baseUrl)

  stateServer = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      const answer = async () => {
        if (req.url === '/reset') {
          resets++
          return resetToBaseline(db, kept).then(() => ({}))
        }
        const { state, params } = JSON.parse(raw) as { state: string; params: Record<string, unknown> }
        states.push(state)
        const admin = authorizationFor({ kind: 'email', email: adminEmail })
        const { caller, values } = await setUpProviderStateVia(db, { baseUrl, authorization: admin }, state, params)
        // the answer: who calls (`authorization`), and the values the request injects (`cursor`, ids)
        return { ...values, ...(caller ? { authorization: authorizationFor(caller) } : {}) }
      }
      answer().then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (error: unknown) => res.writeHead(500).end(String(error)),
      )
    })
  })
  await new Promise<void>((done) => stateServer.listen(0, '127.0.0.1', done))
  stateUrl = `http://127.0.0.1:${(stateServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done))
    server.kill('SIGTERM')
    await exited
  }
  await new Promise<void>((done) => (stateServer ? stateServer.close(() => done()) : done()))
  await emulator?.close()
  await db?.close()
})

const runVerify = (args: ReadonlyArray<string>) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/verify.ts', ...args], { env: process.env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.on('close', (code) => done({ code, output }))
  })

const interactionsOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions: unknown[] }).interactions.length

it('the database holds data unlike the demo (other ids, names, nulls) before the run', async () => {
  const [doctors] = await db.query<{ n: number; min: string; demoNames: number; nullOrgs: number }>(sql`
    SELECT count(*)::int AS n, min(id::bigint)::text AS min,
      count(*) FILTER (WHERE last_name NOT LIKE '別%')::int AS "demoNames",
      count(*) FILTER (WHERE organization_id IS NULL)::int AS "nullOrgs"
    FROM doctors`)
  expect(doctors?.n ?? 0).toBeGreaterThan(0)
  expect(Number(doctors?.min)).toBeGreaterThanOrEqual(unlikeDemoIdStart)
  expect(doctors?.demoNames).toBe(0)
  expect(doctors?.nullOrgs).toBeGreaterThan(0)
  const [organizations] = await db.query<{ withPostalCode: number }>(sql`
    SELECT count(*) FILTER (WHERE postal_code IS NOT NULL)::int AS "withPostalCode" FROM organizations`)
  expect(organizations?.withPostalCode).toBe(0)
  // …and every interaction starts from it again, not from an empty database
  expect(kept.rows).toBeGreaterThan(100)
})

it('dist-server on PostgreSQL honours every interaction of the committed Pact files, set up by the provider states alone', async () => {
  const total = groups.reduce((sum, group) => sum + interactionsOf(pactFile(group)), 0)
  const { code, output } = await runVerify([
    '--base-url', baseUrl,
    '--state-setup-url', `${stateUrl}/states`,
    '--reset-url', `${stateUrl}/reset`,
    '--authorization', authorizationFor({ kind: 'email', email: adminEmail }),
  ])
  expect(code, `${output}\n--- server log ---\n${serverLog.slice(-4000)}`).toBe(0)
  for (const group of groups) expect(output).toContain(`medicolle-api-${group} honours the console's contract`)
  // one reset per interaction: every interaction of the three files was replayed
  expect(resets).toBe(total)
  // the foreign rows were there to the end: the last reset put them back
  const [after] = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors WHERE id::bigint >= ${unlikeDemoIdStart} AND last_name LIKE '別%'`)
  expect(after?.n ?? 0).toBeGreaterThan(0)
  console.log(`verified ${total} interactions (${groups.map((g) => `${g} ${interactionsOf(pactFile(g))}`).join(', ')}), ${states.length} provider states set up`)
})
