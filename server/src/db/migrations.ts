/**
 * Migrations: one folder (`server/drizzle/`), applied by drizzle's migrator for either driver.
 * On PostgreSQL they run under a session-level advisory lock (`migratePostgres`), so several
 * processes (`npm run db:migrate`, or instances started with MIGRATE_ON_START) may run them at once:
 * one applies, the others wait and find nothing left to do. `assertMigrated` accepts a database with
 * MORE migrations than this build knows (a rollback, or a newer instance in a rolling deploy) and
 * refuses one that lacks any of them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'
import type { Db } from './db'

const here = dirname(fileURLToPath(import.meta.url))
/** `server/drizzle/` from the source tree; `dist-server/drizzle/` (copied there by scripts/build-server.mjs) in the production build. */
export const migrationsFolder =
  [resolve(here, 'drizzle'), resolve(here, '../../drizzle')].find((dir) => existsSync(join(dir, 'meta/_journal.json'))) ??
  resolve(here, '../../drizzle')

interface JournalEntry {
  readonly idx: number
  readonly tag: string
  readonly when: number
}
const journalEntries = (): ReadonlyArray<JournalEntry> =>
  (JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] }).entries

/** Raised when the database lacks migrations this build needs. */
export class MigrationsOutOfStep extends Error {
  constructor(
    readonly driver: Db['driver'],
    readonly missing: ReadonlyArray<string>,
  ) {
    super(
      driver === 'postgres'
        ? `データベースに必要なマイグレーションが適用されていません（未適用 ${missing.length} 件: ${missing.join(', ')}）。` +
            '先に npm run db:migrate（本番ビルドでは node dist-server/migrate.js）を実行してから起動してください。'
        : `データベースに server/drizzle/ のマイグレーション ${missing.join(', ')} が適用されていません（別の履歴で作られたデータベース）。` +
            '古い開発用データベースです: DATA_DIR（既定 .data/pglite）を削除して作り直してください。',
    )
    this.name = 'MigrationsOutOfStep'
  }
}

/** The journal entries (by tag) not recorded in the database's migration table. */
export const missingMigrations = async (db: Db): Promise<string[]> => {
  const [table] = await db.query<{ t: string | null }>(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`)
  const rows = table?.t ? await db.query<{ created_at: unknown }>(sql`SELECT created_at FROM drizzle.__drizzle_migrations`) : [] // never migrated
  const applied = new Set(rows.map((r) => Number(r.created_at)))
  return journalEntries()
    .filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag)
}

/**
 * The database must hold every migration of this build (drizzle records each by its journal
 * time); migrations it holds beyond those are fine. Refuses with a clear message otherwise.
 */
export const assertMigrated = async (db: Db): Promise<void> => {
  const missing = await missingMigrations(db)
  if (missing.length === 0) return
  throw new MigrationsOutOfStep(db.driver, missing)
}

/** Any 64-bit key of our own: `pg_advisory_lock` serialises migrators across processes. */
export const migrationLockKey = 7_305_162_004_117n

/**
 * Apply the pending migrations to PostgreSQL under a session-level advisory lock, on one
 * connection of `pool` (no statement timeout: a migration may take long). Safe to run from
 * several processes at once.
 */
export const migratePostgres = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('SET statement_timeout = 0')
    await client.query('SELECT pg_advisory_lock($1)', [String(migrationLockKey)])
    try {
      await migratePg(drizzlePg(client), { migrationsFolder })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [String(migrationLockKey)])
    }
  } catch (error) {
    broken = error as Error
    throw error
  } finally {
    client.release(broken) // a failed session is discarded (and its lock with it)
  }
}

/** A migrated, empty PGlite database dumped as a tarball (tests clone it instead of running initdb). */
export const dumpEmptyDataDir = async (): Promise<Blob> => {
  const client = await PGlite.create({ extensions: { pg_trgm } })
  await migratePglite(drizzlePglite(client), { migrationsFolder })
  const blob = await client.dumpDataDir('none')
  await client.close()
  return blob
}

