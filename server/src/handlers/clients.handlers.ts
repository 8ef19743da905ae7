/**
 * Clients (クライアント): keyset search, create/update, suspend ⇄ active, soft delete, bulk
 * registration idempotent per import key, the usage report as JSON rows and as CSV.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import type { Client as ClientSchema, ClientInput, ClientPublic as ClientPublicSchema, ClientUpdate } from '#domain/client'
import { usageReportCsvColumns, type UsageReportRow } from '#domain/report'
import type { Db } from '../db/database'
import type { ColumnsOf, RowOf } from '../db/rows'
import type { clients } from '../db/schema'
import { bulkRegister } from './bulk'
import { shownMatch } from './support/public-keyword'
import { assertOwner, notYours, ownerScope } from './support/caller'
import { assertUpdated, assertVersion } from './support/version'
import { ApiFailure, notFound, type HandlersFor, type Json } from './handler'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from './paging'

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

const toPublic = (r: ClientRow): Json<typeof ClientPublicSchema> =>
  ({ id: r.id, companyName: r.company_name, companyNameKana: r.company_name_kana, url: r.url }) as Json<typeof ClientPublicSchema>

const sortColumns = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  companyNameKana: 'company_name_kana',
  email: 'lower(email)',
}

const findClient = async (db: Db, id: string): Promise<Json<typeof ClientSchema>> => {
  const rows = await db.query<ClientRow>(sql`SELECT *, NULL AS sort_value FROM clients WHERE id = ${id} AND deleted_at IS NULL`)
  return toClient(rows[0] ?? notFound('クライアント'))
}

/**
 * What the public client directory (direct.clients.search) shows and so may match: the company name
 * and its kana, never the contact's name or e-mail. It is search_text up to the contact, so a row it
 * matches is a row search_text matches: the indexes on search_text find the candidates, this decides.
 */
const publicSearchText = sql`lower(company_name || ' ' || company_name_kana)`

interface ClientFilter extends PageRequest {
  readonly keyword?: string | undefined
  /** The keyword matches only what the public directory shows (issue 28). */
  readonly publicKeyword?: boolean | undefined
  readonly suspended?: boolean | undefined
  readonly prefectures?: ReadonlyArray<string> | undefined
  readonly ids?: ReadonlyArray<string> | undefined
}

