/**
 * The batch area's public face (docs/architecture.md "Batches"): open a batch, write its rows through
 * a kind's `BatchTarget` (each row version-checked, recorded against the batch), close it with its
 * counts; a kind's bulk edit (`bulkEdit`); the batches a page of 履歴 names (`findMany`). The
 * `batches` table is this area's; nothing else writes it.
 */
export { applyRow, find, findMany, finish, start, type BatchRef, type BatchRow, type BatchStart, type BatchTarget } from './batch.repository'
export { bulkEdit, type BulkEditKind } from './batch.edit'
export { batches } from './batch.table'
