/**
 * Manuscripts (原稿): doctors' drafts, submission, operator status moves along
 * `manuscriptTransitions`, reviews (whose result moves a reviewed manuscript by
 * `statusAfterReview`), hold / hold release, offers (only to offerable = acceptable and not held),
 * denial reasons, and content uploads (stored as files, capped at 10 MB). The SQL is in
 * manuscript.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { canMoveManuscript, ManuscriptInput, manuscriptEditable, manuscriptStatusLabels, statusAfterReview, type ManuscriptStatus } from '#domain/manuscript'
import type { Db } from '../../db/db'
import { columnNamesOf, recordColumns } from '../../db/records'
import { manuscriptHolds, manuscripts as manuscriptsTable, offers, reviews } from './manuscript.table'
import { files as filesTable } from '../file'
import { payloadId, recorded, recordedLatest, type AuditedFor } from '../support/audit'
import { callerDoctorId, isStaff, notYours, ownerScope } from '../support/caller'
import { setContentTags } from '../tag'
import { ApiFailure, notFound, type Caller, type AreaHandlers, type Json } from '../support/handler'
import { sanitizeRichText } from '../support/rich-text'
import { assertOwnFiles, storeUpload } from '../file'
import { restoreRow, trashPage } from '../support/trash'
import { assertUpdated, assertVersion } from '../support/version'
import * as manuscripts from './manuscript.repository'

type ManuscriptQueryType = Catalogue['general.manuscripts.list']['query']['Type']
const fromQuery = (q: ManuscriptQueryType, status?: ManuscriptStatus): manuscripts.ManuscriptFilter => ({
  ...q,
  statuses: status ? [status] : q.status ? [q.status] : undefined,
  doctorIds: q.doctorId ? [q.doctorId] : undefined,
})

/**
 * Ownership (catalogue access `owner`, docs/auth.md): staff see and touch every manuscript; a
 * doctor only their own (the lists are narrowed to them in SQL); a client reads acceptable
 * manuscripts (to offer on them) and nothing else.
 */
const ownDoctorFilter = (caller: Caller | null, f: manuscripts.ManuscriptFilter): manuscripts.ManuscriptFilter => {
  const own = ownerScope(caller, 'doctor')
  return own === null ? f : { ...f, doctorIds: [own] }
}

const assertOwnsManuscript = async (db: Db, caller: Caller | null, id: string, clientMay?: 'read acceptable') => {
  if (isStaff(caller)) return
  if (clientMay && caller?.client && !caller.doctor) {
    if (!(await manuscripts.isAcceptable(db, id))) notYours()
    return
  }
  const own = ownerScope(caller, 'doctor')
  const mine = await manuscripts.ownedBy(db, id, own)
  if (mine === undefined) notFound('原稿')
  if (!mine) notYours()
}

const refuseMove = (from: ManuscriptStatus, to: ManuscriptStatus): never => {
  throw new ApiFailure(422, `「${manuscriptStatusLabels[from]}」の原稿を「${manuscriptStatusLabels[to]}」にはできません`)
}

/** Move a manuscript (row locked by the caller's transaction) if the transition table allows it. */
const moveStatus = async (tx: Db, id: string, from: ManuscriptStatus, to: ManuscriptStatus) => {
  if (!canMoveManuscript(from, to)) refuseMove(from, to)
  await manuscripts.setStatus(tx, id, to)
}

/** The live manuscript's status, locked for the transaction (404 when there is none). */
const lockStatus = async (tx: Db, id: string): Promise<ManuscriptStatus> => (await manuscripts.lockStatus(tx, id)) ?? notFound('原稿')

const requireOperator = (caller: Caller | null) => {
  if (!caller?.operator) throw new ApiFailure(403, 'この操作は運営スタッフのみ行えます')
  return caller.operator
}

const assertDenialReasons = async (db: Db, ids: ReadonlyArray<string>) => {
  const unique = [...new Set(ids)]
  if (!unique.length) return
  if ((await manuscripts.denialReasonsByIds(db, unique)).length !== unique.length) throw new ApiFailure(422, '存在しない否認理由が指定されています')
}

