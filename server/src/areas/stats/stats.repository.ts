/** The home dashboard's figures, counted live over the areas' tables (no table of their own). */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/db'

type Counts = Record<string, number | string>
const n = (row: Counts | undefined, key: string) => Number(row?.[key] ?? 0)

const countBy = async (db: Db, table: 'manuscripts' | 'press_releases', live: SQL) => {
  const rows = await db.query<{ status: string; n: number | string }>(
    sql`SELECT status, count(*) AS n FROM ${sql.raw(table)} WHERE ${live} GROUP BY status ORDER BY status`,
  )
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))
}

/** Live doctors (allowed, frozen), live clients (suspended), manuscripts and press releases by status, MP totals. */
export const figures = async (db: Db) => {
  const [d] = await db.query<Counts>(sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE allowed) AS allowed, count(*) FILTER (WHERE frozen) AS frozen
    FROM doctors WHERE deleted_at IS NULL`)
  const [c] = await db.query<Counts>(sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE suspended_at IS NOT NULL) AS suspended FROM clients WHERE deleted_at IS NULL`)
  const [mp] = await db.query<Counts>(sql`
    SELECT COALESCE((SELECT sum(amount) FROM mp_ledger WHERE amount > 0 AND kind <> 'exchangeRefund'), 0) AS granted,
      COALESCE((SELECT sum(points) FROM gift_exchanges WHERE status <> 'failed'), 0) AS exchanged,
      COALESCE((SELECT sum(mp_balance) FROM doctors WHERE deleted_at IS NULL), 0) AS outstanding`)
  return {
    doctors: { total: n(d, 'total'), allowed: n(d, 'allowed'), frozen: n(d, 'frozen') },
    clients: { total: n(c, 'total'), suspended: n(c, 'suspended') },
    manuscripts: await countBy(db, 'manuscripts', sql`deleted_at IS NULL`),
    pressReleases: await countBy(db, 'press_releases', sql`TRUE`),
    mp: { granted: n(mp, 'granted'), exchanged: n(mp, 'exchanged'), outstanding: n(mp, 'outstanding') },
  }
}
