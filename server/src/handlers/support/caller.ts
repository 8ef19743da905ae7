/**
 * Who the caller is in the data: the doctor behind a general-group caller. Shared by every area
 * whose calls act as the signed-in doctor (points, manuscripts, surveys, notifications).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { ApiFailure, type Caller } from '../handler'

/**
 * The live doctor behind the caller (found by e-mail). `acting`: the call earns or spends MP,
 * which a frozen (利用停止) doctor may not do; reading their own history stays possible.
 */
export const callerDoctorId = async (db: Db, caller: Caller | null, options: { readonly acting?: boolean } = {}): Promise<string> => {
  if (!caller?.email) throw new ApiFailure(403, '医師としてログインしてください')
  const rows = await db.query<{ id: string; frozen: boolean }>(
    sql`SELECT id, frozen FROM doctors WHERE lower(email) = lower(${caller.email}) AND deleted_at IS NULL`,
  )
  const row = rows[0]
  if (!row) throw new ApiFailure(403, '医師としてログインしてください')
  if (options.acting && row.frozen) throw new ApiFailure(403, '利用停止中のアカウントでは操作できません')
  return row.id
}
