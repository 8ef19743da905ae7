/**
 * The database: embedded PostgreSQL (PGlite, data under `.data/`) by default, a PostgreSQL
 * server when `DATABASE_URL` is set. One migration folder (`server/drizzle/`), applied by
 * drizzle's migrator for either driver, and one code path: handlers only see `Db`.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql, type SQL } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle')

type Row = Record<string, unknown>

/** What handlers use: parameterised queries and short transactions. */
export interface Db {
  readonly driver: 'pglite' | 'postgres'
  query<T extends Row = Row>(query: SQL): Promise<T[]>
  transaction<A>(work: (tx: Db) => Promise<A>): Promise<A>
}

export interface OpenDb extends Db {
  close(): Promise<void>
  /** The embedded client (PGlite only), for what SQL cannot say: COPY from a blob, dumps. */
  readonly pglite?: PGlite
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[]

type Executor = { execute: (query: SQL) => Promise<unknown>; transaction: <A>(f: (tx: any) => Promise<A>) => Promise<A> }

const wrap = (driver: Db['driver'], executor: Executor): Db => ({
  driver,
  query: async <T extends Row>(query: SQL) => rowsOf<T>(await executor.execute(query)),
  transaction: (work) => executor.transaction((tx: Executor) => work(wrap(driver, tx))),
})

/** Raised when the data directory is held by another live process. */
export class DataDirLocked extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `データディレクトリ ${dataDir} は別のプロセス (pid ${pid}) が使用中です。` +
        `PGlite は 1 プロセスからしか開けません。そのプロセスを止めるか、DATA_DIR で別のディレクトリを指定してください。`,
    )
    this.name = 'DataDirLocked'
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite has no directory lock of its own: take `<dataDir>.lock` (our pid) atomically.
 * A lock left by a dead process is taken over.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const lockFile = `${resolve(dataDir)}.lock`
  mkdirSync(dirname(lockFile), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(lockFile, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirLocked(dataDir, pid)
      rmSync(lockFile, { force: true }) // stale
    }
  }
  throw new Error(`could not lock ${dataDir}`)
}

/** Raised when the database's migration history is older than `server/drizzle/` in a way the migrator would skip. */
export class MigrationsOutOfStep extends Error {
  constructor(applied: number, expected: number) {
    super(
      `データベースに適用済みのマイグレーション (${applied} 件) が server/drizzle/ の ${expected} 件と一致しません。` +
        '古い開発用データベースです: DATA_DIR（既定 .data/pglite）を削除して作り直してください。',
    )
    this.name = 'MigrationsOutOfStep'
  }
}

/**
 * drizzle's migrator applies only migrations newer than the last one recorded, so a database
 * recorded under another history would silently miss tables: refuse it with a clear message.
 */
const assertMigrated = async (db: Db): Promise<void> => {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }
  const rows = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)
  const applied = Number(rows[0]?.n ?? 0)
  if (applied !== journal.entries.length) throw new MigrationsOutOfStep(applied, journal.entries.length)
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  readonly databaseUrl?: string | undefined
  /** PGlite data directory; undefined = in memory. */
  readonly dataDir?: string | undefined
  /** A PGlite data dir tarball to start from (tests clone a prepared database). */
  readonly loadDataDir?: Blob | undefined
  readonly migrate?: boolean
}

export const openDb = async (options: OpenOptions): Promise<OpenDb> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzlePg(pool)
    const handle = wrap('postgres', db as unknown as Executor)
    try {
      if (options.migrate !== false) {
        await migratePg(db, { migrationsFolder })
        await assertMigrated(handle)
      }
    } catch (error) {
      await pool.end()
      throw error
    }
    return { ...handle, close: () => pool.end() }
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    })
    const db = drizzlePglite(client)
    const handle = wrap('pglite', db as unknown as Executor)
    if (options.migrate !== false) {
      try {
        await migratePglite(db, { migrationsFolder })
        await assertMigrated(handle)
      } catch (error) {
        await client.close()
        throw error
      }
    }
    return {
      ...handle,
      pglite: client,
      close: async () => {
        await client.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
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

export { sql }
