/**
 * Column helpers shared by every table module (`server/src/db/schema*.ts`, `server/src/areas/<area>/<area>.table.ts`):
 * ids are opaque text from the shared `entity_ids` sequence, timestamps are timestamptz. Each helper
 * keeps its column's SQL name as a literal type, so `RowOf` (rows.ts) sees the column.
 */
import { sql } from 'drizzle-orm'
import { customType, foreignKey, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

export const id = () => text('id').primaryKey().default(sql`nextval('entity_ids')::text`)
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** Optimistic version of an editable record: every update names the version it read and bumps it (docs/decisions.md). */
export const version = () => integer('version').notNull().default(1)
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
