/**
 * Who is calling: the Firebase ID token is verified with firebase-admin, then `resolveCaller`
 * turns the verified identity into a caller (docs/auth.md):
 * - only a token with `email_verified` true and an allowed sign-in provider is accepted
 *   (`password`, under which Firebase issues e-mail-link sign-ins too, or `emailLink`); anything
 *   else (anonymous, custom, phone, other IdPs) is no caller at all (401);
 * - only what an e-mail-link sign-in produces: an account carrying a password (the server never
 *   sets one) is refused with 401, its password removed and its sessions revoked
 *   (auth-passwords.ts); its owner signs in again by link;
 * - an identity is BOUND to the Firebase uid on its first verified sign-in (operators.account_id,
 *   doctors/clients.firebase_uid) and found by that uid from then on: an e-mail change never moves
 *   it to another Firebase account, and a second account with the same e-mail is nobody's.
 *
 * Emulator mode (FIREBASE_AUTH_EMULATOR_HOST) makes the Admin SDK accept UNSIGNED tokens, so it
 * is refused unless the project id starts with `demo-` and NODE_ENV is not production.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { identityToolkitPasswords } from './auth-passwords'
import { sql, type Db } from './db/db'
import * as clients from './areas/client'
import * as doctors from './areas/doctor'
import * as operators from './areas/operator'
import { ApiFailure, type Caller } from './areas/support/handler'

export interface Authenticator {
  /** The caller of a request, or null when there is no valid token. */
  authenticate(authorization: string | undefined, db: Db): Promise<Caller | null>
  /** Drop what this instance remembers about callers (after a change to operators, doctors or clients). */
  forgetCallers?(): void
}

export class UnsafeEmulatorMode extends Error {
  constructor(projectId: string) {
    super(
      `FIREBASE_AUTH_EMULATOR_HOST が設定されていますが、プロジェクトID "${projectId}" は demo- で始まらないか NODE_ENV=production です。` +
        ' エミュレーターモードでは署名のないトークンが受け入れられるため、起動を中止しました。',
    )
    this.name = 'UnsafeEmulatorMode'
  }
}

export interface AuthOptions {
  readonly projectId: string
  readonly emulatorHost?: string | undefined
  readonly nodeEnv?: string | undefined
}

export const assertSafeEmulatorMode = ({ projectId, emulatorHost, nodeEnv }: AuthOptions): void => {
  if (emulatorHost && (!projectId.startsWith('demo-') || nodeEnv === 'production')) throw new UnsafeEmulatorMode(projectId)
}

/** One Admin SDK app per (project, emulator host): the SDK fixes its endpoints when an app's Auth is created. */
const appFor = (projectId: string, emulatorHost: string | undefined): App => {
  const name = `medicolle-${projectId}-${emulatorHost ?? 'live'}`
  return getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name)
}

/** The Admin SDK's Auth for these options (emulator mode checked first). */
const adminAuth = (options: AuthOptions) => {
  assertSafeEmulatorMode(options)
  // firebase-admin reads the emulator host from the environment; keep it consistent with options.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  return getAuth(appFor(options.projectId, options.emulatorHost))
}

/** What a verified token says about its holder (the claims `resolveCaller` relies on). */
export interface VerifiedIdentity {
  readonly uid: string
  readonly email: string | null
  readonly emailVerified: boolean
  /** `firebase.sign_in_provider`: 'emailLink', 'password', 'google.com', 'anonymous', 'custom' … */
  readonly signInProvider: string | null
}

/**
 * Sign-in providers accepted (docs/auth.md). Firebase issues the tokens of an e-mail-link sign-in
 * under the e-mail/password provider (`sign_in_provider: 'password'`: the Auth emulator's
 * emailLinkSignin does so too), so a token cannot tell a link from a password: what holds everyone
 * to the link is the account itself, which must carry no password (`firebaseAuthenticator`).
 */
export const allowedSignInProviders: ReadonlySet<string> = new Set(['password', 'emailLink'])

/** Whether a verified identity may be a caller at all: e-mail verified, provider allowed. */
export const isAcceptedIdentity = (identity: VerifiedIdentity): boolean =>
  identity.emailVerified && !!identity.signInProvider && allowedSignInProviders.has(identity.signInProvider)

/** The answer to a token whose account carried a password, now removed. */
export const passwordRemovedMessage =
  'このアカウントに設定されていたパスワードを安全のため無効にしました。メールのログインリンクから、もう一度ログインしてください。'

/**
 * Thrown by a verifier that refused a token for a reason the caller must read (401 with `message`);
 * the authenticator then forgets every token and caller it holds for `uid`.
 */
export class SignInRefused extends Error {
  constructor(
    readonly uid: string,
    message: string,
  ) {
    super(message)
    this.name = 'SignInRefused'
  }
}

/**
 * The row bound to `uid` (each account area's `boundTo`), else the unbound live row with `email`, which is then bound
 * (its `bindByEmail`)
 * to `uid` (only while still unbound: two first sign-ins cannot both win). A row bound to another
 * uid is never returned for this one, whatever its e-mail.
 */
