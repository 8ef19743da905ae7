/**
 * The points' SQL (MP balance and ledger, gift exchanges, the grant ledger) and one mapper per
 * shape: `toExchange`, `toLedgerEntry`, the grant entry. MP itself moves only through `moveMp`
 * (the balance is the doctor area's: it is changed through its index).
 */
import { sql, type SQL } from 'drizzle-orm'
import type {
  AmazonGiftHistorySearch,
  GiftExchange as GiftExchangeSchema,
  GiftExchangeStatus,
  LedgerReason,
  MpGrantEntry as MpGrantEntrySchema,
  MpGrantSearch,
  MpLedgerEntry as MpLedgerEntrySchema,
} from '#domain/points'
import type { Db } from '../../db/db'
import { columnNames, qualified, type ColumnsOf, type RowOf } from '../../db/rows'
import * as doctors from '../doctor'
import { doctorEmail, doctorName, doctorSearchText, joinDoctor, type DoctorName } from '../doctor'
import { joinOperator, operatorName, operatorSearchText } from '../operator'
import { mpLedger } from './points.table'
import type { giftExchanges } from './points.table'
import { notFound, type Json } from '../support/handler'
import { iso, isoOrNull, keywordMatch, selectPage, tokyoDays, type SortValue } from '../support/paging'

type ExchangeRow = RowOf<typeof giftExchanges, { status: GiftExchangeStatus }> & DoctorName & SortValue

const toExchange = (r: ExchangeRow): Json<typeof GiftExchangeSchema> =>
  ({
    id: r.id,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    points: Number(r.points),
    amountYen: Number(r.amount_yen),
    maskedCode: r.masked_code,
    status: r.status,
    failureReason: r.failure_reason,
    requestedAt: iso(r.requested_at),
    issuedAt: isoOrNull(r.issued_at),
  }) as Json<typeof GiftExchangeSchema>

const selectExchanges = (sortValue: SQL = sql`NULL`) => sql`
  SELECT g.*, ${doctorName}, ${sortValue} AS sort_value
  FROM gift_exchanges g ${joinDoctor(sql`g.doctor_id`)}`

/** The exchange with its doctor's name, or 404. */
export const find = async (db: Db, id: string): Promise<Json<typeof GiftExchangeSchema>> => {
  const rows = await db.query<ExchangeRow>(sql`${selectExchanges()} WHERE g.id = ${id}`)
  return toExchange(rows[0] ?? notFound('ギフト交換'))
}

/** The history's filters (the catalogue's `AmazonGiftHistorySearch`); a doctor's own list names them and leaves out the cards they hid. */
export type ExchangeFilter = Omit<AmazonGiftHistorySearch, 'doctorId'> & { readonly doctorId?: string | undefined; readonly hideHidden?: boolean }

/** Newest request first. */
export const searchExchanges = (db: Db, f: ExchangeFilter) => {
  const where: SQL[] = [sql`TRUE`]
  if (f.doctorId) where.push(sql`g.doctor_id = ${f.doctorId}`)
  if (f.hideHidden) where.push(sql`g.hidden_at IS NULL`)
  const keyword = keywordMatch(doctorSearchText, f.keyword, { chars: true, trigrams: true })
  if (keyword) where.push(keyword)
  if (f.statuses?.length) where.push(sql`g.status IN (${sql.join(f.statuses.map((s) => sql`${s}`), sql`, `)})`)
  where.push(...tokyoDays('g.requested_at', f.requestedFrom, f.requestedTo))
  const columns = { requestedAt: 'g.requested_at' }
  return selectPage(db, f, { select: selectExchanges, where, columns, defaultSort: 'requestedAt', toItem: toExchange, table: 'g.' })
}

/** A ledger row (the kind: the table's CHECK) with the balance after it (a window sum: bigint, a string from node-postgres). */
type LedgerRow = RowOf<typeof mpLedger, { kind: LedgerReason }> & { balance_after: number | string }

