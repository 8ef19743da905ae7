/**
 * The tables no single area owns, for drizzle-kit (`drizzle.config.ts` reads this and
 * `schema-security.ts` with every area's `server/src/areas/<area>/<area>.table.ts`): the shared id
 * sequence, bulk-import keys (support/bulk.ts) and small JSON documents. Adding a table is: declare
 * it in its area's `.table.ts`, `npx drizzle-kit generate --name <what>`, commit the SQL.
 *
 * Conventions (every table module): ids are opaque text (numeric strings from the shared
 * `entity_ids` sequence, so a fixture may choose '42'; `id()` of db/columns.ts, which `entityTable`
 * puts first in a table of entities); timestamps are timestamptz (`...timestamps()`, and
 * `...versioned()` for an editable record); soft delete is `deleted_at`; keyword search uses a lower-cased generated
 * `search_text` with a pg_trgm GIN index (the extension is created by the first migration;
 * drizzle-kit does not manage extensions); named CHECKs.
 */
import { sql } from 'drizzle-orm'
import { index, jsonb, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'

export const entityIds = pgSequence('entity_ids', { startWith: 1000 })

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
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), index('documents_page').using('btree', t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
)
