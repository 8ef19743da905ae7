/** The clients' SQL (クライアント), the usage report's, and one mapper per shape: `toClient`, `toPublic` (the directory). */
import { isNull, sql, type SQL } from 'drizzle-orm'
import { Client as ClientSchema, ClientInput, ClientPublic as ClientPublicSchema, clientSortKeys, type ClientUpdate } from '#domain/client'
import type { UsageReportRow } from '#domain/report'
import type { Db } from '../../db/db'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { columnNamesOf, readRecord, recordColumns, sortColumns as sortColumnsOf, writeValues } from '../../db/records'
import { insertReturningId, liveVersion, updateAtVersion } from '../../db/writes'
import { clients } from './client.table'
import { textArray } from '../../db/sql-lists'
import type { Recorded } from '../support/audit'
import { recorded } from '../support/audit'
import type { BatchTarget } from '../batch'
import { notFound, type Json } from '../support/handler'
import type { TrashKind } from '../support/trash'
import { iso, keywordMatch, selectPage, type PageRequest, type SortValue } from '../support/paging'
import { shownMatch } from '../support/public-keyword'
import { hitCondition, type SearchHitsSql } from '../support/search-hits'

type ClientRow = RowOf<typeof clients> & SortValue

/** The record's fields that are columns (db/records.ts); `suspended` is computed from `suspendedAt`. */
const shown = recordColumns(clients, ClientSchema.fields)
/** What the public directory shows of a client: the fields of `ClientPublic`. */
const shownPublicly = recordColumns(clients, ClientPublicSchema.fields)
/** What a create writes: the input's fields (an update writes the profile's, the same ones). */
const written = recordColumns(clients, ClientInput.fields)

const toClient = (r: ClientRow): Json<typeof ClientSchema> => {
  const record = readRecord(shown, r)
  return { ...record, suspended: record.suspendedAt != null } as Json<typeof ClientSchema>
}

/** What the public directory shows of a client. */
const toPublic = (r: ClientRow): Json<typeof ClientPublicSchema> => readRecord(shownPublicly, r) as Json<typeof ClientPublicSchema>

const sortColumns = sortColumnsOf(clients, clientSortKeys, undefined, { email: 'lower(email)' })

const select = (sortValue: SQL = sql`NULL`) => sql`SELECT *, ${sortValue} AS sort_value FROM clients`

/** The live client, or 404. */
export const find = async (db: Db, id: string): Promise<Json<typeof ClientSchema>> => {
  const rows = await db.query<ClientRow>(sql`${select()} WHERE id = ${id} AND deleted_at IS NULL`)
  return toClient(rows[0] ?? notFound('クライアント'))
}

