/**
 * The doctor area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, entityTable, versioned } from '../../db/columns'
import { organizations } from '../organization/organization.table'

export const doctors = entityTable(
  'doctors',
  {
    email: text('email').notNull(),
    /** The Firebase uid bound on first verified sign-in; an e-mail change never moves it (docs/auth.md). */
    firebaseUid: text('firebase_uid'),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    lastNameKana: text('last_name_kana').notNull(),
    firstNameKana: text('first_name_kana').notNull(),
    phone: text('phone'),
    medicalLicenseNumber: text('medical_license_number').notNull(),
    organizationId: text('organization_id').references(() => organizations.id),
    belongIds: text('belong_ids').array().notNull().default(sql`'{}'`),
    expertiseIds: text('expertise_ids').array().notNull().default(sql`'{}'`),
    prefecture: text('prefecture'),
    allowed: boolean('allowed').notNull().default(false),
    frozen: boolean('frozen').notNull().default(false),
    deletedAt: at('deleted_at'),
    notificationDisabled: boolean('notification_disabled').notNull().default(false),
    receptionFrequency: text('reception_frequency').notNull().default('daily'),
    mpBalance: integer('mp_balance').notNull().default(0),
    lastSignedInAt: at('last_signed_in_at'),
    ...versioned(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`medicolle_fold(last_name || first_name || ' ' || last_name_kana || first_name_kana || ' ' || email)`,
    ),
    /**
     * What the public directory (direct.doctors.search) shows and so may match: names and kana,
     * never the e-mail. Its own indexes, so a term found in many e-mails and no name (a
     * domain) costs an index probe, not a read of every row whose e-mail has it (2–9 s at 1,000,000).
     */
    publicSearchText: text('public_search_text').generatedAlwaysAs(
      sql`medicolle_fold(last_name || first_name || ' ' || last_name_kana || first_name_kana)`,
    ),
  },
  (t) => [
    check('doctors_mp_balance_check', sql`${t.mpBalance} >= 0`),
    uniqueIndex('doctors_email_live').using('btree', sql`lower(${t.email})`).where(sql`deleted_at IS NULL`),
    uniqueIndex('doctors_firebase_uid_live').using('btree', t.firebaseUid).where(sql`deleted_at IS NULL`),
    index('doctors_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('doctors_page').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at IS NULL`),
    index('doctors_kana_page').using('btree', t.lastNameKana, t.id).where(sql`deleted_at IS NULL`),
    index('doctors_organization').using('btree', t.organizationId),
    index('doctors_expertise').using('gin', t.expertiseIds),
    // one- and two-character keywords (the characters of search_text: migration 0007), one prefecture or organisation newest first
    index('doctors_search_chars').using('gin', sql`string_to_array(${t.searchText}, NULL)`),
    index('doctors_public_search_trgm').using('gin', sql`${t.publicSearchText} gin_trgm_ops`),
    index('doctors_public_search_chars').using('gin', sql`string_to_array(${t.publicSearchText}, NULL)`),
    index('doctors_prefecture_page').using('btree', t.prefecture, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at IS NULL`),
    index('doctors_organization_page').using('btree', t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at IS NULL`),
  ],
)
