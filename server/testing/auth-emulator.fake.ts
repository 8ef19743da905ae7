/**
 * A stand-in for the Firebase Auth emulator's endpoints the server calls: in emulator mode
 * `verifyIdToken` accepts unsigned tokens but then looks the user up (`accounts:lookup`) to refuse
 * disabled or revoked accounts; the server looks the account up once more to find a password on it
 * and removes one it finds (`accounts:update`, server/src/auth-passwords.ts). Without an emulator
 * running, every token would be refused (ECONNREFUSED → 401).
 *
 * Tests and the Pact provider verification start this fake, point FIREBASE_AUTH_EMULATOR_HOST
 * at it and mint tokens with `unsignedToken()` (emulator-token.ts): the server then runs its
 * real firebase-admin verification path. Every uid exists (a verified e-mail-link account) unless
 * listed in `disabledUids` or given a state in `accounts`. It also answers the listing the Admin
 * SDK's `listUsers` asks for (`accounts:batchGet`, paged by `maxResults` and `nextPageToken`) with
 * the uids in `listedUids`.
 *
 * Accounts are modelled on the real emulator (firebase-tools lib/emulator/auth/operations.js):
 * - `signUpWithPassword` is its `signUp` with e-mail and password: unverified, `passwordHash`
 *   ('fakeHash:salt=…:password=…'), `salt`, `passwordUpdatedAt`, `validSince` (now, in seconds);
 * - `signInWithEmailLink` is its `signInWithEmailLink` to an existing account: `emailVerified` and
 *   `emailLinkSignin` become true and THE PASSWORD STAYS;
 * - `accounts:lookup` answers the stored account whole (the emulator redacts nothing), plus the
 *   'password' entry of `providerUserInfo` an account with an e-mail and a password or a link
 *   sign-in has; `redactPasswordHashes` answers a hash as base64 'REDACTED' instead, as a live
 *   project does for a service account without the permission to read hashes;
 * - `accounts:update` (privileged, `localId`): `password` sets a new hash and `validSince`;
 *   `validSince` given is kept as given; `deleteAttribute: ['PASSWORD']` drops `passwordHash` and
 *   `salt` (not `passwordUpdatedAt`); `disableUser`.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The stored fields of an account, as the real emulator keeps them. */
export interface FakeAccount {
  email?: string
  emailVerified?: boolean
  emailLinkSignin?: boolean
  passwordHash?: string
  salt?: string
  passwordUpdatedAt?: number
  /** Seconds since the epoch: tokens signed in before this are revoked. */
  validSince?: string
  disabled?: boolean
}

export interface FakeAuthEmulator {
  /** `127.0.0.1:<port>`, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  readonly host: string
  /** uids answered as disabled accounts (the Admin SDK then refuses their tokens). */
  readonly disabledUids: Set<string>
  /** The accounts `listUsers` lists (lookups answer every uid regardless). */
  readonly listedUids: Set<string>
  /** Accounts with a state of their own; any other uid is a verified e-mail-link account. */
  readonly accounts: Map<string, FakeAccount>
  /** Answer password hashes as base64 'REDACTED' (a live project, hashes not readable). */
  redactPasswordHashes: boolean
  /** The real emulator's `accounts:signUp` with an e-mail and a password (what an attacker can do with the public API key). */
  signUpWithPassword(uid: string, email: string, password: string): void
  /** The real emulator's `accounts:signInWithEmailLink` for this account (the owner opened the link). */
  signInWithEmailLink(uid: string): void
  /** Whether `accounts:signInWithPassword` would accept this password for the account. */
  passwordMatches(uid: string, password: string): boolean
  /** How many lookups were answered (a test can check the real verification path ran). */
  readonly lookups: () => number
  /** How many `accounts:update` requests were answered. */
  readonly updates: () => number
  close(): Promise<void>
}

const hashPassword = (password: string, salt: string) => `fakeHash:salt=${salt}:password=${password}`
const nowSeconds = () => String(Math.floor(Date.now() / 1000))
const redacted = Buffer.from('REDACTED').toString('base64')

