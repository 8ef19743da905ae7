/** The doctors' SQL (医師) and its one mapper, `toDoctor` (with the organisation's name). */
import { eq, isNull, sql, type SQL } from 'drizzle-orm'
import { Doctor as DoctorSchema, DoctorInput, DoctorProfileInput, doctorSortKeys, type DoctorSearch } from '#domain/doctor'
import type { Db } from '../../db/db'
import { build, columnList, columnNamesOf, readRecord, recordColumns, recordset, selectList, sortColumns as sortColumnsOf, writeValues } from '../../db/records'
import { insertReturningId, liveVersion, updateAtVersion } from '../../db/writes'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { joinOrganization, organizationName } from '../organization'
import { doctors } from './doctor.table'
import { textArray } from '../../db/sql-lists'
import type { Recorded } from '../support/audit'
import type { RecommendTargetSql } from '../support/recommend-target'
import type { TrashKind } from '../support/trash'
import { recorded } from '../support/audit'
import type { BatchTarget } from '../batch'
import { notFound, type Json } from '../support/handler'
import { iso, keywordMatch, selectPage, type SortValue } from '../support/paging'
import { hitCondition, type SearchHitsSql } from '../support/search-hits'

/**
 * The columns the record shows: its fields that are columns (db/records.ts), plus the notification
 * settings it nests. Not d.*: search_text and the account binding are never sent, and parsing them
 * cost every page.
 */
const shown = recordColumns(doctors, DoctorSchema.fields, ['notificationDisabled', 'receptionFrequency'])
/** What a create writes: the input's fields. */
const written = recordColumns(doctors, DoctorInput.fields)
/** What the doctor themself edits (an update writes these always, the rest of `written` only where given). */
const profile = recordColumns(doctors, DoctorProfileInput.fields)

type DoctorRow = RowOf<typeof doctors> & { organization_name: string | null } & SortValue

const toDoctor = (r: DoctorRow): Json<typeof DoctorSchema> => {
  const { notificationDisabled, receptionFrequency, ...record } = readRecord(shown, r)
  return { ...record, organizationName: r.organization_name, notification: { disabled: notificationDisabled, receptionFrequency } } as Json<typeof DoctorSchema>
}

const select = (sortValue: SQL = sql`NULL`) => sql`
  SELECT ${selectList(shown, 'd')}, ${organizationName} AS organization_name, ${sortValue} AS sort_value
  FROM doctors d ${joinOrganization(sql`d.organization_id`)}`

const sortColumns = sortColumnsOf(doctors, doctorSortKeys, 'd', { email: 'lower(d.email)' })

/** The doctor (a deleted one only `includeDeleted`), or 404. */
export const find = async (db: Db, id: string, includeDeleted = false): Promise<Json<typeof DoctorSchema>> => {
  const rows = await db.query<DoctorRow>(sql`${select()} WHERE d.id = ${id}`)
  const row = rows[0]
  if (!row || (row.deleted_at != null && !includeDeleted)) return notFound('医師')
  return toDoctor(row)
}

