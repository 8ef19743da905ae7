/**
 * The one way MP moves: a live doctor's `mp_balance` changes and its `mp_ledger` row is written,
 * inside the caller's transaction. The conditional UPDATE (`mp_balance + amount >= 0`) keeps the
 * balance from going below zero, also under concurrency (the row is locked by the UPDATE).
 * Used by the operators' grant, the doctors' point exchange and the survey reward.
 */
import { sql } from 'drizzle-orm'
import type { LedgerReason } from '#domain/points'
import type { Db } from '../../db/db'
import type { ColumnsOf } from '../../db/rows'
import type { doctors } from '../doctor/doctor.table'
import type { mpLedger } from '../points/points.table'

export interface MpMove {
  readonly doctorId: string
  /** Positive: granted or earned; negative: taken or spent. */
  readonly amount: number
  /** What moved it (stored in `mp_ledger.kind`; the grant ledger lists kind 'grant' only). */
  readonly kind: LedgerReason
  /** Free text kept with the row: a grant's note; other moves repeat their kind. */
  readonly reason: string
  readonly operatorId?: string | null
}

/** The new balance and ledger row, or null (nothing written) when the doctor is gone or the balance would drop below zero. */
export const moveMp = async (tx: Db, move: MpMove): Promise<{ readonly balance: number; readonly ledgerId: string } | null> => {
  const updated = await tx.query<ColumnsOf<typeof doctors, 'mp_balance'>>(sql`
    UPDATE doctors SET mp_balance = mp_balance + ${move.amount}, updated_at = now()
    WHERE id = ${move.doctorId} AND deleted_at IS NULL AND mp_balance + ${move.amount} >= 0
    RETURNING mp_balance`)
  const row = updated[0]
  if (!row) return null
  const ledger = await tx.query<ColumnsOf<typeof mpLedger, 'id'>>(sql`
    INSERT INTO mp_ledger (doctor_id, amount, kind, reason, operator_id)
    VALUES (${move.doctorId}, ${move.amount}, ${move.kind}, ${move.reason}, ${move.operatorId ?? null}) RETURNING id`)
  return { balance: Number(row.mp_balance), ledgerId: ledger[0]!.id }
}
