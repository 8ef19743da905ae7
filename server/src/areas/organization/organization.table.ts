/**
 * The organization area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { index, text } from 'drizzle-orm/pg-core'
import { at, entityTable, versioned } from '../../db/columns'

export const organizations = entityTable(
  'organizations',
  {
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull(),
    kind: text('kind').notNull(),
    prefecture: text('prefecture'),
    postalCode: text('postal_code'),
    address: text('address'),
    phone: text('phone'),
    url: text('url'),
    /** Soft delete (ゴミ箱, docs/trash.md): a deleted organisation is in no list, search or lookup until restored or purged. */
    deletedAt: at('deleted_at'),
    ...versioned(),
    /** What the keyword search (list, organisation select) looks in: stored, so a scan does not lower() every row. */
    searchText: text('search_text').generatedAlwaysAs(sql`medicolle_fold(name || ' ' || name_kana)`),
  },
  (t) => [index('organizations_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
)
