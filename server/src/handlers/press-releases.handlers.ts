/**
 * Press releases (プレスリリース): client drafts, operator status moves along
 * `pressReleaseTransitions` (src/domain, never copied), a separate publication-time patch, and
 * the public (direct) reads that only ever show published releases whose time has come. Nothing
 * public changes unreviewed: both PUTs edit drafts only, a client moves the publication time only
 * before approval, and such a refused attempt is kept in the audit log (docs/press-releases.md).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import {
  canMovePressRelease,
  pressReleaseEditable,
  pressReleaseMovesNeedingReason,
  pressReleaseStatusLabels,
  pressReleaseTimeEditable,
  pressReleaseTimeEditableByClient,
  type PressRelease as PressReleaseSchema,
  type PressReleaseInput,
  type PressReleaseStatus,
} from '#domain/press-release'
import type { Db } from '../db/database'
import type { ColumnsOf, RowOf } from '../db/rows'
import { pressReleases, type interviewRequests } from '../db/schema-content'
import { ApiFailure, notFound, type Caller, type HandlersFor, type Json } from './handler'
import { iso, isoOrNull, keysetPage, likePattern, type PageRequest, type SortValue } from './paging'
import { inList } from '../db/sql-lists'
import { setContentTags, tagIdsOf, type TagIds } from './support/content-tags'
import { isStaff, notYours, ownerScope } from './support/caller'
import { audit, recorded, snapshot } from './support/audit'
import { sanitizeRichText } from './support/rich-text'
import { assertUpdated, assertVersion } from './support/version'

type PressReleaseRow = RowOf<typeof pressReleases, { status: PressReleaseStatus }> & { client_name: string } & TagIds & SortValue

const toPressRelease = (r: PressReleaseRow): Json<typeof PressReleaseSchema> =>
  ({
    id: r.id,
    clientId: r.client_id,
    clientName: r.client_name,
    mediaId: r.media_id,
    title: r.title,
    body: r.body,
    tagIds: r.tag_ids ?? [],
    status: r.status,
    publishedAt: isoOrNull(r.published_at),
    statusReason: r.status_reason,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
  }) as Json<typeof PressReleaseSchema>

const select = (sortValue: SQL = sql`NULL`) => sql`
  SELECT p.*, c.company_name AS client_name,
    ${tagIdsOf('press_release', 'p.id')},
    ${sortValue} AS sort_value
  FROM press_releases p JOIN clients c ON c.id = p.client_id`

const sortColumns = { createdAt: 'p.created_at', updatedAt: 'p.updated_at', publishedAt: 'p.published_at', title: 'p.title' }

/** Published and due: what the public (direct) group may see. */
const visible = sql`p.status = 'published' AND p.published_at IS NOT NULL AND p.published_at <= now()`

const findPressRelease = async (db: Db, id: string, publicOnly = false): Promise<Json<typeof PressReleaseSchema>> => {
  const rows = await db.query<PressReleaseRow>(sql`${select()} WHERE p.id = ${id} ${publicOnly ? sql`AND ${visible}` : sql``}`)
  return toPressRelease(rows[0] ?? notFound('プレスリリース'))
}

interface PressReleaseFilter extends PageRequest {
  readonly status?: PressReleaseStatus | undefined
  readonly keyword?: string | undefined
  readonly clientIds?: ReadonlyArray<string> | undefined
  readonly mediaIds?: ReadonlyArray<string> | undefined
  readonly tagIds?: ReadonlyArray<string> | undefined
  readonly tagName?: string | undefined
  readonly publishedFrom?: string | undefined
  readonly publishedTo?: string | undefined
  readonly publicOnly?: boolean
}

