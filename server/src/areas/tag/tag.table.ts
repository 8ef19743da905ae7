/**
 * The tag area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, entityTable, inlineFk } from '../../db/columns'

export const tags = entityTable(
  'tags',
  {
    name: text('name').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('tags_name_trgm').using('gin', sql`medicolle_fold(${t.name}) gin_trgm_ops`)],
)

/** Tag ↔ manuscript / press release. */
export const contentTags = pgTable(
  'content_tags',
  {
    tagId: text('tag_id').notNull(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'content_tags_pk', columns: [t.tagId, t.ownerKind, t.ownerId] }),
    inlineFk('content_tags', t.tagId, tags.id),
    check('content_tags_kind', sql`${t.ownerKind} IN ('manuscript', 'press_release')`),
  ],
)
