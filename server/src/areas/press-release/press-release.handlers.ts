/**
 * Press releases (プレスリリース): client drafts, operator status moves along
 * `pressReleaseTransitions` (src/domain, never copied), a separate publication-time patch, and
 * the public (direct) reads that only ever show published releases whose time has come. Nothing
 * public changes unreviewed: both PUTs edit drafts only, a client moves the publication time only
 * before approval, and such a refused attempt is kept in the audit log (docs/press-releases.md).
 * The SQL is in press-release.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import {
  canMovePressRelease,
  pressReleaseEditable,
  pressReleaseMovesNeedingReason,
  pressReleaseStatusLabels,
  pressReleaseTimeEditable,
  pressReleaseTimeEditableByClient,
  PressReleaseInput,
  type PressReleaseStatus,
} from '#domain/press-release'
import type { Db } from '../../db/db'
import { columnNamesOf, recordColumns } from '../../db/records'
import { interviewRequests, pressReleases as pressReleasesTable } from './press-release.table'
import { auditedRecord, AuditedRefusal, payloadId, recorded, snapshot, type AuditedFor } from '../support/audit'
import { isStaff, notYours, ownerScope } from '../support/caller'
import { setContentTags } from '../tag'
import { ApiFailure, notFound, type Caller, type AreaHandlers } from '../support/handler'
import { sanitizeRichText } from '../support/rich-text'
import { assertUpdated, assertVersion } from '../support/version'
import * as pressReleases from './press-release.repository'

const assertClient = async (db: Db, clientId: string | undefined) => {
  if (!clientId) throw new ApiFailure(422, 'クライアントを指定してください')
  if (!(await pressReleases.clientExists(db, clientId))) throw new ApiFailure(422, '指定されたクライアントが見つかりません')
  return clientId
}

const createPressRelease = (db: Db, input: PressReleaseInput) =>
  db.transaction(async (tx) => {
    const clientId = await assertClient(tx, input.clientId)
    // a new release is a draft with no publication time, whoever creates it (the flow publishes it)
    const id = await pressReleases.insertDraft(tx, { clientId, mediaId: input.mediaId ?? null, title: input.title, body: sanitizeRichText(input.body) })
    await setContentTags(tx, 'press_release', id, input.tagIds)
    return id
  })

/** What a refused attempt records of the release (its state when refused). */
const refusalColumns = recorded(pressReleasesTable, 'client_id', 'title', 'status', 'published_at', 'version')

/** The release locked for the transaction, as `refusalColumns`, with its status (404 when there is none). */
const lockRelease = async (tx: Db, id: string) => {
  const before = (await snapshot(tx, refusalColumns, id)) ?? notFound('プレスリリース')
  return { before, status: before.status as PressReleaseStatus }
}

/**
 * A refused attempt to change what the public sees: refused (422) and recorded by http/audited.ts on
 * the plain database AFTER the call's transaction rolled back (`AuditedRefusal`), so the refusal
 * never rolls its row back.
 */
const refuseAudited = (
  refused: { readonly action: 'pressReleases.update.refused' | 'pressReleases.publishedAt.refused'; readonly id: string; readonly before: unknown; readonly message: string },
): never => {
  throw new AuditedRefusal({ action: refused.action, targetType: 'pressRelease', targetId: refused.id, before: refused.before, reason: refused.message }, 422, refused.message)
}

const notEditable = (caller: Caller | null, status: PressReleaseStatus) =>
  isStaff(caller)
    ? `「${pressReleaseStatusLabels[status]}」のプレスリリースは編集できません（編集中に戻してから編集してください）`
    : `「${pressReleaseStatusLabels[status]}」のプレスリリースは編集できません（編集できるのは編集中のプレスリリースのみです。変更が必要な場合は運営にお問い合わせください）`

/**
 * Both PUTs (general: the client and staff; admin: the console's edit) change only a release in
 * editing (`pressReleaseEditable`): one in request is previewed as it is before approval, and a
 * published or suspended one goes back to editing first (staff), so nothing public changes
 * unreviewed. Any other is refused with nothing written, and the attempt is audited.
 */
