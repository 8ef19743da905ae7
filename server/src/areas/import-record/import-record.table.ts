/**
 * The import-record area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, text } from 'drizzle-orm/pg-core'
import { createdAt, entityTable } from '../../db/columns'
import { operators } from '../operator/operator.table'

/**
 * Finished CSV imports (admin /imports): who ran which file, its totals and the rows it did not
 * commit (`failed_rows`: line, reason, cells; at most 1,000, `failed` counts them all). The home
 * dashboard lists those that left failed rows, newest first.
 */
export const importRecords = entityTable(
  'import_records',
  {
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
