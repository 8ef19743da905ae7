/**
 * The real firebase-admin verification path: outside emulator mode an unsigned token is refused;
 * in emulator mode (demo- project) it is accepted after the Admin SDK's user lookup, which the
 * fake emulator endpoint answers. The operator rules then apply to the verified e-mail.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertSafeEmulatorMode, firebaseAuthenticator, UnsafeEmulatorMode } from '../../server/src/auth'
import { createApp } from '../../server/src/http/app'
import { startFakeAuthEmulator, type FakeAuthEmulator } from '../../server/testing/auth-emulator.fake'
import { unsignedToken } from '../../server/testing/emulator-token'
import { startTestServer, type TestServer } from './support/server'

let server: TestServer
let emulator: FakeAuthEmulator
const savedHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
beforeAll(async () => {
  server = await startTestServer()
  emulator = await startFakeAuthEmulator()
})
afterAll(async () => {
  if (savedHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = savedHost
  await emulator.close()
  await server.close()
})

const search = (app: ReturnType<typeof createApp>, token: string) =>
  app.request('/api/v1/admin/doctors/search', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  })

describe('Firebase token verification', () => {
  it('answers 401 to a forged unsigned token when not in emulator mode', async () => {
    const app = createApp({ db: server.db, auth: firebaseAuthenticator({ projectId: 'demo-medicolle' }) })
    const res = await search(app, unsignedToken('admin@medicolle.example'))
    expect(res.status).toBe(401)
    expect((await res.json()).messages[0].message).toBe('ログインが必要です。再度ログインしてください。')
  })

  it('in emulator mode verifies unsigned tokens through the Admin SDK, then applies the operator rules', async () => {
    const app = createApp({ db: server.db, auth: firebaseAuthenticator({ projectId: 'demo-medicolle', emulatorHost: emulator.host }) })
    const before = emulator.lookups()
    expect((await search(app, unsignedToken('admin@medicolle.example'))).status).toBe(200)
    expect(emulator.lookups()).toBeGreaterThan(before)
    expect((await search(app, unsignedToken('stranger@example.com'))).status).toBe(403)
    expect((await search(app, unsignedToken('retired@medicolle.example'))).status).toBe(403)
    // a token for another project, or for an account the emulator reports disabled, is refused
    expect((await search(app, unsignedToken('admin@medicolle.example', { projectId: 'demo-other' }))).status).toBe(401)
    emulator.disabledUids.add('uid-disabled')
    expect((await search(app, unsignedToken('admin@medicolle.example', { uid: 'uid-disabled' }))).status).toBe(401)
  })

  it('through the real verification, refuses an unverified password token or a disallowed provider (401), accepts a verified doctor', async () => {
    const app = createApp({ db: server.db, auth: firebaseAuthenticator({ projectId: 'demo-medicolle', emulatorHost: emulator.host }) })
    const doctor = (await server.db.query<{ email: string }>(sql`SELECT email FROM doctors WHERE deleted_at IS NULL AND NOT frozen LIMIT 1`))[0]?.email as string
    const mine = (token: string) => app.request('/api/v1/doctors/points/mine', { headers: { authorization: `Bearer ${token}` } })
    expect((await mine(unsignedToken(doctor, { emailVerified: false, provider: 'password', uid: 'uid-attacker' }))).status).toBe(401)
    expect((await mine(unsignedToken(doctor, { provider: 'anonymous', uid: 'uid-anonymous' }))).status).toBe(401)
    expect((await mine(unsignedToken(doctor, { provider: 'password' }))).status).toBe(200)
    expect((await mine(unsignedToken(doctor, { provider: 'password', uid: 'uid-second-account' }))).status).toBe(403)
  })

  it('refuses emulator mode unless the project id starts with demo- and NODE_ENV is not production', () => {
    const emulatorHost = '127.0.0.1:9099'
    expect(() => assertSafeEmulatorMode({ projectId: 'medicolle-prod', emulatorHost })).toThrow(UnsafeEmulatorMode)
    expect(() => assertSafeEmulatorMode({ projectId: 'demo-medicolle', emulatorHost, nodeEnv: 'production' })).toThrow(UnsafeEmulatorMode)
    expect(() => firebaseAuthenticator({ projectId: 'medicolle-prod', emulatorHost })).toThrow(/demo- で始まらない/)
    expect(() => assertSafeEmulatorMode({ projectId: 'demo-medicolle', emulatorHost, nodeEnv: 'test' })).not.toThrow()
    expect(() => assertSafeEmulatorMode({ projectId: 'medicolle-prod' })).not.toThrow()
  })
})
