/**
 * Fixed-window counters in the database (`rate_limits`, schema-security.ts), so every server
 * instance on one database shares them. `consume` adds `amount` to the window's count only when
 * the sum stays within `limit` (one statement: concurrent requests never overshoot), and answers
 * whether it did. Windows older than a day are deleted now and then.
 */
import { sql, type Db } from '../db/database'

export interface Budget {
  /** Window length in seconds. */
  readonly windowSeconds: number
  /** Most units (requests, bytes) a key may consume per window. */
  readonly limit: number
}

let calls = 0

export const consume = async (db: Db, key: string, budget: Budget, amount = 1): Promise<boolean> => {
  if (++calls % 500 === 0) await db.query(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`)
  if (amount > budget.limit) return false
  const rows = await db.query<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count)
    VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${budget.windowSeconds}) * ${budget.windowSeconds}), ${amount})
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + EXCLUDED.count
    WHERE rate_limits.count + EXCLUDED.count <= ${budget.limit}
    RETURNING count`)
  return rows.length > 0
}