/** Clients by id, deleted ones too (the CSV 一括更新 names them): id → the record. */
export const findMany = async (db: Db, ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, { readonly record: Json<typeof ClientSchema>; readonly deleted: boolean }>> =>
  new Map((await db.query<ClientRow>(sql`${select()} WHERE id = ANY(${textArray(ids)})`)).map((r) => [r.id, { record: toClient(r), deleted: r.deleted_at != null }]))

/**
 * What the public client directory (direct.clients.search) shows and so may match: the company name
 * and its kana, never the contact's name or e-mail. It is search_text up to the contact, so a row it
 * matches is a row search_text matches: the indexes on search_text find the candidates, this decides.
 */
const publicSearchText = sql`medicolle_fold(company_name || ' ' || company_name_kana)`

export interface ClientFilter extends PageRequest {
  readonly keyword?: string | undefined
  /** The keyword matches only what the public directory shows. */
  readonly publicKeyword?: boolean | undefined
  readonly suspended?: boolean | undefined
  readonly prefectures?: ReadonlyArray<string> | undefined
  readonly ids?: ReadonlyArray<string> | undefined
}

const searchRows = <T>(db: Db, f: ClientFilter, toItem: (r: ClientRow) => T) => {
  const where: SQL[] = [sql`deleted_at IS NULL`]
  const keyword = keywordMatch(sql`search_text`, f.keyword, { chars: true, trigrams: true })
  if (keyword) where.push(keyword)
  const shown = f.publicKeyword ? shownMatch(publicSearchText, f.keyword) : null
  if (shown) where.push(shown)
  if (f.suspended !== undefined) where.push(f.suspended ? sql`suspended_at IS NOT NULL` : sql`suspended_at IS NULL`)
  if (f.prefectures?.length) where.push(sql`prefecture IN (${sql.join(f.prefectures.map((p) => sql`${p}`), sql`, `)})`)
  if (f.ids?.length) where.push(sql`id IN (${sql.join(f.ids.map((p) => sql`${p}`), sql`, `)})`)
  return selectPage(db, f, { select, where, columns: sortColumns, defaultSort: 'createdAt', toItem })
}

/** Live clients, full records. */
export const search = (db: Db, f: ClientFilter) => searchRows(db, f, toClient)
/** Live clients as the public directory shows them. */
export const searchPublic = (db: Db, f: ClientFilter) => searchRows(db, f, toPublic)

/** A live client other than `exceptId` has this e-mail (case-insensitive). */
export const emailTaken = async (db: Db, email: string, exceptId?: string): Promise<boolean> =>
  (
    await db.query(
      sql`SELECT 1 FROM clients WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND id IS DISTINCT FROM ${exceptId ?? null}`,
    )
  ).length > 0

export const insert = (db: Db, c: ClientInput): Promise<string> => insertReturningId(db, clients, writeValues(written, c))

/** Update the live client at the version read; false when someone saved in between. */
export const update = (db: Db, id: string, c: ClientUpdate): Promise<boolean> =>
  updateAtVersion(db, clients, id, c.version, writeValues(written, c), isNull(clients.deletedAt))

/** Suspend (keeping the first suspension time) or reactivate the live client; false when there is none. */
export const setSuspended = async (db: Db, id: string, suspended: boolean): Promise<boolean> => {
  const rows = await db.query(sql`
    UPDATE clients SET suspended_at = CASE WHEN ${suspended} THEN COALESCE(suspended_at, now()) ELSE NULL END, updated_at = now(), version = version + 1
    WHERE id = ${id} AND deleted_at IS NULL RETURNING id`)
  return rows.length > 0
}

/** Soft-delete the live client; when, or undefined when there is none. */
export const softDelete = async (db: Db, id: string) => {
  const rows = await db.query<ColumnsOf<typeof clients, 'id' | 'deleted_at'>>(
    sql`UPDATE clients SET deleted_at = now(), updated_at = now() WHERE id = ${id} AND deleted_at IS NULL RETURNING id, deleted_at`,
  )
  return rows[0] && { id: rows[0].id, deletedAt: iso(rows[0].deleted_at) }
}

/**
 * Usage per client and month. Until the content areas record events, counts come from the
 * `usage` documents seeded per client and month (kind 'usage').
 */
export const usage = async (db: Db, q: { from: string; to: string; clientId?: string | undefined }): Promise<UsageReportRow[]> => {
  const rows = await db.query<{ client_id: string; client_name: string; month: string; pr: number; offers: number; views: number }>(sql`
    SELECT c.id AS client_id, c.company_name AS client_name, u.data->>'month' AS month,
      COALESCE((u.data->>'pressReleaseCount')::int, 0) AS pr, COALESCE((u.data->>'offerCount')::int, 0) AS offers,
      COALESCE((u.data->>'viewCount')::int, 0) AS views
    FROM documents u JOIN clients c ON c.id = u.data->>'clientId'
    WHERE u.kind = 'usage' AND u.data->>'month' BETWEEN ${q.from} AND ${q.to}
      AND (${q.clientId ?? null}::text IS NULL OR c.id = ${q.clientId ?? null})
    ORDER BY month, c.company_name_kana, c.id`)
  return rows.map(
    (r) =>
      ({
        clientId: r.client_id,
        clientName: r.client_name,
        month: r.month,
        pressReleaseCount: Number(r.pr),
        offerCount: Number(r.offers),
        viewCount: Number(r.views),
      }) as UsageReportRow,
  )
}

// ── What other areas and the sign-in read and change of clients (exported by ./index.ts). No other area names the table.

/** A live client with this id. */
export const liveExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM clients WHERE id = ${id} AND deleted_at IS NULL`)).length > 0

/** A live, active (not suspended) client with this id. */
export const activeExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM clients WHERE id = ${id} AND deleted_at IS NULL AND suspended_at IS NULL`)).length > 0

