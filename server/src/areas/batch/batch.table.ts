/**
 * The batch area's table, declared once (drizzle.config.ts reads it; rows are typed from it). A batch
 * is one change of many records (a bulk edit, a CSV update, an undo: docs/architecture.md "Batches");
 * the records' own audit entries (`audit_logs.batch_id`) say what it changed of each.
 */
import { sql } from 'drizzle-orm'
import { index, integer, text } from 'drizzle-orm/pg-core'
import { createdAt, entityTable } from '../../db/columns'

export const batches = entityTable(
  'batches',
  {
    /** `bulkEdit` | `csvUpdate` | `undo` (src/domain/batch.ts `batchActions`). */
    action: text('action').notNull(),
    /** The kind of record it changes (`doctor`, `client`, `organization`). */
    targetType: text('target_type').notNull(),
    /** The field a bulk edit wrote; the file a CSV update read. */
    field: text('field'),
    fileName: text('file_name'),
    actorUid: text('actor_uid'),
    actorEmail: text('actor_email'),
    actorOperatorId: text('actor_operator_id'),
    applied: integer('applied').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    stale: integer('stale').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The batch an undo undid; the undo that undid this one (set once: a batch is undone once). */
    undoOf: text('undo_of'),
    undoneBy: text('undone_by'),
    createdAt: createdAt(),
  },
  (t) => [index('batches_undo_of').on(t.undoOf).where(sql`undo_of IS NOT NULL`)],
)
