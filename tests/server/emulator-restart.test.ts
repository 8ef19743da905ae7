/**
 * `npm start` a second time, on the database the first run left (docs/auth.md "Emulator restarts"):
 * the Auth emulator starts empty and gives every e-mail a new uid, while operators, doctors and
 * clients stay bound to the uids of the earlier run. At the server's start, bindings to uids the
 * emulator does not have are dropped (auth.ts `forgetEarlierEmulatorRuns`), so the admin can sign
 * in again; a binding the emulator still has stays, and the old uid is nobody's afterwards.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropBindingsUnknownTo, emulatorUids, forgetEarlierEmulatorRuns, type Authenticator } from '@server/src/auth'
import { startFakeAuthEmulator, type FakeAuthEmulator } from '@server/testing/auth-emulator.fake'
import { ensureClient, ensureDoctor, ensureOperator } from '@server/testing/fixtures'
import { startTestServer, testToken, type TestServer } from './support/server'

let server: TestServer
let emulator: FakeAuthEmulator
const savedHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
const staff = 'restart-admin@medicolle.example'
const doctor = { id: 'rst-doctor', email: 'restart-doctor@restart.example' }
const client = { id: 'rst-client', email: 'restart-client@restart.example' }

beforeAll(async () => {
  server = await startTestServer()
  emulator = await startFakeAuthEmulator()
  await ensureOperator(server.db, { email: staff, role: 'admin' })
  await ensureDoctor(server.db, { id: doctor.id, email: doctor.email })
  await ensureClient(server.db, { id: client.id, email: client.email })
})
afterAll(async () => {
  if (savedHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = savedHost
  await emulator.close()
  await server.close()
})

const search = (uid: string) => server.json('POST', '/api/v1/admin/doctors/search', { as: testToken(staff, { uid }), body: {} })
const binding = async (table: 'operators' | 'doctors' | 'clients', column: 'account_id' | 'firebase_uid', email: string) =>
  (await server.db.query<{ uid: string | null }>(sql`SELECT ${sql.raw(column)} AS uid FROM ${sql.raw(table)} WHERE lower(email) = lower(${email})`))[0]?.uid

describe('a second npm start: bindings from an earlier run of the Auth emulator', () => {
  it('the admin bound in the first run is refused under the new uid; once the stale binding is dropped they sign in and are bound to it', async () => {
    expect((await search('uid-first-run')).status).toBe(200)
    expect(await binding('operators', 'account_id', staff)).toBe('uid-first-run')
    expect((await search('uid-second-run')).status).toBe(403) // what staff saw: この操作は管理者・オペレーターのみ行えます

    expect(await dropBindingsUnknownTo(server.db, ['uid-second-run'])).toBeGreaterThanOrEqual(1)
    expect(await binding('operators', 'account_id', staff)).toBeNull()
    expect((await search('uid-second-run')).status).toBe(200)
    expect(await binding('operators', 'account_id', staff)).toBe('uid-second-run')
    expect((await search('uid-first-run')).status).toBe(403) // the old uid is nobody's now
  })

  it("keeps a binding whose uid the emulator still has; drops doctors' and clients' stale ones", async () => {
    expect((await server.json('GET', '/api/v1/doctors/points/mine', { as: testToken(doctor.email, { uid: 'uid-doctor-kept' }) })).status).toBe(200)
    expect((await server.json('GET', `/api/v1/clients/${client.id}`, { as: testToken(client.email, { uid: 'uid-client-gone' }) })).status).toBe(200)
    expect(await binding('clients', 'firebase_uid', client.email)).toBe('uid-client-gone')

    await dropBindingsUnknownTo(server.db, ['uid-doctor-kept', 'uid-second-run'])
    expect(await binding('doctors', 'firebase_uid', doctor.email)).toBe('uid-doctor-kept')
    expect(await binding('operators', 'account_id', staff)).toBe('uid-second-run')
    expect(await binding('clients', 'firebase_uid', client.email)).toBeNull()
  })

  it('lists the emulator accounts page by page (Admin SDK listUsers)', async () => {
    for (const uid of ['uid-a', 'uid-b', 'uid-c', 'uid-d', 'uid-e']) emulator.listedUids.add(uid)
    const options = { projectId: 'demo-medicolle', emulatorHost: emulator.host }
    expect((await emulatorUids(options, 2)).sort()).toEqual(['uid-a', 'uid-b', 'uid-c', 'uid-d', 'uid-e'])
    await expect(emulatorUids({ projectId: 'demo-medicolle' })).rejects.toThrow(/not in emulator mode/)
    emulator.listedUids.clear()
  })

  it('at start: waits for the emulator, drops what it does not list, forgets resolved callers and says how many', async () => {
    emulator.listedUids.add('uid-doctor-kept')
    let forgotten = 0
    const auth: Authenticator = { authenticate: async () => null, forgetCallers: () => void forgotten++ }
    const logged: string[] = []
    const log = { info: (m: string) => void logged.push(m), warn: (m: string) => void logged.push(`warn: ${m}`) }
    await forgetEarlierEmulatorRuns(server.db, auth, { projectId: 'demo-medicolle', emulatorHost: emulator.host }, log)
    expect(await binding('operators', 'account_id', staff)).toBeNull()
    expect(await binding('doctors', 'firebase_uid', doctor.email)).toBe('uid-doctor-kept')
    expect(forgotten).toBe(1)
    expect(logged.join('\n')).toMatch(/Auth emulator: [1-9]\d* sign-in binding\(s\) from an earlier run/)

    // an emulator that never answers: retried, then a warning, nothing dropped
    logged.length = 0
    const started = Date.now()
    await forgetEarlierEmulatorRuns(server.db, auth, { projectId: 'demo-medicolle', emulatorHost: '127.0.0.1:9' }, log, { retryMs: 20, giveUpMs: 100 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(100)
    expect(logged).toEqual(['warn: Auth emulator: bindings from earlier runs not checked'])
    expect(await binding('doctors', 'firebase_uid', doctor.email)).toBe('uid-doctor-kept')
  })
})
