/** The doctors' SQL (医師) and its one mapper, `toDoctor` (with the organisation's name). */
import { sql, type SQL } from 'drizzle-orm'
import type { Doctor as DoctorSchema, DoctorInput } from '#domain/doctor'
import type { Db } from '../../db/db'
import { columnNames, qualified, type ColumnsOf } from '../../db/rows'
import { doctors } from './doctor.table'
import { textArray } from '../../db/sql-lists'
import { notFound, type Json } from '../support/handler'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from '../support/paging'

/** The columns toDoctor reads (not d.*: search_text and the account binding are never sent, and parsing them cost every page). */
const doctorColumnList = columnNames(
  doctors,
  'id', 'email', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'phone', 'medical_license_number',
  'organization_id', 'belong_ids', 'expertise_ids', 'prefecture', 'allowed', 'frozen', 'deleted_at', 'notification_disabled',
  'reception_frequency', 'mp_balance', 'last_signed_in_at', 'created_at', 'updated_at', 'version',
)

type DoctorRow = ColumnsOf<typeof doctors, (typeof doctorColumnList)[number]> & { organization_name: string | null } & SortValue

const toDoctor = (r: DoctorRow): Json<typeof DoctorSchema> =>
  ({
    id: r.id,
    email: r.email,
    lastName: r.last_name,
    firstName: r.first_name,
    lastNameKana: r.last_name_kana,
    firstNameKana: r.first_name_kana,
    phone: r.phone,
    medicalLicenseNumber: r.medical_license_number,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    belongIds: r.belong_ids ?? [],
    expertiseIds: r.expertise_ids ?? [],
    prefecture: r.prefecture,
    allowed: r.allowed,
    frozen: r.frozen,
    deletedAt: isoOrNull(r.deleted_at),
    notification: { disabled: r.notification_disabled, receptionFrequency: r.reception_frequency },
    mpBalance: Number(r.mp_balance),
    lastSignedInAt: isoOrNull(r.last_signed_in_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
  }) as Json<typeof DoctorSchema>

const select = (sortValue: SQL = sql`NULL`) => sql`
  SELECT ${qualified('d', doctorColumnList)}, o.name AS organization_name, ${sortValue} AS sort_value
  FROM doctors d LEFT JOIN organizations o ON o.id = d.organization_id`

const sortColumns = {
  createdAt: 'd.created_at',
  updatedAt: 'd.updated_at',
  lastNameKana: 'd.last_name_kana',
  email: 'lower(d.email)',
  mpBalance: 'd.mp_balance',
}

/** The doctor (a deleted one only `includeDeleted`), or 404. */
export const find = async (db: Db, id: string, includeDeleted = false): Promise<Json<typeof DoctorSchema>> => {
  const rows = await db.query<DoctorRow>(sql`${select()} WHERE d.id = ${id}`)
  const row = rows[0]
  if (!row || (row.deleted_at != null && !includeDeleted)) return notFound('医師')
  return toDoctor(row)
}

export interface DoctorFilter extends PageRequest {
  readonly keyword?: string | undefined
  /** The keyword matches only what the public directory shows (never the e-mail: issue 28). */
  readonly publicKeyword?: boolean | undefined
  readonly allowed?: boolean | undefined
  readonly frozen?: boolean | undefined
  readonly organizationIds?: ReadonlyArray<string> | undefined
  readonly expertiseIds?: ReadonlyArray<string> | undefined
  readonly belongIds?: ReadonlyArray<string> | undefined
  readonly prefectures?: ReadonlyArray<string> | undefined
  readonly registeredFrom?: string | undefined
  readonly registeredTo?: string | undefined
  readonly includeDeleted?: boolean | undefined
}

export const search = (db: Db, f: DoctorFilter) => {
  const where: SQL[] = []
  if (!f.includeDeleted) where.push(sql`d.deleted_at IS NULL`)
  // the public directory matches what it shows (names, kana: public_search_text, with its own
  // indexes), staff every searchable field (search_text adds the e-mail): issue 28
  const keyword = keywordMatch(f.publicKeyword ? sql`d.public_search_text` : sql`d.search_text`, f.keyword, { chars: true, trigrams: true })
  if (keyword) where.push(keyword)
  if (f.allowed !== undefined) where.push(sql`d.allowed = ${f.allowed}`)
  if (f.frozen !== undefined) where.push(sql`d.frozen = ${f.frozen}`)
  if (f.organizationIds?.length) where.push(sql`d.organization_id = ANY(${textArray(f.organizationIds)})`)
  if (f.expertiseIds?.length) where.push(sql`d.expertise_ids && ${textArray(f.expertiseIds)}`)
  if (f.belongIds?.length) where.push(sql`d.belong_ids && ${textArray(f.belongIds)}`)
  if (f.prefectures?.length) where.push(sql`d.prefecture = ANY(${textArray(f.prefectures)})`)
  if (f.registeredFrom) where.push(sql`d.created_at >= ${f.registeredFrom}::date`)
  if (f.registeredTo) where.push(sql`d.created_at < (${f.registeredTo}::date + 1)`)
  return keysetPage<DoctorRow, Json<typeof DoctorSchema>>(
    f,
    sortColumns,
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<DoctorRow>(sql`${select(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toDoctor,
    'd.',
  )
}

/** Which of these ids exist in the table a doctor refers to. */
export const existingIds = async (db: Db, table: 'organizations' | 'belongs' | 'expertise', ids: ReadonlyArray<string>): Promise<Set<string>> =>
  ids.length
    ? new Set((await db.query<{ id: string }>(sql`SELECT id FROM ${sql.raw(table)} WHERE id = ANY(${textArray(ids)})`)).map((r) => r.id))
    : new Set<string>()

/** A live doctor other than `exceptId` has this e-mail (case-insensitive). */
export const emailTaken = async (db: Db, email: string, exceptId?: string): Promise<boolean> =>
  (
    await db.query(
      sql`SELECT 1 FROM doctors WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND id IS DISTINCT FROM ${exceptId ?? null}`,
    )
  ).length > 0

/** Which of these (lower-cased) e-mails live doctors have. */
export const takenEmails = async (db: Db, emails: ReadonlyArray<string>): Promise<Set<string>> =>
  new Set(
    emails.length
      ? (await db.query<{ e: string }>(sql`SELECT lower(email) AS e FROM doctors WHERE deleted_at IS NULL AND lower(email) = ANY(${textArray(emails)})`)).map(
          (r) => r.e,
        )
      : [],
  )

export const insert = async (db: Db, input: DoctorInput): Promise<string> => {
  const rows = await db.query<ColumnsOf<typeof doctors, 'id'>>(sql`
    INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, phone, medical_license_number,
      organization_id, belong_ids, expertise_ids, prefecture, allowed)
    VALUES (${input.email}, ${input.lastName}, ${input.firstName}, ${input.lastNameKana}, ${input.firstNameKana},
      ${input.phone ?? null}, ${input.medicalLicenseNumber}, ${input.organizationId ?? null},
      ${textArray(input.belongIds)}, ${textArray(input.expertiseIds)}, ${input.prefecture ?? null}, ${input.allowed})
    RETURNING id`)
  return rows[0]!.id
}

/** One INSERT for a whole batch (json_to_recordset keeps the text[] columns). */
export const insertMany = async (db: Db, inputs: ReadonlyArray<DoctorInput>): Promise<ReadonlyArray<string>> => {
  const records = inputs.map((i, n) => ({
    n,
    email: i.email,
    last_name: i.lastName,
    first_name: i.firstName,
    last_name_kana: i.lastNameKana,
    first_name_kana: i.firstNameKana,
    phone: i.phone ?? null,
    medical_license_number: i.medicalLicenseNumber,
    organization_id: i.organizationId ?? null,
    belong_ids: i.belongIds,
    expertise_ids: i.expertiseIds,
    prefecture: i.prefecture ?? null,
    allowed: i.allowed,
  }))
  const rows = await db.query<{ id: string; n: number }>(sql`
    WITH input AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(records)}::json) AS x(n int, email text, last_name text, first_name text,
        last_name_kana text, first_name_kana text, phone text, medical_license_number text, organization_id text,
        belong_ids text[], expertise_ids text[], prefecture text, allowed boolean)
    ), created AS (
      INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, phone, medical_license_number,
        organization_id, belong_ids, expertise_ids, prefecture, allowed)
      SELECT email, last_name, first_name, last_name_kana, first_name_kana, phone, medical_license_number,
        organization_id, COALESCE(belong_ids, '{}'), COALESCE(expertise_ids, '{}'), prefecture, allowed
      FROM input ORDER BY n
      RETURNING id, email
    )
    SELECT c.id, i.n FROM created c JOIN input i ON lower(i.email) = lower(c.email) ORDER BY i.n`)
  return rows.map((r) => r.id)
}

/** A profile update: the e-mail and approval only where given (the doctor themself sends neither). */
export type ProfileUpdate = Omit<DoctorInput, 'email' | 'allowed'> & { email?: string; allowed?: boolean; version: number }

/** Update the live doctor at the version read; false when someone saved in between. */
export const update = async (db: Db, id: string, input: ProfileUpdate): Promise<boolean> => {
  const rows = await db.query(sql`
    UPDATE doctors SET
      email = COALESCE(${input.email ?? null}, email),
      last_name = ${input.lastName}, first_name = ${input.firstName},
      last_name_kana = ${input.lastNameKana}, first_name_kana = ${input.firstNameKana},
      phone = ${input.phone ?? null}, medical_license_number = ${input.medicalLicenseNumber},
      organization_id = ${input.organizationId ?? null},
      belong_ids = ${textArray(input.belongIds)}, expertise_ids = ${textArray(input.expertiseIds)},
      prefecture = ${input.prefecture ?? null},
      allowed = COALESCE(${input.allowed ?? null}::boolean, allowed),
      updated_at = now(), version = version + 1
    WHERE id = ${id} AND deleted_at IS NULL AND version = ${input.version} RETURNING id`)
  return rows.length > 0
}

/** Soft-delete the live doctor; when, or undefined when there is none. */
export const softDelete = async (db: Db, id: string) => {
  const rows = await db.query<ColumnsOf<typeof doctors, 'id' | 'deleted_at'>>(
    sql`UPDATE doctors SET deleted_at = now(), updated_at = now() WHERE id = ${id} AND deleted_at IS NULL RETURNING id, deleted_at`,
  )
  return rows[0] && { id: rows[0].id, deletedAt: iso(rows[0].deleted_at) }
}

/** Set approval and/or freeze (the ones given) of the live doctor; false when there is none. */
export const setStatus = async (db: Db, id: string, status: { readonly allowed?: boolean | undefined; readonly frozen?: boolean | undefined }) => {
  const rows = await db.query(sql`
    UPDATE doctors SET allowed = COALESCE(${status.allowed ?? null}::boolean, allowed),
      frozen = COALESCE(${status.frozen ?? null}::boolean, frozen), updated_at = now(), version = version + 1
    WHERE id = ${id} AND deleted_at IS NULL RETURNING id`)
  return rows.length > 0
}

/** The balance of the live doctor when frozen; undefined when not frozen (or gone). */
export const frozenBalance = async (db: Db, id: string): Promise<number | undefined> => {
  const rows = await db.query<ColumnsOf<typeof doctors, 'mp_balance'>>(sql`SELECT mp_balance FROM doctors WHERE id = ${id} AND deleted_at IS NULL AND frozen`)
  return rows[0] && Number(rows[0].mp_balance)
}

/** The doctor's balance and whether deleted; undefined when there is none. */
export const balanceOf = async (db: Db, id: string) => {
  const rows = await db.query<ColumnsOf<typeof doctors, 'mp_balance' | 'deleted_at'>>(sql`SELECT mp_balance, deleted_at FROM doctors WHERE id = ${id}`)
  return rows[0] && { balance: Number(rows[0].mp_balance), deleted: rows[0].deleted_at != null }
}
