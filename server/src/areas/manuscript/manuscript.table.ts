/**
 * The manuscript area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, text } from 'drizzle-orm/pg-core'
import { at, createdAt, entityTable, inlineFk, timestamps, versioned } from '../../db/columns'
import { clients } from '../client/client.table'
import { doctors } from '../doctor/doctor.table'
import { operators } from '../operator/operator.table'

/** Seeded by 0001 itself (an INSERT in the migration). */
export const denialReasons = entityTable('denial_reasons', {
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const manuscripts = entityTable(
  'manuscripts',
  {
    doctorId: text('doctor_id').notNull(),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    fileIds: text('file_ids').array().notNull().default(sql`'{}'`),
    expertiseIds: text('expertise_ids').array().notNull().default(sql`'{}'`),
    status: text('status').notNull().default('draft'),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    deletedAt: at('deleted_at'),
    /** Optimistic version (docs/decisions.md): +1 at every edit (PUT); status moves, reviews, holds and uploads leave it. */
    ...versioned(),
  },
  (t) => [
    inlineFk('manuscripts', t.doctorId, doctors.id),
    check('manuscripts_status', sql`${t.status} IN ('draft', 'under_review', 'reviewed', 'acceptable', 'offered', 'rejected')`),
    index('manuscripts_status').using('btree', t.status, t.createdAt).where(sql`deleted_at IS NULL`),
  ],
)

/** Append-only hold history; the current hold is the latest row. */
export const manuscriptHolds = entityTable(
  'manuscript_holds',
  {
    manuscriptId: text('manuscript_id').notNull(),
    held: boolean('held').notNull(),
    reason: text('reason'),
    operatorId: text('operator_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [inlineFk('manuscript_holds', t.manuscriptId, manuscripts.id), inlineFk('manuscript_holds', t.operatorId, operators.id)],
)

export const reviews = entityTable(
  'reviews',
  {
    manuscriptId: text('manuscript_id').notNull(),
    operatorId: text('operator_id'),
    result: text('result').notNull(),
    denialReasonIds: text('denial_reason_ids').array().notNull().default(sql`'{}'`),
    comment: text('comment').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    inlineFk('reviews', t.manuscriptId, manuscripts.id),
    inlineFk('reviews', t.operatorId, operators.id),
    check('reviews_result', sql`${t.result} IN ('accept', 'revise', 'reject')`),
  ],
)

export const offers = entityTable(
  'offers',
  {
    manuscriptId: text('manuscript_id').notNull(),
    clientId: text('client_id').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [inlineFk('offers', t.manuscriptId, manuscripts.id), inlineFk('offers', t.clientId, clients.id)],
)
