/**
 * The recommend area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at, entityTable, timestamps } from '../../db/columns'

/** What recommends and view counts point at (a doctor, a manuscript, a press release). */
const contentKinds = sql.raw(`('doctor', 'manuscript', 'pressRelease')`)

/** A recommendation slot (おすすめ): `rank` orders the slots of one target kind. */
export const recommends = entityTable(
  'recommends',
  {
    target: text('target').notNull(),
    targetId: text('target_id').notNull(),
    rank: integer('rank').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    ...timestamps(),
  },
  (t) => [
    check('recommends_target_check', sql`${t.target} IN ${contentKinds}`),
    check('recommends_rank_check', sql`${t.rank} BETWEEN 1 AND 100`),
    index('recommends_target_rank').using('btree', t.target, t.rank, t.id),
  ],
)

/** Daily view counts per content item (the rankings' source). */
export const contentViews = pgTable(
  'content_views',
  {
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'content_views_pk', columns: [t.kind, t.targetId, t.day] }),
    check('content_views_kind_check', sql`${t.kind} IN ${contentKinds}`),
    check('content_views_views_check', sql`${t.views} >= 0`),
    index('content_views_kind_day').using('btree', t.kind, t.day),
  ],
)
