/**
 * The real firebase-admin verification path: outside emulator mode an unsigned token is refused;
 * in emulator mode (demo- project) it is accepted after the Admin SDK's user lookup, which the
 * fake emulator endpoint answers. The operator rules then apply to the verified e-mail.
 * Issue 28: an account carrying a password (the console signs in by e-mail link only) is refused,
 * its password removed and its sessions revoked (docs/auth.md "Sign-in providers").
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertSafeEmulatorMode, firebaseAuthenticator, UnsafeEmulatorMode } from '@server/src/auth'
import { createApp } from '@server/src/http/app'
import { startFakeAuthEmulator, type FakeAuthEmulator } from '@server/testing/auth-emulator.fake'
import { unsignedToken } from '@server/testing/emulator-token'
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

const passwordRemoved = 'このアカウントに設定されていたパスワードを安全のため無効にしました。メールのログインリンクから、もう一度ログインしてください。'

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

  it('refuses a doctor whose account carries a password, also when the lookup redacts the hash as a live project does', async () => {
    const app = createApp({ db: server.db, auth: firebaseAuthenticator({ projectId: 'demo-medicolle', emulatorHost: emulator.host }) })
    const doctor = (await server.db.query<{ email: string }>(sql`SELECT email FROM doctors WHERE deleted_at IS NULL AND NOT frozen AND firebase_uid IS NULL OFFSET 1 LIMIT 1`))[0]?.email as string
    const mine = (token: string) => app.request('/api/v1/doctors/points/mine', { headers: { authorization: `Bearer ${token}` } })
    const uid = 'uid-doctor-with-password'
    emulator.signUpWithPassword(uid, doctor, 'a-password-of-theirs')
    emulator.signInWithEmailLink(uid)
    emulator.redactPasswordHashes = true // accounts:lookup answers base64 'REDACTED'; the Admin SDK's UserRecord drops it
    try {
      const res = await mine(unsignedToken(doctor, { uid }))
      expect(res.status).toBe(401)
      expect((await res.json()).messages[0].message).toBe(passwordRemoved)
    } finally {
      emulator.redactPasswordHashes = false
    }
    expect(emulator.passwordMatches(uid, 'a-password-of-theirs')).toBe(false)
    expect((await server.db.query(sql`SELECT 1 FROM doctors WHERE firebase_uid = ${uid}`)).length).toBe(0) // a refused token binds nothing
    const validSince = Number(emulator.accounts.get(uid)?.validSince)
    expect((await mine(unsignedToken(doctor, { uid, authTime: validSince }))).status).toBe(200)
  })

  it('an e-mail-link account costs one lookup more per verification, none while the token is cached', async () => {
    const app = createApp({ db: server.db, auth: firebaseAuthenticator({ projectId: 'demo-medicolle', emulatorHost: emulator.host }) })
    const token = unsignedToken('admin@medicolle.example')
    const before = { lookups: emulator.lookups(), updates: emulator.updates() }
    expect((await search(app, token)).status).toBe(200)
    expect(emulator.lookups() - before.lookups).toBe(2) // the Admin SDK's (revocation) and ours (password)
    for (let i = 0; i < 3; i++) expect((await search(app, token)).status).toBe(200)
    expect(emulator.lookups() - before.lookups).toBe(2)
    expect(emulator.updates()).toBe(before.updates) // nothing to remove
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

describe('issue 28: a staff account taken before its owner\'s first sign-in', () => {
  it('the attacker who signed up with a password before the owner is refused (401) once the owner verified the e-mail by link; the owner signs in again by link and works', async () => {
    const app = createApp({ db: server.db, auth: firebaseAuthenticator({ projectId: 'demo-medicolle', emulatorHost: emulator.host }) })
    const email = 'new-operator@medicolle.example'
    const created = await app.request('/api/v1/admin/operators/', {
      method: 'POST',
      headers: { authorization: `Bearer ${unsignedToken('admin@medicolle.example')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: '新任 太郎', role: 'operator', active: true }),
    })
    expect(created.status).toBe(201)

    // before the owner's first sign-in, anyone knowing the e-mail signs up with a password (accounts:signUp)
    const uid = 'uid-new-operator'
    emulator.signUpWithPassword(uid, email, 'attacker-password')
    expect((await search(app, unsignedToken(email, { uid, emailVerified: false }))).status).toBe(401)
    // the owner signs in by link: the same account is now verified, and the password stays on it
    emulator.signInWithEmailLink(uid)
    expect(emulator.passwordMatches(uid, 'attacker-password')).toBe(true)

    // the attacker's password now yields a verified token, sign_in_provider 'password' like a link's
    const attacker = unsignedToken(email, { uid })
    const refused = await search(app, attacker)
    expect(refused.status).toBe(401)
    expect((await refused.json()).messages[0].message).toBe(passwordRemoved)
    expect(emulator.passwordMatches(uid, 'attacker-password')).toBe(false) // signInWithPassword fails from now on
    expect((await search(app, attacker)).status).toBe(401) // and the session is revoked
    expect((await server.db.query(sql`SELECT 1 FROM operators WHERE account_id = ${uid}`)).length).toBe(0)

    // the owner's next sign-in by link (after the revocation) works, and binds the operator
    const validSince = Number(emulator.accounts.get(uid)?.validSince)
    expect(validSince).toBeGreaterThan(Math.floor(Date.now() / 1000) - 5)
    const owner = unsignedToken(email, { uid, authTime: validSince })
    expect((await search(app, owner)).status).toBe(200)
    expect((await search(app, owner)).status).toBe(200)
    expect((await server.db.query(sql`SELECT 1 FROM operators WHERE account_id = ${uid}`)).length).toBe(1)
  })
})
