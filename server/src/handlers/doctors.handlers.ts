/**
 * Doctors (医師): search and keyset lists, create/update, approval (allowed), freeze (利用停止),
 * soft delete (terminal: hidden from lists, e-mail free for a new account), bulk registration
 * idempotent per import key, and MP grants as an atomic ledger that never goes below zero.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import type { Doctor as DoctorSchema, DoctorInput } from '#domain/doctor'
import type { Db } from '../db/database'
import { columnNames, qualified, type ColumnsOf } from '../db/rows'
import { doctors } from '../db/schema'
import { ApiFailure, notFound, type HandlersFor, type Json } from './handler'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from './paging'
import { bulkRegisterSet } from './bulk'
import { textArray } from '../db/sql-lists'
import { moveMp } from './mp-ledger'
import { assertOwner } from './support/caller'
import { assertUpdated, assertVersion } from './support/version'

/** The columns toDoctor reads (not d.*: search_text and the account binding are never sent, and parsing them cost every page). */
const doctorColumnList = columnNames(
  doctors,
  'id', 'email', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'phone', 'medical_license_number',
  'organization_id', 'belong_ids', 'expertise_ids', 'prefecture', 'allowed', 'frozen', 'deleted_at', 'notification_disabled',
  'reception_frequency', 'mp_balance', 'last_signed_in_at', 'created_at', 'updated_at', 'version',
)

type DoctorRow = ColumnsOf<typeof doctors, (typeof doctorColumnList)[number]> & { organization_name: string | null } & SortValue

export const toDoctor = (r: DoctorRow): Json<typeof DoctorSchema> =>
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

export const findDoctor = async (db: Db, id: string, includeDeleted = false): Promise<Json<typeof DoctorSchema>> => {
  const rows = await db.query<DoctorRow>(sql`${select()} WHERE d.id = ${id}`)
  const row = rows[0]
  if (!row || (row.deleted_at != null && !includeDeleted)) return notFound('医師')
  return toDoctor(row)
}

