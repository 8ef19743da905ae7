/**
 * Opening the database: embedded PostgreSQL (PGlite, data under `.data/`) by default, a PostgreSQL
 * server (a pool) when `DATABASE_URL` is set; handlers only see `Db` (db/db.ts). PGlite's data
 * directory is locked to one process (`lockDataDir`); migrations are applied first (db/migrations.ts)
 * and LISTEN is set up per driver (db/listen.ts).
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { wrap, type Db } from './db'
import { postgresListener, type Listen } from './listen'
import { assertMigrated, migratePostgres, migrationsFolder } from './migrations'

export interface OpenDb extends Db {
  close(): Promise<void>
  /** LISTEN on a channel of this database (server/src/areas/live). */
  readonly listen: Listen
  /** The embedded client (PGlite only), for what SQL cannot say: COPY from a blob, dumps. */
  readonly pglite?: PGlite
}

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

/** Pool settings for PostgreSQL (PG_POOL_MAX, PG_STATEMENT_TIMEOUT_MS, PG_IDLE_TIMEOUT_MS in main.ts). */
export interface PoolOptions {
  /** Connections per process (default 10). */
  readonly max?: number | undefined
  /** Server-side statement timeout in ms; 0 = none (default 60000). */
  readonly statementTimeoutMs?: number | undefined
  /** Close a connection idle this long, in ms (default 10000). */
  readonly idleTimeoutMs?: number | undefined
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  readonly databaseUrl?: string | undefined
  /** PGlite data directory; undefined = in memory. */
  readonly dataDir?: string | undefined
  /** A PGlite data dir tarball to start from (tests clone a prepared database). */
  readonly loadDataDir?: Blob | undefined
  /** Apply pending migrations first (default true; PostgreSQL under the advisory lock). Either way the database must then hold every migration. */
  readonly migrate?: boolean
  readonly pool?: PoolOptions | undefined
}

export const openDb = async (options: OpenOptions): Promise<OpenDb> => {
  if (options.databaseUrl) {
    const statementTimeout = options.pool?.statementTimeoutMs ?? 60_000
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pool?.max ?? 10,
      idleTimeoutMillis: options.pool?.idleTimeoutMs ?? 10_000,
      ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
    })
    pool.on('error', (error) => console.error('idle PostgreSQL connection failed:', error)) // a dropped idle client must not crash the process
    const db = drizzlePg(pool)
    const handle = wrap('postgres', db)
    try {
      if (options.migrate !== false) await migratePostgres(pool)
      await assertMigrated(handle)
    } catch (error) {
      await pool.end()
      throw error
    }
    const listener = postgresListener(options.databaseUrl)
    return {
      ...handle,
      listen: listener.listen,
      close: async () => {
        await listener.close()
        await pool.end()
      },
    }
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
    const handle = wrap('pglite', db)
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
      listen: async (channel, onPayload) => {
        const stop = await client.listen(channel, onPayload)
        return () => (client.closed ? Promise.resolve() : stop())
      },
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

