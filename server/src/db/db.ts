/**
 * What handlers and repositories use of the database: `Db`, parameterised queries (drizzle's `sql`)
 * and short transactions, one code path for either driver (PGlite or PostgreSQL). `wrap` turns a
 * drizzle database or transaction into a `Db` (db/connection.ts opens one).
 */
import { DrizzleQueryError, sql, type SQL } from 'drizzle-orm'

export type Row = Record<string, unknown>

/** What handlers use: parameterised queries and short transactions. */
export interface Db {
  readonly driver: 'pglite' | 'postgres'
  query<T extends Row = Row>(query: SQL): Promise<T[]>
  transaction<A>(work: (tx: Db) => Promise<A>): Promise<A>
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

export const wrap = (driver: Db['driver'], executor: Executor): Db => ({
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

export { sql }
