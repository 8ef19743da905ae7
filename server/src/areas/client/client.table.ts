/**
 * The client area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { index, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, entityTable, versioned } from '../../db/columns'

export const clients = entityTable(
  'clients',
  {
    companyName: text('company_name').notNull(),
    companyNameKana: text('company_name_kana').notNull(),
    department: text('department'),
    contactName: text('contact_name').notNull(),
    contactNameKana: text('contact_name_kana'),
    email: text('email').notNull(),
    /** The Firebase uid bound on first verified sign-in; an e-mail change never moves it (docs/auth.md). */
    firebaseUid: text('firebase_uid'),
    phone: text('phone'),
    postalCode: text('postal_code'),
    prefecture: text('prefecture'),
    address: text('address'),
    url: text('url'),
    suspendedAt: at('suspended_at'),
    deletedAt: at('deleted_at'),
    ...versioned(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`medicolle_fold(company_name || ' ' || company_name_kana || ' ' || contact_name || ' ' || email)`,
    ),
  },
  (t) => [
    uniqueIndex('clients_email_live').using('btree', sql`lower(${t.email})`).where(sql`deleted_at IS NULL`),
    uniqueIndex('clients_firebase_uid_live').using('btree', t.firebaseUid).where(sql`deleted_at IS NULL`),
    index('clients_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('clients_search_chars').using('gin', sql`string_to_array(${t.searchText}, NULL)`),
    index('clients_page').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at IS NULL`),
  ],
)
