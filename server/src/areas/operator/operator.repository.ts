/**
 * The operators' SQL (管理者) and its one mapper, `toOperator`: handlers read and write operators
 * only through these functions (operator.handlers.ts holds the rules).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Page } from '#domain/endpoint'
import { Operator as OperatorSchema, OperatorInput, type Operator, type OperatorQuery, type OperatorRole } from '#domain/operator'
import type { Db } from '../../db/db'
import { readRecord, recordColumns, writeValues } from '../../db/records'
import { insertReturningId, updateAtVersion } from '../../db/writes'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { notFound } from '../support/handler'
import { likePattern, selectPage, type SortValue } from '../support/paging'
import { operators } from './operator.table'
import { hitCondition, type SearchHitsSql } from '../support/search-hits'

type OperatorRow = RowOf<typeof operators, { role: OperatorRole }> & SortValue

/** The record's fields that are columns (db/records.ts): all of them. */
const shown = recordColumns(operators, OperatorSchema.fields)
/** What a create and an update write: the input's fields. */
const written = recordColumns(operators, OperatorInput.fields)

const toOperator = (r: OperatorRow): Operator => readRecord(shown, r) as Operator

const select = (sortValue: SQL = sql`NULL`) => sql`SELECT *, ${sortValue} AS sort_value FROM operators`

/** The operator, or 404. */
export const find = async (db: Db, id: string): Promise<Operator> => {
  const rows = await db.query<OperatorRow>(sql`${select()} WHERE id = ${id}`)
  return toOperator(rows[0] ?? notFound('管理者'))
}

/** The operator bound to a Firebase account, or (for the account itself) the one with its e-mail not yet bound. */
export const findByAccount = async (db: Db, accountId: string, self: { readonly email: string } | null): Promise<Operator | undefined> => {
  const rows = await db.query<OperatorRow>(
    sql`${select()} WHERE account_id = ${accountId} OR (${self !== null} AND account_id IS NULL AND lower(email) = lower(${self?.email ?? ''}))`,
  )
  return rows[0] && toOperator(rows[0])
}

export const search = (db: Db, f: OperatorQuery): Promise<Page<Operator>> => {
  const where: SQL[] = []
  const like = likePattern(f.keyword)
  if (like) where.push(sql`medicolle_fold(name || ' ' || email) LIKE ${like}`)
  if (f.role) where.push(sql`role = ${f.role}`)
  if (f.active !== undefined) where.push(sql`active = ${f.active}::boolean`)
  const columns = { createdAt: 'created_at', name: 'name', email: 'lower(email)' }
  return selectPage(db, f, { select, where, columns, defaultSort: 'createdAt', toItem: toOperator })
}

/** Another operator than `exceptId` has this e-mail (case-insensitive). */
export const emailTaken = async (db: Db, email: string, exceptId: string | null): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM operators WHERE lower(email) = lower(${email}) AND id IS DISTINCT FROM ${exceptId}`)).length > 0

/**
 * One at a time for the changes that remove an active admin: a transaction-level advisory lock,
 * held until the change commits or rolls back (why: operator.handlers.ts, `assertAdminRemains`).
 */
export const lockAdminRemoval = async (db: Db): Promise<void> => {
  await db.query(sql`SELECT pg_advisory_xact_lock(hashtext('operators.admin-removal'))`)
}

/** An active admin other than `id` exists. */
export const otherActiveAdminExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM operators WHERE role = 'admin' AND active AND id <> ${id}`)).length > 0

export const insert = (db: Db, o: OperatorInput): Promise<string> => insertReturningId(db, operators, writeValues(written, o))

/** Update at the version read; false when someone saved in between (no row). */
export const update = (db: Db, id: string, o: OperatorInput & { readonly version: number }): Promise<boolean> =>
  updateAtVersion(db, operators, id, o.version, writeValues(written, o))

/** Delete the operator (the MP grants they made keep their rows, without the operator: operator.handlers.ts). */
export const remove = async (db: Db, id: string): Promise<void> => {
  await db.query(sql`DELETE FROM operators WHERE id = ${id}`)
}

// ── What other areas read and change of operators (exported by ./index.ts). No other area names the table.

/** An active operator with this e-mail (case-insensitive). */
export const activeWithEmail = async (db: Db, email: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM operators WHERE lower(email) = lower(${email}) AND active`)).length > 0

/** The operator's name; null when there is none. */
export const nameOf = async (db: Db, id: string): Promise<string | null> =>
  (await db.query<{ name: string }>(sql`SELECT name FROM operators WHERE id = ${id}`))[0]?.name ?? null

/** Joining an operator into another area's query: `LEFT JOIN operators o ON o.id = <on>`; the fragments below read it. */
export const joinOperator = (on: SQL) => sql`LEFT JOIN operators o ON o.id = ${on}`
/** Joining only active operators: `JOIN operators o ON o.id = <on> AND o.active`. */
export const joinActiveOperator = (on: SQL) => sql`JOIN operators o ON o.id = ${on} AND o.active`
/** The joined operator's name (null without one). */
export const operatorName = sql`o.name`
/** What a keyword matches of the joined operator: name and e-mail, folded. */
export const operatorSearchText = sql`medicolle_fold(coalesce(o.name, '') || ' ' || coalesce(o.email, ''))`

/** The audit log's names: `(id, name)` of these operators (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, name FROM operators WHERE id = ANY(${ids})`

/** The console search's part (support/search-hits.ts; admins only: the search handler decides): operators by name or e-mail; the role is its status. */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT o.id, o.name AS title, o.email AS detail, o.role AS status FROM operators o
  WHERE ${hitCondition(ask, sql`o.id`, sql`medicolle_fold(o.name || ' ' || o.email)`)}
  ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`

// ── Sign-in (server/src/auth.ts): the Firebase account binding (docs/auth.md).

type Bound = ColumnsOf<typeof operators, 'id' | 'email' | 'role' | 'active', { role: OperatorRole }>

/** The operator bound to this account. */
export const boundTo = async (db: Db, uid: string): Promise<Bound | undefined> =>
  (await db.query<Bound>(sql`SELECT id, email, role, active FROM operators WHERE account_id = ${uid}`))[0]

/** Bind the unbound active operator with this e-mail to `uid` (only while still unbound); the operator, or undefined. */
export const bindByEmail = async (db: Db, uid: string, email: string): Promise<Bound | undefined> =>
  (
    await db.query<Bound>(sql`UPDATE operators SET account_id = ${uid}, updated_at = now()
      WHERE lower(email) = lower(${email}) AND account_id IS NULL AND active RETURNING id, email, role, active`)
  )[0]

/** Note a sign-in (at most every 5 minutes: a request is no sign-in). */
export const noteSignIn = async (db: Db, id: string): Promise<void> => {
  await db.query(
    sql`UPDATE operators SET last_signed_in_at = now() WHERE id = ${id} AND (last_signed_in_at IS NULL OR last_signed_in_at < now() - interval '5 minutes')`,
  )
}

/** Drop every binding to an account not among `known` (a query of uids); how many. */
export const dropBindingsNotIn = async (tx: Db, known: SQL): Promise<number> =>
  (await tx.query(sql`UPDATE operators SET account_id = NULL WHERE account_id IS NOT NULL AND account_id NOT IN ${known} RETURNING 1`)).length
