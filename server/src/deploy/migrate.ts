/**
 * `npm run db:migrate` (production build: `node dist-server/migrate.js`): apply the pending
 * migrations of server/drizzle/ and exit.
 * - DATABASE_URL set: PostgreSQL, under an advisory lock (`pg_advisory_lock`), so several
 *   processes (one per instance, or a deploy job racing a start-up hook) may run it at once.
 * - otherwise: the embedded PGlite database in DATA_DIR (default .data/pglite), which the
 *   server also migrates by itself on start.
 * Exit code 0 when the database then holds every migration of this build, 1 otherwise.
 */
import { openDb } from '../db/connection'
import { createLogger, errorFields, isLogLevel } from './log'

const env = process.env
const log = createLogger({ level: isLogLevel(env.LOG_LEVEL) ? env.LOG_LEVEL : 'info' })

const run = async (): Promise<void> => {
  const started = Date.now()
  // openDb migrates (PostgreSQL: under the advisory lock) and then checks every migration is there.
  const db = await openDb(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, pool: { max: 1, statementTimeoutMs: 0 } }
      : { dataDir: env.DATA_DIR ?? '.data/pglite' },
  )
  await db.close()
  log.info('migrations applied', { driver: db.driver, ms: Date.now() - started })
}

run().catch((error) => {
  log.error(error instanceof Error ? error.message : String(error), errorFields(error))
  process.exit(1)
})
