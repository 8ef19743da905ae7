/** The organisations' SQL (組織) and its one mapper, `toOrganization` (derived from the table and the record: db/records.ts). */
import { isNull, sql, type SQL } from 'drizzle-orm'
import { Organization as OrganizationSchema, OrganizationInput, organizationDefaultSort, organizationSortKeys, type OrganizationSearch, type OrganizationUpdate } from '#domain/organization'
import type { Db } from '../../db/db'
import { columnNamesOf, readRecord, recordColumns, selectList, sortColumns as sortColumnsOf, writeValues } from '../../db/records'
import { insertReturningId, liveVersion, updateAtVersion } from '../../db/writes'
import type { RowOf } from '../../db/rows'
import { organizations } from './organization.table'
import { inList, textArray } from '../../db/sql-lists'
import type { Recorded } from '../support/audit'
import { recorded } from '../support/audit'
import type { BatchTarget } from '../batch'
import { notFound, type Json } from '../support/handler'
import type { TrashKind } from '../support/trash'
import { iso, keywordMatch, selectPage, type SortValue } from '../support/paging'
import { hitCondition, type SearchHitsSql } from '../support/search-hits'

/** The columns the record shows: its fields that are columns (db/records.ts); `doctorCount` is the doctor area's (organization.handlers.ts). */
const shown = recordColumns(organizations, OrganizationSchema.fields)
/** What a create and an update write: the input's fields. */
const written = recordColumns(organizations, OrganizationInput.fields)

type OrganizationRow = RowOf<typeof organizations> & SortValue
/** An organisation as this area knows it: the record without the count of its doctors. */
export type OrganizationRecord = Omit<Json<typeof OrganizationSchema>, 'doctorCount'>

const toOrganization = (r: OrganizationRow): OrganizationRecord => readRecord(shown, r) as OrganizationRecord

const select = (sortValue: SQL = sql`NULL`) => sql`SELECT ${selectList(shown, 'o')}, ${sortValue} AS sort_value FROM organizations o`

const sortColumns = sortColumnsOf(organizations, organizationSortKeys, 'o')

/** The live organisation (a deleted one is in its ゴミ箱: docs/trash.md), or 404. */
export const find = async (db: Db, id: string): Promise<OrganizationRecord> => {
  const rows = await db.query<OrganizationRow>(sql`${select()} WHERE o.id = ${id} AND o.deleted_at IS NULL`)
  return toOrganization(rows[0] ?? notFound('組織'))
}

/** Organisations by id (the CSV 一括更新 names them): id → the record, and whether it is in the ゴミ箱. */
export const findMany = async (db: Db, ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, { readonly record: OrganizationRecord; readonly deleted: boolean }>> =>
  new Map(
    (await db.query<OrganizationRow & { deleted: boolean }>(sql`SELECT ${selectList(shown, 'o')}, NULL AS sort_value, o.deleted_at IS NOT NULL AS deleted FROM organizations o WHERE o.id = ANY(${textArray(ids)})`)).map((r) => [
      r.id,
      { record: toOrganization(r), deleted: r.deleted },
    ]),
  )

export const search = (db: Db, f: OrganizationSearch) => {
  const where: SQL[] = [sql`o.deleted_at IS NULL`]
  const keyword = keywordMatch(sql`o.search_text`, f.keyword, { trigrams: true })
  if (keyword) where.push(keyword)
  if (f.kinds?.length) where.push(inList('o.kind', f.kinds))
  if (f.prefectures?.length) where.push(inList('o.prefecture', f.prefectures))
  if (f.ids?.length) where.push(inList('o.id', f.ids))
  return selectPage(db, f, { select, where, columns: sortColumns, defaultSort: organizationDefaultSort, toItem: toOrganization, table: 'o.' })
}

export const insert = (db: Db, o: OrganizationInput): Promise<string> => insertReturningId(db, organizations, writeValues(written, o))

/** Update at the version read; false when someone saved in between. */
export const update = (db: Db, id: string, o: OrganizationUpdate): Promise<boolean> =>
  updateAtVersion(db, organizations, id, o.version, writeValues(written, o), isNull(organizations.deletedAt))

/** Soft-delete the live organisation (its deleted doctors are unlinked first by the doctor area: organization.handlers.ts); when, or undefined. */
export const softDelete = async (db: Db, id: string): Promise<{ id: string; deletedAt: string } | undefined> => {
  const rows = await db.query<{ id: string; deleted_at: unknown }>(
    sql`UPDATE organizations SET deleted_at = now(), updated_at = now() WHERE id = ${id} AND deleted_at IS NULL RETURNING id, deleted_at`,
  )
  return rows[0] && { id: rows[0].id, deletedAt: iso(rows[0].deleted_at) }
}

// ── What other areas read of organisations (exported by ./index.ts).

/** Which of these ids are live organisations (a deleted one is no organisation to refer to). */
export const existingIds = async (db: Db, ids: ReadonlyArray<string>): Promise<Set<string>> =>
  ids.length
    ? new Set((await db.query<{ id: string }>(sql`SELECT id FROM organizations WHERE id = ANY(${textArray(ids)}) AND deleted_at IS NULL`)).map((r) => r.id))
    : new Set<string>()

/** Joining a record's organisation into another area's query (`LEFT JOIN organizations o ON o.id = <on>`); `organizationName` reads it. */
export const joinOrganization = (on: SQL) => sql`LEFT JOIN organizations o ON o.id = ${on}`
/** The joined organisation's name (null without one). */
export const organizationName = sql`o.name`

/** The audit log's names: `(id, name)` of these organisations (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, name FROM organizations WHERE id = ANY(${ids})`

/** The organisations' ゴミ箱 (support/trash.ts): the soft-deleted rows of this table. */
export const trash = (recorded: Recorded): TrashKind => ({
  table: 'organizations',
  what: '組織',
  targetType: 'organization',
  deleteAction: 'organizations.delete',
  purgeAction: 'organizations.purge',
  name: sql`t.name`,
  note: sql`t.prefecture`,
  recorded,
})
/** What the audit log records of an organisation: the input's columns and the deletion. */
export const recordedOrganization = recorded(organizations, ...columnNamesOf(recordColumns(organizations, OrganizationInput.fields, ['deletedAt'])))

/** A batch's rows of organisations (server/src/areas/batch): the live organisation's version, and an update of only the given input fields. */
export const batchTarget: BatchTarget = {
  targetType: 'organization',
  recorded: recordedOrganization,
  version: (db, id) => liveVersion(db, organizations, id, isNull(organizations.deletedAt)),
  setFields: (db, id, values, version) => updateAtVersion(db, organizations, id, version, writeValues(written, values, 'omit'), isNull(organizations.deletedAt)),
  names: auditNames,
}

/** The console search's part (support/search-hits.ts): live organisations by name or kana (the list's folded text), newest first. */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT o.id, o.name AS title, o.name_kana AS detail, NULL::text AS status FROM organizations o
  WHERE o.deleted_at IS NULL AND ${hitCondition(ask, sql`o.id`, sql`o.search_text`)}
  ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`
