/**
 * `npm run server`: the reference API.
 * Env: PORT (8787), DATA_DIR (.data/pglite), DATABASE_URL (PostgreSQL instead of PGlite),
 * FIREBASE_PROJECT_ID (demo-medicolle), FIREBASE_AUTH_EMULATOR_HOST, SEED=demo (demo data
 * when the database is empty), CONSOLE_DIR (serve a built console, SPA fallback).
 */
import { firebaseAuthenticator } from './auth'
import { DataDirLocked, openDb } from './db/database'
import { seedAll } from './seed/seeds'
import { createServer } from './server'

const env = process.env
const port = Number(env.PORT ?? 8787)
const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-medicolle'

const main = async () => {
  const auth = firebaseAuthenticator({ projectId, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST, nodeEnv: env.NODE_ENV })
  const db = await openDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? '.data/pglite' })
  if (env.SEED === 'demo') {
    const seeded = await seedAll(db)
    if (seeded) console.log(`demo data seeded: ${seeded}`)
  }
  const server = await createServer({ db, auth, port, consoleDir: env.CONSOLE_DIR }).listen()
  console.log(
    `API server listening on http://127.0.0.1:${port} (${db.driver}${env.FIREBASE_AUTH_EMULATOR_HOST ? `, Auth emulator ${env.FIREBASE_AUTH_EMULATOR_HOST}` : ''})`,
  )
  const stop = () => {
    server.close()
    void db.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error instanceof DataDirLocked || error instanceof Error ? error.message : error)
  process.exit(1)
})
