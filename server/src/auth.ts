/**
 * Who is calling: the Firebase ID token is verified with firebase-admin, then the verified
 * e-mail is matched to an active operator.
 *
 * Emulator mode (FIREBASE_AUTH_EMULATOR_HOST) makes the Admin SDK accept UNSIGNED tokens, so it
 * is refused unless the project id starts with `demo-` and NODE_ENV is not production.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { sql, type Db } from './db/database'
import type { Caller } from './handlers/handler'

export interface Authenticator {
  /** The caller of a request, or null when there is no valid token. */
  authenticate(authorization: string | undefined, db: Db): Promise<Caller | null>
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

export const operatorByEmail = async (db: Db, email: string) => {
  const rows = await db.query<{ id: string; email: string; role: 'admin' | 'operator' }>(
    sql`SELECT id, email, role FROM operators WHERE lower(email) = lower(${email}) AND active`,
  )
  return rows[0] ?? null
}

export const firebaseAuthenticator = (options: AuthOptions): Authenticator => {
  assertSafeEmulatorMode(options)
  // firebase-admin reads the emulator host from the environment; keep it consistent with options.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  const auth = getAuth(appFor(options.projectId, options.emulatorHost))
  return {
    authenticate: async (authorization, db) => {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
      if (!match) return null
      let decoded
      try {
        decoded = await auth.verifyIdToken(match[1] as string)
      } catch {
        return null
      }
      const email = decoded.email ?? null
      const operator = email ? await operatorByEmail(db, email) : null
      if (operator) {
        await db.query(
          sql`UPDATE operators SET account_id = ${decoded.uid}, last_signed_in_at = now() WHERE id = ${operator.id} AND (account_id IS DISTINCT FROM ${decoded.uid} OR last_signed_in_at IS NULL OR last_signed_in_at < now() - interval '5 minutes')`,
        )
      }
      return { uid: decoded.uid, email, operator }
    },
  }
}
