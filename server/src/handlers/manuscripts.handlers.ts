/**
 * Manuscripts (原稿): doctors' drafts, submission, operator status moves along
 * `manuscriptTransitions`, reviews (whose result moves a reviewed manuscript by
 * `statusAfterReview`), hold / hold release, offers (only to offerable = acceptable and not held),
 * denial reasons, and content uploads (stored as files, capped at 10 MB).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import {
  canMoveManuscript,
  manuscriptStatusLabels,
  statusAfterReview,
  type Manuscript as ManuscriptSchema,
  type ManuscriptStatus,
  type Review as ReviewSchema,
} from '#domain/manuscript'
import type { Db } from '../db/database'
import type { ColumnsOf, RowOf } from '../db/rows'
import type { denialReasons, manuscriptHolds, manuscripts, offers, reviews } from '../db/schema-content'
import { ApiFailure, notFound, type Caller, type HandlersFor, type Json } from './handler'
import { iso, isoOrNull, keysetPage, keywordMatch, type PageRequest, type SortValue } from './paging'
import { callerDoctorId, isStaff, notYours, ownerScope } from './support/caller'
import { doctorName, type DoctorName } from './support/doctor-name'
import { assertOwnFiles, storeUpload } from './support/uploads'
import { setContentTags, tagIdsOf, type TagIds } from './support/content-tags'
import { inList, textArray } from '../db/sql-lists'
import { sanitizeRichText } from './support/rich-text'
import { assertUpdated, assertVersion } from './support/version'

type Hold = RowOf<typeof manuscriptHolds>
/** The latest hold's columns (LEFT JOIN LATERAL: all null without one). */
type LatestHold = { hold_held: Hold['held'] | null; hold_reason: Hold['reason']; hold_by: Hold['operator_id'] | null; hold_at: Hold['created_at'] | null }
type ManuscriptRow = RowOf<typeof manuscripts, { status: ManuscriptStatus }> &
  DoctorName &
  TagIds &
  LatestHold & { latest_offered_at: RowOf<typeof offers>['created_at'] | null } & SortValue

