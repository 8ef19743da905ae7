/**
 * The operators table (管理者), declared once: migrations are generated from it (drizzle.config.ts
 * reads `server/src/areas/*\/*.table.ts` with `server/src/db/schema*.ts`), and rows are typed from it
 * (`RowOf<typeof operators>`, server/src/db/rows.ts).
 */
import { sql } from 'drizzle-orm'
import { boolean, check, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, entityTable, versioned } from '../../db/columns'

export const operators = entityTable(
  'operators',
  {
    accountId: text('account_id'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    lastSignedInAt: at('last_signed_in_at'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('operators_email').using('btree', sql`lower(${t.email})`),
    // account_id is the Firebase uid the operator is bound to on first verified sign-in (docs/auth.md)
    uniqueIndex('operators_account').using('btree', t.accountId),
    check('operators_role_check', sql`${t.role} IN ('admin', 'operator')`),
  ],
)