/** Doctors by id, deleted ones too (the CSV 一括更新 names them): id → the record. */
export const findMany = async (db: Db, ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, { readonly record: Json<typeof DoctorSchema>; readonly deleted: boolean }>> =>
  new Map((await db.query<DoctorRow>(sql`${select()} WHERE d.id = ANY(${textArray(ids)})`)).map((r) => [r.id, { record: toDoctor(r), deleted: r.deleted_at != null }]))

/** The staff search's filters (the catalogue's `DoctorSearch`), and for the public directory `publicKeyword`. */
export type DoctorFilter = DoctorSearch & {
  /** The keyword matches only what the public directory shows (never the e-mail). */
  readonly publicKeyword?: boolean | undefined
}

export const search = (db: Db, f: DoctorFilter) => {
  const where: SQL[] = []
  if (!f.includeDeleted) where.push(sql`d.deleted_at IS NULL`)
  // the public directory matches what it shows (names, kana: public_search_text, with its own
  // indexes), staff every searchable field (search_text adds the e-mail)
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
  return selectPage(db, f, { select, where, columns: sortColumns, defaultSort: 'createdAt', toItem: toDoctor, table: 'd.' })
}

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

export const insert = (db: Db, input: DoctorInput): Promise<string> => insertReturningId(db, doctors, writeValues(written, input))

/** One INSERT for a whole batch (json_to_recordset keeps the text[] columns); the ids in the inputs' order. */
export const insertMany = async (db: Db, inputs: ReadonlyArray<DoctorInput>): Promise<ReadonlyArray<string>> => {
  const rows = await db.query<{ id: string; n: number }>(sql`
    WITH input AS (SELECT * FROM ${recordset(written, inputs)}),
    created AS (
      INSERT INTO doctors (${columnList(written)}) SELECT ${columnList(written)} FROM input ORDER BY n RETURNING id, email
    )
    SELECT c.id, i.n FROM created c JOIN input i ON lower(i.email) = lower(c.email) ORDER BY i.n`)
  return rows.map((r) => r.id)
}

/** A profile update: the e-mail and approval only where given (the doctor themself sends neither). */
export type ProfileUpdate = Omit<DoctorInput, 'email' | 'allowed'> & { email?: string; allowed?: boolean; version: number }

/** Update the live doctor at the version read; false when someone saved in between. */
export const update = (db: Db, id: string, input: ProfileUpdate): Promise<boolean> =>
  updateAtVersion(db, doctors, id, input.version, { ...writeValues(written, input, 'omit'), ...writeValues(profile, input) }, isNull(doctors.deletedAt))

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

// ── What other areas read and change of doctors (exported by ./index.ts). No other area names the table.

/** Add `amount` to the live doctor's balance unless it would drop below zero; the new balance, or undefined (nothing written). */
export const addToBalance = async (tx: Db, id: string, amount: number): Promise<number | undefined> => {
  const rows = await tx.query<ColumnsOf<typeof doctors, 'mp_balance'>>(sql`
    UPDATE doctors SET mp_balance = mp_balance + ${amount}, updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL AND mp_balance + ${amount} >= 0
    RETURNING mp_balance`)
  return rows[0] && Number(rows[0].mp_balance)
}

/** The doctor's balance (deleted or not); undefined when there is none. */
export const balance = async (db: Db, id: string): Promise<number | undefined> => (await balanceOf(db, id))?.balance

/** The doctor's e-mail settings (stored on the doctor's row). */
export const notificationSettings = async (db: Db, id: string) => {
  const rows = await db.query<ColumnsOf<typeof doctors, 'notification_disabled' | 'reception_frequency'>>(
    sql`SELECT notification_disabled, reception_frequency FROM doctors WHERE id = ${id}`,
  )
  const row = rows[0]
  return row && { disabled: row.notification_disabled, receptionFrequency: row.reception_frequency }
}

/** Change the doctor's e-mail settings (those given). */
export const setNotificationSettings = async (
  db: Db,
  id: string,
  settings: { readonly disabled?: boolean | undefined; readonly receptionFrequency?: string | undefined },
): Promise<void> => {
  await db.query(
    build
      .update(doctors)
      .set({
        ...(settings.disabled === undefined ? {} : { notificationDisabled: settings.disabled }),
        ...(settings.receptionFrequency === undefined ? {} : { receptionFrequency: settings.receptionFrequency }),
        updatedAt: sql`now()`,
      })
      .where(eq(doctors.id, id))
      .getSQL(),
  )
}

/** Unlink every doctor (deleted ones too) from an organisation about to be deleted. */
export const detachOrganization = async (db: Db, organizationId: string): Promise<void> => {
  await db.query(sql`UPDATE doctors SET organization_id = NULL WHERE organization_id = ${organizationId}`)
}

/** The live doctors of each organisation (an organisation with none is absent). */
export const liveCountsByOrganization = async (db: Db, organizationIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, number>> =>
  new Map(
    organizationIds.length
      ? (
          await db.query<{ organization_id: string; n: number }>(sql`
            SELECT organization_id, count(*)::int AS n FROM doctors
            WHERE organization_id = ANY(${textArray(organizationIds)}) AND deleted_at IS NULL GROUP BY organization_id`)
        ).map((r) => [r.organization_id, Number(r.n)])
      : [],
  )

/** A live doctor with this id. */
export const liveExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM doctors WHERE id = ${id} AND deleted_at IS NULL`)).length > 0

/** A live (not deleted), not frozen doctor with this e-mail (case-insensitive). */
export const activeWithEmail = async (db: Db, email: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM doctors WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND NOT frozen`)).length > 0

/** Live doctors by expertise: `(doctor_id, expertise_id)` for every node a live doctor holds (a query to select from). */
export const expertiseHeld = sql`SELECT d.id AS doctor_id, x.id AS expertise_id
  FROM doctors d CROSS JOIN LATERAL unnest(d.expertise_ids) AS x(id) WHERE d.deleted_at IS NULL`

/** The live doctors holding this expertise node. */
export const countHoldingExpertise = async (db: Db, expertiseId: string): Promise<number> => {
  const rows = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors WHERE ${expertiseId} = ANY(expertise_ids) AND deleted_at IS NULL`)
  return Number(rows[0]?.n ?? 0)
}

/** The home dashboard's doctor figures: live doctors, approved, frozen, and the MP they hold. */
export const figures = async (db: Db) => {
  const [d] = await db.query<Record<string, number | string>>(sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE allowed) AS allowed, count(*) FILTER (WHERE frozen) AS frozen,
      COALESCE(sum(mp_balance), 0) AS outstanding
    FROM doctors WHERE deleted_at IS NULL`)
  return { total: Number(d?.total ?? 0), allowed: Number(d?.allowed ?? 0), frozen: Number(d?.frozen ?? 0), outstanding: Number(d?.outstanding ?? 0) }
}

