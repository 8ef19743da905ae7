/**
 * The saved-view area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { entityTable, timestamps } from '../../db/columns'
import { operators } from '../operator/operator.table'

/**
 * Saved views of the console's lists: a named filter + sort + hidden columns (`columns`), per operator and list
 * (admin /saved_views; an operator sees and deletes only their own). Saving a name again replaces it.
 */
export const savedViews = entityTable(
  'saved_views',
  {
    operatorId: text('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    search: jsonb('search').notNull(),
    columns: text('columns').array().notNull().default(sql`'{}'`),
    ...timestamps(),
  },
  (t) => [uniqueIndex('saved_views_owner_list_name').using('btree', t.operatorId, t.list, t.name)],
)