/** A live (not deleted), not suspended client with this e-mail (case-insensitive). */
export const activeWithEmail = async (db: Db, email: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM clients WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND suspended_at IS NULL`)).length > 0

/** The home dashboard's client figures: live clients, suspended. */
export const figures = async (db: Db) => {
  const [c] = await db.query<Record<string, number | string>>(sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE suspended_at IS NOT NULL) AS suspended FROM clients WHERE deleted_at IS NULL`)
  return { total: Number(c?.total ?? 0), suspended: Number(c?.suspended ?? 0) }
}

/** Joining a client into another area's query: `JOIN clients c ON c.id = <on>`; `clientName` reads it. */
export const joinClient = (on: SQL) => sql`JOIN clients c ON c.id = ${on}`
/** The joined client's name (its company name). */
export const clientName = sql`c.company_name`

/** The audit log's names: `(id, name)` of these clients, soft-deleted ones too (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, company_name AS name FROM clients WHERE id = ANY(${ids})`

/** The console search's part (support/search-hits.ts): live clients by company, kana, contact or e-mail (the list's folded text), newest first. */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT c.id, c.company_name AS title, c.contact_name || '・' || c.email AS detail, NULL::text AS status FROM clients c
  WHERE c.deleted_at IS NULL AND ${hitCondition(ask, sql`c.id`, sql`c.search_text`, { chars: true })}
  ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit}`

// ── Sign-in (server/src/auth.ts): the Firebase uid binding (docs/auth.md).

/** suspended: `suspended_at IS NOT NULL`, computed. */
type Bound = ColumnsOf<typeof clients, 'id'> & { suspended: boolean }

/** The live client bound to this uid. */
export const boundTo = async (db: Db, uid: string): Promise<Bound | undefined> =>
  (await db.query<Bound>(sql`SELECT id, suspended_at IS NOT NULL AS suspended FROM clients WHERE firebase_uid = ${uid} AND deleted_at IS NULL`))[0]

/** Bind the unbound live client with this e-mail to `uid` (only while still unbound); the client, or undefined. */
export const bindByEmail = async (db: Db, uid: string, email: string): Promise<Bound | undefined> =>
  (
    await db.query<Bound>(sql`UPDATE clients SET firebase_uid = ${uid}
      WHERE lower(email) = lower(${email}) AND firebase_uid IS NULL AND deleted_at IS NULL RETURNING id, suspended_at IS NOT NULL AS suspended`)
  )[0]

/** Drop every binding to a uid not among `known` (a query of uids); how many. */
export const dropBindingsNotIn = async (tx: Db, known: SQL): Promise<number> =>
  (await tx.query(sql`UPDATE clients SET firebase_uid = NULL WHERE firebase_uid IS NOT NULL AND firebase_uid NOT IN ${known} RETURNING 1`)).length

/** The clients' ゴミ箱 (support/trash.ts): the soft-deleted rows of this table; a restore re-checks the e-mail. */
export const trash = (recorded: Recorded): TrashKind => ({
  table: 'clients',
  what: 'クライアント',
  targetType: 'client',
  deleteAction: 'clients.delete',
  purgeAction: 'clients.purge',
  name: sql`t.company_name`,
  note: sql`t.email`,
  recorded,
  unique: { column: 'email', label: 'メールアドレス' },
})
/** What the audit log records of a client: the input's columns, the suspension, the deletion. */
export const recordedClient = recorded(clients, ...columnNamesOf(recordColumns(clients, ClientInput.fields, ['suspendedAt', 'deletedAt'])))

/** A batch's rows of clients (server/src/areas/batch): the live client's version, and an update of only the given input fields. */
export const batchTarget: BatchTarget = {
  targetType: 'client',
  recorded: recordedClient,
  version: (db, id) => liveVersion(db, clients, id, isNull(clients.deletedAt)),
  setFields: (db, id, values, version) => updateAtVersion(db, clients, id, version, writeValues(written, values, 'omit'), isNull(clients.deletedAt)),
  names: auditNames,
}
