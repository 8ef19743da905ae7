/**
 * The writes of an editable record, made the same way for every table that holds one (the table's
 * area calls them from its repository): an INSERT answering the new row's id, and an UPDATE at the
 * version its editor read (optimistic versions: docs/decisions.md, areas/support/version.ts).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from './db'
import { build } from './records'

type Keyed = PgTable & { readonly id: PgColumn }
type Versioned = Keyed & { readonly version: PgColumn; readonly updatedAt: PgColumn }

/** INSERT one row (`values` by property key, e.g. `writeValues(…)` of db/records.ts); the new row's id. */
export const insertReturningId = async <T extends Keyed>(db: Db, table: T, values: PgInsertValue<T>): Promise<string> => {
  const rows = await db.query<{ id: string }>(build.insert(table).values(values).returning({ id: table.id }).getSQL())
  return rows[0]!.id
}

/**
 * UPDATE the row at the version its editor read: `values`, `updated_at` now and `version` + 1, only
 * where the id, the `live` conditions (e.g. `isNull(t.deletedAt)`) and the version read hold. False
 * when no row was (someone saved in between, or it is gone): `assertUpdated` answers that with 409.
 */
export const updateAtVersion = async <T extends Versioned>(
  db: Db,
  table: T,
  id: string,
  version: number,
  values: PgUpdateSetSource<T>,
  ...live: ReadonlyArray<SQL>
): Promise<boolean> => {
  const set = { ...values, updatedAt: sql`now()`, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>
  const rows = await db.query(
    build
      .update(table)
      .set(set)
      .where(and(eq(table.id, id), ...live, eq(table.version, version)))
      .returning({ id: table.id })
      .getSQL(),
  )
  return rows.length > 0
}

/** The version of the row that holds the `live` conditions (a batch's row check: src/domain/batch.ts), or null when there is none. */
export const liveVersion = async <T extends Versioned>(db: Db, table: T, id: string, ...live: ReadonlyArray<SQL>): Promise<number | null> => {
  const rows = await db.query<{ version: number }>(build.select({ version: table.version }).from(table as PgTable).where(and(eq(table.id, id), ...live)).getSQL())
  return rows[0] === undefined ? null : Number(rows[0].version)
}
