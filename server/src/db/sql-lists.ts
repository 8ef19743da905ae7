/** Parameterised list fragments for drizzle `sql` templates (one definition for every handler). */
import { sql, type SQL } from 'drizzle-orm'

/** `ARRAY[$1, $2, …]::text[]`, or `'{}'::text[]` for no values. */
export const textArray = (values: ReadonlyArray<string>): SQL =>
  values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`

/** `<column> IN ($1, $2, …)`; the caller guards against an empty list. `column` as a string is trusted SQL. */
export const inList = (column: SQL | string, values: ReadonlyArray<string>): SQL =>
  sql`${typeof column === 'string' ? sql.raw(column) : column} IN (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`
