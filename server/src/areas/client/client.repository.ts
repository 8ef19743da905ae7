/** The clients' SQL (クライアント), the usage report's, and one mapper per shape: `toClient`, `toPublic` (the directory). */
import { sql, type SQL } from 'drizzle-orm'
import type { Client as ClientSchema, ClientInput, ClientPublic as ClientPublicSchema, ClientUpdate } from '#domain/client'
import type { UsageReportRow } from '#domain/report'
import type { Db } from '../../db/db'
import type { ColumnsOf, RowOf } from '../../db/rows'
import type { clients } from './client.table'
import { notFound, type Json } from '../support/handler'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from '../support/paging'
import { shownMatch } from '../support/public-keyword'

type ClientRow = RowOf<typeof clients> & SortValue

const toClient = (r: ClientRow): Json<typeof ClientSchema> =>
  ({
    id: r.id,
    companyName: r.company_name,
    companyNameKana: r.company_name_kana,
    department: r.department,
    contactName: r.contact_name,
    contactNameKana: r.contact_name_kana,
    email: r.email,
    phone: r.phone,
    postalCode: r.postal_code,
    prefecture: r.prefecture,
    address: r.address,
    url: r.url,
    suspended: r.suspended_at != null,
    suspendedAt: isoOrNull(r.suspended_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
  }) as Json<typeof ClientSchema>

/** What the public directory shows of a client. */
const toPublic = (r: ClientRow): Json<typeof ClientPublicSchema> =>
  ({ id: r.id, companyName: r.company_name, companyNameKana: r.company_name_kana, url: r.url }) as Json<typeof ClientPublicSchema>

const sortColumns = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  companyNameKana: 'company_name_kana',
  email: 'lower(email)',
}

/** The live client, or 404. */
export const find = async (db: Db, id: string): Promise<Json<typeof ClientSchema>> => {
  const rows = await db.query<ClientRow>(sql`SELECT *, NULL AS sort_value FROM clients WHERE id = ${id} AND deleted_at IS NULL`)
  return toClient(rows[0] ?? notFound('クライアント'))
}

/**
 * What the public client directory (direct.clients.search) shows and so may match: the company name
 * and its kana, never the contact's name or e-mail. It is search_text up to the contact, so a row it
 * matches is a row search_text matches: the indexes on search_text find the candidates, this decides.
 */
const publicSearchText = sql`medicolle_fold(company_name || ' ' || company_name_kana)`

export interface ClientFilter extends PageRequest {
  readonly keyword?: string | undefined
  /** The keyword matches only what the public directory shows (issue 28). */
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
  return keysetPage<ClientRow, T>(
    f,
    sortColumns,
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<ClientRow>(
        sql`SELECT *, ${sortValue} AS sort_value FROM clients WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`,
      ),
    toItem,
  )
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

export const insert = async (db: Db, c: ClientInput): Promise<string> => {
  const rows = await db.query<ColumnsOf<typeof clients, 'id'>>(sql`
    INSERT INTO clients (company_name, company_name_kana, department, contact_name, contact_name_kana, email, phone,
      postal_code, prefecture, address, url)
    VALUES (${c.companyName}, ${c.companyNameKana}, ${c.department ?? null}, ${c.contactName}, ${c.contactNameKana ?? null},
      ${c.email}, ${c.phone ?? null}, ${c.postalCode ?? null}, ${c.prefecture ?? null}, ${c.address ?? null}, ${c.url ?? null})
    RETURNING id`)
  return rows[0]!.id
}

/** Update the live client at the version read; false when someone saved in between. */
export const update = async (db: Db, id: string, c: ClientUpdate): Promise<boolean> => {
  const rows = await db.query(sql`
    UPDATE clients SET company_name = ${c.companyName}, company_name_kana = ${c.companyNameKana},
      department = ${c.department ?? null}, contact_name = ${c.contactName}, contact_name_kana = ${c.contactNameKana ?? null},
      email = ${c.email}, phone = ${c.phone ?? null}, postal_code = ${c.postalCode ?? null}, prefecture = ${c.prefecture ?? null},
      address = ${c.address ?? null}, url = ${c.url ?? null}, updated_at = now(), version = version + 1
    WHERE id = ${id} AND deleted_at IS NULL AND version = ${c.version} RETURNING id`)
  return rows.length > 0
}

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
