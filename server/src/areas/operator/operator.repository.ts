/**
 * The operators' SQL (管理者) and its one mapper, `toOperator`: handlers read and write operators
 * only through these functions (operator.handlers.ts holds the rules).
 */
import { sql } from 'drizzle-orm'
import type { Page } from '#domain/endpoint'
import type { Operator, OperatorInput, OperatorQuery, OperatorRole } from '#domain/operator'
import type { Db } from '../../db/db'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { notFound } from '../support/handler'
import { iso, isoOrNull, keysetPage, likePattern, type SortValue } from '../support/paging'
import type { operators } from './operator.table'

type OperatorRow = RowOf<typeof operators, { role: OperatorRole }> & SortValue

const toOperator = (r: OperatorRow): Operator =>
  ({
    id: r.id,
    accountId: r.account_id,
    email: r.email,
    name: r.name,
    role: r.role,
    active: r.active,
    lastSignedInAt: isoOrNull(r.last_signed_in_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
  }) as Operator

/** The operator, or 404. */
export const find = async (db: Db, id: string): Promise<Operator> => {
  const rows = await db.query<OperatorRow>(sql`SELECT *, NULL AS sort_value FROM operators WHERE id = ${id}`)
  return toOperator(rows[0] ?? notFound('管理者'))
}

/** The operator bound to a Firebase account, or (for the account itself) the one with its e-mail not yet bound. */
export const findByAccount = async (db: Db, accountId: string, self: { readonly email: string } | null): Promise<Operator | undefined> => {
  const rows = await db.query<OperatorRow>(
    sql`SELECT *, NULL AS sort_value FROM operators WHERE account_id = ${accountId} OR (${self !== null} AND account_id IS NULL AND lower(email) = lower(${self?.email ?? ''}))`,
  )
  return rows[0] && toOperator(rows[0])
}

export const search = (db: Db, f: OperatorQuery): Promise<Page<Operator>> => {
  const like = likePattern(f.keyword)
  return keysetPage<OperatorRow, Operator>(
    f,
    { createdAt: 'created_at', name: 'name', email: 'lower(email)' },
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<OperatorRow>(sql`
        SELECT *, ${sortValue} AS sort_value FROM operators
        WHERE (${like}::text IS NULL OR medicolle_fold(name || ' ' || email) LIKE ${like})
          AND (${f.role ?? null}::text IS NULL OR role = ${f.role ?? null})
          AND (${f.active ?? null}::boolean IS NULL OR active = ${f.active ?? null})
          AND ${after}
        ORDER BY ${orderBy} LIMIT ${limit}`),
    toOperator,
  )
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

export const insert = async (db: Db, o: OperatorInput): Promise<string> => {
  const rows = await db.query<ColumnsOf<typeof operators, 'id'>>(
    sql`INSERT INTO operators (email, name, role, active) VALUES (${o.email}, ${o.name}, ${o.role}, ${o.active}) RETURNING id`,
  )
  return rows[0]!.id
}

/** Update at the version read; false when someone saved in between (no row). */
export const update = async (db: Db, id: string, o: OperatorInput & { readonly version: number }): Promise<boolean> => {
  const rows = await db.query(sql`
    UPDATE operators SET email = ${o.email}, name = ${o.name}, role = ${o.role}, active = ${o.active},
      updated_at = now(), version = version + 1
    WHERE id = ${id} AND version = ${o.version} RETURNING id`)
  return rows.length > 0
}

/** Delete the operator; the MP grants they made keep their rows, without the operator. */
export const remove = async (db: Db, id: string): Promise<void> => {
  await db.query(sql`UPDATE mp_ledger SET operator_id = NULL WHERE operator_id = ${id}`)
  await db.query(sql`DELETE FROM operators WHERE id = ${id}`)
}
