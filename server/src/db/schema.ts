/**
 * THE database schema of the core areas, for drizzle-kit (`drizzle.config.ts`): migrations in
 * `server/drizzle/` are generated from this file plus `schema-content.ts` (content areas), so
 * adding a table is: declare it, `npx drizzle-kit generate --name <what>`, commit the SQL.
 *
 * Handlers speak parameterised SQL through drizzle's `sql` tag (`Db.query`), and may interpolate
 * these tables and columns (`sql\`SELECT ${doctors.id} FROM ${doctors}\``).
 *
 * Conventions: ids are opaque text (numeric strings from the shared `entity_ids` sequence, so a
 * fixture may choose '42'); timestamps are timestamptz; soft delete is `deleted_at`; keyword
 * search uses a lower-cased generated `search_text` with a pg_trgm GIN index (the extension is
 * created by the first migration; drizzle-kit does not manage extensions).
 */
import { sql } from 'drizzle-orm'
import {
  boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn,
} from 'drizzle-orm/pg-core'

export const entityIds = pgSequence('entity_ids', { startWith: 1000 })

const id = () => text('id').primaryKey().default(sql`nextval('entity_ids')::text`)
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** Optimistic version of an editable record: every update names the version it read and bumps it (docs/decisions.md). */
const version = () => integer('version').notNull().default(1)

export const operators = pgTable(
  'operators',
  {
    id: id(),
    accountId: text('account_id'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('operators_email').using('btree', sql`lower(${t.email})`),
    // account_id is the Firebase uid the operator is bound to on first verified sign-in (docs/auth.md)
    uniqueIndex('operators_account').using('btree', t.accountId),
    check('operators_role_check', sql`${t.role} IN ('admin', 'operator')`),
  ],
)

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull(),
    kind: text('kind').notNull(),
    prefecture: text('prefecture'),
    postalCode: text('postal_code'),
    address: text('address'),
    phone: text('phone'),
    url: text('url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    /** What the keyword search (list, organisation select) looks in: stored, so a scan does not lower() every row. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || name_kana)`),
  },
  (t) => [index('organizations_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
)

export const belongs = pgTable('belongs', {
  id: id(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const expertise = pgTable('expertise', {
  id: id(),
  name: text('name').notNull(),
  parentId: text('parent_id').references((): AnyPgColumn => expertise.id), // a self-reference: the return type breaks the cycle of inference
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const doctors = pgTable(
  'doctors',
  {
    id: id(),
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
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    notificationDisabled: boolean('notification_disabled').notNull().default(false),
    receptionFrequency: text('reception_frequency').notNull().default('daily'),
    mpBalance: integer('mp_balance').notNull().default(0),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(last_name || first_name || ' ' || last_name_kana || first_name_kana || ' ' || email)`,
    ),
    /**
     * What the public directory (direct.doctors.search) shows and so may match: names and kana,
     * never the e-mail (issue 28). Its own indexes, so a term found in many e-mails and no name (a
     * domain) costs an index probe, not a read of every row whose e-mail has it (2–9 s at 1,000,000).
     */
    publicSearchText: text('public_search_text').generatedAlwaysAs(
      sql`lower(last_name || first_name || ' ' || last_name_kana || first_name_kana)`,
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
    // issue 18: one- and two-character keywords (the characters of search_text: migration 0007), one prefecture or organisation newest first
    index('doctors_search_chars').using('gin', sql`string_to_array(${t.searchText}, NULL)`),
    index('doctors_public_search_trgm').using('gin', sql`${t.publicSearchText} gin_trgm_ops`),
    index('doctors_public_search_chars').using('gin', sql`string_to_array(${t.publicSearchText}, NULL)`),
    index('doctors_prefecture_page').using('btree', t.prefecture, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at IS NULL`),
    index('doctors_organization_page').using('btree', t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at IS NULL`),
  ],
)

export const clients = pgTable(
  'clients',
  {
    id: id(),
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
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(company_name || ' ' || company_name_kana || ' ' || contact_name || ' ' || email)`,
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

/** MP ledger: every grant or deduction; `doctors.mp_balance` is changed in the same transaction. */
export const mpLedger = pgTable(
  'mp_ledger',
  {
    id: id(),
    doctorId: text('doctor_id').notNull().references(() => doctors.id),
    amount: integer('amount').notNull(),
    /** What moved the MP (`ledgerReasons` of src/domain/points.ts): 'grant', 'survey', 'exchange' … */
    kind: text('kind').notNull(),
    /** Free text: the grant's note (an operator's words; never read as a kind), or the kind again for other moves. */
    reason: text('reason').notNull(),
    operatorId: text('operator_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('mp_ledger_doctor').using('btree', t.doctorId, t.createdAt.desc().nullsFirst()),
    check('mp_ledger_kind_check', sql`${t.kind} IN ('grant', 'survey', 'manuscript', 'exchange', 'exchangeRefund', 'expiry')`),
    index('mp_ledger_grants').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`kind = 'grant'`),
  ],
)

/** Bulk-import idempotency: (scope, client-supplied import key) → the entity created the first time. */
export const importKeys = pgTable(
  'import_keys',
  {
    scope: text('scope').notNull(),
    importKey: text('import_key').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.importKey] })],
)

/**
 * Small JSON documents by kind (e.g. `usage`: one client-month of usage counts for the usage
 * report). For data without rules of its own; anything with rules gets a real table.
 */
export const documents = pgTable(
  'documents',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull().default(sql`nextval('entity_ids')::text`),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), index('documents_page').using('btree', t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
)

/**
 * Saved views of the console's lists: a named filter + sort + hidden columns (`columns`), per operator and list
 * (admin /saved_views; an operator sees and deletes only their own). Saving a name again replaces it.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    operatorId: text('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    search: jsonb('search').notNull(),
    columns: text('columns').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_views_owner_list_name').using('btree', t.operatorId, t.list, t.name)],
)

/**
 * Finished CSV imports (admin /imports): who ran which file, its totals and the rows it did not
 * commit (`failed_rows`: line, reason, cells; at most 1,000, `failed` counts them all). The home
 * dashboard lists those that left failed rows, newest first.
 */
export const importRecords = pgTable(
  'import_records',
  {
    id: id(),
    operatorId: text('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    outcome: text('outcome').notNull(),
    total: integer('total').notNull(),
    committed: integer('committed').notNull(),
    failed: integer('failed').notNull(),
    header: jsonb('header').notNull(),
    failedRows: jsonb('failed_rows').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('import_records_kind_check', sql`${t.kind} IN ('doctor', 'client', 'organization')`),
    check('import_records_outcome_check', sql`${t.outcome} IN ('completed', 'aborted')`),
    check('import_records_counts_check', sql`${t.total} >= 0 AND ${t.committed} >= 0 AND ${t.failed} >= 0`),
    index('import_records_page').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('import_records_failed_page').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`failed > 0`),
  ],
)