export const handlers = {
  'general.manuscripts.list': async ({ db, caller, query }) => manuscripts.search(db, ownDoctorFilter(caller, fromQuery(query))),
  'general.manuscripts.acceptable': async ({ db, caller, query }) =>
    manuscripts.search(db, caller?.doctor && !isStaff(caller) ? ownDoctorFilter(caller, fromQuery(query, 'acceptable')) : fromQuery(query, 'acceptable')),
  'general.manuscripts.latestOffered': async ({ db, caller, query }) =>
    manuscripts.search(db, ownDoctorFilter(caller, fromQuery(query, 'offered')), 'latestOfferedAt'),
  'general.manuscripts.reviewed': async ({ db, caller, query }) => manuscripts.search(db, ownDoctorFilter(caller, fromQuery(query, 'reviewed'))),
  'general.manuscripts.underReviews': async ({ db, caller, query }) => manuscripts.search(db, ownDoctorFilter(caller, fromQuery(query, 'under_review'))),
  'general.manuscripts.get': async ({ db, caller, params }) => {
    await assertOwnsManuscript(db, caller, params.manuscriptID, 'read acceptable')
    return { payload: await manuscripts.find(db, params.manuscriptID) }
  },
  'general.manuscripts.search': async ({ db, caller, body }) => manuscripts.search(db, ownDoctorFilter(caller, body)),
  'general.manuscripts.create': async ({ db, caller, body }) => {
    const own = ownerScope(caller, 'doctor')
    if (own !== null && body.doctorId !== undefined && body.doctorId !== own) notYours()
    const doctorId = own ?? body.doctorId ?? (await callerDoctorId(db, caller))
    await assertOwnFiles(db, caller, body.fileIds ?? []) // a doctor attaches only files they uploaded
    const id = await db.transaction(async (tx) => {
      if (!(await manuscripts.liveDoctorExists(tx, doctorId))) throw new ApiFailure(422, '指定された医師が見つかりません')
      const newId = await manuscripts.insert(tx, { ...body, doctorId, contents: sanitizeRichText(body.contents) })
      await setContentTags(tx, 'manuscript', newId, body.tagIds)
      return newId
    })
    return { payload: await manuscripts.find(db, id), status: 201 }
  },
  'general.manuscripts.update': async ({ db, caller, params, body }) => {
    const id = params.manuscriptID
    await assertOwnsManuscript(db, caller, id)
    await db.transaction(async (tx) => {
      const from = await lockStatus(tx, id)
      if (!manuscriptEditable(from)) throw new ApiFailure(422, `「${manuscriptStatusLabels[from]}」の原稿は編集できません`)
      const current = await manuscripts.versionAndFiles(tx, id)
      assertVersion('原稿', current.version, body.version)
      // files attached already stay (staff may have attached theirs); a doctor adds only their own
      const attached = new Set(current.fileIds)
      await assertOwnFiles(tx, caller, (body.fileIds ?? []).filter((fileId) => !attached.has(fileId)))
      assertUpdated('原稿', await manuscripts.update(tx, id, body.version, { ...body, contents: sanitizeRichText(body.contents) }))
      await setContentTags(tx, 'manuscript', id, body.tagIds)
      if (body.status === 'under_review') await moveStatus(tx, id, from, 'under_review')
    })
    return { payload: await manuscripts.find(db, id) }
  },
  'general.manuscripts.uploadContent': async ({ db, caller, body, file }) => {
    if (body.manuscriptId) await assertOwnsManuscript(db, caller, body.manuscriptId)
    if (body.manuscriptId) await manuscripts.find(db, body.manuscriptId)
    // one transaction: a refused file is neither kept nor charged to the uploader's quota
    const stored = await db.transaction(async (tx) => {
      const stored = await storeUpload(tx, caller, file, 'manuscript', undefined, body.alt)
      if (stored.status === 'quarantined') throw new ApiFailure(422, 'マルウェアが検出されたため、このファイルは使用できません')
      if (body.manuscriptId) await manuscripts.attachFile(tx, body.manuscriptId, stored.id)
      return stored
    })
    return { payload: { fileId: stored.id, url: stored.url!, contentType: stored.contentType }, status: 201 }
  },
  'general.manuscripts.reviews': async ({ db, caller, params }) => {
    await assertOwnsManuscript(db, caller, params.manuscriptID)
    await manuscripts.find(db, params.manuscriptID)
    return manuscripts.searchReviews(db, { manuscriptId: params.manuscriptID, limit: 100 })
  },
  'general.manuscripts.getReview': async ({ db, caller, params }) => {
    await assertOwnsManuscript(db, caller, params.manuscriptID)
    return { payload: await manuscripts.findReview(db, params.manuscriptID, params.reviewID) }
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
      const reviewId = await manuscripts.insertReview(tx, {
        manuscriptId: id,
        operatorId: operator.id,
        result: body.result,
        denialReasonIds: body.result === 'accept' ? [] : body.denialReasonIds,
        comment: body.comment,
      })
      await moveStatus(tx, id, from, statusAfterReview[body.result])
      return reviewId
    })
    return { payload: await manuscripts.findReview(db, id, reviewId), status: 201 }
  },
  'general.manuscripts.updateReview': async ({ db, caller, params, body }) => {
    requireOperator(caller)
    const current = await manuscripts.findReview(db, params.manuscriptID, params.reviewID)
    if (current.result !== body.result) throw new ApiFailure(422, '審査結果は変更できません。新しい審査を登録してください')
    await assertDenialReasons(db, body.denialReasonIds)
    await manuscripts.updateReview(db, params.reviewID, { denialReasonIds: body.result === 'accept' ? [] : body.denialReasonIds, comment: body.comment })
    return { payload: await manuscripts.findReview(db, params.manuscriptID, params.reviewID) }
  },
  'general.manuscripts.offer': async ({ db, caller, params, body: input }) => {
    const id = params.manuscriptID
    // staff offer for any client; a client only as itself
    const own = ownerScope(caller, 'client')
    if (own !== null && input.clientId !== undefined && input.clientId !== own) notYours()
    const body = own === null ? input : { ...input, clientId: own as typeof input.clientId }
    const offer = await db.transaction(async (tx) => {
      const from = await lockStatus(tx, id)
      const m = await manuscripts.find(tx, id)
      if (m.hold) throw new ApiFailure(422, '保留中の原稿にはオファーできません。保留を解除してください')
      if (!body.clientId) throw new ApiFailure(422, 'オファーするクライアントを指定してください')
      if (!(await manuscripts.activeClientExists(tx, body.clientId))) throw new ApiFailure(422, '指定されたクライアントが見つかりません')
      await moveStatus(tx, id, from, 'offered')
      return manuscripts.insertOffer(tx, { manuscriptId: id, clientId: body.clientId, message: body.message })
    })
    return {
      payload: { id: offer.id, manuscriptId: id, clientId: body.clientId as string, message: body.message, createdAt: offer.createdAt },
      status: 201,
    }
  },
  'general.manuscripts.holdRelease': async ({ db, caller, params, body }) => {
    const operator = requireOperator(caller)
    const id = params.manuscriptID
    await db.transaction(async (tx) => {
      await lockStatus(tx, id)
      const held = (await manuscripts.find(tx, id)).hold !== null
      if (body.held && held) throw new ApiFailure(422, 'この原稿はすでに保留中です')
      if (!body.held && !held) throw new ApiFailure(422, 'この原稿は保留されていません')
      const reason = body.held ? (body.reason ?? '').trim() : body.reason?.trim() || null
      await manuscripts.insertHold(tx, id, { held: body.held, reason, operatorId: operator.id })
    })
    return { payload: await manuscripts.find(db, id) }
  },
  'general.reviews.list': async ({ db, query }) => manuscripts.searchReviews(db, query),
  'general.denialReasons.list': async ({ db }) => ({ items: await manuscripts.allDenialReasons(db), nextCursorKey: null }),
  'general.denialReasons.lookup': async ({ db, body }) => ({ items: await manuscripts.denialReasonsByIds(db, body.ids), nextCursorKey: null }),
  'admin.manuscripts.trash': ({ db, query }) => trashPage(db, manuscriptTrash, query),
  'admin.manuscripts.restore': async ({ db, params }) => ({
    payload: await restoreRow(db, manuscriptTrash, params.manuscriptID, async () => {
      const author = await manuscripts.authorOf(db, params.manuscriptID)
      if (author && !(await manuscripts.authorLive(db, author)))
        throw new ApiFailure(409, `執筆した医師（ID ${author}）が削除されているため復元できません。先に医師をゴミ箱から復元してください`)
    }),
  }),
  'admin.manuscripts.delete': async ({ db, params }) => {
    return { payload: (await manuscripts.softDelete(db, params.manuscriptID)) ?? notFound('原稿') }
  },
  'admin.manuscripts.setStatus': async ({ db, params, body }) => {
    const id = params.manuscriptID
    await db.transaction(async (tx) => {
      const from = await lockStatus(tx, id)
      if (body.status === 'offered') {
        const m = await manuscripts.find(tx, id)
        if (m.hold) throw new ApiFailure(422, '保留中の原稿にはオファーできません。保留を解除してください')
      }
      await moveStatus(tx, id, from, body.status)
    })
    return { payload: await manuscripts.find(db, id) }
  },
  'admin.manuscripts.hold': async ({ db, params }) => {
    const m = await manuscripts.find(db, params.manuscriptID)
    return {
      payload: {
        manuscriptId: m.id,
        held: m.hold !== null,
        hold: m.hold,
        history: await manuscripts.holdHistory(db, m.id),
      } as Json<Catalogue['admin.manuscripts.hold']['payload']>,
    }
  },
} satisfies AreaHandlers<Catalogue>

