/**
 * The live area's table (docs/live.md): who is on which record now. One row per browser tab
 * (`session`, made by the console) and topic (`doctors/42`), kept alive by the tab's beats and
 * swept `presenceTtlMs` after the last one (a closed tab, a lost network). Conventions: server/src/db/schema.ts.
 */
import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { operators } from '../operator/operator.table'

export const livePresence = pgTable(
  'live_presence',
  {
    session: text('session').notNull(),
    topic: text('topic').notNull(),
    operatorId: text('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
    editing: boolean('editing').notNull().default(false),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.session, t.topic] }), index('live_presence_topic').on(t.topic), index('live_presence_expires').on(t.expiresAt)],
)
