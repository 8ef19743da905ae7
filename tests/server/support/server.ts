/**
 * A reference server for one test file, in-process (Hono's `app.request`, no socket):
 * on a fresh database from `openTestDb()` (support/db.ts: a PGlite clone of a prepared template,
 * or a new PostgreSQL database when DATABASE_URL is set), seeded with the demo data.
 * Requests authenticate with `Bearer test:<email>` (the test authenticator: a verified e-mail-link
 * identity (provider 'password', as Firebase issues it), through the server's own `resolveCaller`); `testToken()` spells the other kinds
 * (unverified, password provider, another uid). The Firebase verification itself is tested
 * separately in auth.test.ts.
 */
import { cachingAuthenticator, resolveCaller, type Authenticator, type VerifiedIdentity } from '@server/src/auth'
import type { OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { seedDemo } from '@server/src/seed/demo.seed'
import { openTestDb } from './db'

/** The uid the test authenticator gives an e-mail (Firebase uids are URL-safe). */
export const testUid = (email: string) => `uid-${email.replace(/[^A-Za-z0-9]/g, '-')}`

export interface TestIdentity {
  /** Firebase `sign_in_provider` (default 'password', as Firebase issues e-mail-link sign-ins). */
  readonly provider?: string
  /** `email_verified` (default true). */
  readonly verified?: boolean
  /** The Firebase uid (default `testUid(email)`). */
  readonly uid?: string
}

/** The bearer value of a test identity: `test:<email>[;provider=…][;unverified][;uid=…]`. */
export const testToken = (email: string, identity: TestIdentity = {}) =>
  [
    `test:${email}`,
    ...(identity.provider ? [`provider=${identity.provider}`] : []),
    ...(identity.verified === false ? ['unverified'] : []),
    ...(identity.uid ? [`uid=${identity.uid}`] : []),
  ].join(';')

/** The identity a `test:` bearer value names, or null for anything else. */
const testIdentity = (authorization: string | undefined): VerifiedIdentity | null => {
  const match = /^Bearer test:([^;\s]+)((?:;[^;\s]+)*)$/.exec(authorization ?? '')
  if (!match) return null
  const email = match[1] as string
  const options = (match[2] ?? '').split(';').filter(Boolean)
  const option = (key: string) => options.find((o) => o.startsWith(`${key}=`))?.slice(key.length + 1)
  return {
    uid: option('uid') ?? testUid(email),
    email,
    emailVerified: !options.includes('unverified'),
    signInProvider: option('provider') ?? 'password',
  }
}

/** Resolves the caller on every request, so a test sees each change to an operator, doctor or client at once. */
export const testAuthenticator: Authenticator = {
  authenticate: async (authorization, db) => {
    const identity = testIdentity(authorization)
    return identity ? resolveCaller(db, identity) : null
  },
}

/**
 * The production authenticator's caching (`cachingAuthenticator`: a token verified once a minute,
 * a caller resolved once per 5 s and forgotten when a call changes operators, doctors or clients)
 * over `test:` tokens: for tests that send thousands of requests (fuzz.test.ts), where resolving
 * the caller anew each time was about 52,000 of 54,000 queries.
 */
export const cachingTestAuthenticator = (): Authenticator =>
  cachingAuthenticator(async (token) => {
    const identity = testIdentity(`Bearer ${token}`)
    if (!identity) throw new Error('not a test token')
    return { identity, expiresAt: Date.now() + 3_600_000 }
  })

export interface TestServer {
  readonly db: OpenDb
  /** JSON request; `as` = e-mail of the caller (Bearer test:<email>) or a `testToken(…)`, omitted = no token. */
  request(method: string, path: string, options?: { as?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>
  json<T = any>(method: string, path: string, options?: { as?: string; body?: unknown }): Promise<{ status: number; body: T }>
  close(): Promise<void>
}

export const admin = 'admin@medicolle.example'
export const operator = 'operator@medicolle.example'

export const startTestServer = async (options: { seed?: boolean } = {}): Promise<TestServer> => {
  const db = await openTestDb()
  if (options.seed !== false) await seedDemo(db, 60)
  const logs: unknown[] = []
  const app = createApp({ db, auth: testAuthenticator, log: (e) => logs.push(e) })
  const request: TestServer['request'] = (method, path, o = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: {
          ...(o.as ? { authorization: `Bearer ${o.as.startsWith('test:') ? o.as : `test:${o.as}`}` } : {}),
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
