/**
 * Column helpers shared by every table module (`server/src/db/schema*.ts`, `server/src/areas/<area>/<area>.table.ts`):
 * ids are opaque text from the shared `entity_ids` sequence, timestamps are timestamptz. Each helper
 * keeps its column's SQL name as a literal type, so `RowOf` (rows.ts) sees the column.
 */
import { sql, type BuildExtraConfigColumns } from 'drizzle-orm'
import {
  customType,
  foreignKey,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core'

export const id = () => text('id').primaryKey().default(sql`nextval('entity_ids')::text`)
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** Optimistic version of an editable record: every update names the version it read and bumps it (docs/decisions.md). */
export const version = () => integer('version').notNull().default(1)
/** When a row was written: `created_at`, and `updated_at`, which every update sets to now(). Spread into a table's columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() })
/** An editable record's: its `timestamps` and its optimistic `version`. Spread into a table's columns. */
export const versioned = () => ({ ...timestamps(), version: version() })

type WithId<C> = { id: ReturnType<typeof id> } & C

/**
 * A table of entities (most tables): `pgTable` with the `id` column first, the primary key from the
 * shared sequence (`id()`), then the given columns. A table keyed otherwise (a composite key, a key
 * of its own) is a plain `pgTable`.
 */
export const entityTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extraConfig?: (self: BuildExtraConfigColumns<N, WithId<C>, 'pg'>) => PgTableExtraConfigValue[],
) => pgTable<N, WithId<C>>(name, { id: id(), ...columns }, extraConfig)

/** A nullable timestamptz. Generic in its name, so the column keeps its literal SQL name (`RowOf` keys rows by it: db/rows.ts). */
export const at = <N extends string>(name: N) => timestamp(name, { withTimezone: true })

/**
 * A foreign key as migration 0001 declared it (inline `REFERENCES`): PostgreSQL named it
 * `<table>_<column>_fkey`, so the snapshot carries that name too. History: the content tables of
 * `0001_content.sql` were written by hand before drizzle declared them; they are declared exactly
 * as that SQL created them (constraint names included), and `meta/0001_snapshot.json` was generated
 * from these declarations, so drizzle-kit diffs against what databases really hold. Everything from
 * 0002 on is generated (new foreign keys get drizzle's default names).
 */
export const inlineFk = (table: string, column: AnyPgColumn, target: AnyPgColumn) =>
  foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] })

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })
