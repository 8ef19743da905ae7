/**
 * The contact area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { check, text } from 'drizzle-orm/pg-core'
import { createdAt, entityTable } from '../../db/columns'

export const contacts = entityTable(
  'contacts',
  {
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('contacts_channel', sql`${t.channel} IN ('general', 'direct')`)],
)
