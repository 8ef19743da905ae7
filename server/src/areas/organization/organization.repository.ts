/** The organisations' SQL (組織) and its one mapper, `toOrganization` (with the live doctors' count). */
import { sql, type SQL } from 'drizzle-orm'
import type { Organization as OrganizationSchema, OrganizationInput, OrganizationSearch, OrganizationUpdate } from '#domain/organization'
import type { Db } from '../../db/db'
import type { ColumnsOf, RowOf } from '../../db/rows'
import type { organizations } from './organization.table'
import { inList } from '../../db/sql-lists'
import { notFound, type Json } from '../support/handler'
import { iso, keysetPage, keywordMatch, type SortValue } from '../support/paging'

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

/** The organisation, or 404. */
export const find = async (db: Db, id: string): Promise<Json<typeof OrganizationSchema>> => {
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

export const insert = async (db: Db, o: OrganizationInput): Promise<string> => {
  const rows = await db.query<ColumnsOf<typeof organizations, 'id'>>(sql`
    INSERT INTO organizations (name, name_kana, kind, prefecture, postal_code, address, phone, url)
    VALUES (${o.name}, ${o.nameKana}, ${o.kind}, ${o.prefecture ?? null}, ${o.postalCode ?? null}, ${o.address ?? null},
      ${o.phone ?? null}, ${o.url ?? null})
    RETURNING id`)
  return rows[0]!.id
}

/** Update at the version read; false when someone saved in between. */
export const update = async (db: Db, id: string, o: OrganizationUpdate): Promise<boolean> => {
  const rows = await db.query(sql`
    UPDATE organizations SET name = ${o.name}, name_kana = ${o.nameKana}, kind = ${o.kind}, prefecture = ${o.prefecture ?? null},
      postal_code = ${o.postalCode ?? null}, address = ${o.address ?? null}, phone = ${o.phone ?? null}, url = ${o.url ?? null},
      updated_at = now(), version = version + 1
    WHERE id = ${id} AND version = ${o.version} RETURNING id`)
  return rows.length > 0
}

/** Delete the organisation, unlinking the (deleted) doctors that still name it. */
export const remove = async (db: Db, id: string): Promise<void> => {
  await db.query(sql`UPDATE doctors SET organization_id = NULL WHERE organization_id = ${id}`)
  await db.query(sql`DELETE FROM organizations WHERE id = ${id}`)
}