const bindOrFind = async <R>(byUid: () => Promise<R | undefined>, byEmailBind: () => Promise<R | undefined>): Promise<R | null> =>
  // the last look-up: a concurrent first sign-in of the same uid may have bound the row meanwhile
  (await byUid()) ?? (await byEmailBind()) ?? (await byUid()) ?? null

const operatorOf = (db: Db, uid: string, email: string | null) =>
  bindOrFind(() => operators.boundTo(db, uid), () => (email ? operators.bindByEmail(db, uid, email) : Promise.resolve(undefined)))

const doctorOf = (db: Db, uid: string, email: string | null) =>
  bindOrFind(() => doctors.boundTo(db, uid), () => (email ? doctors.bindByEmail(db, uid, email) : Promise.resolve(undefined)))

const clientOf = (db: Db, uid: string, email: string | null) =>
  bindOrFind(() => clients.boundTo(db, uid), () => (email ? clients.bindByEmail(db, uid, email) : Promise.resolve(undefined)))

/**
 * The caller a verified identity is, or null (401) when its e-mail is unverified or its sign-in
 * provider is not allowed. Operators, doctors and clients are bound to the uid on first sign-in.
 */
export const resolveCaller = async (db: Db, identity: VerifiedIdentity): Promise<Caller | null> => {
  if (!isAcceptedIdentity(identity)) return null
  const { uid, email } = identity
  const staff = await operatorOf(db, uid, email)
  const operator = staff?.active ? { id: staff.id, email: staff.email, role: staff.role } : null
  if (operator) await operators.noteSignIn(db, operator.id)
  const doctor = await doctorOf(db, uid, email)
  const client = await clientOf(db, uid, email)
  return { uid, email, operator, doctor, client }
}

/** How long an authenticator may reuse what it learned (docs/auth.md "Caching"). */
export interface AuthCacheOptions {
  /** A verified token (signature, expiry, revocation, disabled account) is re-checked after this long. Default 60 s. */
  readonly tokenRecheckMs?: number
  /** The caller a uid resolves to (operator role, doctor, client) is re-read after this long. Default 5 s. */
  readonly callerTtlMs?: number
  /** Most tokens and callers remembered; the oldest go first. Default 10,000. */
  readonly maxEntries?: number
  readonly now?: () => number
}

/** A bounded map whose entries expire; insertion order is age order, so the first key is the oldest. */
const expiringMap = <V>(maxEntries: number, now: () => number) => {
  const entries = new Map<string, { value: V; until: number }>()
  return {
    get: (key: string): V | undefined => {
      const hit = entries.get(key)
      if (!hit) return undefined
      if (hit.until > now()) return hit.value
      entries.delete(key)
      return undefined
    },
    set: (key: string, value: V, until: number) => {
      entries.delete(key)
      entries.set(key, { value, until })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    },
    clear: () => entries.clear(),
    /** Drop every entry `drop` picks (rare: a refused account; a full scan of at most maxEntries). */
    deleteWhere: (drop: (key: string, value: V) => boolean) => {
      for (const [key, hit] of entries) if (drop(key, hit.value)) entries.delete(key)
    },
  }
}

/** What verifying a token gives: the identity and the token's own expiry (epoch ms). */
export interface VerifiedToken {
  readonly identity: VerifiedIdentity
  readonly expiresAt: number
}

/**
 * An authenticator over `verify` (which throws for a bad, expired, revoked or disabled token) that
 * verifies each token once per `tokenRecheckMs` (never past its expiry) and resolves each uid's
 * caller once per `callerTtlMs`. Refusals are not cached: a token that failed is verified again.
 * A `SignInRefused` answers 401 with its message (an ApiFailure) and drops every token and caller
 * cached for its uid: the account's other tokens were revoked with it, and are refused at once here
 * instead of at their next check.
 */
export const cachingAuthenticator = (verify: (token: string) => Promise<VerifiedToken>, options: AuthCacheOptions = {}): Authenticator => {
  const now = options.now ?? Date.now
  const tokenRecheckMs = options.tokenRecheckMs ?? 60_000
  const callerTtlMs = options.callerTtlMs ?? 5_000
  const tokens = expiringMap<VerifiedIdentity>(options.maxEntries ?? 10_000, now)
  const callers = expiringMap<Caller | null>(options.maxEntries ?? 10_000, now)
  return {
    authenticate: async (authorization, db) => {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
      if (!match) return null
      const token = match[1] as string
      let identity = tokens.get(token)
      if (!identity) {
        let verified: VerifiedToken
        try {
          verified = await verify(token)
        } catch (error) {
          if (!(error instanceof SignInRefused)) return null
          const uid = error.uid
          tokens.deleteWhere((_, cached) => cached.uid === uid)
          callers.deleteWhere((key) => key.startsWith(`${uid}\u0000`))
          throw new ApiFailure(401, error.message)
        }
        identity = verified.identity
        tokens.set(token, identity, Math.min(verified.expiresAt, now() + tokenRecheckMs))
      }
      const key = `${identity.uid}\u0000${identity.email ?? ''}\u0000${identity.emailVerified}\u0000${identity.signInProvider ?? ''}`
      const known = callers.get(key)
      if (known !== undefined) return known
      const caller = await resolveCaller(db, identity)
      callers.set(key, caller, now() + callerTtlMs)
      return caller
    },
    forgetCallers: () => callers.clear(),
  }
}

