/**
 * The points area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, text, timestamp } from 'drizzle-orm/pg-core'
import { at, createdAt, entityTable, inlineFk } from '../../db/columns'
import { doctors } from '../doctor/doctor.table'
import { operators } from '../operator/operator.table'

/** MP ledger: every grant or deduction; `doctors.mp_balance` is changed in the same transaction. */
export const mpLedger = entityTable(
  'mp_ledger',
  {
    doctorId: text('doctor_id').notNull().references(() => doctors.id),
    amount: integer('amount').notNull(),
    /** What moved the MP (`ledgerReasons` of src/domain/points.ts): 'grant', 'survey', 'exchange' … */
    kind: text('kind').notNull(),
    /** Free text: the grant's note (an operator's words; never read as a kind), or the kind again for other moves. */
    reason: text('reason').notNull(),
    operatorId: text('operator_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('mp_ledger_doctor').using('btree', t.doctorId, t.createdAt.desc().nullsFirst()),
    check('mp_ledger_kind_check', sql`${t.kind} IN ('grant', 'survey', 'manuscript', 'exchange', 'exchangeRefund', 'expiry')`),
    index('mp_ledger_grants').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`kind = 'grant'`),
  ],
)

export const giftExchanges = entityTable(
  'gift_exchanges',
  {
    doctorId: text('doctor_id').notNull(),
    points: integer('points').notNull(),
    amountYen: integer('amount_yen').notNull(),
    status: text('status').notNull().default('requested'),
    maskedCode: text('masked_code'),
    failureReason: text('failure_reason'),
    ledgerId: text('ledger_id'),
    hiddenAt: at('hidden_at'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: at('issued_at'),
  },
  (t) => [
    inlineFk('gift_exchanges', t.doctorId, doctors.id),
    inlineFk('gift_exchanges', t.ledgerId, mpLedger.id),
    check('gift_exchanges_status', sql`${t.status} IN ('requested', 'issued', 'failed')`),
    check('gift_exchanges_points', sql`${t.points} > 0`),
    index('gift_exchanges_doctor').using('btree', t.doctorId, t.requestedAt),
  ],
)
