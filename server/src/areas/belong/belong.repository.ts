/** The belongs' SQL (所属区分) and its one mapper, `toBelong`. */
import { sql, type SQL } from 'drizzle-orm'
import type { Belong } from '#domain/belong'
import type { Db } from '../../db/db'
import type { RowOf } from '../../db/rows'
import type { belongs } from './belong.table'
import { inList } from '../../db/sql-lists'
import { notFound, type Json } from '../support/handler'
import { iso } from '../support/paging'

type BelongRow = RowOf<typeof belongs>

const toBelong = (r: BelongRow): Json<typeof Belong> =>
  ({
    id: r.id,
    name: r.name,
    sortOrder: Number(r.sort_order),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Json<typeof Belong>

/** Every belong, in display order. */
export const all = async (db: Db) => (await db.query<BelongRow>(sql`SELECT * FROM belongs ORDER BY sort_order, id`)).map(toBelong)

/** The belong, or 404. */
export const find = async (db: Db, id: string) => {
  const rows = await db.query<BelongRow>(sql`SELECT * FROM belongs WHERE id = ${id}`)
  return toBelong(rows[0] ?? notFound('所属区分'))
}

/** The belongs of these ids that exist, in display order. */
export const byIds = async (db: Db, ids: ReadonlyArray<string>) =>
  ids.length ? (await db.query<BelongRow>(sql`SELECT * FROM belongs WHERE ${inList(sql`id`, ids)} ORDER BY sort_order, id`)).map(toBelong) : []

// ── What other areas read of belongs (exported by ./index.ts).

/** Which of these ids are belongs. */
export const existingIds = async (db: Db, ids: ReadonlyArray<string>): Promise<Set<string>> =>
  ids.length ? new Set((await db.query<{ id: string }>(sql`SELECT id FROM belongs WHERE ${inList(sql`id`, ids)}`)).map((r) => r.id)) : new Set<string>()

/** The audit log's names: `(id, name)` of these belongs (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, name FROM belongs WHERE id = ANY(${ids})`
