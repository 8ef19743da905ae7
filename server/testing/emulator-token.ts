/**
 * Unsigned Firebase ID tokens, as the Auth emulator issues them. The Admin SDK accepts them
 * only in emulator mode (FIREBASE_AUTH_EMULATOR_HOST set) for a `demo-` project.
 */
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

export const projectId = 'demo-medicolle'

export interface TokenOptions {
  readonly uid?: string
  readonly projectId?: string
  /** `email_verified` (default true): an unverified password account says false. */
  readonly emailVerified?: boolean
  /**
   * `firebase.sign_in_provider` (default 'password': what the Auth emulator, like Firebase, puts in
   * the token of an e-mail-link sign-in); 'google.com', 'anonymous', 'custom' … for refused ones.
   */
  readonly provider?: string
  /**
   * `auth_time`, seconds since the epoch (default now): when the account signed in. The Admin SDK
   * refuses a token signed in before the account's `validSince` (its sessions were revoked).
   */
  readonly authTime?: number
}

export const unsignedToken = (email: string, options: TokenOptions = {}): string => {
  const now = Math.floor(Date.now() / 1000)
  const project = options.projectId ?? projectId
  const uid = options.uid ?? `uid-${email.replace(/[^a-z0-9]/gi, '-')}`
  return [
    b64({ alg: 'none', typ: 'JWT' }),
    b64({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      auth_time: options.authTime ?? now,
      user_id: uid,
      sub: uid,
      iat: now,
      exp: now + 3600,
      email,
      email_verified: options.emailVerified ?? true,
      firebase: { identities: { email: [email] }, sign_in_provider: options.provider ?? 'password' },
    }),
    '',
  ].join('.')
}
