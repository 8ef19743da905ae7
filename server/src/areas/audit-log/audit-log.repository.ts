/**
 * The audit log's SQL (read side; rows are written by support/audit.ts) and its one mapper, `toEntry`.
 * Read only: the API has no call that changes or deletes an entry (tests/server/audit-walk.test.ts).
 */
import { getTableName, sql, type SQL } from 'drizzle-orm'
import {
  auditReferences, auditTargetReferences, referencedIds, referenceKey, revertibleColumns,
  type AuditCurrent, type AuditCurrentQuery, type AuditLogEntry, type AuditLogSearch, type AuditReferenceKind,
} from '#domain/audit'
import type { Db } from '../../db/db'
import type { RowOf } from '../../db/rows'
import type { auditLogs } from '../../db/schema-security'
import { textArray } from '../../db/sql-lists'
import * as batches from '../batch'
import * as belongs from '../belong'
import * as clients from '../client'
import * as doctors from '../doctor'
import * as expertise from '../expertise'
import * as files from '../file'
import * as manuscripts from '../manuscript'
import * as media from '../media'
import * as operators from '../operator'
import * as organizations from '../organization'
import * as pressReleases from '../press-release'
import { snapshot } from '../support/audit'
import type { Json } from '../support/handler'
import { iso, likePattern, selectPage, tokyoDays, type SortValue } from '../support/paging'

type AuditRow = RowOf<typeof auditLogs> & SortValue & { readonly actor_name: string | null }

type Entry = Json<typeof AuditLogEntry>

const toEntry = (r: AuditRow): Entry =>
  ({
    id: r.id,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    actorUid: r.actor_uid,
    actorEmail: r.actor_email,
    actorOperatorId: r.actor_operator_id,
    actorName: r.actor_name,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
    revertOf: r.revert_of,
    createdAt: iso(r.created_at),
    batch: null,
    names: {},
  }) as Entry

/**
 * Per kind of referenced record, the query of the names staff read for some ids (`$ids`, a text
 * array): `id` and `name` of each that still exists (soft-deleted rows too: the record is there).
 */
const nameQueries: Record<AuditReferenceKind, (ids: SQL) => SQL> = {
  organization: organizations.auditNames,
  doctor: doctors.auditNames,
  client: clients.auditNames,
  media: media.auditNames,
  operator: operators.auditNames,
  belong: belongs.auditNames,
  denialReason: manuscripts.denialReasonNames,
  file: files.auditNames,
  manuscript: manuscripts.auditNames,
  pressRelease: pressReleases.auditNames,
  expertise: expertise.auditNames,
}

/**
 * The names of every record the page's entries name by id (`auditReferences`) and of the records
 * they are about (`auditTargetReferences`): one query per kind of record, for the whole page; each
 * entry gets the names of the records it names.
 */
const withNames = async <E extends Pick<Entry, 'targetType' | 'targetId' | 'before' | 'after'>>(db: Db, items: ReadonlyArray<E>): Promise<Array<E & { names: Record<string, string> }>> => {
  const refs = items.map((entry) => {
    const columns = (auditReferences as Readonly<Record<string, Readonly<Record<string, AuditReferenceKind>> | undefined>>)[entry.targetType] ?? {}
    const sides = [entry.before, entry.after].filter((v): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v))
    const target = (auditTargetReferences as Readonly<Record<string, AuditReferenceKind | undefined>>)[entry.targetType]
    return [
      ...(target ? [[target, entry.targetId] as const] : []),
      ...Object.entries(columns).flatMap(([column, kind]) => sides.flatMap((side) => referencedIds(side[column]).map((id) => [kind, id] as const))),
    ]
  })
  const wanted = new Map<AuditReferenceKind, Set<string>>()
  for (const [kind, id] of refs.flat()) wanted.set(kind, (wanted.get(kind) ?? new Set()).add(id))
  const found = new Map<string, string>()
  for (const [kind, ids] of wanted) {
    const rows = await db.query<{ id: string; name: string }>(nameQueries[kind](textArray([...ids])))
    for (const r of rows) found.set(referenceKey(kind, r.id), r.name)
  }
  return items.map((entry, i) => {
    const names: Record<string, string> = {}
    for (const [kind, id] of refs[i] ?? []) {
      const name = found.get(referenceKey(kind, id))
      if (name !== undefined) names[referenceKey(kind, id)] = name
    }
    return { ...entry, names }
  })
}

