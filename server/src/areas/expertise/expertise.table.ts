/**
 * The expertise area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../db/columns'

export const expertise = pgTable('expertise', {
  id: id(),
  name: text('name').notNull(),
  parentId: text('parent_id').references((): AnyPgColumn => expertise.id), // a self-reference: the return type breaks the cycle of inference
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
