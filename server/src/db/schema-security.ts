/**
 * THE database schema of the security areas (docs/security.md), for drizzle-kit
 * (`drizzle.config.ts` reads it with the areas' tables); same conventions as `schema.ts`.
 *
 * - `rate_limits`: fixed-window counters shared by every server instance on one database:
 *   `(key, window_start) → count`. The rate limiter adds 1 per request (`rate:<scope>:<who>`),
 *   the upload quota adds the bytes of each upload (`upload-bytes:<uid>`). Old windows are
 *   deleted as new ones open.
 * - `audit_logs`: who did what to which object, when, with the object before and after and the
 *   reason; written in the same transaction as the change (areas/support/audit.ts), read by
 *   admins through `admin.auditLogs.search`.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, entityTable } from './columns'

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'rate_limits_key_window', columns: [t.key, t.windowStart] }), index('rate_limits_window').on(t.windowStart)],
)

export const auditLogs = entityTable(
  'audit_logs',
  {
    /** The verified identity that acted (Firebase uid) and its e-mail and operator id at the time. */
    actorUid: text('actor_uid'),
    actorEmail: text('actor_email'),
    actorOperatorId: text('actor_operator_id'),
    /** The catalogued call's action, e.g. `doctors.delete`, `mp.grant`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    /** The entry whose `before` this change restored (「この値に戻す」 in a record's 履歴), else null. */
    revertOf: text('revert_of'),
    /** The batch (server/src/areas/batch) this change was one record of, else null. */
    batchId: text('batch_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_page').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_logs_target').on(t.targetType, t.targetId),
    index('audit_logs_actor').on(t.actorUid),
    index('audit_logs_batch').on(t.batchId).where(sql`batch_id IS NOT NULL`),
  ],
)
