/**
 * Media (メディア): publications, their published interviews (取材記事) and their questionnaires
 * to doctors (media articles, with the doctors' answers).
 *
 * - A medium is active ⇄ suspended (`admin.medium.suspend`, idempotent: suspending twice keeps the
 *   first `suspended_at`) and soft-deleted (`deleted_at`: terminal, 404 everywhere afterwards).
 * - The direct (public) group shows only active media; an operator's token sees suspended ones as
 *   well (the console manages media through `direct.medium.list` and may filter by `suspended`).
 *   A suspended medium's page and interviews are 404 for everyone else.
 * - Interviews: only published ones (`published_at <= now()`), newest first.
 * - Media articles: `answerCount` is derived; an article for a deleted or suspended medium cannot be
 *   created or edited (422), nor moved to another medium (its answers were given to that medium).
 * - Registering or editing a medium or an article is staff work (catalogue access `operator`);
 *   the answers are read by staff, and by a doctor only their own (`owner`).
 *
 * The SQL is in media.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { MediaInput, type MediaArticleInput, type MediaUpdate } from '#domain/media'
import type { Db } from '../../db/db'
import { columnNamesOf, recordColumns } from '../../db/records'
import { mediaArticles, media as mediaTable } from './media.table'
import { auditedRecord, payloadId, recorded, type AuditedFor } from '../support/audit'
import { ownerScope } from '../support/caller'
import { ApiFailure, notFound, type Caller, type AreaHandlers } from '../support/handler'
import { restoreRow, trashPage } from '../support/trash'
import { assertUpdated, assertVersion } from '../support/version'
import * as media from './media.repository'

/** Operators see suspended media as well; everybody else active ones only. */
/** What the 履歴 records of a medium: the input's columns and its states (mediaRecord.history labels them). */
const recordedMedium = recorded(mediaTable, ...columnNamesOf(recordColumns(mediaTable, MediaInput.fields, ['suspended', 'suspendedAt', 'deletedAt'])))

/** The media's ゴミ箱 (the server purges it: areas/trash.ts). */
export const mediaTrash = media.trash(recordedMedium)

const isOperator = (caller: Caller | null): boolean => caller?.operator != null

const cleanName = (name: string) => name.normalize('NFKC').trim()

/** One live medium per name (NFKC, case-insensitive): two entries for one publication would split its content. */
const assertNameFree = async (tx: Db, name: string, exceptId: string | null) => {
  await media.lockNames(tx)
  if (await media.nameTaken(tx, name, exceptId)) throw new ApiFailure(409, `メディア名「${name}」はすでに登録されています`)
}

const createMedia = (db: Db, input: MediaInput) =>
  db.transaction(async (tx) => {
    const name = cleanName(input.name)
    await assertNameFree(tx, name, null)
    return media.insert(tx, { ...input, name })
  })

const updateMedia = (db: Db, id: string, input: MediaUpdate) =>
  db.transaction(async (tx) => {
    const current = await media.find(tx, id)
    if (input.version !== undefined) assertVersion('メディア', current.version, input.version)
    const name = cleanName(input.name)
    await assertNameFree(tx, name, id)
    // a field the body leaves out keeps its value (the console's revert sends no logo)
    const updated = await media.update(tx, id, { ...input, name }, input.version)
    assertUpdated('メディア', updated)
  })

/** The medium an article is written for: it must exist, be live and active (422 otherwise). */
const assertWritableMedium = async (db: Db, mediaId: string, verb: '作成' | '編集') => {
  const medium = await media.state(db, mediaId)
  if (!medium) throw new ApiFailure(422, '指定されたメディアが見つかりません')
  if (medium.deleted) throw new ApiFailure(422, `削除されたメディアの記事は${verb}できません`)
  if (medium.suspended) throw new ApiFailure(422, `利用停止中のメディアの記事は${verb}できません`)
}

