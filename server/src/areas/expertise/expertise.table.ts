/**
 * The expertise area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { integer, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { entityTable, versioned } from '../../db/columns'

/**
 * The folded form of a node's name two siblings may not share: NFKC (全角／半角), case-insensitive,
 * trimmed. The unique index below and the repository's `siblingNamed` use this one expression.
 */
export const foldedExpertiseName = (name: unknown) => sql`lower(normalize(btrim(${name}), NFKC))`

export const expertise = entityTable(
  'expertise',
  {
    name: text('name').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => expertise.id), // a self-reference: the return type breaks the cycle of inference
    sortOrder: integer('sort_order').notNull().default(0),
    ...versioned(),
  },
  // One name per parent (the roots share the parent ''): holds under concurrent requests, the
  // handlers' check before it only gives the message sooner.
  (t) => [uniqueIndex('expertise_sibling_name').on(sql`coalesce(${t.parentId}, '')`, foldedExpertiseName(t.name))],
)
