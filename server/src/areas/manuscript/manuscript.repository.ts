/**
 * The manuscripts' SQL (原稿: manuscripts, their holds, reviews and offers; denial reasons) and one
 * mapper per shape: `toManuscript` (the record's columns derived, db/records.ts; with the doctor's
 * name, tags, latest hold and offer), `toReview`, `toDenialReason`, the hold history entry.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import { Manuscript as ManuscriptSchema, ManuscriptInput, manuscriptRecord, type ManuscriptStatus, type Review as ReviewSchema } from '#domain/manuscript'
import type { Db } from '../../db/db'
import { build, readRecord, recordColumns, selectList, writeValues } from '../../db/records'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { manuscripts, type denialReasons, type manuscriptHolds, type offers, type reviews } from './manuscript.table'
import { inList, textArray } from '../../db/sql-lists'
import { taggedWithAny, tagIdsOf, type TagIds } from '../tag'
import { doctorName, doctorNameText, joinDoctor, liveExists, type DoctorName } from '../doctor'
import { activeExists } from '../client'
import type { RecommendTargetSql } from '../support/recommend-target'
import type { Recorded } from '../support/audit'
import { notFound, type Json } from '../support/handler'
import type { TrashKind } from '../support/trash'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from '../support/paging'
import { hitCondition, type SearchHitsSql } from '../support/search-hits'

type Hold = RowOf<typeof manuscriptHolds>
/** The latest hold's columns (LEFT JOIN LATERAL: all null without one). */
type LatestHold = { hold_held: Hold['held'] | null; hold_reason: Hold['reason']; hold_by: Hold['operator_id'] | null; hold_at: Hold['created_at'] | null }
type ManuscriptRow = RowOf<typeof manuscripts, { status: ManuscriptStatus }> &
  DoctorName &
  TagIds &
  LatestHold & { latest_offered_at: RowOf<typeof offers>['created_at'] | null } & SortValue

/** The columns the record shows: its fields that are columns (db/records.ts). */
const shown = recordColumns(manuscripts, ManuscriptSchema.fields)
/** What a create writes: the input's fields that are columns (its tags are the tag area's). */
const written = recordColumns(manuscripts, ManuscriptInput.fields)
/** What an edit writes: the edit form's fields that are columns (status moves and the author have calls of their own). */
const edited = recordColumns(manuscripts, Object.fromEntries(manuscriptRecord.form.map((key) => [key, key])))

const toManuscript = (r: ManuscriptRow): Json<typeof ManuscriptSchema> =>
  ({
    ...readRecord(shown, r),
    doctorName: r.doctor_name,
    tagIds: r.tag_ids ?? [],
    hold: r.hold_held ? { reason: r.hold_reason ?? '', heldBy: r.hold_by as string, heldAt: iso(r.hold_at) } : null,
    latestOfferedAt: isoOrNull(r.latest_offered_at),
  }) as Json<typeof ManuscriptSchema>

const select = (sortValue: SQL = sql`NULL`) => sql`
  SELECT ${selectList(shown, 'm')}, ${doctorName},
    ${tagIdsOf('manuscript', 'm.id')},
    h.held AS hold_held, h.reason AS hold_reason, h.operator_id AS hold_by, h.created_at AS hold_at,
    (SELECT max(o.created_at) FROM offers o WHERE o.manuscript_id = m.id) AS latest_offered_at,
    ${sortValue} AS sort_value
  FROM manuscripts m ${joinDoctor(sql`m.doctor_id`)}
  LEFT JOIN LATERAL (SELECT * FROM manuscript_holds mh WHERE mh.manuscript_id = m.id ORDER BY mh.created_at DESC, mh.id DESC LIMIT 1) h ON TRUE`

const sortColumns = {
  createdAt: 'm.created_at',
  updatedAt: 'm.updated_at',
  submittedAt: 'm.submitted_at',
  title: 'm.title',
  latestOfferedAt: '(SELECT max(o.created_at) FROM offers o WHERE o.manuscript_id = m.id)',
}

/** The live manuscript, or 404. */
export const find = async (db: Db, id: string): Promise<Json<typeof ManuscriptSchema>> => {
  const rows = await db.query<ManuscriptRow>(sql`${select()} WHERE m.id = ${id} AND m.deleted_at IS NULL`)
  return toManuscript(rows[0] ?? notFound('原稿'))
}

export interface ManuscriptFilter extends PageRequest {
  readonly keyword?: string | undefined
  readonly statuses?: ReadonlyArray<ManuscriptStatus> | undefined
  readonly doctorIds?: ReadonlyArray<string> | undefined
  readonly tagIds?: ReadonlyArray<string> | undefined
  readonly expertiseIds?: ReadonlyArray<string> | undefined
  readonly held?: boolean | undefined
  readonly submittedFrom?: string | undefined
  readonly submittedTo?: string | undefined
}