const assertFutureDeadline = (deadline: string | null | undefined) => {
  if (deadline != null && Date.parse(deadline) <= Date.now()) throw new ApiFailure(422, '締切には未来の日時を指定してください')
}

const createArticle = (db: Db, input: MediaArticleInput) =>
  db.transaction(async (tx) => {
    await assertWritableMedium(tx, input.mediaId, '作成')
    assertFutureDeadline(input.deadline)
    return media.insertArticle(tx, input)
  })

const updateArticle = (db: Db, id: string, input: MediaArticleInput) =>
  db.transaction(async (tx) => {
    const current = await media.findArticle(tx, id, true)
    if (input.mediaId !== current.mediaId) throw new ApiFailure(422, 'メディア記事のメディアは変更できません')
    await assertWritableMedium(tx, current.mediaId, '編集')
    const currentDeadline = current.deadline
    const deadline = input.deadline === undefined ? currentDeadline : input.deadline
    // A deadline that has passed may stay as it is (editing the text); a new one must lie ahead.
    const unchanged = deadline === null || currentDeadline === null ? deadline === currentDeadline : Date.parse(deadline) === Date.parse(currentDeadline)
    if (!unchanged) assertFutureDeadline(deadline)
    await media.updateArticle(tx, id, { title: input.title, body: input.body, deadline })
  })

export const handlers = {
  'admin.medium.trash': ({ db, query }) => trashPage(db, mediaTrash, query),
  'admin.medium.restore': async ({ db, params }) => ({ payload: await restoreRow(db, mediaTrash, params.mediaID) }),
  'admin.medium.delete': async ({ db, params }) => {
    return { payload: (await media.softDelete(db, params.mediaID)) ?? notFound('メディア') }
  },
  'admin.medium.suspend': async ({ db, params, body }) => {
    if (!(await media.setSuspended(db, params.mediaID, body.suspended))) notFound('メディア')
    return { payload: await media.find(db, params.mediaID) }
  },

  'general.mediaArticles.answers': async ({ db, caller, params, query }) => {
    const article = await media.findArticle(db, params.articleID)
    return media.answers(db, article.id, ownerScope(caller, 'doctor'), query)
  },
  'general.mediaArticles.get': async ({ db, params }) => ({ payload: await media.findArticle(db, params.articleID) }),
  'general.mediaArticles.create': async ({ db, body }) => ({ payload: await media.findArticle(db, await createArticle(db, body)), status: 201 }),
  'general.mediaArticles.update': async ({ db, params, body }) => {
    await updateArticle(db, params.articleID, body)
    return { payload: await media.findArticle(db, params.articleID) }
  },

  'direct.medium.list': async ({ db, caller, query }) => media.search(db, isOperator(caller), query),
  'direct.medium.get': async ({ db, caller, params }) => ({ payload: await media.find(db, params.mediaID, isOperator(caller)) }),
  'direct.medium.interviews': async ({ db, caller, params, query }) => {
    const medium = await media.find(db, params.mediaID, isOperator(caller))
    return media.publishedInterviews(db, medium.id, query)
  },
  'direct.medium.create': async ({ db, body }) => ({ payload: await media.find(db, await createMedia(db, body)), status: 201 }),
  'direct.medium.update': async ({ db, params, body }) => {
    await updateMedia(db, params.mediaID, body)
    return { payload: await media.find(db, params.mediaID) }
  },
} satisfies AreaHandlers<Catalogue>

const medium = auditedRecord('media', recordedMedium, 'mediaID')
const article = auditedRecord('mediaArticle', recorded(mediaArticles, 'media_id', 'title', 'body'), 'articleID')

export const audited = {
  ...medium.created(payloadId, 'direct.medium.create'),
  ...medium.changed('direct.medium.update', 'admin.medium.delete', 'admin.medium.suspend', 'admin.medium.restore'),
  ...article.created(payloadId, 'general.mediaArticles.create'),
  ...article.changed('general.mediaArticles.update'),
} satisfies AuditedFor<keyof typeof handlers>
