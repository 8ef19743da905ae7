/**
 * The reference API as a process: `npm run server` (tsx, from the source tree) or
 * `node dist-server/main.js` (the production build, `npm run build:server`).
 * Every variable is listed with its default in .env.example; the main ones:
 * HOST (127.0.0.1; 0.0.0.0 in a container), PORT (8787), DATABASE_URL (PostgreSQL instead of
 * the embedded PGlite in DATA_DIR, default .data/pglite), MIGRATE_ON_START, PG_POOL_MAX,
 * PG_STATEMENT_TIMEOUT_MS, PG_IDLE_TIMEOUT_MS, FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST,
 * PAGING_SECRET (required outside development: a demo- project id and NODE_ENV not production),
 * SEED=demo, CONSOLE_DIR (serve a built console), LOG_LEVEL, SHUTDOWN_TIMEOUT_MS, TRASH_RETENTION_DAYS (30: days a
 * deleted record stays in its ゴミ箱) and TRASH_PURGE_EVERY_MINUTES (60: how often the purge runs; docs/trash.md).
 *
 * Logs are JSON lines on stdout (server/src/deploy/log.ts). SIGTERM/SIGINT drain: no new
 * connections, /ready answers 503, in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), then
 * the database closes and the process exits 0.
 */
import { firebaseAuthenticator, forgetEarlierEmulatorRuns, type AuthOptions } from './auth'
import { openDb } from './db/connection'
import { createLogger, errorFields, isLogLevel, routeConsoleToLog } from './deploy/log'
import { checkPagingSecret } from './areas/support/paging'
import { startTrashPurge } from './areas/trash'
import { defaultTrashRetentionDays } from '#domain/trash'
import { seedAll } from './seed/seeds'
import { createServer } from './server'

const env = process.env
const log = createLogger({ level: isLogLevel(env.LOG_LEVEL) ? env.LOG_LEVEL : 'info' })
routeConsoleToLog(log)

/** A non-negative integer variable, or its default; anything else stops the start with a clear message. */
const intEnv = (name: string, fallback: number): number => {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name}=${raw} は 0 以上の整数ではありません`)
  return value
}

const main = async () => {
  const host = env.HOST?.trim() || '127.0.0.1'
  const port = intEnv('PORT', 8787)
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-medicolle'
  const authOptions: AuthOptions = { projectId, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST, nodeEnv: env.NODE_ENV }
  const auth = firebaseAuthenticator(authOptions)
  // before the database opens: a refused start leaves nothing behind
  checkPagingSecret({ pagingSecret: env.PAGING_SECRET, projectId, nodeEnv: env.NODE_ENV }, (message) => log.warn(message))
  // PostgreSQL: migrations are their own step (npm run db:migrate); the server only checks them,
  // unless MIGRATE_ON_START=true (then under the same advisory lock). PGlite migrates on start.
  const db = await openDb(
    env.DATABASE_URL
      ? {
          databaseUrl: env.DATABASE_URL,
          migrate: env.MIGRATE_ON_START === 'true',
          pool: {
            max: intEnv('PG_POOL_MAX', 10),
            statementTimeoutMs: intEnv('PG_STATEMENT_TIMEOUT_MS', 60_000),
            idleTimeoutMs: intEnv('PG_IDLE_TIMEOUT_MS', 10_000),
          },
        }
      : { dataDir: env.DATA_DIR ?? '.data/pglite' },
  )
  if (env.SEED === 'demo') {
    const seeded = await seedAll(db)
    if (seeded) log.info(`demo data seeded: ${seeded}`)
  }
  if (authOptions.emulatorHost) void forgetEarlierEmulatorRuns(db, auth, authOptions, log)
  const running = await createServer({
    db,
    auth,
    port,
    hostname: host,
    consoleDir: env.CONSOLE_DIR,
    logger: log,
    log: (entry) => log.info('logProxy', { logProxy: entry }),
    shutdownTimeoutMs: intEnv('SHUTDOWN_TIMEOUT_MS', 10_000),
  }).listen()
  log.info(
    `API server listening on http://${host}:${port} (${db.driver}${env.FIREBASE_AUTH_EMULATOR_HOST ? `, Auth emulator ${env.FIREBASE_AUTH_EMULATOR_HOST}` : ''})`,
    { host, port, driver: db.driver, node: process.version },
  )
  const stopPurge = startTrashPurge(db, {
    days: intEnv('TRASH_RETENTION_DAYS', defaultTrashRetentionDays),
    everyMs: Math.max(1, intEnv('TRASH_PURGE_EVERY_MINUTES', 60)) * 60_000,
    onDone: (done) => {
      const purged = Object.values(done).reduce((n, d) => n + d.purged.length, 0)
      if (purged > 0) log.info(`trash purged: ${purged}`, { trashPurge: Object.fromEntries(Object.entries(done).map(([t, d]) => [t, { purged: d.purged.length, kept: d.kept.length }])) })
    },
    onError: (error) => log.error('trash purge failed', errorFields(error)),
  })
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    stopPurge()
    log.info('shutting down: draining in-flight requests', { signal })
    void running
      .close()
      .then(() => db.close())
      .then(
        () => {
          log.info('stopped')
          process.exit(0)
        },
        (error) => {
          log.error('shutdown failed', errorFields(error))
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error) => {
  log.error(error instanceof Error ? error.message : String(error), errorFields(error))
  process.exit(1)
})