const toManuscript = (r: ManuscriptRow): Json<typeof ManuscriptSchema> =>
  ({
    id: r.id,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    title: r.title,
    contents: r.contents,
    fileIds: r.file_ids ?? [],
    tagIds: r.tag_ids ?? [],
    expertiseIds: r.expertise_ids ?? [],
    status: r.status,
    hold: r.hold_held ? { reason: r.hold_reason ?? '', heldBy: r.hold_by as string, heldAt: iso(r.hold_at) } : null,
    submittedAt: isoOrNull(r.submitted_at),
    reviewedAt: isoOrNull(r.reviewed_at),
    latestOfferedAt: isoOrNull(r.latest_offered_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
  }) as Json<typeof ManuscriptSchema>

const select = (sortValue: SQL = sql`NULL`) => sql`
  SELECT m.*, ${doctorName},
    ${tagIdsOf('manuscript', 'm.id')},
    h.held AS hold_held, h.reason AS hold_reason, h.operator_id AS hold_by, h.created_at AS hold_at,
    (SELECT max(o.created_at) FROM offers o WHERE o.manuscript_id = m.id) AS latest_offered_at,
    ${sortValue} AS sort_value
  FROM manuscripts m JOIN doctors d ON d.id = m.doctor_id
  LEFT JOIN LATERAL (SELECT * FROM manuscript_holds mh WHERE mh.manuscript_id = m.id ORDER BY mh.created_at DESC, mh.id DESC LIMIT 1) h ON TRUE`

const sortColumns = {
  createdAt: 'm.created_at',
  updatedAt: 'm.updated_at',
  submittedAt: 'm.submitted_at',
  title: 'm.title',
  latestOfferedAt: '(SELECT max(o.created_at) FROM offers o WHERE o.manuscript_id = m.id)',
}

const findManuscript = async (db: Db, id: string): Promise<Json<typeof ManuscriptSchema>> => {
  const rows = await db.query<ManuscriptRow>(sql`${select()} WHERE m.id = ${id} AND m.deleted_at IS NULL`)
  return toManuscript(rows[0] ?? notFound('原稿'))
}

interface ManuscriptFilter extends PageRequest {
  readonly keyword?: string | undefined
  readonly statuses?: ReadonlyArray<ManuscriptStatus> | undefined
  readonly doctorIds?: ReadonlyArray<string> | undefined
  readonly tagIds?: ReadonlyArray<string> | undefined
  readonly expertiseIds?: ReadonlyArray<string> | undefined
  readonly held?: boolean | undefined
  readonly submittedFrom?: string | undefined
  readonly submittedTo?: string | undefined
}

const searchManuscripts = (db: Db, f: ManuscriptFilter, defaultSort = 'createdAt') => {
  const where: SQL[] = [sql`m.deleted_at IS NULL`]
  const keyword = keywordMatch(sql`lower(m.title || ' ' || m.contents || ' ' || d.last_name || d.first_name || ' ' || d.last_name_kana || d.first_name_kana)`, f.keyword)
  if (keyword) where.push(keyword)
  if (f.statuses?.length) where.push(inList(sql`m.status`, f.statuses))
  if (f.doctorIds?.length) where.push(inList(sql`m.doctor_id`, f.doctorIds))
  if (f.tagIds?.length)
    where.push(sql`EXISTS (SELECT 1 FROM content_tags ct WHERE ct.owner_kind = 'manuscript' AND ct.owner_id = m.id AND ${inList(sql`ct.tag_id`, f.tagIds)})`)
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

type ManuscriptQueryType = Catalogue['general.manuscripts.list']['query']['Type']
const fromQuery = (q: ManuscriptQueryType, status?: ManuscriptStatus): ManuscriptFilter => ({
  ...q,
  statuses: status ? [status] : q.status ? [q.status] : undefined,
  doctorIds: q.doctorId ? [q.doctorId] : undefined,
})

/**
 * Ownership (catalogue access `owner`, docs/auth.md): staff see and touch every manuscript; a
 * doctor only their own (the lists are narrowed to them in SQL); a client reads acceptable
 * manuscripts (to offer on them) and nothing else.
 */
const ownDoctorFilter = (caller: Caller | null, f: ManuscriptFilter): ManuscriptFilter => {
  const own = ownerScope(caller, 'doctor')
  return own === null ? f : { ...f, doctorIds: [own] }
}

const assertOwnsManuscript = async (db: Db, caller: Caller | null, id: string, clientMay?: 'read acceptable') => {
  if (isStaff(caller)) return
  if (clientMay && caller?.client && !caller.doctor) {
    const rows = await db.query(sql`SELECT 1 FROM manuscripts WHERE id = ${id} AND deleted_at IS NULL AND status = 'acceptable'`)
    if (!rows.length) notYours()
    return
  }
  const own = ownerScope(caller, 'doctor')
  const rows = await db.query<{ mine: boolean }>(sql`SELECT doctor_id = ${own} AS mine FROM manuscripts WHERE id = ${id} AND deleted_at IS NULL`)
  if (!rows.length) notFound('原稿')
  if (!rows[0]?.mine) notYours()
}

const refuseMove = (from: ManuscriptStatus, to: ManuscriptStatus): never => {
  throw new ApiFailure(422, `「${manuscriptStatusLabels[from]}」の原稿を「${manuscriptStatusLabels[to]}」にはできません`)
}

/** Move a manuscript (row locked by the caller's transaction) if the transition table allows it. */
const moveStatus = async (tx: Db, id: string, from: ManuscriptStatus, to: ManuscriptStatus) => {
  if (!canMoveManuscript(from, to)) refuseMove(from, to)
  await tx.query(sql`
    UPDATE manuscripts SET status = ${to},
      submitted_at = CASE WHEN ${to} = 'under_review' THEN now() ELSE submitted_at END,
      reviewed_at = CASE WHEN ${to} = 'reviewed' THEN now() ELSE reviewed_at END,
      updated_at = now()
    WHERE id = ${id}`)
}

const lockStatus = async (tx: Db, id: string): Promise<ManuscriptStatus> => {
  const rows = await tx.query<ColumnsOf<typeof manuscripts, 'status', { status: ManuscriptStatus }>>(sql`SELECT status FROM manuscripts WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`)
  return (rows[0] ?? notFound('原稿')).status
}

const requireOperator = (caller: Caller | null) => {
  if (!caller?.operator) throw new ApiFailure(403, 'この操作は運営スタッフのみ行えます')
  return caller.operator
}

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

const searchReviews = (db: Db, f: PageRequest & { manuscriptId?: string | undefined; result?: string | undefined }) => {
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

const findReview = async (db: Db, manuscriptId: string, reviewId: string) => {
  const rows = await db.query<ReviewRow>(sql`SELECT r.*, NULL AS sort_value FROM reviews r WHERE r.id = ${reviewId} AND r.manuscript_id = ${manuscriptId}`)
  return toReview(rows[0] ?? notFound('審査'))
}

const assertDenialReasons = async (db: Db, ids: ReadonlyArray<string>) => {
  const unique = [...new Set(ids)]
  if (!unique.length) return
  const rows = await db.query(sql`SELECT id FROM denial_reasons WHERE ${inList(sql`id`, unique)}`)
  if (rows.length !== unique.length) throw new ApiFailure(422, '存在しない否認理由が指定されています')
}


type ManuscriptCalls =
  | 'general.manuscripts.list'
  | 'general.manuscripts.acceptable'
  | 'general.manuscripts.latestOffered'
  | 'general.manuscripts.reviewed'
  | 'general.manuscripts.underReviews'
  | 'general.manuscripts.get'
  | 'general.manuscripts.create'
  | 'general.manuscripts.search'
  | 'general.manuscripts.update'
  | 'general.manuscripts.uploadContent'
  | 'general.manuscripts.reviews'
  | 'general.manuscripts.offer'
  | 'general.manuscripts.getReview'
  | 'general.manuscripts.createReview'
  | 'general.manuscripts.updateReview'
  | 'general.manuscripts.holdRelease'
  | 'general.reviews.list'
  | 'general.denialReasons.list'
  | 'general.denialReasons.lookup'
  | 'admin.manuscripts.delete'
  | 'admin.manuscripts.setStatus'
  | 'admin.manuscripts.hold'

export const manuscriptHandlers: HandlersFor<Catalogue, ManuscriptCalls> = {
  'general.manuscripts.list': async ({ db, caller, query }) => searchManuscripts(db, ownDoctorFilter(caller, fromQuery(query))),
  'general.manuscripts.acceptable': async ({ db, caller, query }) =>
    searchManuscripts(db, caller?.doctor && !isStaff(caller) ? ownDoctorFilter(caller, fromQuery(query, 'acceptable')) : fromQuery(query, 'acceptable')),
  'general.manuscripts.latestOffered': async ({ db, caller, query }) =>
    searchManuscripts(db, ownDoctorFilter(caller, fromQuery(query, 'offered')), 'latestOfferedAt'),
  'general.manuscripts.reviewed': async ({ db, caller, query }) => searchManuscripts(db, ownDoctorFilter(caller, fromQuery(query, 'reviewed'))),
  'general.manuscripts.underReviews': async ({ db, caller, query }) => searchManuscripts(db, ownDoctorFilter(caller, fromQuery(query, 'under_review'))),
  'general.manuscripts.get': async ({ db, caller, params }) => {
    await assertOwnsManuscript(db, caller, params.manuscriptID, 'read acceptable')
    return { payload: await findManuscript(db, params.manuscriptID) }
  },
  'general.manuscripts.search': async ({ db, caller, body }) => searchManuscripts(db, ownDoctorFilter(caller, body)),
  'general.manuscripts.create': async ({ db, caller, body }) => {
    const own = ownerScope(caller, 'doctor')
    if (own !== null && body.doctorId !== undefined && body.doctorId !== own) notYours()
    const doctorId = own ?? body.doctorId ?? (await callerDoctorId(db, caller))
    await assertOwnFiles(db, caller, body.fileIds ?? []) // a doctor attaches only files they uploaded
    const id = await db.transaction(async (tx) => {
      const doctor = await tx.query(sql`SELECT 1 FROM doctors WHERE id = ${doctorId} AND deleted_at IS NULL`)
      if (!doctor.length) throw new ApiFailure(422, '指定された医師が見つかりません')
      const rows = await tx.query<ColumnsOf<typeof manuscripts, 'id'>>(sql`
        INSERT INTO manuscripts (doctor_id, title, contents, file_ids, expertise_ids, status, submitted_at)
        VALUES (${doctorId}, ${body.title}, ${sanitizeRichText(body.contents)}, ${textArray(body.fileIds ?? [])}, ${textArray(body.expertiseIds)},
          ${body.status ?? 'draft'}, ${body.status === 'under_review' ? sql`now()` : null})
        RETURNING id`)
      const newId = rows[0]!.id
      await setContentTags(tx, 'manuscript', newId, body.tagIds)
      return newId
    })
    return { payload: await findManuscript(db, id), status: 201 }
  },
  'general.manuscripts.update': async ({ db, caller, params, body }) => {
    const id = params.manuscriptID
    await assertOwnsManuscript(db, caller, id)
    await db.transaction(async (tx) => {
      const from = await lockStatus(tx, id)
      if (from !== 'draft') throw new ApiFailure(422, `「${manuscriptStatusLabels[from]}」の原稿は編集できません`)
      const current = await tx.query<ColumnsOf<typeof manuscripts, 'version' | 'file_ids'>>(sql`SELECT version, file_ids FROM manuscripts WHERE id = ${id}`)
      assertVersion('原稿', Number(current[0]?.version), body.version)
      // files attached already stay (staff may have attached theirs); a doctor adds only their own
      const attached = new Set(current[0]?.file_ids ?? [])
      await assertOwnFiles(tx, caller, (body.fileIds ?? []).filter((fileId) => !attached.has(fileId)))
      const rows = await tx.query(sql`
        UPDATE manuscripts SET title = ${body.title}, contents = ${sanitizeRichText(body.contents)},
          file_ids = ${body.fileIds === undefined ? sql`file_ids` : textArray(body.fileIds)}, expertise_ids = ${textArray(body.expertiseIds)},
          updated_at = now(), version = version + 1
        WHERE id = ${id} AND version = ${body.version} RETURNING id`)
      assertUpdated('原稿', rows)
      await setContentTags(tx, 'manuscript', id, body.tagIds)
      if (body.status === 'under_review') await moveStatus(tx, id, from, 'under_review')
    })
    return { payload: await findManuscript(db, id) }
  },
  'general.manuscripts.uploadContent': async ({ db, caller, body, file }) => {
    if (body.manuscriptId) await assertOwnsManuscript(db, caller, body.manuscriptId)
    if (body.manuscriptId) await findManuscript(db, body.manuscriptId)
    // one transaction: a refused file is neither kept nor charged to the uploader's quota
    const stored = await db.transaction(async (tx) => {
      const stored = await storeUpload(tx, caller, file, 'manuscript', undefined, body.alt)
      if (stored.status === 'quarantined') throw new ApiFailure(422, 'マルウェアが検出されたため、このファイルは使用できません')
      if (body.manuscriptId)
        await tx.query(sql`UPDATE manuscripts SET file_ids = array_append(file_ids, ${stored.id}), updated_at = now() WHERE id = ${body.manuscriptId}`)
      return stored
    })
    return { payload: { fileId: stored.id, url: `/api/v1/files/${stored.id}`, contentType: stored.contentType }, status: 201 }
  },
  'general.manuscripts.reviews': async ({ db, caller, params }) => {
    await assertOwnsManuscript(db, caller, params.manuscriptID)
    await findManuscript(db, params.manuscriptID)
    return searchReviews(db, { manuscriptId: params.manuscriptID, limit: 100 })
  },
  'general.manuscripts.getReview': async ({ db, caller, params }) => {
    await assertOwnsManuscript(db, caller, params.manuscriptID)
    return { payload: await findReview(db, params.manuscriptID, params.reviewID) }
  },
  'general.manuscripts.createReview': async ({ db, caller, params, body }) => {
    const operator = requireOperator(caller)
    const id = params.manuscriptID
    const reviewId = await db.transaction(async (tx) => {
      let from = await lockStatus(tx, id)
      if (from === 'under_review') {
        await moveStatus(tx, id, from, 'reviewed')
        from = 'reviewed'
      }
      if (from !== 'reviewed') throw new ApiFailure(422, `「${manuscriptStatusLabels[from]}」の原稿は審査できません`)
      await assertDenialReasons(tx, body.denialReasonIds)
      const rows = await tx.query<ColumnsOf<typeof reviews, 'id'>>(sql`
        INSERT INTO reviews (manuscript_id, operator_id, result, denial_reason_ids, comment)
        VALUES (${id}, ${operator.id}, ${body.result}, ${textArray(body.result === 'accept' ? [] : body.denialReasonIds)}, ${body.comment})
        RETURNING id`)
      await moveStatus(tx, id, from, statusAfterReview[body.result])
      return rows[0]!.id
    })
    return { payload: await findReview(db, id, reviewId), status: 201 }
  },
  'general.manuscripts.updateReview': async ({ db, caller, params, body }) => {
    requireOperator(caller)
    const current = await findReview(db, params.manuscriptID, params.reviewID)
    if (current.result !== body.result) throw new ApiFailure(422, '審査結果は変更できません。新しい審査を登録してください')
    await assertDenialReasons(db, body.denialReasonIds)
    await db.query(sql`
      UPDATE reviews SET denial_reason_ids = ${textArray(body.result === 'accept' ? [] : body.denialReasonIds)}, comment = ${body.comment}, updated_at = now()
      WHERE id = ${params.reviewID}`)
    return { payload: await findReview(db, params.manuscriptID, params.reviewID) }
  },
  'general.manuscripts.offer': async ({ db, caller, params, body: input }) => {
    const id = params.manuscriptID
    // staff offer for any client; a client only as itself
    const own = ownerScope(caller, 'client')
    if (own !== null && input.clientId !== undefined && input.clientId !== own) notYours()
    const body = own === null ? input : { ...input, clientId: own as typeof input.clientId }
    const offer = await db.transaction(async (tx) => {
      const from = await lockStatus(tx, id)
      const m = await findManuscript(tx, id)
      if (m.hold) throw new ApiFailure(422, '保留中の原稿にはオファーできません。保留を解除してください')
      if (!body.clientId) throw new ApiFailure(422, 'オファーするクライアントを指定してください')
      const client = await tx.query(sql`SELECT 1 FROM clients WHERE id = ${body.clientId} AND deleted_at IS NULL AND suspended_at IS NULL`)
      if (!client.length) throw new ApiFailure(422, '指定されたクライアントが見つかりません')
      await moveStatus(tx, id, from, 'offered')
      const rows = await tx.query<ColumnsOf<typeof offers, 'id' | 'created_at'>>(sql`
        INSERT INTO offers (manuscript_id, client_id, message) VALUES (${id}, ${body.clientId}, ${body.message}) RETURNING id, created_at`)
      return rows[0]!
    })
    return {
      payload: { id: offer.id, manuscriptId: id, clientId: body.clientId as string, message: body.message, createdAt: iso(offer.created_at) },
      status: 201,
    }
  },
  'general.manuscripts.holdRelease': async ({ db, caller, params, body }) => {
    const operator = requireOperator(caller)
    const id = params.manuscriptID
    await db.transaction(async (tx) => {
      await lockStatus(tx, id)
      const held = (await findManuscript(tx, id)).hold !== null
      if (body.held && held) throw new ApiFailure(422, 'この原稿はすでに保留中です')
      if (!body.held && !held) throw new ApiFailure(422, 'この原稿は保留されていません')
      await tx.query(sql`
        INSERT INTO manuscript_holds (manuscript_id, held, reason, operator_id)
        VALUES (${id}, ${body.held}, ${body.held ? (body.reason ?? '').trim() : (body.reason?.trim() || null)}, ${operator.id})`)
      await tx.query(sql`UPDATE manuscripts SET updated_at = now() WHERE id = ${id}`)
    })
    return { payload: await findManuscript(db, id) }
  },
  'general.reviews.list': async ({ db, query }) => searchReviews(db, query),
  'general.denialReasons.list': async ({ db }) => ({
    items: (await db.query<RowOf<typeof denialReasons>>(sql`SELECT * FROM denial_reasons ORDER BY sort_order, id`)).map(
      (r) => ({ id: r.id, label: r.label, sortOrder: Number(r.sort_order) }) as Json<Catalogue['general.denialReasons.list']['payload']>,
    ),
    nextCursorKey: null,
  }),
  'general.denialReasons.lookup': async ({ db, body }) => ({
    items: body.ids.length
      ? (await db.query<RowOf<typeof denialReasons>>(sql`SELECT * FROM denial_reasons WHERE ${inList(sql`id`, body.ids)} ORDER BY sort_order, id`)).map(
          (r) => ({ id: r.id, label: r.label, sortOrder: Number(r.sort_order) }) as Json<Catalogue['general.denialReasons.list']['payload']>,
        )
      : [],
    nextCursorKey: null,
  }),
  'admin.manuscripts.delete': async ({ db, params }) => {
    const rows = await db.query<ColumnsOf<typeof manuscripts, 'id' | 'deleted_at'>>(
      sql`UPDATE manuscripts SET deleted_at = now(), updated_at = now() WHERE id = ${params.manuscriptID} AND deleted_at IS NULL RETURNING id, deleted_at`,
    )
    const row = rows[0] ?? notFound('原稿')
    return { payload: { id: row.id, deletedAt: iso(row.deleted_at) } }
  },
  'admin.manuscripts.setStatus': async ({ db, params, body }) => {
    const id = params.manuscriptID
    await db.transaction(async (tx) => {
      const from = await lockStatus(tx, id)
      if (body.status === 'offered') {
        const m = await findManuscript(tx, id)
        if (m.hold) throw new ApiFailure(422, '保留中の原稿にはオファーできません。保留を解除してください')
      }
      await moveStatus(tx, id, from, body.status)
    })
    return { payload: await findManuscript(db, id) }
  },
  'admin.manuscripts.hold': async ({ db, params }) => {
    const m = await findManuscript(db, params.manuscriptID)
    const rows = await db.query<Hold>(
      sql`SELECT * FROM manuscript_holds WHERE manuscript_id = ${m.id} ORDER BY created_at DESC, id DESC`,
    )
    return {
      payload: {
        manuscriptId: m.id,
        held: m.hold !== null,
        hold: m.hold,
        history: rows.map((r) => ({ held: r.held, reason: r.reason, by: r.operator_id, at: iso(r.created_at) })),
      } as Json<Catalogue['admin.manuscripts.hold']['payload']>,
    }
  },
}