/** The notification feed's source: live doctors as (id, name, created_at), newest registrations included (a query to select from). */
export const registrations = sql`SELECT id, last_name || ' ' || first_name AS name, created_at FROM doctors WHERE deleted_at IS NULL`

/** The audit log's names: `(id, name)` of these doctors, soft-deleted ones too (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, last_name || ' ' || first_name AS name FROM doctors WHERE id = ANY(${ids})`

/** The console search's part (support/search-hits.ts): live doctors by name, kana or e-mail (the list's folded text), newest first. */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT d.id, d.last_name || ' ' || d.first_name AS title, d.email AS detail, NULL::text AS status FROM doctors d
  WHERE d.deleted_at IS NULL AND ${hitCondition(ask, sql`d.id`, sql`d.search_text`, { chars: true, trigrams: true })}
  ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit}`

/**
 * Joining a doctor into another area's query: `JOIN doctors d ON d.id = <on>`, then the fragments
 * below read the joined row (`d`).
 */
export const joinDoctor = (on: SQL) => sql`JOIN doctors d ON d.id = ${on}`
/** Select-list item: the joined doctor's display name, `AS doctor_name` (lists show it beside what a doctor wrote or asked for). */
export const doctorName = sql`d.last_name || ' ' || d.first_name AS doctor_name`
/** The column `doctorName` adds to a row. */
export type DoctorName = { readonly doctor_name: string }
/** The joined doctor's e-mail. */
export const doctorEmail = sql`d.email`
/** What a staff keyword matches of the joined doctor (names, kana, e-mail: `search_text`, with its indexes). */
export const doctorSearchText = sql`d.search_text`
/** The joined doctor's names and kana as one text (to fold into another area's keyword text). */
export const doctorNameText = sql`d.last_name || d.first_name || ' ' || d.last_name_kana || d.first_name_kana`

// ── Sign-in (server/src/auth.ts): the Firebase uid binding (docs/auth.md).

type Bound = ColumnsOf<typeof doctors, 'id' | 'frozen'>

/** The live doctor bound to this uid. */
export const boundTo = async (db: Db, uid: string): Promise<Bound | undefined> =>
  (await db.query<Bound>(sql`SELECT id, frozen FROM doctors WHERE firebase_uid = ${uid} AND deleted_at IS NULL`))[0]

/** Bind the unbound live doctor with this e-mail to `uid` (only while still unbound); the doctor, or undefined. */
export const bindByEmail = async (db: Db, uid: string, email: string): Promise<Bound | undefined> =>
  (
    await db.query<Bound>(sql`UPDATE doctors SET firebase_uid = ${uid}
      WHERE lower(email) = lower(${email}) AND firebase_uid IS NULL AND deleted_at IS NULL RETURNING id, frozen`)
  )[0]

/** Drop every binding to a uid not among `known` (a query of uids); how many. */
export const dropBindingsNotIn = async (tx: Db, known: SQL): Promise<number> =>
  (await tx.query(sql`UPDATE doctors SET firebase_uid = NULL WHERE firebase_uid IS NOT NULL AND firebase_uid NOT IN ${known} RETURNING 1`)).length

/** A doctor as a recommend slot's target: the display name; public as in the directory (approved, not frozen). */
export const recommendTarget: RecommendTargetSql = {
  table: 'doctors',
  title: `t.last_name || ' ' || t.first_name`,
  live: 't.deleted_at IS NULL',
  publicOnly: 't.deleted_at IS NULL AND t.allowed AND NOT t.frozen',
}

/** The doctors' ゴミ箱 (support/trash.ts): the soft-deleted rows of this table. */
export const trash = (recorded: Recorded): TrashKind => ({
  table: 'doctors',
  what: '医師',
  targetType: 'doctor',
  deleteAction: 'doctors.delete',
  purgeAction: 'doctors.purge',
  name: sql`t.last_name || ' ' || t.first_name`,
  note: sql`t.email`,
  recorded,
  unique: { column: 'email', label: 'メールアドレス' },
})
/** What the audit log records of a doctor: the input's columns, the notification settings, the status, the balance, the deletion. */
export const recordedDoctor = recorded(doctors, ...columnNamesOf(recordColumns(doctors, DoctorInput.fields, ['notificationDisabled', 'receptionFrequency', 'frozen', 'mpBalance', 'deletedAt'])))

/** A batch's rows of doctors (server/src/areas/batch): the live doctor's version, and an update of only the given input fields. */
export const batchTarget: BatchTarget = {
  targetType: 'doctor',
  recorded: recordedDoctor,
  version: (db, id) => liveVersion(db, doctors, id, isNull(doctors.deletedAt)),
  setFields: (db, id, values, version) => updateAtVersion(db, doctors, id, version, writeValues(written, values, 'omit'), isNull(doctors.deletedAt)),
  names: auditNames,
}