/** Newest first, keyset paged; each entry with the names of the records it names. */
export const search = async (db: Db, f: AuditLogSearch): Promise<{ items: Entry[]; nextCursorKey: string | null }> => {
  const where: SQL[] = [sql`TRUE`]
  if (f.action) where.push(sql`a.action = ${f.action}`)
  if (f.targetType) where.push(sql`a.target_type = ${f.targetType}`)
  if (f.targetId) where.push(sql`a.target_id = ${f.targetId}`)
  const actor = likePattern(f.actorEmail)
  if (actor) where.push(sql`lower(a.actor_email) LIKE ${actor}`)
  if (f.operatorId) where.push(sql`a.actor_operator_id = ${f.operatorId}`)
  where.push(...tokyoDays('a.created_at', f.from, f.to))
  const select = (sortValue: SQL) => sql`SELECT a.*, ${operators.operatorName} AS actor_name, ${sortValue} AS sort_value FROM audit_logs a
    ${operators.joinOperator(sql`a.actor_operator_id`)}`
  const page = await selectPage(db, f, { select, where, columns: { createdAt: 'a.created_at' }, defaultSort: 'createdAt', toItem: (r: AuditRow) => ({ ...toEntry(r), batchId: r.batch_id }), table: 'a.' })
  // the batch each entry was one record of (a bulk edit, a CSV update, an undo): one query for the page
  const found = await batches.findMany(db, page.items.flatMap((e) => (e.batchId ? [e.batchId] : [])))
  const items = page.items.map(({ batchId, ...entry }) => ({ ...entry, batch: (batchId && found.get(batchId)) || null }))
  return { ...page, items: await withNames(db, items) }
}

/** The table of each kind of record with a 履歴 (its recorded columns are the entries' before/after), and whether its rows are deleted softly. */
export const historyTables: Readonly<Record<AuditCurrentQuery['targetType'], { readonly table: string; readonly soft: boolean }>> = {
  doctor: { table: getTableName(doctors.doctors), soft: true }, client: { table: getTableName(clients.clients), soft: true },
  organization: { table: getTableName(organizations.organizations), soft: false }, operator: { table: getTableName(operators.operators), soft: false },
  manuscript: { table: getTableName(manuscripts.manuscripts), soft: true }, pressRelease: { table: getTableName(pressReleases.pressReleases), soft: false },
  media: { table: getTableName(media.media), soft: true }, expertise: { table: getTableName(expertise.expertise), soft: false },
}

/**
 * A record's revertible fields now, read exactly as an entry records them (`snapshot`, unlocked), with
 * the names of the records they name; null values: the record is gone (a soft-deleted one too).
 */
export const current = async (db: Db, targetType: AuditCurrentQuery['targetType'], targetId: string): Promise<Json<typeof AuditCurrent>> => {
  const { table, soft } = historyTables[targetType]
  const columns = Object.keys(revertibleColumns[targetType] ?? {})
  const row = await snapshot(db, { table, columns: soft ? [...columns, 'deleted_at'] : columns }, targetId, { lock: false })
  if (row === null || (soft && row['deleted_at'] !== null)) return { values: null, names: {} }
  const values = Object.fromEntries(columns.map((c) => [c, row[c] ?? null]))
  const [named] = await withNames(db, [{ targetType, targetId, before: null, after: values }])
  return { values, names: named?.names ?? {} }
}
