/** The organisations' SQL (組織) and its one mapper, `toOrganization` (derived from the table and the record: db/records.ts). */
import { sql, type SQL } from 'drizzle-orm'
import { Organization as OrganizationSchema, OrganizationInput, organizationDefaultSort, organizationSortKeys, type OrganizationSearch, type OrganizationUpdate } from '#domain/organization'
import type { Db } from '../../db/db'
import { readRecord, recordColumns, selectList, sortColumns as sortColumnsOf, writeValues } from '../../db/records'
import { insertReturningId, updateAtVersion } from '../../db/writes'
import type { RowOf } from '../../db/rows'
import { organizations } from './organization.table'
import { inList, textArray } from '../../db/sql-lists'
import { notFound, type Json } from '../support/handler'
import { keywordMatch, selectPage, type SortValue } from '../support/paging'
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

/** The organisation, or 404. */
export const find = async (db: Db, id: string): Promise<OrganizationRecord> => {
  const rows = await db.query<OrganizationRow>(sql`${select()} WHERE o.id = ${id}`)
  return toOrganization(rows[0] ?? notFound('組織'))
}

export const search = (db: Db, f: OrganizationSearch) => {
  const where: SQL[] = []
  const keyword = keywordMatch(sql`o.search_text`, f.keyword, { trigrams: true })
  if (keyword) where.push(keyword)
  if (f.kinds?.length) where.push(inList('o.kind', f.kinds))
  if (f.prefectures?.length) where.push(inList('o.prefecture', f.prefectures))
  if (f.ids?.length) where.push(inList('o.id', f.ids))
  return selectPage(db, f, { select, where, columns: sortColumns, defaultSort: organizationDefaultSort, toItem: toOrganization, table: 'o.' })
}

export const insert = (db: Db, o: OrganizationInput): Promise<string> => insertReturningId(db, organizations, writeValues(written, o))

/** Update at the version read; false when someone saved in between. */
export const update = (db: Db, id: string, o: OrganizationUpdate): Promise<boolean> => updateAtVersion(db, organizations, id, o.version, writeValues(written, o))

/** Delete the organisation (its doctors are unlinked first by the doctor area: organization.handlers.ts). */
export const remove = async (db: Db, id: string): Promise<void> => {
  await db.query(sql`DELETE FROM organizations WHERE id = ${id}`)
}

// ── What other areas read of organisations (exported by ./index.ts).

/** Which of these ids are organisations. */
export const existingIds = async (db: Db, ids: ReadonlyArray<string>): Promise<Set<string>> =>
  ids.length ? new Set((await db.query<{ id: string }>(sql`SELECT id FROM organizations WHERE id = ANY(${textArray(ids)})`)).map((r) => r.id)) : new Set<string>()

/** Joining a record's organisation into another area's query (`LEFT JOIN organizations o ON o.id = <on>`); `organizationName` reads it. */
export const joinOrganization = (on: SQL) => sql`LEFT JOIN organizations o ON o.id = ${on}`
/** The joined organisation's name (null without one). */
export const organizationName = sql`o.name`

/** The audit log's names: `(id, name)` of these organisations (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, name FROM organizations WHERE id = ANY(${ids})`

/** The console search's part (support/search-hits.ts): organisations by name or kana (the list's folded text), newest first. */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT o.id, o.name AS title, o.name_kana AS detail, NULL::text AS status FROM organizations o
  WHERE ${hitCondition(ask, sql`o.id`, sql`o.search_text`)}
  ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`
