/**
 * The belong area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { integer, text } from 'drizzle-orm/pg-core'
import { entityTable, timestamps } from '../../db/columns'

export const belongs = entityTable('belongs', {
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
})
