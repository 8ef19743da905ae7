/**
 * The import-record area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
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

/**
 * CSV 一括更新 (src/domain/csv-update.ts): one row per uploaded file, its state and its counts. The
 * file and its preview live here, not in one instance's memory or disk, so any instance continues it.
 */
export const csvUpdates = entityTable(
  'csv_updates',
  {
    operatorId: text('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    encoding: text('encoding').notNull(),
    header: jsonb('header').notNull(),
    status: text('status').notNull().default('uploading'),
    createdAt: createdAt(),
  },
  (t) => [
    check('csv_updates_kind_check', sql`${t.kind} IN ('doctor', 'client', 'organization')`),
    check('csv_updates_status_check', sql`${t.status} IN ('uploading', 'checked', 'applying', 'done', 'aborted')`),
  ],
)

/**
 * The rows of a CSV 一括更新, one per data line: the cells as sent, the record they name and the
 * version it was exported at; after the check the state, the changed cells (現在値 → 新値), the new
 * values to write and the messages; after the apply the state again (applied, skipped, refused).
 */
export const csvUpdateRows = pgTable(
  'csv_update_rows',
  {
    updateId: text('update_id').notNull().references(() => csvUpdates.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    cells: jsonb('cells').notNull(),
    recordId: text('record_id'),
    status: text('status').notNull().default('pending'),
    changes: jsonb('changes').notNull().default(sql`'[]'::jsonb`),
    newValues: jsonb('new_values'),
    expectedVersion: integer('expected_version'),
    messages: jsonb('messages').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.updateId, t.line] }),
    check('csv_update_rows_status_check', sql`${t.status} IN ('pending', 'change', 'same', 'error', 'stale', 'applied', 'skipped', 'refused')`),
    index('csv_update_rows_status').using('btree', t.updateId, t.status, t.line),
  ],
)
