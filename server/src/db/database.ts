/**
 * The database: embedded PostgreSQL (PGlite, data under `.data/`) by default, a PostgreSQL
 * server when `DATABASE_URL` is set. One migration folder (`server/drizzle/`), applied by
 * drizzle's migrator for either driver, and one code path: handlers only see `Db`.
 *
 * Migrations on PostgreSQL run under a session-level advisory lock (`migratePostgres`), so
 * several processes (`npm run db:migrate`, or instances started with MIGRATE_ON_START) may run
 * them at once: one applies, the others wait and find nothing left to do. `assertMigrated`
 * accepts a database with MORE migrations than this build knows (a rollback, or a newer
 * instance in a rolling deploy) and refuses one that lacks any of them.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { DrizzleQueryError, sql, type SQL } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

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

type Row = Record<string, unknown>

/** What handlers use: parameterised queries and short transactions. */
export interface Db {
  readonly driver: 'pglite' | 'postgres'
  query<T extends Row = Row>(query: SQL): Promise<T[]>
  transaction<A>(work: (tx: Db) => Promise<A>): Promise<A>
}

/**
 * What a LISTEN connection tells its listeners besides payloads (PostgreSQL only; docs/live.md
 * "Gaps and resync"): `lost` when it dropped (NOTIFYs from now on are missed), `resumed` once it
 * LISTENs again (not on the first connect).
 */
export type ListenState = 'lost' | 'resumed'

/**
 * `listen(channel, onPayload, onState?)` → stop: PostgreSQL LISTEN/NOTIFY (docs/live.md); a dedicated
 * connection on PostgreSQL, in-process on PGlite. Resolves once the channel is LISTENed (on
 * PostgreSQL it keeps trying, with backoff, until then); rejects only when the database is closed.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onState?: (state: ListenState) => void) => Promise<() => Promise<void>>

export interface OpenDb extends Db {
  close(): Promise<void>
  /** LISTEN on a channel of this database (server/src/areas/live). */
  readonly listen: Listen
  /** The embedded client (PGlite only), for what SQL cannot say: COPY from a blob, dumps. */
  readonly pglite?: PGlite
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[]

/** What `wrap` needs of a drizzle database or transaction (either driver's: their transactions nest as savepoints). */
interface Executor {
  execute(query: SQL): Promise<unknown>
  transaction<A>(work: (tx: Executor) => Promise<A>): Promise<A>
}

/**
 * drizzle wraps every driver error in a DrizzleQueryError ("Failed query: …"); handlers and the
 * app look at the driver's SQLSTATE (`code`: 23505 unique, 23503 foreign key), so they get the
 * driver's error itself.
 */
const driverError = (error: unknown): unknown =>
  error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error

const wrap = (driver: Db['driver'], executor: Executor): Db => ({
  driver,
  query: async <T extends Row>(query: SQL) => {
    try {
      return rowsOf<T>(await executor.execute(query))
    } catch (error) {
      throw driverError(error)
    }
  },
  transaction: (work) =>
    executor.transaction((tx) => work(wrap(driver, tx))).catch((error: unknown) => {
      throw driverError(error)
    }),
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

/**
 * LISTEN on PostgreSQL: one dedicated connection per process (not the pool's: a pooled client is
 * returned and reused), opened on the first `listen`. When it drops (an `error` or an `end` it did
 * not ask for: PostgreSQL restarted, the backend was terminated, the network broke) its listeners
 * hear `lost`, and it is opened again, 1 s then up to 30 s apart, every failed attempt logged, with
 * every channel listened again; then they hear `resumed` (NOTIFYs of the gap are lost: docs/live.md
 * "Gaps and resync"). `close` ends it.
 */
const postgresListener = (connectionString: string) => {
  interface Listener {
    readonly onPayload: (payload: string) => void
    readonly onState: ((state: ListenState) => void) | undefined
  }
  const channels = new Map<string, Set<Listener>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let closed = false
  /** A connection was lost and none is LISTENing since. */
  let lost = false
  let delay = 1_000
  const waiters = new Set<{ readonly resolve: (c: pg.Client) => void; readonly reject: (error: Error) => void }>()
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`
  const tell = (state: ListenState) => {
    for (const set of channels.values())
      for (const l of set)
        try {
          l.onState?.(state)
        } catch (error) {
          console.error('LISTEN listener failed:', error)
        }
  }
  const schedule = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect().catch(() => {})
    }, delay)
    retry.unref()
    delay = Math.min(delay * 2, 30_000)
  }
  const dropped = (c: pg.Client, why: string) => {
    if (client !== c) return // still opening (its attempt fails and is retried), or already dropped
    client = undefined
    void c.end().catch(() => {})
    if (closed) return
    console.error('LISTEN connection lost:', why)
    lost = true
    tell('lost')
    schedule()
  }
  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString })
    c.on('notification', (n) => {
      for (const l of channels.get(n.channel) ?? []) l.onPayload(n.payload ?? '')
    })
    c.on('error', (error) => dropped(c, error.message))
    c.on('end', () => dropped(c, 'the connection ended'))
    try {
      await c.connect()
      for (const channel of channels.keys()) await c.query(`LISTEN ${quote(channel)}`)
      return c
    } catch (error) {
      void c.end().catch(() => {})
      throw error
    }
  }
  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client)
    connecting ??= open()
      .then(
        (c) => {
          if (closed) {
            void c.end().catch(() => {})
            throw new Error('the database is closed')
          }
          client = c
          delay = 1_000
          for (const w of waiters) w.resolve(c)
          waiters.clear()
          if (lost) {
            lost = false
            console.error('LISTEN connection open again')
            tell('resumed')
          }
          return c
        },
        (error: unknown) => {
          if (!closed) {
            console.error('LISTEN connection failed:', error instanceof Error ? error.message : String(error))
            schedule()
          }
          throw error
        },
      )
      .finally(() => {
        connecting = undefined
      })
    return connecting
  }
  /** The open connection, once there is one (attempts go on meanwhile); rejects once closed. */
  const connected = (): Promise<pg.Client> => {
    if (closed) return Promise.reject(new Error('the database is closed'))
    if (client) return Promise.resolve(client)
    const waiting = new Promise<pg.Client>((resolve, reject) => void waiters.add({ resolve, reject }))
    if (!retry) void connect().catch(() => {})
    return waiting
  }
  const listen: Listen = async (channel, onPayload, onState) => {
    const first = !channels.has(channel)
    const set = channels.get(channel) ?? new Set()
    const listener: Listener = { onPayload, onState }
    set.add(listener)
    channels.set(channel, set)
    const c = await connected()
    // a connection opened after the channel was added LISTENs already (LISTEN twice is harmless);
    // one that drops meanwhile is opened again with every channel
    if (first) await c.query(`LISTEN ${quote(channel)}`).catch(() => {})
    return async () => {
      set.delete(listener)
      if (set.size > 0 || !channels.has(channel)) return
      channels.delete(channel)
      await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {})
    }
  }
  const close = async () => {
    closed = true
    if (retry) clearTimeout(retry)
    retry = undefined
    for (const w of waiters) w.reject(new Error('the database is closed'))
    waiters.clear()
    const c = client ?? (connecting ? await connecting.catch(() => undefined) : undefined)
    client = undefined
    await c?.end().catch(() => {})
  }
  return { listen, close }
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
