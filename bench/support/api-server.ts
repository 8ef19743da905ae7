/**
 * The reference server as `npm run bench:api` runs it: its own process (so the load generator does
 * not share its event loop), PGlite at DATA_DIR or PostgreSQL at DATABASE_URL, and authentication
 * in the mode production runs: each bearer token is an RS256-signed JWT verified against the
 * (cached) public key, through the server's own cachingAuthenticator (server/src/auth.ts), so a
 * request pays what a real one pays for its token and caller. Prints `listening <port>` when ready.
 */
import { createPublicKey, createVerify } from 'node:crypto'
import { cachingAuthenticator } from '../../server/src/auth'
import { openDb } from '../../server/src/db/database'
import { createServer } from '../../server/src/server'

const publicKey = createPublicKey(process.env.BENCH_PUBLIC_KEY ?? '')

/** Verify an RS256 JWT as firebase-admin does with a cached key: signature, then expiry. */
const verify = async (token: string) => {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) throw new Error('malformed token')
  const ok = createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(publicKey, Buffer.from(signature, 'base64url'))
  if (!ok) throw new Error('bad signature')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string; email: string; exp: number }
  if (claims.exp * 1000 < Date.now()) throw new Error('expired')
  return {
    identity: { uid: claims.sub, email: claims.email, emailVerified: true, signInProvider: 'emailLink' },
    expiresAt: claims.exp * 1000,
  }
}

const main = async () => {
  const db = await openDb(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? '.tmp/bench-api/pglite' })
  const { listen } = createServer({ port: 0, db, auth: cachingAuthenticator(verify), log: () => undefined })
  const running = await listen()
  const address = running.server.address()
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`)
  const stop = async () => {
    await running.close()
    await db.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