/** The kind is stored (`mp_ledger.kind`); `reason` is the grant's note for a grant, and never read as a kind. */
const toLedgerEntry = (r: LedgerRow): Json<typeof MpLedgerEntrySchema> =>
  ({
    id: r.id,
    doctorId: r.doctor_id,
    amount: Number(r.amount),
    reason: r.kind,
    note: r.kind === 'grant' ? r.reason : null,
    operatorId: r.operator_id,
    balanceAfter: Number(r.balance_after),
    createdAt: iso(r.created_at),
  }) as Json<typeof MpLedgerEntrySchema>

const grantColumnList = columnNames(mpLedger, 'id', 'doctor_id', 'amount', 'reason', 'operator_id', 'created_at')
type GrantRow = ColumnsOf<typeof mpLedger, (typeof grantColumnList)[number]> &
  DoctorName & { doctor_email: string; operator_name: string | null } & SortValue

const toGrant = (r: GrantRow): Json<typeof MpGrantEntrySchema> =>
  ({
    id: r.id,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    doctorEmail: r.doctor_email,
    amount: Number(r.amount),
    note: r.reason,
    operatorId: r.operator_id,
    operatorName: r.operator_name,
    grantedAt: iso(r.created_at),
  }) as Json<typeof MpGrantEntrySchema>

const selectGrants = (sortValue: SQL) => sql`
  SELECT ${qualified('l', grantColumnList)}, ${sortValue} AS sort_value,
    ${doctorName}, ${doctorEmail} AS doctor_email, ${operatorName} AS operator_name
  FROM mp_ledger l ${joinDoctor(sql`l.doctor_id`)} ${joinOperator(sql`l.operator_id`)}`

/**
 * The grant ledger: the rows of kind 'grant' (`admin.mp.grant`), whatever their note says; newest
 * first, which the partial index `mp_ledger_grants` (created_at DESC, id DESC WHERE kind = 'grant') serves.
 */
export const searchGrants = (db: Db, f: typeof MpGrantSearch.Type) => {
  const where: SQL[] = [sql`l.kind = 'grant'`]
  if (f.doctorId) where.push(sql`l.doctor_id = ${f.doctorId}`)
  const doctor = keywordMatch(doctorSearchText, f.doctorKeyword, { chars: true, trigrams: true })
  if (doctor) where.push(doctor)
  const operator = keywordMatch(operatorSearchText, f.operatorKeyword)
  if (operator) where.push(operator)
  where.push(...tokyoDays('l.created_at', f.grantedFrom, f.grantedTo))
  return selectPage(db, f, { select: selectGrants, where, columns: { grantedAt: 'l.created_at' }, defaultSort: 'grantedAt', toItem: toGrant, table: 'l.' })
}

/** The doctor's balance and the points of their exchanges still requested; 404 when there is no such doctor. */
export const balance = async (db: Db, doctorId: string) => {
  const held = (await doctors.balance(db, doctorId)) ?? notFound('医師')
  const rows = await db.query<{ pending: number | string }>(
    sql`SELECT COALESCE(sum(points), 0) AS pending FROM gift_exchanges WHERE doctor_id = ${doctorId} AND status = 'requested'`,
  )
  return { balance: held, pending: Number(rows[0]?.pending ?? 0) }
}

/** The doctor's last 20 ledger rows, newest first, each with the balance after it (from the current `balance`). */
export const recentLedger = async (db: Db, doctorId: string, balance: number) =>
  (
    await db.query<LedgerRow>(sql`
      SELECT l.*, ${balance}::int - COALESCE(sum(l.amount) OVER (ORDER BY l.created_at DESC, l.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after
      FROM mp_ledger l WHERE l.doctor_id = ${doctorId}
      ORDER BY l.created_at DESC, l.id DESC LIMIT 20`)
  ).map(toLedgerEntry)

/** The doctor's balance now (0 when gone). */
export const currentBalance = async (db: Db, doctorId: string): Promise<number> => (await doctors.balance(db, doctorId)) ?? 0

/** A requested exchange for the debited ledger row; its id. */
export const insertExchange = async (db: Db, e: { readonly doctorId: string; readonly points: number; readonly amountYen: number; readonly ledgerId: string }) => {
  const rows = await db.query<ColumnsOf<typeof giftExchanges, 'id'>>(sql`
    INSERT INTO gift_exchanges (doctor_id, points, amount_yen, ledger_id)
    VALUES (${e.doctorId}, ${e.points}, ${e.amountYen}, ${e.ledgerId}) RETURNING id`)
  return rows[0]!.id
}