/**
 * Emulator mode only (`npm start`): the Auth emulator keeps its accounts in memory, so every start
 * begins with none and gives each e-mail a new uid, while the local database keeps the uids bound in
 * earlier runs. A staff member bound then could never sign in again on that database (their new uid
 * finds their row bound to another). This drops every binding (operators.account_id,
 * doctors/clients.firebase_uid) whose uid is not among `knownUids`, the accounts the emulator has
 * now; the next verified sign-in binds the row again (`resolveCaller`). Never called outside
 * emulator mode: a live project's uids outlive the server, and a binding whose account was deleted
 * stays (docs/auth.md). Answers how many bindings were dropped.
 */
export const dropBindingsUnknownTo = async (db: Db, knownUids: ReadonlyArray<string>): Promise<number> => {
  const known = sql`(SELECT jsonb_array_elements_text(${JSON.stringify(knownUids)}::jsonb))`
  return db.transaction(
    async (tx) => (await operators.dropBindingsNotIn(tx, known)) + (await doctors.dropBindingsNotIn(tx, known)) + (await clients.dropBindingsNotIn(tx, known)),
  )
}

/** The uids of every account the Auth emulator has now (Admin SDK `listUsers`, page by page). Emulator mode only. */
export const emulatorUids = async (options: AuthOptions, pageSize = 1000): Promise<string[]> => {
  if (!options.emulatorHost) throw new Error('emulatorUids: not in emulator mode')
  const auth = adminAuth(options)
  const uids: string[] = []
  let pageToken: string | undefined
  do {
    const page = await auth.listUsers(pageSize, pageToken)
    uids.push(...page.users.map((u) => u.uid))
    pageToken = page.pageToken
  } while (pageToken)
  return uids
}

/**
 * Emulator mode, at the server's start: once the Auth emulator answers (`npm start` starts it beside
 * the server), drop the bindings an earlier run of it left behind (`dropBindingsUnknownTo`) and forget
 * the callers resolved meanwhile. Tries every `retryMs` until `giveUpMs` has passed; a failure is
 * logged, never fatal. Resolves when done either way.
 */
export const forgetEarlierEmulatorRuns = async (
  db: Db,
  auth: Authenticator,
  options: AuthOptions,
  log: { info(message: string): void; warn(message: string, fields?: Record<string, unknown>): void },
  timing: { readonly retryMs?: number; readonly giveUpMs?: number } = {},
): Promise<void> => {
  const giveUpAt = Date.now() + (timing.giveUpMs ?? 60_000)
  for (;;) {
    try {
      const dropped = await dropBindingsUnknownTo(db, await emulatorUids(options))
      auth.forgetCallers?.()
      if (dropped) log.info(`Auth emulator: ${dropped} sign-in binding(s) from an earlier run of the emulator dropped; they bind again on the next sign-in`)
      return
    } catch (error) {
      if (Date.now() >= giveUpAt) return log.warn('Auth emulator: bindings from earlier runs not checked', { error: error instanceof Error ? error.message : String(error) })
      await new Promise((resolve) => setTimeout(resolve, timing.retryMs ?? 500))
    }
  }
}

/**
 * The production authenticator: firebase-admin's `verifyIdToken` with `checkRevoked` (a revoked
 * session or a disabled account is refused, re-checked every tokenRecheckMs), then, for a token that
 * would be accepted, one look-up of the account's password: one per verification, never
 * per request. An account carrying a password has it removed and its sessions revoked, and the
 * request is refused (`SignInRefused` → 401 `passwordRemovedMessage`); the owner's next e-mail-link
 * sign-in works, the password does not.
 */
export const firebaseAuthenticator = (options: AuthOptions, cache: AuthCacheOptions = {}): Authenticator => {
  const auth = adminAuth(options)
  // the SDK's own credential (Application Default Credentials when none is given), so one token cache serves both
  const passwords = identityToolkitPasswords({ projectId: options.projectId, emulatorHost: options.emulatorHost, credential: auth.app.options.credential })
  return cachingAuthenticator(async (token) => {
    // checkRevoked: a revoked session or a disabled account is refused (re-checked every tokenRecheckMs)
    const decoded = await auth.verifyIdToken(token, true)
    const identity: VerifiedIdentity = {
      uid: decoded.uid,
      email: decoded.email ?? null,
      emailVerified: decoded.email_verified === true,
      signInProvider: decoded.firebase?.sign_in_provider ?? null,
    }
    if (isAcceptedIdentity(identity) && (await passwords.has(identity.uid))) {
      await passwords.remove(identity.uid)
      console.warn(`auth: the password on Firebase account ${identity.uid} was removed and its sessions revoked (sign-in by e-mail link only)`)
      throw new SignInRefused(identity.uid, passwordRemovedMessage)
    }
    return { identity, expiresAt: decoded.exp * 1000 }
  }, cache)
}
