/**
 * Issue 18, "authentication cheap without weakening it": a verified token is reused until it must
 * be checked again (revocation, disabled account) and never past its expiry; a uid's caller is
 * reused briefly and dropped when operators, doctors or clients change (docs/auth.md "Caching").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachingAuthenticator, SignInRefused, type VerifiedToken } from '@server/src/auth'
import { sql, type OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { seedDemo } from '@server/src/seed/demo.seed'
import { openTestDb } from './support/db'

let db: OpenDb
beforeAll(async () => {
  db = await openTestDb()
  await seedDemo(db, 5)
})
afterAll(async () => {
  await db.close()
})

/** A verifier whose tokens are `<uid>:<email>`; counts calls; `refuse` makes it throw (revoked/disabled). */
const fakeVerifier = (clock: { t: number }) => {
  const state = { calls: 0, refuse: new Set<string>() }
  const verify = async (token: string): Promise<VerifiedToken> => {
    state.calls++
    if (state.refuse.has(token)) throw new Error('auth/id-token-revoked')
    const [uid, email] = token.split(':') as [string, string]
    return { identity: { uid, email, emailVerified: true, signInProvider: 'emailLink' }, expiresAt: clock.t + 3_600_000 }
  }
  return { state, verify }
}

describe('cachingAuthenticator', () => {
  it('verifies a token once per recheck period, then again; a revoked token is refused at the next check', async () => {
    const clock = { t: 1_000_000 }
    const { state, verify } = fakeVerifier(clock)
    const auth = cachingAuthenticator(verify, { now: () => clock.t, tokenRecheckMs: 60_000, callerTtlMs: 5_000 })
    const bearer = 'Bearer uid-admin:admin@medicolle.example'
    const first = await auth.authenticate(bearer, db)
    expect(first?.operator?.role).toBe('admin')
    for (let i = 0; i < 5; i++) expect((await auth.authenticate(bearer, db))?.operator?.email).toBe('admin@medicolle.example')
    expect(state.calls).toBe(1)
    state.refuse.add('uid-admin:admin@medicolle.example') // the account is disabled / the session revoked
    clock.t += 59_000
    expect(await auth.authenticate(bearer, db)).not.toBeNull() // within the stated bound
    clock.t += 2_000
    expect(await auth.authenticate(bearer, db)).toBeNull()
    expect(await auth.authenticate(bearer, db)).toBeNull() // refusals are not cached
    expect(state.calls).toBe(3)
  })

  it('never reuses a token past its own expiry', async () => {
    const clock = { t: 0 }
    let calls = 0
    const auth = cachingAuthenticator(
      async (token) => {
        calls++
        if (clock.t > 10_000) throw new Error('auth/id-token-expired')
        return { identity: { uid: token, email: 'admin@medicolle.example', emailVerified: true, signInProvider: 'emailLink' }, expiresAt: 10_000 }
      },
      { now: () => clock.t, tokenRecheckMs: 60_000 },
    )
    expect(await auth.authenticate('Bearer uid-admin', db)).not.toBeNull()
    clock.t = 10_001
    expect(await auth.authenticate('Bearer uid-admin', db)).toBeNull()
    expect(calls).toBe(2)
  })

  it('reuses the caller briefly; a demotion is seen after the TTL, or at once after forgetCallers', async () => {
    const clock = { t: 0 }
    const { verify } = fakeVerifier(clock)
    const auth = cachingAuthenticator(verify, { now: () => clock.t, callerTtlMs: 5_000 })
    await db.query(sql`INSERT INTO operators (id, email, name, role, active) VALUES (gen_random_uuid(), 'cache-op@medicolle.example', 'キャッシュ', 'admin', true)`)
    const bearer = 'Bearer uid-cache:cache-op@medicolle.example'
    expect((await auth.authenticate(bearer, db))?.operator?.role).toBe('admin')
    await db.query(sql`UPDATE operators SET role = 'operator' WHERE email = 'cache-op@medicolle.example'`)
    expect((await auth.authenticate(bearer, db))?.operator?.role).toBe('admin') // cached
    clock.t += 5_001
    expect((await auth.authenticate(bearer, db))?.operator?.role).toBe('operator')
    await db.query(sql`UPDATE operators SET active = false WHERE email = 'cache-op@medicolle.example'`)
    auth.forgetCallers?.()
    expect((await auth.authenticate(bearer, db))?.operator).toBeNull()
  })

  it('the server forgets callers after a change to operators through the API', async () => {
    const clock = { t: 0 }
    const { verify } = fakeVerifier(clock)
    const auth = cachingAuthenticator(verify, { now: () => clock.t, callerTtlMs: 60_000 })
    const app = createApp({ db, auth, log: () => undefined })
    const admin = { authorization: 'Bearer uid-admin:admin@medicolle.example' }
    const created = await app.request('/api/v1/admin/operators/', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'removed@medicolle.example', name: '削除予定', role: 'admin', active: true }),
    })
    expect(created.status).toBeLessThan(300)
    const other = { authorization: 'Bearer uid-removed:removed@medicolle.example' }
    expect((await app.request('/api/v1/admin/operators/', { headers: other })).status).toBe(200)
    const id = ((await created.json()) as { payload: { id: string } }).payload.id
    expect((await app.request(`/api/v1/admin/operators/${id}`, { method: 'DELETE', headers: admin })).status).toBeLessThan(300)
    // within the 60 s caller TTL, yet refused at once: the change dropped the cached caller
    expect((await app.request('/api/v1/admin/operators/', { headers: other })).status).toBe(403)
  })

  it('a token refused for a password on its account (SignInRefused) answers 401 with its message and drops every cached token of that uid, not of others', async () => {
    const clock = { t: 0 }
    const calls: string[] = []
    const passwordOn = new Set<string>()
    const revoked = new Set<string>()
    // tokens `<uid>:<email>:<n>`; a password on the account refuses and revokes all of its tokens (auth.ts firebaseAuthenticator)
    const auth = cachingAuthenticator(
      async (token) => {
        calls.push(token)
        const [uid, email] = token.split(':') as [string, string]
        if (revoked.has(uid)) throw new Error('auth/id-token-revoked')
        if (passwordOn.has(uid)) {
          revoked.add(uid)
          throw new SignInRefused(uid, 'パスワードを無効にしました')
        }
        return { identity: { uid, email, emailVerified: true, signInProvider: 'password' }, expiresAt: clock.t + 3_600_000 }
      },
      { now: () => clock.t, tokenRecheckMs: 60_000, callerTtlMs: 60_000 },
    )
    const app = createApp({ db, auth, log: () => undefined })
    const search = (token: string) =>
      app.request('/api/v1/admin/doctors/search', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"limit":1}' })
    await db.query(sql`INSERT INTO operators (id, email, name, role, active) VALUES (gen_random_uuid(), 'taken-op@medicolle.example', '乗っ取り対象', 'operator', true)`)
    const owner = 'uid-taken:taken-op@medicolle.example:1'
    const admin = 'uid-admin:admin@medicolle.example:1'
    expect((await search(owner)).status).toBe(200) // verified and cached for a minute
    expect((await search(admin)).status).toBe(200)
    passwordOn.add('uid-taken') // a password appears on the account (signed up before its owner, now verified)
    const refused = await search('uid-taken:taken-op@medicolle.example:2')
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { messages: { message: string }[] }).messages[0]?.message).toBe('パスワードを無効にしました')
    calls.length = 0
    // the owner's cached token is checked again at once (and is revoked now); the admin's stays cached
    expect((await search(owner)).status).toBe(401)
    expect((await search(admin)).status).toBe(200)
    expect(calls).toEqual([owner])
  })

  it('a search (POST, reads only) keeps the cached caller: each search resolves no caller again', async () => {
    const clock = { t: 0 }
    const { verify } = fakeVerifier(clock)
    const auth = cachingAuthenticator(verify, { now: () => clock.t, callerTtlMs: 60_000 })
    const app = createApp({ db, auth, log: () => undefined })
    await db.query(sql`INSERT INTO operators (id, email, name, role, active) VALUES (gen_random_uuid(), 'search-op@medicolle.example', '検索担当', 'admin', true)`)
    const headers = { authorization: 'Bearer uid-search:search-op@medicolle.example', 'content-type': 'application/json' }
    for (const path of ['/api/v1/admin/doctors/search', '/api/v1/admin/clients/search'])
      expect((await app.request(path, { method: 'POST', headers, body: '{"limit":1}' })).status).toBe(200)
    // demoted meanwhile: a cached caller still reads as admin until the TTL or a write forgets it
    await db.query(sql`UPDATE operators SET active = false WHERE email = 'search-op@medicolle.example'`)
    expect((await app.request('/api/v1/admin/doctors/search', { method: 'POST', headers, body: '{"limit":1}' })).status).toBe(200)
    clock.t += 60_001
    expect((await app.request('/api/v1/admin/doctors/search', { method: 'POST', headers, body: '{"limit":1}' })).status).toBe(403)
  })
})
