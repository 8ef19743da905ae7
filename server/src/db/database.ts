/**
 * The database, as one import for callers outside the server's own modules (tests, bench, contracts):
 * it re-exports the modules that each do one thing. Inside server/src, import the module itself.
 *   db/db.ts          `Db`: parameterised queries and transactions, either driver (and drizzle's `sql`)
 *   db/connection.ts  `openDb`: PGlite or a PostgreSQL pool, the data-directory lock
 *   db/listen.ts      LISTEN/NOTIFY (PostgreSQL's dedicated connection)
 *   db/migrations.ts  the migration folder, applying (under an advisory lock) and checking migrations
 */
export { sql, type Db } from './db'
export { DataDirLocked, lockDataDir, openDb, type OpenDb, type OpenOptions, type PoolOptions } from './connection'
export type { Listen, ListenState } from './listen'
export { assertMigrated, dumpEmptyDataDir, migratePostgres, migrationLockKey, migrationsFolder, missingMigrations, MigrationsOutOfStep } from './migrations'
