/**
 * ゴミ箱 (docs/trash.md): what every kind with soft-deleted records shares — its trash list (the
 * deleted rows, newest delete first, with 削除者 read from the delete's own audit entry), the
 * restore of one row (locked, so a restore and a delete of the same record run one after the
 * other) and the purge of rows deleted longer ago than the retention. Each area passes its own
 * table (`TrashKind`); a restore re-checks what live records never share (`unique`:
 * the e-mail a live record took since) and the area's own rules (its handlers' `check`).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AuditAction, AuditTargetType } from '#domain/audit'
import type { TrashEntry, TrashQuery } from '#domain/trash'
import type { Db } from '../../db/db'
import { audit, lastActor, snapshot, type Recorded } from './audit'
import { ApiFailure } from './handler'
import { iso, selectPage, type SortValue } from './paging'

/** One kind's table as the trash reads it (the area's own: it passes its table name and SQL over alias `t`). */
export interface TrashKind {
  readonly table: string
  /** The kind in words (医師): the 404 and 409 messages name it. */
  readonly what: string
  readonly targetType: AuditTargetType
  /** The delete whose audit entry names 削除者. */
  readonly deleteAction: AuditAction
  readonly purgeAction: AuditAction
  /** The record's name over alias `t` (`t.last_name || ' ' || t.first_name`). */
  readonly name: SQL
  /** What tells it apart over alias `t` (`t.email`), if anything. */
  readonly note?: SQL
  /** What the purge's audit entry keeps of it (the delete's recorded columns). */
  readonly recorded: Recorded
  /** A column live records never share (case-insensitive: an e-mail, a medium's name): a restore re-checks it. */
  readonly unique?: { readonly column: string; readonly label: string }
}

type TrashRow = { id: string; name: string; note: string | null; deleted_at: unknown; deleted_by: string | null } & SortValue

/** One page of the kind's deleted records, newest delete first. */
export const trashPage = (db: Db, kind: TrashKind, query: TrashQuery) =>
  selectPage<TrashRow, TrashEntry>(db, query, {
    select: (sortValue) => sql`
      SELECT t.id, ${kind.name} AS name, ${kind.note ?? sql`NULL`}::text AS note, t.deleted_at, by_whom.who AS deleted_by, ${sortValue} AS sort_value
      FROM ${sql.raw(kind.table)} t
      LEFT JOIN LATERAL (${lastActor(kind.targetType, kind.deleteAction, sql`t.id`)}) by_whom ON TRUE`,
    where: [sql`t.deleted_at IS NOT NULL`],
    columns: { deletedAt: 't.deleted_at' },
    defaultSort: 'deletedAt',
    toItem: (r) => ({ id: r.id, name: r.name, note: r.note, deletedAt: iso(r.deleted_at), deletedBy: r.deleted_by }),
    table: 't.',
  })

/**
 * The deleted row, locked until the restore commits: 404 when there is no such record, 409 when it
 * is live (restored already, or never deleted). `check` then says what stands in the way (409/400 with
 * the words), and the row is live again.
 */
export const restoreRow = async (tx: Db, kind: TrashKind, id: string, check?: () => Promise<void>): Promise<{ id: string; restoredAt: string }> => {
  const rows = await tx.query<{ deleted_at: unknown }>(sql`SELECT deleted_at FROM ${sql.raw(kind.table)} WHERE id = ${id} FOR UPDATE`)
  const row = rows[0]
  if (row === undefined) throw new ApiFailure(404, `ゴミ箱に${kind.what}（ID ${id}）が見つかりません。すでに完全に削除されています`)
  if (row.deleted_at === null) throw new ApiFailure(409, `この${kind.what}は削除されていません（すでに復元されています）`)
  if (kind.unique) {
    const column = sql.raw(kind.unique.column)
    const taken = await tx.query<{ value: string }>(sql`
      SELECT mine.${column} AS value FROM ${sql.raw(kind.table)} mine JOIN ${sql.raw(kind.table)} other
        ON lower(other.${column}) = lower(mine.${column}) AND other.id <> mine.id AND other.deleted_at IS NULL
      WHERE mine.id = ${id} LIMIT 1`)
    if (taken[0])
      throw new ApiFailure(
        409,
        `${kind.unique.label}「${taken[0].value}」は削除後に登録された別の${kind.what}が使っているため復元できません。先にそちらの${kind.unique.label}を変更してください`,
      )
  }
  await check?.()
  const restored = await tx.query<{ updated_at: unknown }>(
    sql`UPDATE ${sql.raw(kind.table)} SET deleted_at = NULL, updated_at = now() WHERE id = ${id} AND deleted_at IS NOT NULL RETURNING updated_at`,
  )
  return { id, restoredAt: iso(restored[0]!.updated_at) }
}

/** What one purge did of a kind: the ids removed for good, and those kept because other records still refer to them. */
export interface Purged {
  readonly purged: ReadonlyArray<string>
  readonly kept: ReadonlyArray<string>
}

const foreignKeyViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503'

/**
 * Remove for good the kind's records deleted more than `days` days ago, each in its own transaction
 * with a `….purge` audit entry (no actor: the server did it) keeping what the record was. A record
 * other records still refer to (a doctor's MP ledger, a client's press releases) cannot go: it stays
 * in the trash, restorable, and is tried again at the next purge.
 */
export const purgeKind = async (db: Db, kind: TrashKind, days: number, batch = 500): Promise<Purged> => {
  const due = await db.query<{ id: string }>(sql`
    SELECT id FROM ${sql.raw(kind.table)} WHERE deleted_at < now() - make_interval(days => ${days}::int) ORDER BY deleted_at, id LIMIT ${batch}`)
  const purged: string[] = []
  const kept: string[] = []
  for (const { id } of due) {
    try {
      const done = await db.transaction(async (tx) => {
        const before = await snapshot(tx, kind.recorded, id)
        const gone = await tx.query(sql`DELETE FROM ${sql.raw(kind.table)} WHERE id = ${id} AND deleted_at < now() - make_interval(days => ${days}::int) RETURNING id`)
        if (gone.length === 0) return false // restored in between
        await audit(tx, null, { action: kind.purgeAction, targetType: kind.targetType, targetId: id, before, after: null, reason: `削除から${days}日を過ぎたためゴミ箱から完全に削除` })
        return true
      })
      if (done) purged.push(id)
    } catch (error) {
      if (!foreignKeyViolation(error)) throw error
      kept.push(id)
    }
  }
  return { purged, kept }
}