const updatePressRelease = async (db: Db, caller: Caller | null, id: string, input: PressReleaseInput & { readonly version: number }) => {
  const refused = await db.transaction(async (tx) => {
    const { before, status } = await lockRelease(tx, id)
    if (!pressReleaseEditable(status)) return { action: 'pressReleases.update.refused' as const, id, before, message: notEditable(caller, status) }
    const current = await pressReleases.find(tx, id)
    assertVersion('プレスリリース', current.version, input.version)
    const clientId = input.clientId ? await assertClient(tx, input.clientId) : current.clientId
    const mediaId = input.mediaId === undefined ? current.mediaId : input.mediaId
    assertUpdated('プレスリリース', await pressReleases.update(tx, id, input.version, { clientId, mediaId, title: input.title, body: sanitizeRichText(input.body) }))
    await setContentTags(tx, 'press_release', id, input.tagIds)
    return null
  })
  if (refused) refuseAudited(refused)
  return pressReleases.find(db, id)
}

/**
 * The publication time (PATCH …/published_at): staff in request and published
 * (`pressReleaseTimeEditable`, the console's picker); a client only before approval
 * (`pressReleaseTimeEditableByClient`): moving a published release's time would backdate it or
 * hide it from the public unreviewed. A refusal writes nothing and is audited.
 */
const patchPublishedAt = async (db: Db, caller: Caller | null, id: string, publishedAt: string) => {
  const staff = isStaff(caller)
  const refused = await db.transaction(async (tx) => {
    const { before, status } = await lockRelease(tx, id)
    if (!(staff ? pressReleaseTimeEditable(status) : pressReleaseTimeEditableByClient(status))) {
      const label = `「${pressReleaseStatusLabels[status]}」のプレスリリースの公開日時は変更できません`
      return { action: 'pressReleases.publishedAt.refused' as const, id, before, message: staff ? label : `${label}（公開日時を変更できるのは公開申請中のみです）` }
    }
    await pressReleases.setPublishedAt(tx, id, publishedAt)
    return null
  })
  if (refused) refuseAudited(refused)
  return pressReleases.find(db, id)
}

const fromQuery = (q: Catalogue['general.pressReleases.list']['query']['Type']): pressReleases.PressReleaseFilter => ({
  ...q,
  clientIds: q.clientId ? [q.clientId] : undefined,
  mediaIds: q.mediaId ? [q.mediaId] : undefined,
  tagIds: q.tagId ? [q.tagId] : undefined,
})

/**
 * Ownership (catalogue access `owner`, docs/auth.md): staff every press release; a client only
 * its own (lists narrowed in SQL), and it writes only for itself; a doctor none.
 */
const assertOwnsPressRelease = async (db: Db, caller: Caller | null, id: string) => {
  const own = ownerScope(caller, 'client')
  if (own === null) return
  const mine = await pressReleases.ownedBy(db, id, own)
  if (mine === undefined) notFound('プレスリリース')
  if (!mine) notYours()
}

/** The input as the caller may send it: a client writes only for itself. */
const ownInput = (caller: Caller | null, input: PressReleaseInput): PressReleaseInput => {
  const own = ownerScope(caller, 'client')
  if (own === null) return input
  if (input.clientId !== undefined && input.clientId !== own) notYours()
  return { ...input, clientId: own as PressReleaseInput['clientId'] }
}