interface DoctorFilter extends PageRequest {
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

export const searchDoctors = (db: Db, f: DoctorFilter) => {
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

const assertReferences = async (db: Db, input: Pick<DoctorInput, 'organizationId' | 'belongIds' | 'expertiseIds'>) => {
  const errors: string[] = []
  if (input.organizationId) {
    const rows = await db.query(sql`SELECT 1 FROM organizations WHERE id = ${input.organizationId}`)
    if (rows.length === 0) errors.push(`所属組織: ID ${input.organizationId} は存在しません`)
  }
  for (const [label, table, ids] of [
    ['所属区分', 'belongs', input.belongIds],
    ['専門分野', 'expertise', input.expertiseIds],
  ] as const) {
    if (!ids?.length) continue
    const rows = await db.query<{ id: string }>(sql`SELECT id FROM ${sql.raw(table)} WHERE id = ANY(${textArray(ids)})`)
    const found = new Set(rows.map((r) => r.id))
    const missing = ids.filter((id) => !found.has(id))
    if (missing.length) errors.push(`${label}: ID ${missing.join(', ')} は存在しません`)
  }
  if (errors.length) throw new ApiFailure(400, ...errors)
}

const assertEmailFree = async (db: Db, email: string, exceptId?: string) => {
  const rows = await db.query(
    sql`SELECT 1 FROM doctors WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND id IS DISTINCT FROM ${exceptId ?? null}`,
  )
  if (rows.length) throw new ApiFailure(409, `メールアドレス ${email} はすでに登録されています`)
}

export const insertDoctor = async (db: Db, input: DoctorInput): Promise<string> => {
  await assertReferences(db, input)
  await assertEmailFree(db, input.email)
  const rows = await db.query<ColumnsOf<typeof doctors, 'id'>>(sql`
    INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, phone, medical_license_number,
      organization_id, belong_ids, expertise_ids, prefecture, allowed)
    VALUES (${input.email}, ${input.lastName}, ${input.firstName}, ${input.lastNameKana}, ${input.firstNameKana},
      ${input.phone ?? null}, ${input.medicalLicenseNumber}, ${input.organizationId ?? null},
      ${textArray(input.belongIds)}, ${textArray(input.expertiseIds)}, ${input.prefecture ?? null}, ${input.allowed})
    RETURNING id`)
  return rows[0]!.id
}

/** Set-based checks of a bulk batch: references exist, e-mails free (in the database and in the batch). */
const checkDoctors = async (db: Db, inputs: ReadonlyArray<DoctorInput>): Promise<ReadonlyArray<ReadonlyArray<string>>> => {
  const existing = async (table: string, ids: ReadonlyArray<string>) =>
    ids.length
      ? new Set((await db.query<{ id: string }>(sql`SELECT id FROM ${sql.raw(table)} WHERE id = ANY(${textArray(ids)})`)).map((r) => r.id))
      : new Set<string>()
  const unique = (values: ReadonlyArray<string | null | undefined>) => [...new Set(values.filter((v): v is string => !!v))]
  const organizations = await existing('organizations', unique(inputs.map((i) => i.organizationId)))
  const belongs = await existing('belongs', unique(inputs.flatMap((i) => i.belongIds)))
  const expertise = await existing('expertise', unique(inputs.flatMap((i) => i.expertiseIds)))
  const emails = unique(inputs.map((i) => i.email.toLowerCase()))
  const taken = new Set(
    emails.length
      ? (await db.query<{ e: string }>(sql`SELECT lower(email) AS e FROM doctors WHERE deleted_at IS NULL AND lower(email) = ANY(${textArray(emails)})`)).map(
          (r) => r.e,
        )
      : [],
  )
  return inputs.map((input) => {
    const errors: string[] = []
    if (input.organizationId && !organizations.has(input.organizationId)) errors.push(`所属組織: ID ${input.organizationId} は存在しません`)
    const missingBelongs = input.belongIds.filter((id) => !belongs.has(id))
    if (missingBelongs.length) errors.push(`所属区分: ID ${missingBelongs.join(', ')} は存在しません`)
    const missingExpertise = input.expertiseIds.filter((id) => !expertise.has(id))
    if (missingExpertise.length) errors.push(`専門分野: ID ${missingExpertise.join(', ')} は存在しません`)
    const email = input.email.toLowerCase()
    if (taken.has(email)) errors.push(`メールアドレス ${input.email} はすでに登録されています`)
    else if (errors.length === 0) taken.add(email) // a later row of the same batch with this e-mail is refused
    return errors
  })
}

/** One INSERT for a whole batch (json_to_recordset keeps the text[] columns). */
const insertDoctors = async (db: Db, inputs: ReadonlyArray<DoctorInput>): Promise<ReadonlyArray<string>> => {
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

type ProfileUpdate = Omit<DoctorInput, 'email' | 'allowed'> & { email?: string; allowed?: boolean; version: number }

const updateDoctor = async (db: Db, id: string, input: ProfileUpdate): Promise<Json<typeof DoctorSchema>> => {
  const current = await findDoctor(db, id)
  assertVersion('医師', current.version, input.version)
  await assertReferences(db, input)
  if (input.email) await assertEmailFree(db, input.email, id)
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
  assertUpdated('医師', rows)
  return findDoctor(db, id)
}

const queryBool = (v: 'true' | 'false' | boolean | undefined) => (v === undefined ? undefined : v === true || v === 'true')

type DoctorCalls =
  | 'general.doctors.list'
  | 'general.doctors.get'
  | 'general.doctors.update'
  | 'admin.doctors.search'
  | 'admin.doctors.create'
  | 'admin.doctors.update'
  | 'admin.doctors.delete'
  | 'admin.doctors.setStatus'
  | 'admin.doctors.bulkRegister'
  | 'admin.mp.grant'
  | 'direct.doctors.search'

export const doctorHandlers: HandlersFor<Catalogue, DoctorCalls> = {
  /** The public directory: approved, active doctors only, no contact data, and a keyword that matches only names and kana. */
  'direct.doctors.search': async ({ db, body }) => {
    const page = await searchDoctors(db, { ...body, publicKeyword: true, allowed: true, frozen: false, sort: 'lastNameKana', order: 'asc' })
    return {
      nextCursorKey: page.nextCursorKey,
      items: page.items.map((d) => ({
        id: d.id,
        lastName: d.lastName,
        firstName: d.firstName,
        lastNameKana: d.lastNameKana,
        firstNameKana: d.firstNameKana,
        organizationName: d.organizationName,
        expertiseIds: d.expertiseIds,
        prefecture: d.prefecture,
      })),
    }
  },
  'general.doctors.list': async ({ db, query }) =>
    searchDoctors(db, {
      ...query,
      allowed: queryBool(query.allowed),
      frozen: queryBool((query as { frozen?: 'true' | 'false' }).frozen),
      organizationIds: query.organizationId ? [query.organizationId] : undefined,
      expertiseIds: query.expertiseId ? [query.expertiseId] : undefined,
      prefectures: query.prefecture ? [query.prefecture] : undefined,
    }),
  // owner: staff, or the doctor themself (support/caller.ts)
  'general.doctors.get': async ({ db, caller, params }) => {
    assertOwner(caller, 'doctor', params.doctorID)
    return { payload: await findDoctor(db, params.doctorID) }
  },
  'general.doctors.update': async ({ db, caller, params, body }) => {
    assertOwner(caller, 'doctor', params.doctorID)
    return { payload: await updateDoctor(db, params.doctorID, body) }
  },
  'admin.doctors.search': async ({ db, body }) => searchDoctors(db, body),
  'admin.doctors.create': async ({ db, body }) => {
    const id = await db.transaction((tx) => insertDoctor(tx, body))
    return { payload: await findDoctor(db, id), status: 201 }
  },
  'admin.doctors.update': async ({ db, params, body }) => ({
    payload: await db.transaction((tx) => updateDoctor(tx, params.doctorID, body)),
  }),
  'admin.doctors.delete': async ({ db, params }) => {
    const rows = await db.query<ColumnsOf<typeof doctors, 'id' | 'deleted_at'>>(
      sql`UPDATE doctors SET deleted_at = now(), updated_at = now() WHERE id = ${params.doctorID} AND deleted_at IS NULL RETURNING id, deleted_at`,
    )
    const row = rows[0] ?? notFound('医師')
    return { payload: { id: row.id, deletedAt: iso(row.deleted_at) } }
  },
  'admin.doctors.setStatus': async ({ db, params, body }) => {
    const rows = await db.query(sql`
      UPDATE doctors SET allowed = COALESCE(${body.allowed ?? null}::boolean, allowed),
        frozen = COALESCE(${body.frozen ?? null}::boolean, frozen), updated_at = now(), version = version + 1
      WHERE id = ${params.doctorID} AND deleted_at IS NULL RETURNING id`)
    if (rows.length === 0) notFound('医師')
    return { payload: await findDoctor(db, params.doctorID) }
  },
  'admin.doctors.bulkRegister': async ({ db, body }) => ({
    payload: await bulkRegisterSet(db, 'doctors', body.rows, { check: checkDoctors, insertMany: insertDoctors, insertOne: insertDoctor }),
  }),
  'admin.mp.grant': async ({ db, body, caller }) => {
    // One outcome per doctor: a doctor named twice would be granted twice. The console never sends one
    // twice (its selection and the paste/file resolution keep each doctor once), so a repeat is refused.
    const seen = new Set<string>()
    const repeated = new Set<string>()
    for (const id of body.doctorIds) (seen.has(id) ? repeated : seen).add(id)
    if (repeated.size) throw new ApiFailure(400, `doctorIds: 同じ医師が複数回指定されています（${[...repeated].join(', ')}）`)
    const results = await db.transaction(async (tx) => {
      const out: { doctorId: string; ok: boolean; balance: number; error: string | null }[] = []
      for (const doctorId of body.doctorIds) {
        // A frozen doctor's MP does not move (a grant nor a take-back): refused, the others go on.
        const frozen = await tx.query<ColumnsOf<typeof doctors, 'mp_balance'>>(
          sql`SELECT mp_balance FROM doctors WHERE id = ${doctorId} AND deleted_at IS NULL AND frozen`,
        )
        if (frozen[0]) {
          out.push({ doctorId, ok: false, balance: Number(frozen[0].mp_balance), error: '凍結中の医師にはMPを付与できません' })
          continue
        }
        const moved = await moveMp(tx, { doctorId, amount: body.amount, kind: 'grant', reason: body.note ?? 'MP付与', operatorId: caller?.operator?.id ?? null })
        if (moved) {
          out.push({ doctorId, ok: true, balance: moved.balance, error: null })
          continue
        }
        const current = await tx.query<ColumnsOf<typeof doctors, 'mp_balance' | 'deleted_at'>>(
          sql`SELECT mp_balance, deleted_at FROM doctors WHERE id = ${doctorId}`,
        )
        const row = current[0]
        out.push({
          doctorId,
          ok: false,
          balance: row ? Number(row.mp_balance) : 0,
          error: !row || row.deleted_at != null ? '医師が見つかりません' : `保有MP（${row.mp_balance}）を下回るため減算できません`,
        })
      }
      return out
    })
    if (results.every((r) => !r.ok)) throw new ApiFailure(422, ...results.map((r) => r.error ?? 'MPを付与できませんでした'))
    return { payload: { results } }
  },
}
