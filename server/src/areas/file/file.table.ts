/**
 * The file area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, text } from 'drizzle-orm/pg-core'
import { bytea, createdAt, entityTable } from '../../db/columns'

export const files = entityTable(
  'files',
  {
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    status: text('status').notNull().default('pending'),
    bytes: bytea('bytes').notNull(),
    alt: text('alt'),
    /**
     * The unguessable part of an image's URL (`/uploads/<id>-<token>.<ext>`, file.images.ts): 256
     * bits hashed from two random UUIDs (244 random bits, PostgreSQL's strong random), set by the
     * database for every row (files from before it got theirs when the column was added).
     */
    urlToken: text('url_token')
      .notNull()
      .default(sql`encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')`),
    /**
     * Who uploaded it: 'doctor' / 'client' with that account's id, or 'operator' with the
     * operator's id. Files from before owners were recorded have none (staff only).
     */
    ownerKind: text('owner_kind'),
    ownerId: text('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('files_status', sql`${t.status} IN ('pending', 'clean', 'quarantined')`),
    check('files_size', sql`${t.size} <= 10485760`),
    check('files_owner', sql`(${t.ownerKind} IS NULL AND ${t.ownerId} IS NULL) OR (${t.ownerKind} IN ('doctor', 'client', 'operator') AND ${t.ownerId} IS NOT NULL)`),
    index('files_owner').on(t.ownerKind, t.ownerId),
  ],
)
