/**
 * Passwords on Firebase accounts (docs/auth.md "Sign-in providers"). The console signs
 * everyone in by e-mail link; the server never sets a password. Anyone who knows an e-mail can
 * still sign up with a password for it (`accounts:signUp` with the public API key) before its owner
 * first signs in; the owner's e-mail-link sign-in then verifies that same account and KEEPS the
 * password (the Auth emulator's signInWithEmailLink does), and a token from the password carries
 * `sign_in_provider: 'password'` exactly like a link's. So the account itself is asked.
 *
 * Two Identity Toolkit calls the Admin SDK cannot make for us, on the credential it uses:
 * - `accounts:lookup` answers `passwordHash` for an account with a password: the hash, or base64
 *   'REDACTED' when the service account may not read hashes (a live project's usual answer), and
 *   nothing for an e-mail-link account. The Admin SDK's UserRecord turns 'REDACTED' into undefined
 *   (lib/auth/user-record.js), so through `getUser` both kinds look alike in a live project, and
 *   its `providerData` says 'password' for both.
 * - `accounts:update` with `deleteAttribute: ['PASSWORD']` removes the password (the SDK's
 *   `updateUser` can only set one) and, in the same request, `validSince` revokes every session:
 *   the NEXT second, because the Admin SDK refuses only tokens signed in strictly before
 *   `validSince` (seconds) and `revokeRefreshTokens` uses the current one, so a token from the
 *   same second as the revocation would stay valid for its hour.
 */
import type { Credential } from 'firebase-admin/app'

export interface AccountPasswords {
  /** Whether the account `uid` carries a password (any value the lookup answers, 'REDACTED' included). */
  has(uid: string): Promise<boolean>
  /** Remove the account's password and revoke every session signed in before the next second. */
  remove(uid: string): Promise<void>
}

export interface IdentityToolkitOptions {
  readonly projectId: string
  /** Emulator mode: its REST endpoints and its 'owner' bearer, as the Admin SDK uses them. */
  readonly emulatorHost?: string | undefined
  /** The Admin SDK app's credential (Application Default Credentials); not used in emulator mode. */
  readonly credential?: Credential | undefined
  readonly timeoutMs?: number
}

export const identityToolkitPasswords = (options: IdentityToolkitOptions): AccountPasswords => {
  const base = options.emulatorHost
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${options.projectId}`
    : `https://identitytoolkit.googleapis.com/v1/projects/${options.projectId}`
  const bearer = async () => {
    if (options.emulatorHost) return 'owner'
    if (!options.credential) throw new Error('Identity Toolkit: no credential')
    return (await options.credential.getAccessToken()).access_token // cached by google-auth-library until it expires
  }
  const call = async (api: string, body: object): Promise<unknown> => {
    const res = await fetch(`${base}/${api}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await bearer()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    if (!res.ok) throw new Error(`Identity Toolkit ${api}: HTTP ${res.status}`)
    return res.json()
  }
  return {
    has: async (uid) => {
      const answer = (await call('accounts:lookup', { localId: [uid] })) as { users?: ReadonlyArray<{ localId?: string; passwordHash?: unknown }> }
      const user = answer.users?.find((u) => u.localId === uid)
      if (!user) throw new Error('Identity Toolkit accounts:lookup: no such account')
      return user.passwordHash !== undefined && user.passwordHash !== null
    },
    remove: async (uid) => {
      await call('accounts:update', { localId: uid, deleteAttribute: ['PASSWORD'], validSince: String(Math.floor(Date.now() / 1000) + 1) })
    },
  }
}