/** Hide the card (idempotent: the first time stays); when it was hidden. */
export const hide = async (db: Db, id: string): Promise<string> => {
  const rows = await db.query<ColumnsOf<typeof giftExchanges, 'hidden_at'>>(
    sql`UPDATE gift_exchanges SET hidden_at = COALESCE(hidden_at, now()) WHERE id = ${id} RETURNING hidden_at`,
  )
  return iso(rows[0]!.hidden_at)
}

/** The doctor's exchange's status, the exchange locked for the transaction; undefined when the doctor has no such exchange. */
export const lockStatus = async (tx: Db, id: string, doctorId: string): Promise<GiftExchangeStatus | undefined> => {
  const rows = await tx.query<ColumnsOf<typeof giftExchanges, 'status', { status: GiftExchangeStatus }>>(
    sql`SELECT status FROM gift_exchanges WHERE id = ${id} AND doctor_id = ${doctorId} FOR UPDATE`,
  )
  return rows[0]?.status
}

/** Mark the exchange issued with its masked code; the amount and when. */
export const issue = async (tx: Db, id: string, maskedCode: string) => {
  const rows = await tx.query<ColumnsOf<typeof giftExchanges, 'amount_yen' | 'issued_at'>>(sql`
    UPDATE gift_exchanges SET status = 'issued', masked_code = ${maskedCode}, issued_at = now()
    WHERE id = ${id} RETURNING amount_yen, issued_at`)
  return { amountYen: Number(rows[0]!.amount_yen), issuedAt: iso(rows[0]!.issued_at) }
}

// ── The one way MP moves (exported by ./index.ts; the operators' grant, the point exchange, the survey reward).

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

/**
 * A live doctor's balance changes (the doctor area's conditional UPDATE: never below zero, also under
 * concurrency, the row locked by it) and its `mp_ledger` row is written, inside the caller's
 * transaction. The new balance and ledger row, or null (nothing written) when the doctor is gone or
 * the balance would drop below zero.
 */
export const moveMp = async (tx: Db, move: MpMove): Promise<{ readonly balance: number; readonly ledgerId: string } | null> => {
  const balance = await doctors.addToBalance(tx, move.doctorId, move.amount)
  if (balance === undefined) return null
  const ledger = await tx.query<ColumnsOf<typeof mpLedger, 'id'>>(sql`
    INSERT INTO mp_ledger (doctor_id, amount, kind, reason, operator_id)
    VALUES (${move.doctorId}, ${move.amount}, ${move.kind}, ${move.reason}, ${move.operatorId ?? null}) RETURNING id`)
  return { balance, ledgerId: ledger[0]!.id }
}

// ── What other areas read and change of the ledger and the exchanges (exported by ./index.ts).

/** An operator about to be deleted: the grants they made keep their rows, without the operator. */
export const forgetOperator = async (db: Db, operatorId: string): Promise<void> => {
  await db.query(sql`UPDATE mp_ledger SET operator_id = NULL WHERE operator_id = ${operatorId}`)
}

/** The home dashboard's MP figures: granted or earned (refunds aside), and exchanged (failed ones aside). */
export const figures = async (db: Db) => {
  const [mp] = await db.query<Record<string, number | string>>(sql`
    SELECT COALESCE((SELECT sum(amount) FROM mp_ledger WHERE amount > 0 AND kind <> 'exchangeRefund'), 0) AS granted,
      COALESCE((SELECT sum(points) FROM gift_exchanges WHERE status <> 'failed'), 0) AS exchanged`)
  return { granted: Number(mp?.granted ?? 0), exchanged: Number(mp?.exchanged ?? 0) }
}

/** The notification feed's source: failed exchanges as (id, failure_reason, requested_at) (a query to select from). */
export const failedExchanges = sql`SELECT id, failure_reason, requested_at FROM gift_exchanges WHERE status = 'failed'`