/** The manuscript's recorded columns: its input's that are columns (db/records.ts), and its deletion. */
const manuscript = recorded(manuscriptsTable, ...columnNamesOf(recordColumns(manuscriptsTable, ManuscriptInput.fields, ['deletedAt'])))
/** The manuscripts' ゴミ箱 (the server purges it: areas/trash.ts). */
export const manuscriptTrash = manuscripts.trash(manuscript)
const ofManuscript = (i: { readonly params: { readonly manuscriptID: string } }) => [i.params.manuscriptID]

export const audited = {
  'general.manuscripts.create': { action: 'manuscripts.create', targetType: 'manuscript', recorded: manuscript, created: payloadId },
  'general.manuscripts.update': { action: 'manuscripts.update', targetType: 'manuscript', recorded: manuscript, targets: ofManuscript },
  'general.manuscripts.uploadContent': {
    action: 'manuscripts.uploadContent', targetType: 'file', recorded: recorded(filesTable, 'purpose', 'name', 'content_type', 'size', 'status', 'owner_kind', 'owner_id'),
    created: (r) => (r as { payload?: { fileId?: string } }).payload?.fileId,
  },
  'general.manuscripts.createReview': {
    action: 'manuscripts.createReview', targetType: 'manuscript', recorded: recordedLatest(reviews, 'manuscript_id', 'operator_id', 'result', 'denial_reason_ids', 'comment'),
    targets: ofManuscript, reason: (i) => i.body.comment || null,
  },
  'general.manuscripts.updateReview': {
    action: 'manuscripts.updateReview', targetType: 'review', recorded: recorded(reviews, 'manuscript_id', 'result', 'denial_reason_ids', 'comment'),
    targets: (i) => [i.params.reviewID],
  },
  'general.manuscripts.offer': {
    action: 'manuscripts.offer', targetType: 'manuscript', recorded: recordedLatest(offers, 'manuscript_id', 'client_id', 'message'), targets: ofManuscript,
  },
  'general.manuscripts.holdRelease': {
    action: 'manuscripts.holdRelease', targetType: 'manuscript', recorded: recordedLatest(manuscriptHolds, 'manuscript_id', 'held', 'reason', 'operator_id'),
    targets: ofManuscript, reason: (i) => i.body.reason?.trim() || null,
  },
  'admin.manuscripts.delete': { action: 'manuscripts.delete', targetType: 'manuscript', recorded: manuscript, targets: (i) => [i.params.manuscriptID] },
  'admin.manuscripts.restore': { action: 'manuscripts.restore', targetType: 'manuscript', recorded: manuscript, targets: (i) => [i.params.manuscriptID] },
  'admin.manuscripts.setStatus': {
    action: 'manuscripts.setStatus', targetType: 'manuscript', recorded: manuscript,
    targets: (i) => [i.params.manuscriptID], reason: (i) => i.body?.comment,
  },
} satisfies AuditedFor<keyof typeof handlers>
