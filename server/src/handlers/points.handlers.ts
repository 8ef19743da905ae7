/**
 * Doctor points (MP) and Amazon gift exchanges: the signed-in doctor's balance and ledger, an
 * exchange that debits `doctors.mp_balance` + `mp_ledger` in one transaction and never below
 * zero, the one-time gift code (requested → issued), hiding an issued card, and the operators'
 * exchange history search.
 */
import { randomInt } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import {
  yenPerPoint,
  type GiftExchange as GiftExchangeSchema,
  type GiftExchangeStatus,
  type LedgerReason,
  type MpGrantEntry as MpGrantEntrySchema,
  type MpGrantSearch,
  type MpLedgerEntry as MpLedgerEntrySchema,
} from '#domain/points'
import type { Db } from '../db/database'
import { columnNames, qualified, type ColumnsOf, type RowOf } from '../db/rows'
import { mpLedger, type doctors } from '../db/schema'
import type { giftExchanges } from '../db/schema-content'
import { ApiFailure, notFound, type HandlersFor, type Json } from './handler'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from './paging'
import { moveMp } from './mp-ledger'
import { callerDoctorId } from './support/caller'
import { doctorName, type DoctorName } from './support/doctor-name'


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
  FROM gift_exchanges g JOIN doctors d ON d.id = g.doctor_id`

const findExchange = async (db: Db, id: string): Promise<Json<typeof GiftExchangeSchema>> => {
  const rows = await db.query<ExchangeRow>(sql`${selectExchanges()} WHERE g.id = ${id}`)
  return toExchange(rows[0] ?? notFound('ギフト交換'))
}

interface ExchangeFilter extends PageRequest {
  readonly doctorId?: string | undefined
  readonly keyword?: string | undefined
  readonly statuses?: ReadonlyArray<GiftExchangeStatus> | undefined
  readonly requestedFrom?: string | undefined
  readonly requestedTo?: string | undefined
  readonly hideHidden?: boolean
}

const searchExchanges = (db: Db, f: ExchangeFilter) => {
  const where: SQL[] = [sql`TRUE`]
  if (f.doctorId) where.push(sql`g.doctor_id = ${f.doctorId}`)
  if (f.hideHidden) where.push(sql`g.hidden_at IS NULL`)
  const keyword = keywordMatch(sql`d.search_text`, f.keyword, { chars: true, trigrams: true })
  if (keyword) where.push(keyword)
  if (f.statuses?.length) where.push(sql`g.status IN (${sql.join(f.statuses.map((s) => sql`${s}`), sql`, `)})`)
  // Dates are Japanese calendar days.
  if (f.requestedFrom) where.push(sql`g.requested_at >= (${f.requestedFrom}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
  if (f.requestedTo) where.push(sql`g.requested_at < (${f.requestedTo}::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
  return keysetPage<ExchangeRow, Json<typeof GiftExchangeSchema>>(
    f,
    { requestedAt: 'g.requested_at' },
    'requestedAt',
    (sortValue, after, orderBy, limit) =>
      db.query<ExchangeRow>(sql`${selectExchanges(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toExchange,
    'g.',
  )
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

/**
 * The grant ledger: the rows of kind 'grant' (`admin.mp.grant`), whatever their note says; newest
 * first, which the partial index `mp_ledger_grants` (created_at DESC, id DESC WHERE kind = 'grant') serves.
 */
const searchGrants = (db: Db, f: typeof MpGrantSearch.Type) => {
  const where: SQL[] = [sql`l.kind = 'grant'`]
  if (f.doctorId) where.push(sql`l.doctor_id = ${f.doctorId}`)
  const doctor = keywordMatch(sql`d.search_text`, f.doctorKeyword, { chars: true, trigrams: true })
  if (doctor) where.push(doctor)
  const operator = keywordMatch(sql`lower(coalesce(o.name, '') || ' ' || coalesce(o.email, ''))`, f.operatorKeyword)
  if (operator) where.push(operator)
  // Dates are Japanese calendar days.
  if (f.grantedFrom) where.push(sql`l.created_at >= (${f.grantedFrom}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
  if (f.grantedTo) where.push(sql`l.created_at < (${f.grantedTo}::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
  return keysetPage<GrantRow, Json<typeof MpGrantEntrySchema>>(
    f,
    { grantedAt: 'l.created_at' },
    'grantedAt',
    (sortValue, after, orderBy, limit) =>
      db.query<GrantRow>(sql`
        SELECT ${qualified('l', grantColumnList)}, ${sortValue} AS sort_value,
          ${doctorName}, d.email AS doctor_email, o.name AS operator_name
        FROM mp_ledger l JOIN doctors d ON d.id = l.doctor_id LEFT JOIN operators o ON o.id = l.operator_id
        WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    (r) =>
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
      }) as Json<typeof MpGrantEntrySchema>,
    'l.',
  )
}

/** A gift code shaped like Amazon's (`XXXX-XXXXXX-XXXX`). */
const newGiftCode = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const part = (n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('')
  return `${part(4)}-${part(6)}-${part(4)}`
}
const maskCode = (code: string) => code.replace(/[A-Z0-9]/g, 'X').slice(0, -4) + code.slice(-4)

type PointCalls =
  | 'general.doctorPoints.mine'
  | 'general.doctorPoints.exchangeHistories'
  | 'general.doctorPoints.exchange'
  | 'general.doctorPoints.deleteGiftCard'
  | 'general.giftcard.convert'
  | 'admin.histories.amazonGifts'
  | 'admin.mp.grants'

export const pointHandlers: HandlersFor<Catalogue, PointCalls> = {
  'general.doctorPoints.mine': async ({ db, caller }) => {
    const doctorId = await callerDoctorId(db, caller)
    const balance = await db.query<ColumnsOf<typeof doctors, 'mp_balance'> & { pending: number | string }>(sql`
      SELECT d.mp_balance, COALESCE((SELECT sum(points) FROM gift_exchanges WHERE doctor_id = d.id AND status = 'requested'), 0) AS pending
      FROM doctors d WHERE d.id = ${doctorId}`)
    const b = balance[0] ?? notFound('医師')
    const recent = await db.query<LedgerRow>(sql`
      SELECT l.*, ${b.mp_balance}::int - COALESCE(sum(l.amount) OVER (ORDER BY l.created_at DESC, l.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after
      FROM mp_ledger l WHERE l.doctor_id = ${doctorId}
      ORDER BY l.created_at DESC, l.id DESC LIMIT 20`)
    return { payload: { doctorId, balance: Number(b.mp_balance), pending: Number(b.pending), recent: recent.map(toLedgerEntry) } }
  },
  'general.doctorPoints.exchangeHistories': async ({ db, caller, query }) =>
    searchExchanges(db, { ...query, doctorId: await callerDoctorId(db, caller), statuses: query.status ? [query.status] : undefined, hideHidden: true }),
  'general.doctorPoints.exchange': async ({ db, caller, body }) => {
    const doctorId = await callerDoctorId(db, caller, { acting: true })
    const id = await db.transaction(async (tx) => {
      const debited = await moveMp(tx, { doctorId, amount: -body.points, kind: 'exchange', reason: 'exchange' })
      if (!debited) {
        const rows = await tx.query<ColumnsOf<typeof doctors, 'mp_balance'>>(sql`SELECT mp_balance FROM doctors WHERE id = ${doctorId}`)
        throw new ApiFailure(422, `保有MP（${Number(rows[0]?.mp_balance ?? 0)}MP）が不足しているため交換できません`)
      }
      const rows = await tx.query<ColumnsOf<typeof giftExchanges, 'id'>>(sql`
        INSERT INTO gift_exchanges (doctor_id, points, amount_yen, ledger_id)
        VALUES (${doctorId}, ${body.points}, ${body.points * yenPerPoint}, ${debited.ledgerId}) RETURNING id`)
      return rows[0]!.id
    })
    return { payload: await findExchange(db, id), status: 201 }
  },
  'general.doctorPoints.deleteGiftCard': async ({ db, caller, body }) => {
    const doctorId = await callerDoctorId(db, caller)
    const current = await findExchange(db, body.exchangeId)
    if (current.doctorId !== doctorId) notFound('ギフト交換')
    if (current.status !== 'issued') throw new ApiFailure(422, '発行済みのギフトカードだけを削除できます')
    const rows = await db.query<ColumnsOf<typeof giftExchanges, 'hidden_at'>>(
      sql`UPDATE gift_exchanges SET hidden_at = COALESCE(hidden_at, now()) WHERE id = ${body.exchangeId} RETURNING hidden_at`,
    )
    return { payload: { id: body.exchangeId, deletedAt: iso(rows[0]!.hidden_at) } }
  },
  'general.giftcard.convert': async ({ db, caller, body }) => {
    const doctorId = await callerDoctorId(db, caller, { acting: true })
    const code = newGiftCode()
    const issued = await db.transaction(async (tx) => {
      const rows = await tx.query<ColumnsOf<typeof giftExchanges, 'status', { status: GiftExchangeStatus }>>(
        sql`SELECT status FROM gift_exchanges WHERE id = ${body.exchangeId} AND doctor_id = ${doctorId} FOR UPDATE`,
      )
      const row = rows[0] ?? notFound('ギフト交換')
      if (row.status !== 'requested') throw new ApiFailure(409, 'このギフト交換はすでに発行済みか、発行できない状態です')
      const updated = await tx.query<ColumnsOf<typeof giftExchanges, 'amount_yen' | 'issued_at'>>(sql`
        UPDATE gift_exchanges SET status = 'issued', masked_code = ${maskCode(code)}, issued_at = now()
        WHERE id = ${body.exchangeId} RETURNING amount_yen, issued_at`)
      return updated[0]!
    })
    return { payload: { exchangeId: body.exchangeId, code, amountYen: Number(issued.amount_yen), issuedAt: iso(issued.issued_at) } }
  },
  'admin.histories.amazonGifts': async ({ db, body }) => searchExchanges(db, body),
  'admin.mp.grants': async ({ db, body }) => searchGrants(db, body),
}
