/**
 * Row ↔ record, derived from the table and the record: a field of a domain Schema that is
 * a column of the drizzle table under the same name (drizzle's property key: `createdAt` for
 * `created_at`) is selected, read into the record, written and audited without a
 * repository naming it again. A repository writes by hand only what is not such a column (a join's
 * `organizationName`, a nested `notification`, a computed `suspended`).
 *
 *   const doctorRecord = recordColumns(doctors, Doctor.fields)      // the columns the record shows
 *   sql`SELECT ${selectList(doctorRecord, 'd')} FROM doctors d`      // d.id, d.email, d.created_at …
 *   { ...readRecord(doctorRecord, row), organizationName: row.organization_name }
 *   build.insert(doctors).values(writeValues(recordColumns(doctors, DoctorInput.fields), input))
 *   recorded(doctors, ...columnNamesOf(recordColumns(doctors, DoctorInput.fields)))
 */
import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { ColumnName, RowOf } from './rows'

type Columns<T extends Table> = T['_']['columns']
/** The keys a record's fields and a table's columns share. */
export type SharedKey<T extends Table, F> = Extract<keyof Columns<T>, keyof F> & string

/** The columns of `table` that a record (its Schema's fields) names, in the table's order. */
export interface RecordColumns<T extends Table, K extends string> {
  readonly table: T
  readonly entries: ReadonlyArray<readonly [key: K, column: Column]>
}

/**
 * The columns of `table` named by the fields of the given Schemas (`Doctor.fields`, `DoctorInput.fields`)
 * or by the extra keys listed, in the table's column order.
 */
export const recordColumns = <T extends Table, F extends object, const X extends keyof Columns<T> & string = never>(
  table: T,
  fields: F,
  extra: ReadonlyArray<X> = [],
): RecordColumns<T, SharedKey<T, F> | X> => {
  const named = new Set<string>([...Object.keys(fields), ...extra])
  const entries = Object.entries(getTableColumns(table)).filter(([key]) => named.has(key)) as Array<[SharedKey<T, F> | X, Column]>
  return { table, entries }
}

/** The SQL names of the columns (`recorded(table, …columnNamesOf(map))`, `columnNames`). */
export const columnNamesOf = <T extends Table, K extends string>(map: RecordColumns<T, K>): ReadonlyArray<ColumnName<T>> =>
  map.entries.map(([, column]) => column.name as ColumnName<T>)

/** `d.id, d.email, …`: the columns as a select list, qualified by the query's alias for the table (or unqualified). */
export const selectList = <T extends Table, K extends string>(map: RecordColumns<T, K>, alias?: string): SQL =>
  sql.raw(map.entries.map(([, column]) => (alias ? `${alias}.${column.name}` : column.name)).join(', '))

const isTimestamp = (column: Column) => column.columnType === 'PgTimestamp' || column.columnType === 'PgTimestampString'

/** PostgreSQL's text form of a UTC timestamptz, e.g. '2026-07-30 04:06:46.452273+00'. */
const pgUtcTimestamp = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/

/**
 * A timestamp as ISO 8601 in UTC with milliseconds, as `Date#toISOString` writes it. The database's
 * UTC text form is rewritten directly (a list page has two timestamps a row; `new Date(text)` on
 * that form is the engine's slow legacy parser, 4 % of a doctor search's CPU); anything else goes
 * through `Date`.
 */
export const iso = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  const utc = pgUtcTimestamp.exec(text)
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`
  return new Date(text).toISOString()
}
export const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value))

/** One column's value as the record holds it: timestamps ISO text, integers numbers, a missing array empty. */
const recordValue = (column: Column, value: unknown): unknown => {
  if (value == null) return column.columnType === 'PgArray' ? [] : null
  if (isTimestamp(column)) return iso(value)
  if (column.columnType === 'PgInteger') return Number(value)
  return value
}

/** The record's fields read from a raw row (keyed by SQL column name). */
export const readRecord = <T extends Table, K extends string>(map: RecordColumns<T, K>, row: Partial<RowOf<T>>): { [P in K]: unknown } =>
  Object.fromEntries(map.entries.map(([key, column]) => [key, recordValue(column, (row as Record<string, unknown>)[column.name])])) as {
    [P in K]: unknown
  }

/**
 * The values to write (by property key, for drizzle's insert and update builders): every field of
 * the map from `input`, a field it leaves out (`undefined`) as null, or with `absent: 'omit'` not at
 * all (an update that changes such a field only where given).
 */
export const writeValues = <T extends Table, K extends string>(map: RecordColumns<T, K>, input: object, absent: 'null' | 'omit' = 'null'): T['$inferInsert'] =>
  Object.fromEntries(
    map.entries.flatMap(([key]) => {
      const value = (input as Record<string, unknown>)[key]
      return value !== undefined ? [[key, value]] : absent === 'null' ? [[key, null]] : []
    }),
  ) as T['$inferInsert']

/** `email, created_at, …`: the columns as an INSERT's column list (or a SELECT's, from `recordset`). */
export const columnList = <T extends Table, K extends string>(map: RecordColumns<T, K>): SQL => selectList(map)

/**
 * `json_to_recordset(…) AS x(n int, email text, …)`: many inputs as rows of the map's columns (each
 * with `n`, its place in `inputs`), for one INSERT … SELECT of a whole batch. A missing value is NULL
 * (an array empty).
 */
export const recordset = <T extends Table, K extends string>(map: RecordColumns<T, K>, inputs: ReadonlyArray<object>): SQL => {
  const records = inputs.map((input, n) => ({
    n,
    ...Object.fromEntries(
      map.entries.map(([key, column]) => [column.name, (input as Record<string, unknown>)[key] ?? (column.columnType === 'PgArray' ? [] : null)]),
    ),
  }))
  const types = map.entries.map(([, column]) => `${column.name} ${column.getSQLType()}`).join(', ')
  return sql`json_to_recordset(${JSON.stringify(records)}::json) AS x(n int, ${sql.raw(types)})`
}

/**
 * drizzle's query builder without a connection: `db.query(build.update(t).set(…).where(…).returning(…).getSQL())`
 * runs a built statement on either driver through `Db` (both are PostgreSQL dialects).
 */
export const build = drizzle.mock()

/**
 * A list's sort keys (the domain's, named as the record's fields) as the SQL each sorts by: the
 * column of the same name (qualified by `alias`), or what `computed` says for a key that sorts by an
 * expression (`{ email: 'lower(d.email)' }`). A key that is neither fails typecheck.
 */
export const sortColumns = <T extends Table, const K extends string>(
  table: T,
  keys: ReadonlyArray<K>,
  alias?: string,
  computed: { readonly [P in Exclude<K, keyof Columns<T>>]: string } & { readonly [P in K]?: string } = {} as never,
): Record<K, string> => {
  const columns = getTableColumns(table) as Record<string, Column>
  return Object.fromEntries(
    keys.map((key) => [key, (computed as Record<string, string | undefined>)[key] ?? (alias ? `${alias}.${columns[key]!.name}` : columns[key]!.name)]),
  ) as Record<K, string>
}
