/**
 * Row types derived from the drizzle tables: what `Db.query` answers for `SELECT … FROM <table>`,
 * keyed by each column's SQL name (`last_name`, not drizzle's `lastName`), so a column is declared
 * once (in its table module) and a repository's row type follows it. A query's computed columns
 * (`o.name AS organization_name`, `count(*) AS answer_count`, `sort_value`) are the only ones a
 * repository writes by hand, intersected with the table's row.
 *
 *   type DoctorRow = RowOf<typeof doctors> & { organization_name: string | null } & SortValue
 *   RowOf<typeof doctors>['last_name']            // string
 *   RowOf<typeof manuscripts, { status: ManuscriptStatus }>['status']   // the CHECK's literals
 */
import { sql, type Column, type GetColumnData, type SQL, type Table } from 'drizzle-orm'

/**
 * What the driver answers for one column of a raw query. drizzle's `$inferSelect` types a
 * timestamp as `Date` (and a date as its string) because ITS select builder maps them; raw SQL
 * through `execute` is not mapped, and both drivers are configured by drizzle to hand back
 * PostgreSQL's text form (pglite/session.js and node-postgres/session.js set parsers for
 * timestamp, timestamptz, date and interval that return the text). So a timestamp or date is
 * `Date | string` here: the mappers pass it to `iso()`, which takes either. Every other column is
 * what drizzle infers (text → string, integer → number, text[] → string[], jsonb → unknown).
 */
type DriverValue<C extends Column> = C['_']['columnType'] extends 'PgTimestamp' | 'PgTimestampString' | 'PgDate' | 'PgDateString'
  ? Date | string | (C['_']['notNull'] extends true ? never : null)
  : GetColumnData<C>

type Columns<T extends Table> = T['_']['columns']

/**
 * The row of `T` as raw SQL answers it, keyed by SQL column name. A column whose name is typed only
 * as `string` (declared through a helper taking `name: string`) has no key, so using it fails
 * typecheck instead of every key being accepted: such helpers are generic in the name.
 */
type TableRow<T extends Table> = {
  [K in keyof Columns<T> as string extends Columns<T>[K]['_']['name'] ? never : Columns<T>[K]['_']['name']]: DriverValue<Columns<T>[K]>
}

/** The SQL names of `T`'s columns (`'last_name' | 'first_name' | …`). */
export type ColumnName<T extends Table> = keyof TableRow<T> & string

/**
 * The row of `T`, keyed by SQL column name; `Narrowed` gives some columns a narrower type than the
 * column's own where the database guarantees it (a CHECK's literals: `{ status: ManuscriptStatus }`;
 * a jsonb document's shape). Each narrowed key must be a column of `T` and its type must fit the
 * column's, so a typo or a wrong type fails typecheck.
 */
export type RowOf<T extends Table, Narrowed extends Narrowing<T, Narrowed> = NoNarrowing> = {
  [K in keyof TableRow<T>]: K extends keyof Narrowed ? Narrowed[K] : TableRow<T>[K]
}

/** Narrowed columns: only columns of `T`, each narrowed to a type that fits the column's. */
type Narrowing<T extends Table, N> = { [K in keyof N]: K extends ColumnName<T> ? TableRow<T>[K] : never }
type NoNarrowing = Record<never, never>

/** Only the listed columns of `T`'s row (a query that selects some columns, or the row with narrowed columns). */
export type ColumnsOf<T extends Table, K extends ColumnName<T>, Narrowed extends Narrowing<T, Narrowed> = NoNarrowing> = Pick<
  RowOf<T, Narrowed>,
  K
>

/** A typed list of `T`'s SQL column names (audit columns, select lists): a typo or a dropped column fails typecheck. */
export const columnNames = <T extends Table, const K extends ColumnName<T>>(_table: T, ...names: ReadonlyArray<K>): ReadonlyArray<K> => names

/** `d.id, d.email, …`: a typed column list as a select list, qualified by the query's alias for the table. */
export const qualified = (alias: string, names: ReadonlyArray<string>): SQL => sql.raw(names.map((name) => `${alias}.${name}`).join(', '))