/** Live manuscripts. */
export const search = (db: Db, f: ManuscriptFilter, defaultSort = 'createdAt') => {
  const where: SQL[] = [sql`m.deleted_at IS NULL`]
  const keyword = keywordMatch(sql`medicolle_fold(m.title || ' ' || m.contents || ' ' || ${doctorNameText})`, f.keyword)
  if (keyword) where.push(keyword)
  if (f.statuses?.length) where.push(inList(sql`m.status`, f.statuses))
  if (f.doctorIds?.length) where.push(inList(sql`m.doctor_id`, f.doctorIds))
  if (f.tagIds?.length)
    where.push(taggedWithAny('manuscript', sql`m.id`, f.tagIds))
  if (f.expertiseIds?.length) where.push(sql`m.expertise_ids && ${textArray(f.expertiseIds)}`)
  if (f.held !== undefined) where.push(f.held ? sql`h.held IS TRUE` : sql`h.held IS NOT TRUE`)
  if (f.submittedFrom) where.push(sql`m.submitted_at >= (${f.submittedFrom}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
  if (f.submittedTo) where.push(sql`m.submitted_at < (${f.submittedTo}::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
  return keysetPage<ManuscriptRow, Json<typeof ManuscriptSchema>>(
    f,
    sortColumns,
    defaultSort,
    (sortValue, after, orderBy, limit) =>
      db.query<ManuscriptRow>(sql`${select(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toManuscript,
    'm.',
  )
}

/** The live manuscript is acceptable (what a client may read). */
export const isAcceptable = async (db: Db, id: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM manuscripts WHERE id = ${id} AND deleted_at IS NULL AND status = 'acceptable'`)).length > 0

/** Whether the live manuscript is this doctor's; undefined when there is none. */
export const ownedBy = async (db: Db, id: string, doctorId: string | null): Promise<boolean | undefined> => {
  const rows = await db.query<{ mine: boolean }>(sql`SELECT doctor_id = ${doctorId} AS mine FROM manuscripts WHERE id = ${id} AND deleted_at IS NULL`)
  return rows[0]?.mine
}

/** The live manuscript's status, the manuscript locked for the transaction; undefined when there is none. */
export const lockStatus = async (tx: Db, id: string): Promise<ManuscriptStatus | undefined> => {
  const rows = await tx.query<ColumnsOf<typeof manuscripts, 'status', { status: ManuscriptStatus }>>(
    sql`SELECT status FROM manuscripts WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`,
  )
  return rows[0]?.status
}

/** Set the status (submission and review stamp their time). */
export const setStatus = async (tx: Db, id: string, to: ManuscriptStatus): Promise<void> => {
  await tx.query(sql`
    UPDATE manuscripts SET status = ${to},
      submitted_at = CASE WHEN ${to} = 'under_review' THEN now() ELSE submitted_at END,
      reviewed_at = CASE WHEN ${to} = 'reviewed' THEN now() ELSE reviewed_at END,
      updated_at = now()
    WHERE id = ${id}`)
}

/** A live doctor with this id exists. */
export const liveDoctorExists = (db: Db, doctorId: string): Promise<boolean> => liveExists(db, doctorId)

/**
 * A new manuscript (contents sanitised by the caller; a field left out takes the column's default:
 * no files, a draft); submitted now when created under review.
 */
export const insert = async (tx: Db, m: Readonly<Record<string, unknown>> & { readonly doctorId: string; readonly status?: ManuscriptStatus | undefined }): Promise<string> => {
  const rows = await tx.query<ColumnsOf<typeof manuscripts, 'id'>>(
    build
      .insert(manuscripts)
      .values({ ...writeValues(written, m, 'omit'), submittedAt: m.status === 'under_review' ? sql`now()` : null })
      .returning({ id: manuscripts.id })
      .getSQL(),
  )
  return rows[0]!.id
}

/** The manuscript's version and attached files. */
export const versionAndFiles = async (db: Db, id: string) => {
  const rows = await db.query<ColumnsOf<typeof manuscripts, 'version' | 'file_ids'>>(sql`SELECT version, file_ids FROM manuscripts WHERE id = ${id}`)
  return { version: Number(rows[0]?.version), fileIds: rows[0]?.file_ids ?? [] }
}

/** Update at the version read (a field left out, the files: it stays); false when someone saved in between. */
export const update = async (tx: Db, id: string, version: number, m: object): Promise<boolean> => {
  const rows = await tx.query(
    build
      .update(manuscripts)
      .set({ ...writeValues(edited, m, 'omit'), updatedAt: sql`now()`, version: sql`${manuscripts.version} + 1` })
      .where(and(eq(manuscripts.id, id), eq(manuscripts.version, version)))
      .returning({ id: manuscripts.id })
      .getSQL(),
  )
  return rows.length > 0
}

export const attachFile = async (tx: Db, id: string, fileId: string): Promise<void> => {
  await tx.query(sql`UPDATE manuscripts SET file_ids = array_append(file_ids, ${fileId}), updated_at = now() WHERE id = ${id}`)
}

/** Soft-delete the live manuscript; when, or undefined when there is none. */
export const softDelete = async (db: Db, id: string) => {
  const rows = await db.query<ColumnsOf<typeof manuscripts, 'id' | 'deleted_at'>>(
    sql`UPDATE manuscripts SET deleted_at = now(), updated_at = now() WHERE id = ${id} AND deleted_at IS NULL RETURNING id, deleted_at`,
  )
  return rows[0] && { id: rows[0].id, deletedAt: iso(rows[0].deleted_at) }
}

// ---------------------------------------------------------------------------------------------
// Holds and offers

/** Hold or release (a row of the hold history) and touch the manuscript. */
export const insertHold = async (tx: Db, id: string, h: { readonly held: boolean; readonly reason: string | null; readonly operatorId: string }) => {
  await tx.query(sql`
    INSERT INTO manuscript_holds (manuscript_id, held, reason, operator_id)
    VALUES (${id}, ${h.held}, ${h.reason}, ${h.operatorId})`)
  await tx.query(sql`UPDATE manuscripts SET updated_at = now() WHERE id = ${id}`)
}

/** The manuscript's holds and releases, newest first. */
export const holdHistory = async (db: Db, id: string) =>
  (await db.query<Hold>(sql`SELECT * FROM manuscript_holds WHERE manuscript_id = ${id} ORDER BY created_at DESC, id DESC`)).map((r) => ({
    held: r.held,
    reason: r.reason,
    by: r.operator_id,
    at: iso(r.created_at),
  }))

/** A live, active (not suspended) client with this id exists. */
export const activeClientExists = (db: Db, clientId: string): Promise<boolean> => activeExists(db, clientId)

export const insertOffer = async (tx: Db, o: { readonly manuscriptId: string; readonly clientId: string; readonly message: string }) => {
  const rows = await tx.query<ColumnsOf<typeof offers, 'id' | 'created_at'>>(sql`
    INSERT INTO offers (manuscript_id, client_id, message) VALUES (${o.manuscriptId}, ${o.clientId}, ${o.message}) RETURNING id, created_at`)
  return { id: rows[0]!.id, createdAt: iso(rows[0]!.created_at) }
}

// ---------------------------------------------------------------------------------------------
// Reviews and denial reasons

type ReviewRow = RowOf<typeof reviews, { result: Json<typeof ReviewSchema>['result'] }> & SortValue

const toReview = (r: ReviewRow): Json<typeof ReviewSchema> =>
  ({
    id: r.id,
    manuscriptId: r.manuscript_id,
    operatorId: r.operator_id,
    result: r.result,
    denialReasonIds: r.denial_reason_ids ?? [],
    comment: r.comment,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Json<typeof ReviewSchema>

export const searchReviews = (db: Db, f: PageRequest & { manuscriptId?: string | undefined; result?: string | undefined }) => {
  const where: SQL[] = [sql`TRUE`]
  if (f.manuscriptId) where.push(sql`r.manuscript_id = ${f.manuscriptId}`)
  if (f.result) where.push(sql`r.result = ${f.result}`)
  return keysetPage<ReviewRow, Json<typeof ReviewSchema>>(
    f,
    { createdAt: 'r.created_at' },
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<ReviewRow>(sql`SELECT r.*, ${sortValue} AS sort_value FROM reviews r WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toReview,
    'r.',
  )
}

/** The manuscript's review, or 404. */
export const findReview = async (db: Db, manuscriptId: string, reviewId: string) => {
  const rows = await db.query<ReviewRow>(sql`SELECT r.*, NULL AS sort_value FROM reviews r WHERE r.id = ${reviewId} AND r.manuscript_id = ${manuscriptId}`)
  return toReview(rows[0] ?? notFound('審査'))
}

export const insertReview = async (
  tx: Db,
  r: { readonly manuscriptId: string; readonly operatorId: string; readonly result: string; readonly denialReasonIds: ReadonlyArray<string>; readonly comment: string | null | undefined },
): Promise<string> => {
  const rows = await tx.query<ColumnsOf<typeof reviews, 'id'>>(sql`
    INSERT INTO reviews (manuscript_id, operator_id, result, denial_reason_ids, comment)
    VALUES (${r.manuscriptId}, ${r.operatorId}, ${r.result}, ${textArray(r.denialReasonIds)}, ${r.comment})
    RETURNING id`)
  return rows[0]!.id
}

export const updateReview = async (db: Db, id: string, r: { readonly denialReasonIds: ReadonlyArray<string>; readonly comment: string | null | undefined }) => {
  await db.query(sql`
    UPDATE reviews SET denial_reason_ids = ${textArray(r.denialReasonIds)}, comment = ${r.comment}, updated_at = now()
    WHERE id = ${id}`)
}

type DenialReasonJson = Json<Catalogue['general.denialReasons.list']['payload']>
const toDenialReason = (r: RowOf<typeof denialReasons>): DenialReasonJson => ({ id: r.id, label: r.label, sortOrder: Number(r.sort_order) }) as DenialReasonJson

/** Every denial reason, in display order. */
export const allDenialReasons = async (db: Db) =>
  (await db.query<RowOf<typeof denialReasons>>(sql`SELECT * FROM denial_reasons ORDER BY sort_order, id`)).map(toDenialReason)

/** The denial reasons of these ids that exist, in display order. */
export const denialReasonsByIds = async (db: Db, ids: ReadonlyArray<string>) =>
  ids.length
    ? (await db.query<RowOf<typeof denialReasons>>(sql`SELECT * FROM denial_reasons WHERE ${inList(sql`id`, ids)} ORDER BY sort_order, id`)).map(toDenialReason)
    : []

// ── What other areas read of manuscripts (exported by ./index.ts).

/** The notification feed's source: live manuscripts under review as (id, title, submitted_at) (a query to select from). */
export const awaitingReview = sql`SELECT id, title, submitted_at FROM manuscripts WHERE status = 'under_review' AND deleted_at IS NULL AND submitted_at IS NOT NULL`

/** The home dashboard: live manuscripts by status. */
export const countsByStatus = async (db: Db): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await db.query<{ status: string; n: number | string }>(sql`SELECT status, count(*) AS n FROM manuscripts WHERE deleted_at IS NULL GROUP BY status ORDER BY status`)).map(
      (r) => [r.status, Number(r.n)],
    ),
  )

/** The audit log's names: `(id, name)` of these manuscripts (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, title AS name FROM manuscripts WHERE id = ANY(${ids})`

/** The console search's part (support/search-hits.ts): live manuscripts by title or their doctor's name, newest first; the doctor's name tells them apart. */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT id, title, doctor_name AS detail, status FROM (
    SELECT m.id, m.title, ${doctorName}, m.status, m.created_at FROM manuscripts m ${joinDoctor(sql`m.doctor_id`)}
    WHERE m.deleted_at IS NULL AND ${hitCondition(ask, sql`m.id`, sql`medicolle_fold(m.title || ' ' || ${doctorNameText})`)}
    ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit}
  ) x`
/** The audit log's names: `(id, name)` of these denial reasons (`ids`: a text array). */
export const denialReasonNames = (ids: SQL) => sql`SELECT id, label AS name FROM denial_reasons WHERE id = ANY(${ids})`

/** A manuscript as a recommend slot's target: its title; public when 掲載可 or already offered. */
export const recommendTarget: RecommendTargetSql = {
  table: 'manuscripts',
  title: 't.title',
  live: 't.deleted_at IS NULL',
  publicOnly: `t.deleted_at IS NULL AND t.status IN ('acceptable', 'offered')`,
}

/** The manuscripts' ゴミ箱 (support/trash.ts): the soft-deleted rows of this table, with their author's name. */
export const trash = (recorded: Recorded): TrashKind => ({
  table: 'manuscripts',
  what: '原稿',
  targetType: 'manuscript',
  deleteAction: 'manuscripts.delete',
  purgeAction: 'manuscripts.purge',
  name: sql`t.title`,
  note: sql`(SELECT d.doctor_name FROM (SELECT ${doctorName} FROM manuscripts m ${joinDoctor(sql`m.doctor_id`)} WHERE m.id = t.id) d)`,
  recorded,
})

/** Whether the manuscript's author is a live doctor (a restore needs one). */
export const authorLive = liveExists

/** The author of a manuscript, deleted or not. */
export const authorOf = async (db: Db, id: string): Promise<string | undefined> =>
  (await db.query<{ doctor_id: string }>(sql`SELECT doctor_id FROM manuscripts WHERE id = ${id}`))[0]?.doctor_id