const searchPressReleases = (db: Db, f: PressReleaseFilter) => {
  const where: SQL[] = [sql`TRUE`]
  if (f.publicOnly) where.push(visible)
  if (f.status) where.push(sql`p.status = ${f.status}`)
  const like = likePattern(f.keyword)
  if (like) where.push(sql`(lower(p.title) LIKE ${like} OR lower(p.body) LIKE ${like})`)
  if (f.clientIds?.length) where.push(inList(sql`p.client_id`, f.clientIds))
  if (f.mediaIds?.length) where.push(inList(sql`p.media_id`, f.mediaIds))
  if (f.tagIds?.length)
    where.push(sql`EXISTS (SELECT 1 FROM content_tags ct WHERE ct.owner_kind = 'press_release' AND ct.owner_id = p.id AND ${inList(sql`ct.tag_id`, f.tagIds)})`)
  if (f.tagName !== undefined)
    where.push(sql`EXISTS (SELECT 1 FROM content_tags ct JOIN tags t ON t.id = ct.tag_id
      WHERE ct.owner_kind = 'press_release' AND ct.owner_id = p.id AND t.name = ${f.tagName.normalize('NFKC').trim()})`)
  if (f.publishedFrom) where.push(sql`p.published_at >= ${f.publishedFrom}`)
  if (f.publishedTo) where.push(sql`p.published_at <= ${f.publishedTo}`)
  return keysetPage<PressReleaseRow, Json<typeof PressReleaseSchema>>(
    f,
    sortColumns,
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<PressReleaseRow>(sql`${select(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toPressRelease,
    'p.',
  )
}


const assertClient = async (db: Db, clientId: string | undefined) => {
  if (!clientId) throw new ApiFailure(422, 'クライアントを指定してください')
  const rows = await db.query(sql`SELECT 1 FROM clients WHERE id = ${clientId} AND deleted_at IS NULL`)
  if (!rows.length) throw new ApiFailure(422, '指定されたクライアントが見つかりません')
  return clientId
}

const createPressRelease = (db: Db, input: PressReleaseInput) =>
  db.transaction(async (tx) => {
    const clientId = await assertClient(tx, input.clientId)
    // a new release is a draft with no publication time, whoever creates it (the flow publishes it)
    const rows = await tx.query<ColumnsOf<typeof pressReleases, 'id'>>(sql`
      INSERT INTO press_releases (client_id, media_id, title, body, status, published_at)
      VALUES (${clientId}, ${input.mediaId ?? null}, ${input.title}, ${sanitizeRichText(input.body)}, 'editing', NULL)
      RETURNING id`)
    const id = rows[0]!.id
    await setContentTags(tx, 'press_release', id, input.tagIds)
    return id
  })

/** What a refused attempt records of the release (its state when refused). */
const refusalColumns = recorded(pressReleases, 'client_id', 'title', 'status', 'published_at', 'version')

/** The release locked for the transaction, as `refusalColumns`, with its status (404 when there is none). */
const lockRelease = async (tx: Db, id: string) => {
  const before = (await snapshot(tx, refusalColumns, id)) ?? notFound('プレスリリース')
  return { before, status: before.status as PressReleaseStatus }
}

/**
 * A refused attempt to change what the public sees: recorded, then refused (422). Called on the
 * plain `db` AFTER the transaction that decided it, so the refusal never rolls its row back (these
 * calls are not in http/audited.ts, whose transaction would).
 */
const refuseAudited = async (
  db: Db,
  caller: Caller | null,
  refused: { readonly action: 'pressReleases.update.refused' | 'pressReleases.publishedAt.refused'; readonly id: string; readonly before: unknown; readonly message: string },
): Promise<never> => {
  await audit(db, caller, { action: refused.action, targetType: 'pressRelease', targetId: refused.id, before: refused.before, reason: refused.message })
  throw new ApiFailure(422, refused.message)
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
    const current = await findPressRelease(tx, id)
    assertVersion('プレスリリース', current.version, input.version)
    const clientId = input.clientId ? await assertClient(tx, input.clientId) : current.clientId
    const rows = await tx.query(sql`
      UPDATE press_releases SET client_id = ${clientId}, media_id = ${input.mediaId === undefined ? current.mediaId : input.mediaId},
        title = ${input.title}, body = ${sanitizeRichText(input.body)}, updated_at = now(), version = version + 1
      WHERE id = ${id} AND version = ${input.version} RETURNING id`)
    assertUpdated('プレスリリース', rows)
    await setContentTags(tx, 'press_release', id, input.tagIds)
    return null
  })
  if (refused) await refuseAudited(db, caller, refused)
  return findPressRelease(db, id)
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
    await tx.query(sql`UPDATE press_releases SET published_at = ${publishedAt}, updated_at = now() WHERE id = ${id}`)
    return null
  })
  if (refused) await refuseAudited(db, caller, refused)
  return findPressRelease(db, id)
}

type PressReleaseCalls =
  | 'general.pressReleases.list'
  | 'general.pressReleases.get'
  | 'general.pressReleases.create'
  | 'general.pressReleases.update'
  | 'general.pressReleases.publishedAt'
  | 'admin.pressReleases.list'
  | 'admin.pressReleases.get'
  | 'admin.pressReleases.setStatus'
  | 'admin.pressReleases.update'
  | 'direct.pressReleases.list'
  | 'direct.pressReleases.get'
  | 'direct.pressReleases.searchTag'
  | 'direct.pressReleases.search'
  | 'direct.pressReleases.interview'

const fromQuery = (q: Catalogue['general.pressReleases.list']['query']['Type']): PressReleaseFilter => ({
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
  const rows = await db.query<{ mine: boolean }>(sql`SELECT client_id = ${own} AS mine FROM press_releases WHERE id = ${id}`)
  if (!rows.length) notFound('プレスリリース')
  if (!rows[0]?.mine) notYours()
}

/** The input as the caller may send it: a client writes only for itself. */
const ownInput = (caller: Caller | null, input: PressReleaseInput): PressReleaseInput => {
  const own = ownerScope(caller, 'client')
  if (own === null) return input
  if (input.clientId !== undefined && input.clientId !== own) notYours()
  return { ...input, clientId: own as PressReleaseInput['clientId'] }
}

export const pressReleaseHandlers: HandlersFor<Catalogue, PressReleaseCalls> = {
  'general.pressReleases.list': async ({ db, caller, query }) => {
    const own = ownerScope(caller, 'client')
    return searchPressReleases(db, own === null ? fromQuery(query) : { ...fromQuery(query), clientIds: [own] })
  },
  'general.pressReleases.get': async ({ db, caller, params }) => {
    await assertOwnsPressRelease(db, caller, params.pressReleaseID)
    return { payload: await findPressRelease(db, params.pressReleaseID) }
  },
  'general.pressReleases.create': async ({ db, caller, body }) => {
    const id = await createPressRelease(db, ownInput(caller, body))
    return { payload: await findPressRelease(db, id), status: 201 }
  },
  'general.pressReleases.update': async ({ db, caller, params, body }) => {
    await assertOwnsPressRelease(db, caller, params.pressReleaseID)
    return { payload: await updatePressRelease(db, caller, params.pressReleaseID, { ...ownInput(caller, body), version: body.version }) }
  },
  'general.pressReleases.publishedAt': async ({ db, caller, params, body }) => {
    await assertOwnsPressRelease(db, caller, params.pressReleaseID)
    return { payload: await patchPublishedAt(db, caller, params.pressReleaseID, body.publishedAt) }
  },
  'admin.pressReleases.list': async ({ db, query }) => searchPressReleases(db, fromQuery(query)),
  'admin.pressReleases.get': async ({ db, params }) => ({ payload: await findPressRelease(db, params.pressReleaseID) }),
  'admin.pressReleases.setStatus': async ({ db, params, body }) => {
    const id = params.pressReleaseID
    await db.transaction(async (tx) => {
      const rows = await tx.query<ColumnsOf<typeof pressReleases, 'status', { status: PressReleaseStatus }>>(sql`SELECT status FROM press_releases WHERE id = ${id} FOR UPDATE`)
      const from = (rows[0] ?? notFound('プレスリリース')).status
      const to = body.status
      if (!canMovePressRelease(from, to))
        throw new ApiFailure(422, `「${pressReleaseStatusLabels[from]}」から「${pressReleaseStatusLabels[to]}」には変更できません`)
      const needsReason = pressReleaseMovesNeedingReason.some(([a, b]) => a === from && b === to)
      const reason = body.reason?.trim() || null
      if (needsReason && !reason) throw new ApiFailure(422, '理由を入力してください')
      const publishedAt = to === 'published' ? (body.publishedAt ?? null) : null
      await tx.query(sql`
        UPDATE press_releases SET status = ${to},
          published_at = CASE WHEN ${to} = 'published' THEN COALESCE(${publishedAt}::timestamptz, CASE WHEN ${from} = 'suspend' THEN published_at END, now())
                              ELSE published_at END,
          status_reason = ${needsReason ? reason : null}, updated_at = now()
        WHERE id = ${id}`)
    })
    return { payload: await findPressRelease(db, id) }
  },
  'admin.pressReleases.update': async ({ db, caller, params, body }) => ({ payload: await updatePressRelease(db, caller, params.pressReleaseID, body) }),
  'direct.pressReleases.list': async ({ db, query }) =>
    searchPressReleases(db, { ...fromQuery(query), status: undefined, publicOnly: true }),
  'direct.pressReleases.get': async ({ db, params }) => ({ payload: await findPressRelease(db, params.pressReleaseID, true) }),
  'direct.pressReleases.searchTag': async ({ db, query }) => searchPressReleases(db, { ...query, tagName: query.tag, publicOnly: true }),
  'direct.pressReleases.search': async ({ db, body }) => searchPressReleases(db, { ...body, publicOnly: true }),
  'direct.pressReleases.interview': async ({ db, params, body }) => {
    const release = await findPressRelease(db, params.pressReleaseID, true)
    const rows = await db.query<ColumnsOf<typeof interviewRequests, 'id' | 'created_at'>>(sql`
      INSERT INTO interview_requests (press_release_id, company_name, name, email, phone, message)
      VALUES (${release.id}, ${body.companyName}, ${body.name}, ${body.email}, ${body.phone ?? null}, ${body.message})
      RETURNING id, created_at`)
    const row = rows[0]!
    return { payload: { id: row.id, pressReleaseId: release.id, receivedAt: iso(row.created_at) }, status: 201 }
  },
}