const searchClients = <T>(db: Db, f: ClientFilter, toItem: (r: ClientRow) => T) => {
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

const assertEmailFree = async (db: Db, email: string, exceptId?: string) => {
  const rows = await db.query(
    sql`SELECT 1 FROM clients WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND id IS DISTINCT FROM ${exceptId ?? null}`,
  )
  if (rows.length) throw new ApiFailure(409, `メールアドレス ${email} はすでに登録されています`)
}

export const insertClient = async (db: Db, c: ClientInput): Promise<string> => {
  await assertEmailFree(db, c.email)
  const rows = await db.query<ColumnsOf<typeof clients, 'id'>>(sql`
    INSERT INTO clients (company_name, company_name_kana, department, contact_name, contact_name_kana, email, phone,
      postal_code, prefecture, address, url)
    VALUES (${c.companyName}, ${c.companyNameKana}, ${c.department ?? null}, ${c.contactName}, ${c.contactNameKana ?? null},
      ${c.email}, ${c.phone ?? null}, ${c.postalCode ?? null}, ${c.prefecture ?? null}, ${c.address ?? null}, ${c.url ?? null})
    RETURNING id`)
  return rows[0]!.id
}

const updateClient = async (db: Db, id: string, c: ClientUpdate): Promise<Json<typeof ClientSchema>> => {
  const current = await findClient(db, id)
  assertVersion('クライアント', current.version, c.version)
  await assertEmailFree(db, c.email, id)
  const rows = await db.query(sql`
    UPDATE clients SET company_name = ${c.companyName}, company_name_kana = ${c.companyNameKana},
      department = ${c.department ?? null}, contact_name = ${c.contactName}, contact_name_kana = ${c.contactNameKana ?? null},
      email = ${c.email}, phone = ${c.phone ?? null}, postal_code = ${c.postalCode ?? null}, prefecture = ${c.prefecture ?? null},
      address = ${c.address ?? null}, url = ${c.url ?? null}, updated_at = now(), version = version + 1
    WHERE id = ${id} AND deleted_at IS NULL AND version = ${c.version} RETURNING id`)
  assertUpdated('クライアント', rows)
  return findClient(db, id)
}

/**
 * Usage per client and month. Until the content areas record events, counts come from the
 * `usage` documents seeded per client and month (kind 'usage').
 */
const usageRows = async (db: Db, q: { from: string; to: string; clientId?: string | undefined }): Promise<UsageReportRow[]> => {
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

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export const csvCell = (value: unknown): string => {
  let text = String(value ?? '')
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const toCsv = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<unknown>>): string =>
  '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'

type ClientCalls =
  | 'general.clients.list'
  | 'general.clients.get'
  | 'general.clients.update'
  | 'general.clients.usageReport'
  | 'admin.clients.search'
  | 'admin.clients.create'
  | 'admin.clients.suspend'
  | 'admin.clients.delete'
  | 'admin.clients.bulkRegister'
  | 'admin.reports.usageReport'
  | 'direct.clients.search'

export const clientHandlers: HandlersFor<Catalogue, ClientCalls> = {
  'general.clients.list': async ({ db, query }) =>
    searchClients(db, query, toClient),
  // owner: staff, or the client itself (support/caller.ts)
  'general.clients.get': async ({ db, caller, params }) => {
    assertOwner(caller, 'client', params.clientID)
    return { payload: await findClient(db, params.clientID) }
  },
  'general.clients.update': async ({ db, caller, params, body }) => {
    assertOwner(caller, 'client', params.clientID)
    return { payload: await updateClient(db, params.clientID, body) }
  },
  'general.clients.usageReport': async ({ db, caller, query }) => {
    const own = ownerScope(caller, 'client')
    if (own !== null && query.clientId !== undefined && query.clientId !== own) notYours()
    return { items: await usageRows(db, own === null ? query : { ...query, clientId: own as typeof query.clientId }), nextCursorKey: null }
  },
  'admin.clients.search': async ({ db, body }) => searchClients(db, body, toClient),
  'admin.clients.create': async ({ db, body }) => {
    const id = await db.transaction((tx) => insertClient(tx, body))
    return { payload: await findClient(db, id), status: 201 }
  },
  'admin.clients.suspend': async ({ db, params, body }) => {
    const rows = await db.query(sql`
      UPDATE clients SET suspended_at = CASE WHEN ${body.suspended} THEN COALESCE(suspended_at, now()) ELSE NULL END, updated_at = now(), version = version + 1
      WHERE id = ${params.clientID} AND deleted_at IS NULL RETURNING id`)
    if (rows.length === 0) notFound('クライアント')
    return { payload: await findClient(db, params.clientID) }
  },
  'admin.clients.delete': async ({ db, params }) => {
    const rows = await db.query<ColumnsOf<typeof clients, 'id' | 'deleted_at'>>(
      sql`UPDATE clients SET deleted_at = now(), updated_at = now() WHERE id = ${params.clientID} AND deleted_at IS NULL RETURNING id, deleted_at`,
    )
    const row = rows[0] ?? notFound('クライアント')
    return { payload: { id: row.id, deletedAt: iso(row.deleted_at) } }
  },
  'admin.clients.bulkRegister': async ({ db, body }) => ({
    payload: await bulkRegister(db, 'clients', body.rows, (tx, input) => insertClient(tx, input)),
  }),
  'admin.reports.usageReport': async ({ db, query }) => {
    const rows = await usageRows(db, query)
    return {
      csv: toCsv(
        usageReportCsvColumns,
        rows.map((r) => [r.clientId, r.clientName, r.month, r.pressReleaseCount, r.offerCount, r.viewCount]),
      ),
      filename: `usage_report_${query.from}_${query.to}.csv`,
    }
  },
  'direct.clients.search': async ({ db, body }) => searchClients(db, { ...body, publicKeyword: true, suspended: false }, toPublic),
}
