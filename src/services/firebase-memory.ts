/**
 * An in-memory `IdentityProvider` that behaves like Firebase's e-mail-link sign-in
 * (and its Auth emulator): links go to an outbox, a link signs in once, the e-mail
 * must match the link's, the first auth state is announced when `settle()` is called
 * (or at once with `ready: true`). For service and view tests; never bundled by the
 * console's composition root.
 */
import { Layer } from 'effect'
import { IdentityProvider, localEmulator, type IdentityProviderShape, type IdentityUser } from './firebase'

export interface SentLink {
  readonly email: string
  readonly continueUrl: string
  readonly oobCode: string
  /** The address the e-mail link finally opens: the continue URL with the codes appended (as the emulator redirects). */
  readonly openedUrl: string
}

/** An error shaped like the SDK's (`code` is what the Auth service maps). */
export class MemoryAuthError extends Error {
  constructor(readonly code: string) {
    super(`Firebase: Error (${code}).`)
  }
}

export interface MemoryIdentityOptions {
  /** Announce the first auth state at once (default true). */
  readonly ready?: boolean
  /** Start signed in as this user. */
  readonly signedInAs?: { readonly uid?: string; readonly email: string }
  /** Make the next calls of these operations fail with the given code. */
  readonly failures?: Partial<Record<'sendSignInLink' | 'signInWithLink' | 'getIdToken' | 'signOut', string>>
}

export interface MemoryIdentity extends IdentityProviderShape {
  readonly outbox: ReadonlyArray<SentLink>
  /** Announce the first auth state (when created with `ready: false`). */
  settle(): void
  /** Simulate the refresh token expiring or being revoked. */
  expire(): void
  setFailure(operation: keyof NonNullable<MemoryIdentityOptions['failures']>, code: string | undefined): void
  readonly tokensIssued: number
}

export const memoryIdentity = (options: MemoryIdentityOptions = {}): MemoryIdentity => {
  const outbox: Array<SentLink> = []
  const used = new Set<string>()
  const listeners = new Set<(user: IdentityUser | null) => void>()
  const failures: Record<string, string | undefined> = { ...options.failures }
  let ready = options.ready ?? true
  let readyResolve: () => void = () => {}
  const readyPromise = ready ? Promise.resolve() : new Promise<void>((resolve) => (readyResolve = resolve))
  let tokensIssued = 0
  let counter = 0

  const fail = (operation: string) => {
    const code = failures[operation]
    if (code !== undefined) throw new MemoryAuthError(code)
  }

  const makeUser = (uid: string, email: string): IdentityUser => ({
    uid,
    email,
    getIdToken: async () => {
      fail('getIdToken')
      tokensIssued += 1
      return `token-${uid}-${tokensIssued}`
    },
  })

  let current: IdentityUser | null =
    options.signedInAs === undefined ? null : makeUser(options.signedInAs.uid ?? 'uid-1', options.signedInAs.email)

  const announce = () => {
    for (const listener of [...listeners]) listener(current)
  }

  const identity: MemoryIdentity = {
    settings: { apiKey: localEmulator.apiKey, authDomain: 'memory', projectId: localEmulator.projectId, emulatorUrl: undefined },
    get outbox() {
      return outbox
    },
    get tokensIssued() {
      return tokensIssued
    },
    sendSignInLink: async (email, continueUrl) => {
      fail('sendSignInLink')
      counter += 1
      const oobCode = `oob-${counter}`
      const opened = new URL(continueUrl)
      opened.searchParams.set('mode', 'signIn')
      opened.searchParams.set('oobCode', oobCode)
      opened.searchParams.set('apiKey', localEmulator.apiKey)
      opened.searchParams.set('lang', 'ja')
      outbox.push({ email, continueUrl, oobCode, openedUrl: opened.toString() })
    },
    isSignInLink: (url) => {
      try {
        const params = new URL(url).searchParams
        return params.get('mode') === 'signIn' && params.has('oobCode') && params.has('apiKey')
      } catch {
        return false
      }
    },
    signInWithLink: async (email, url) => {
      fail('signInWithLink')
      const oobCode = new URL(url).searchParams.get('oobCode') ?? ''
      const sent = outbox.find((link) => link.oobCode === oobCode)
      if (sent === undefined || used.has(oobCode)) throw new MemoryAuthError('auth/invalid-action-code')
      if (sent.email.toLowerCase() !== email.toLowerCase()) throw new MemoryAuthError('auth/invalid-email')
      used.add(oobCode)
      current = makeUser(`uid-${email.toLowerCase()}`, email)
      announce()
      return current
    },
    authStateReady: () => readyPromise,
    isReady: () => ready,
    currentUser: () => current,
    onAuthStateChanged: (listener) => {
      listeners.add(listener)
      if (ready) queueMicrotask(() => listeners.has(listener) && listener(current))
      return () => {
        listeners.delete(listener)
      }
    },
    signOut: async () => {
      fail('signOut')
      current = null
      announce()
    },
    settle: () => {
      if (ready) return
      ready = true
      readyResolve()
      announce()
    },
    expire: () => {
      current = null
      announce()
    },
    setFailure: (operation, code) => {
      failures[operation] = code
    },
  }
  return identity
}

/** `IdentityProvider` backed by `memoryIdentity(options)`; also returns the fake to drive it. */
export const memoryIdentityLayer = (identity: MemoryIdentity = memoryIdentity()) =>
  Layer.succeed(IdentityProvider, identity)