export const handlers = {
  'general.pressReleases.list': async ({ db, caller, query }) => {
    const own = ownerScope(caller, 'client')
    return pressReleases.search(db, own === null ? fromQuery(query) : { ...fromQuery(query), clientIds: [own] })
  },
  'general.pressReleases.get': async ({ db, caller, params }) => {
    await assertOwnsPressRelease(db, caller, params.pressReleaseID)
    return { payload: await pressReleases.find(db, params.pressReleaseID) }
  },
  'general.pressReleases.create': async ({ db, caller, body }) => {
    const id = await createPressRelease(db, ownInput(caller, body))
    return { payload: await pressReleases.find(db, id), status: 201 }
  },
  'general.pressReleases.update': async ({ db, caller, params, body }) => {
    await assertOwnsPressRelease(db, caller, params.pressReleaseID)
    return { payload: await updatePressRelease(db, caller, params.pressReleaseID, { ...ownInput(caller, body), version: body.version }) }
  },
  'general.pressReleases.publishedAt': async ({ db, caller, params, body }) => {
    await assertOwnsPressRelease(db, caller, params.pressReleaseID)
    return { payload: await patchPublishedAt(db, caller, params.pressReleaseID, body.publishedAt) }
  },
  'admin.pressReleases.list': async ({ db, query }) => pressReleases.search(db, fromQuery(query)),
  'admin.pressReleases.get': async ({ db, params }) => ({ payload: await pressReleases.find(db, params.pressReleaseID) }),
  'admin.pressReleases.setStatus': async ({ db, params, body }) => {
    const id = params.pressReleaseID
    await db.transaction(async (tx) => {
      const from = (await pressReleases.lockStatus(tx, id)) ?? notFound('プレスリリース')
      const to = body.status
      if (!canMovePressRelease(from, to))
        throw new ApiFailure(422, `「${pressReleaseStatusLabels[from]}」から「${pressReleaseStatusLabels[to]}」には変更できません`)
      const needsReason = pressReleaseMovesNeedingReason.some(([a, b]) => a === from && b === to)
      const reason = body.reason?.trim() || null
      if (needsReason && !reason) throw new ApiFailure(422, '理由を入力してください')
      const publishedAt = to === 'published' ? (body.publishedAt ?? null) : null
      await pressReleases.move(tx, id, { from, to, publishedAt, reason: needsReason ? reason : null })
    })
    return { payload: await pressReleases.find(db, id) }
  },
  'admin.pressReleases.update': async ({ db, caller, params, body }) => ({ payload: await updatePressRelease(db, caller, params.pressReleaseID, body) }),
  'direct.pressReleases.list': async ({ db, query }) =>
    pressReleases.search(db, { ...fromQuery(query), status: undefined, publicOnly: true }),
  'direct.pressReleases.get': async ({ db, params }) => ({ payload: await pressReleases.find(db, params.pressReleaseID, true) }),
  'direct.pressReleases.searchTag': async ({ db, query }) => pressReleases.search(db, { ...query, tagName: query.tag, publicOnly: true }),
  'direct.pressReleases.search': async ({ db, body }) => pressReleases.search(db, { ...body, publicOnly: true }),
  'direct.pressReleases.interview': async ({ db, params, body }) => {
    const release = await pressReleases.find(db, params.pressReleaseID, true)
    const request = await pressReleases.insertInterviewRequest(db, release.id, body)
    return { payload: { id: request.id, pressReleaseId: release.id, receivedAt: request.receivedAt }, status: 201 }
  },
} satisfies AreaHandlers<Catalogue>

/** What the 履歴 records of a release: the input's columns, its status, publication time and reason (pressReleaseRecord.history labels them). */
const pressRelease = auditedRecord(
  'pressRelease',
  recorded(pressReleasesTable, ...columnNamesOf(recordColumns(pressReleasesTable, PressReleaseInput.fields, ['status', 'publishedAt', 'statusReason']))),
  'pressReleaseID',
)

export const audited = {
  ...pressRelease.created(payloadId, 'general.pressReleases.create'),
  ...pressRelease.changed('general.pressReleases.update', 'admin.pressReleases.update', 'general.pressReleases.publishedAt'),
  ...pressRelease.changedWith((i) => i.body?.reason, 'admin.pressReleases.setStatus'),
  'direct.pressReleases.interview': {
    action: 'pressReleases.interview', targetType: 'interview',
    recorded: recorded(interviewRequests, 'press_release_id', 'company_name', 'name', 'email', 'phone', 'message'), created: payloadId,
  },
} satisfies AuditedFor<keyof typeof handlers>
