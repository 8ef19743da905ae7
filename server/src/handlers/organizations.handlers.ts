/** Organisations (組織): keyset lists and search, CRUD, idempotent bulk insert, public reads. */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import type { Organization as OrganizationSchema, OrganizationInput } from '#domain/organization'
import type { Db } from '../db/database'
import type { ColumnsOf, RowOf } from '../db/rows'
import type { organizations } from '../db/schema'
import { bulkRegister } from './bulk'
import { ApiFailure, notFound, type HandlersFor, type Json } from './handler'
import { iso, keysetPage, keywordMatch, type PageRequest, type SortValue } from './paging'
import { inList } from '../db/sql-lists'
import { assertUpdated, assertVersion } from './support/version'

type OrganizationRow = RowOf<typeof organizations> & { doctor_count: number } & SortValue

const toOrganization = (r: OrganizationRow): Json<typeof OrganizationSchema> =>
  ({
    id: r.id,
    name: r.name,
    nameKana: r.name_kana,
    kind: r.kind,
    prefecture: r.prefecture,
    postalCode: r.postal_code,
    address: r.address,
    phone: r.phone,
    url: r.url,
    doctorCount: Number(r.doctor_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
  }) as Json<typeof OrganizationSchema>

const select = (sortValue: SQL = sql`NULL`) => sql`
  SELECT o.*, ${sortValue} AS sort_value,
    (SELECT count(*) FROM doctors d WHERE d.organization_id = o.id AND d.deleted_at IS NULL)::int AS doctor_count
  FROM organizations o`

const sortColumns = { name: 'o.name', nameKana: 'o.name_kana', createdAt: 'o.created_at', updatedAt: 'o.updated_at' }

const findOrganization = async (db: Db, id: string): Promise<Json<typeof OrganizationSchema>> => {
  const rows = await db.query<OrganizationRow>(sql`${select()} WHERE o.id = ${id}`)
  return toOrganization(rows[0] ?? notFound('組織'))
}

interface OrganizationFilter extends PageRequest {
  readonly keyword?: string | undefined
  readonly kinds?: ReadonlyArray<string> | undefined
  readonly prefectures?: ReadonlyArray<string> | undefined
  readonly ids?: ReadonlyArray<string> | undefined
}

const searchOrganizations = (db: Db, f: OrganizationFilter) => {
  const where: SQL[] = []
  const keyword = keywordMatch(sql`o.search_text`, f.keyword, { trigrams: true })
  if (keyword) where.push(keyword)
  if (f.kinds?.length) where.push(inList('o.kind', f.kinds))
  if (f.prefectures?.length) where.push(inList('o.prefecture', f.prefectures))
  if (f.ids?.length) where.push(inList('o.id', f.ids))
  return keysetPage<OrganizationRow, Json<typeof OrganizationSchema>>(
    f,
    sortColumns,
    'nameKana',
    (sortValue, after, orderBy, limit) =>
      db.query<OrganizationRow>(sql`${select(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toOrganization,
    'o.',
  )
}

export const insertOrganization = async (db: Db, o: OrganizationInput): Promise<string> => {
  const rows = await db.query<ColumnsOf<typeof organizations, 'id'>>(sql`
    INSERT INTO organizations (name, name_kana, kind, prefecture, postal_code, address, phone, url)
    VALUES (${o.name}, ${o.nameKana}, ${o.kind}, ${o.prefecture ?? null}, ${o.postalCode ?? null}, ${o.address ?? null},
      ${o.phone ?? null}, ${o.url ?? null})
    RETURNING id`)
  return rows[0]!.id
}

const fromQuery = (q: Catalogue['general.organizations.list']['query']['Type']): OrganizationFilter => ({
  ...q,
  kinds: q.kind ? [q.kind] : undefined,
  prefectures: q.prefecture ? [q.prefecture] : undefined,
})

type OrganizationCalls =
  | 'general.organizations.list'
  | 'general.organizations.get'
  | 'admin.organizations.search'
  | 'admin.organizations.create'
  | 'admin.organizations.update'
  | 'admin.organizations.delete'
  | 'admin.organizations.bulkInsert'
  | 'direct.organizations.list'
  | 'direct.organizations.get'
  | 'direct.organizations.search'

export const organizationHandlers: HandlersFor<Catalogue, OrganizationCalls> = {
  'general.organizations.list': async ({ db, query }) => searchOrganizations(db, fromQuery(query)),
  'general.organizations.get': async ({ db, params }) => ({ payload: await findOrganization(db, params.organizationID) }),
  'admin.organizations.search': async ({ db, body }) => searchOrganizations(db, body),
  'admin.organizations.create': async ({ db, body }) => ({
    payload: await findOrganization(db, await insertOrganization(db, body)),
    status: 201,
  }),
  'admin.organizations.update': async ({ db, params, body: o }) => {
    const current = await findOrganization(db, params.organizationID)
    assertVersion('組織', current.version, o.version)
    const rows = await db.query(sql`
      UPDATE organizations SET name = ${o.name}, name_kana = ${o.nameKana}, kind = ${o.kind}, prefecture = ${o.prefecture ?? null},
        postal_code = ${o.postalCode ?? null}, address = ${o.address ?? null}, phone = ${o.phone ?? null}, url = ${o.url ?? null},
        updated_at = now(), version = version + 1
      WHERE id = ${params.organizationID} AND version = ${o.version} RETURNING id`)
    assertUpdated('組織', rows)
    return { payload: await findOrganization(db, params.organizationID) }
  },
  'admin.organizations.delete': async ({ db, params }) => {
    const org = await findOrganization(db, params.organizationID)
    if (org.doctorCount > 0) throw new ApiFailure(409, `所属している医師が ${org.doctorCount} 名いるため削除できません`)
    await db.query(sql`UPDATE doctors SET organization_id = NULL WHERE organization_id = ${org.id}`)
    await db.query(sql`DELETE FROM organizations WHERE id = ${org.id}`)
    return { payload: { id: org.id, deletedAt: new Date().toISOString() } }
  },
  'admin.organizations.bulkInsert': async ({ db, body }) => ({
    payload: await bulkRegister(db, 'organizations', body.rows, (tx, input) => insertOrganization(tx, input)),
  }),
  'direct.organizations.list': async ({ db, query }) => searchOrganizations(db, fromQuery(query)),
  'direct.organizations.get': async ({ db, params }) => ({ payload: await findOrganization(db, params.organizationID) }),
  'direct.organizations.search': async ({ db, body }) => searchOrganizations(db, body),
}