export const startFakeAuthEmulator = async (): Promise<FakeAuthEmulator> => {
  const disabledUids = new Set<string>()
  const listedUids = new Set<string>()
  const accounts = new Map<string, FakeAccount>()
  let lookups = 0
  let updates = 0
  let salts = 0
  const fake = { redactPasswordHashes: false }

  const accountOf = (localId: string) => {
    const account = accounts.get(localId) ?? { emailVerified: true, emailLinkSignin: true }
    accounts.set(localId, account)
    return account
  }
  const setPassword = (account: FakeAccount, password: string) => {
    account.salt = `fakeSalt${++salts}`
    account.passwordHash = hashPassword(password, account.salt)
    account.passwordUpdatedAt = Date.now()
    account.validSince = nowSeconds()
  }
  const userOf = (localId: string) => {
    const account = accounts.get(localId) ?? { emailVerified: true }
    const { passwordHash, ...rest } = account
    return {
      localId,
      ...rest,
      ...(passwordHash === undefined ? {} : { passwordHash: fake.redactPasswordHashes ? redacted : passwordHash }),
      ...(account.email && (passwordHash || account.emailLinkSignin)
        ? { providerUserInfo: [{ providerId: 'password', email: account.email, federatedId: account.email, rawId: account.email }] }
        : {}),
      disabled: disabledUids.has(localId) || account.disabled === true,
      emailVerified: account.emailVerified ?? false,
      createdAt: '0',
      lastLoginAt: '0',
    }
  }
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      if (req.method === 'GET' && req.url?.includes('/accounts:batchGet')) {
        const query = new URL(req.url, 'http://fake.invalid').searchParams
        const from = Number(query.get('nextPageToken') || 0)
        const size = Number(query.get('maxResults') || 1000)
        const page = [...listedUids].slice(from, from + size)
        const next = from + size < listedUids.size ? { nextPageToken: String(from + size) } : {}
        return json(res, 200, { kind: 'identitytoolkit#DownloadAccountResponse', users: page.map((localId) => ({ localId })), ...next })
      }
      let body: { localId?: string[] | string; deleteAttribute?: string[]; validSince?: string | number; password?: string; disableUser?: boolean } = {}
      try {
        body = JSON.parse(raw || '{}')
      } catch {
        // answered as an empty request below
      }
      if (req.method === 'POST' && req.url?.endsWith('/accounts:update')) {
        updates++
        if (typeof body.localId !== 'string') return json(res, 400, { error: { code: 400, message: 'MISSING_LOCAL_ID' } })
        const account = accountOf(body.localId)
        if (body.password) setPassword(account, body.password)
        if (body.validSince !== undefined) account.validSince = String(body.validSince)
        if (body.disableUser !== undefined) account.disabled = body.disableUser
        if (body.deleteAttribute?.includes('PASSWORD')) {
          delete account.passwordHash
          delete account.salt
        }
        return json(res, 200, { kind: 'identitytoolkit#SetAccountInfoResponse', localId: body.localId, email: account.email })
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/accounts:lookup')) return json(res, 404, { error: { code: 404, message: 'NOT_FOUND' } })
      lookups++
      const users = (Array.isArray(body.localId) ? body.localId : []).map(userOf)
      if (users.length === 0) return json(res, 400, { error: { code: 400, message: 'USER_NOT_FOUND' } })
      return json(res, 200, { kind: 'identitytoolkit#GetAccountInfoResponse', users })
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    host: `127.0.0.1:${port}`,
    disabledUids,
    listedUids,
    accounts,
    get redactPasswordHashes() {
      return fake.redactPasswordHashes
    },
    set redactPasswordHashes(value: boolean) {
      fake.redactPasswordHashes = value
    },
    signUpWithPassword: (uid, email, password) => {
      const account: FakeAccount = { email: email.toLowerCase(), emailVerified: false }
      setPassword(account, password)
      accounts.set(uid, account)
    },
    signInWithEmailLink: (uid) => {
      const account = accountOf(uid)
      account.emailVerified = true
      account.emailLinkSignin = true
    },
    passwordMatches: (uid, password) => {
      const account = accounts.get(uid)
      return !!account?.passwordHash && !!account.salt && account.passwordHash === hashPassword(password, account.salt)
    },
    lookups: () => lookups,
    updates: () => updates,
    close: () =>
      new Promise((done) => {
        server.close(() => done())
        server.closeAllConnections() // keep-alive connections of the server's fetch would hold close() for seconds
      }),
  }
}
