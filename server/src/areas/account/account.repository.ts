/** The SQL of admissions: whether an e-mail has a live account at a login destination. */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/db'

/** An active operator with this e-mail (case-insensitive). */
export const activeOperatorExists = async (db: Db, email: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM operators WHERE lower(email) = lower(${email}) AND active`)).length > 0

/** A live (not deleted), not frozen doctor with this e-mail. */
export const liveDoctorExists = async (db: Db, email: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM doctors WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND NOT frozen`)).length > 0

/** A live (not deleted), not suspended client with this e-mail. */
export const liveClientExists = async (db: Db, email: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM clients WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND suspended_at IS NULL`)).length > 0
