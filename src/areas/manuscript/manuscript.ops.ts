/**
 * What the manuscript pages ask of the API (see src/services/operation.ts). The list: each tab
 * is its own catalogued call (under_reviews, reviewed, acceptable, latest_offered, the whole
 * list); a keyword goes to POST /manuscripts/search narrowed to the tab's statuses. Run by the
 * page's actor (src/areas/manuscript/manuscript.wiring.ts) and by the Pact consumer test of each call.
 */
import { clientPickerOrder } from '../../domain/client'
import { Effect } from 'effect'
import type { FileMeta } from '../../domain/file'
import type { FileId, ManuscriptId, TagId } from '../../domain/ids'
import { flagValue, sortedPageOf } from '../../domain/list-query'
import {
  manuscriptTabStatuses, type ManuscriptInput, type ManuscriptListQuery, type ManuscriptQuery, type ManuscriptSearch,
  type ManuscriptLookupPart, type ManuscriptLookups, type ManuscriptTab, type ModerationDraft, type ReviewInput,
} from '../../domain/manuscript'
import type { SaveInput } from '../../domain/records'
import { trashQuery } from '../../domain/trash'
import type { Tag } from '../../domain/tag'
import { api } from '../../services/http/api'
import type { ApiClient } from '../../services/http/api-client.service'
import type { ApiError } from '../../services/http/api-errors'
import { composite, operation, type VersionedSave, versionedRequest } from '../../services/operation'

/** The tab shown when the URL names none. */
export const defaultManuscriptTab: ManuscriptTab = 'under_review'

/** The GET query of a tab's list: the filters set (status only on 'all'), the console's page size. */
export const manuscriptQueryOf = (q: ManuscriptListQuery): ManuscriptQuery => {
  const held = flagValue(q.held)
  return {
    ...((q.tab ?? defaultManuscriptTab) === 'all' && q.status ? { status: q.status } : {}),
    ...(held !== undefined ? { held } : {}),
    ...sortedPageOf(q),
  }
}

/** The search body of a keyword on a tab. */
export const manuscriptSearchBody = (q: ManuscriptListQuery): ManuscriptSearch => {
  const tab = q.tab ?? defaultManuscriptTab
  const held = flagValue(q.held)
  const statuses = tab === 'all' ? (q.status ? [q.status] : undefined) : manuscriptTabStatuses[tab]
  return {
    keyword: q.keyword ?? '', // trimmed by the route's search Schema (src/domain/list-search.ts SearchText)
    ...(statuses ? { statuses } : {}),
    ...(held !== undefined ? { held } : {}),
    ...sortedPageOf(q),
  }
}

const underReviews = operation(api.general.manuscripts.underReviews, (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const reviewed = operation(api.general.manuscripts.reviewed, (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const acceptable = operation(api.general.manuscripts.acceptable, (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const latestOffered = operation(api.general.manuscripts.latestOffered, (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const all = operation(api.general.manuscripts.list, (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const search = operation(api.general.manuscripts.search, (q: ManuscriptListQuery) => ({ body: manuscriptSearchBody(q) }))

const get = operation(api.general.manuscripts.get, (id: ManuscriptId) => ({ params: { manuscriptID: id } }))
const reviews = operation(api.general.manuscripts.reviews, (id: ManuscriptId) => ({ params: { manuscriptID: id } }), (page) => page.items)
const hold = operation(api.admin.manuscripts.hold, (id: ManuscriptId) => ({ params: { manuscriptID: id } }))
const fileSearch = operation(api.general.files.search, (ids: ReadonlyArray<FileId>) => ({ body: { ids: [...ids] } }), (page) => page.items)
const tagSearch = operation(api.general.tags.search, (ids: ReadonlyArray<TagId>) => ({ body: { ids: [...ids] } }), (page) => page.items)
const denialReasons = operation(api.general.denialReasons.list, (_: void) => ({}), (page) => page.items)
/** The clients an offer may name: the first 100 not suspended, by kana. */
const offerClients = operation(
  api.admin.clients.search,
  (_: void) => ({ body: { suspended: false, ...clientPickerOrder, limit: 100 } }),
  (page) => page.items.map((c) => ({ id: c.id, name: c.companyName })),
)

/** What the review dialog sends: denial reasons only with a send-back or rejection. */
export const reviewBody = (d: ModerationDraft): ReviewInput => ({
  result: d.result,
  denialReasonIds: d.result === 'accept' ? [] : [...d.denialReasonIds],
  comment: d.comment,
})

interface StepInput {
  readonly id: ManuscriptId
  readonly draft: ModerationDraft
}
const createReview = operation(api.general.manuscripts.createReview, (i: StepInput) => ({ params: { manuscriptID: i.id }, body: reviewBody(i.draft) }))
const updateReview = operation(api.general.manuscripts.updateReview, (i: StepInput) => ({
  params: { manuscriptID: i.id, reviewID: i.draft.reviewId! },
  body: reviewBody(i.draft),
}))
const offer = operation(api.general.manuscripts.offer, (i: StepInput) => ({
  params: { manuscriptID: i.id },
  body: { message: i.draft.message.trim(), ...(i.draft.clientId ? { clientId: i.draft.clientId } : {}) },
}))
const holdRelease = operation(api.general.manuscripts.holdRelease, (i: StepInput) => ({
  params: { manuscriptID: i.id },
  body: i.draft.step === 'hold' ? { held: true, reason: i.draft.reason.trim() } : { held: false },
}))
const setStatus = operation(api.admin.manuscripts.setStatus, (i: StepInput) => ({ params: { manuscriptID: i.id }, body: { status: i.draft.to! } }))
const remove = operation(api.admin.manuscripts.delete, (i: StepInput) => ({ params: { manuscriptID: i.id } }))

const steps = { review: createReview, editReview: updateReview, offer, hold: holdRelease, release: holdRelease, move: setStatus, delete: remove } as const

const update = operation(api.general.manuscripts.update, (input: VersionedSave<ManuscriptId, ManuscriptInput>) => versionedRequest('manuscriptID', input))
const upload = operation(
  api.general.manuscripts.uploadContent,
  (input: { readonly manuscriptId: ManuscriptId; readonly alt?: string; readonly file: Blob }) => ({
    body: { manuscriptId: input.manuscriptId, ...(input.alt ? { alt: input.alt } : {}) },
    file: input.file,
  }),
)
const tagOptions = operation(api.general.tags.search, (keyword: string) => ({ body: { keyword: keyword.trim(), limit: 20 } }), (page) => page.items)
const createTag = operation(api.general.tags.create, (name: string) => ({ body: { name: name.trim() } }))

const lookupParts: { readonly [P in ManuscriptLookupPart]: () => Effect.Effect<ManuscriptLookups[P], ApiError, ApiClient> } = {
  denialReasons: () => denialReasons(),
  clients: () => offerClients(),
}

const tabs = { under_review: underReviews, reviewed, acceptable, latest_offered: latestOffered, all } as const

/** ゴミ箱: a page of the deleted manuscripts after a cursor; the restore of one (元に戻す, 復元). */
const trash = operation(api.admin.manuscripts.trash, (cursor: string | null) => ({ query: trashQuery(cursor) }))
const restore = operation(api.admin.manuscripts.restore, (id: ManuscriptId) => ({ params: { manuscriptID: id } }))

export const manuscriptOps = {
  trash,
  restore,
  /** One page of a tab, or of the keyword search on it. */
  list: composite('manuscripts.list', [underReviews, reviewed, acceptable, latestOffered, all, search], (q: ManuscriptListQuery) =>
    q.keyword ? search(q) : tabs[q.tab ?? defaultManuscriptTab](q),
  ),
  get,
  reviews,
  hold,
  /** Metadata (scan status, download URL) of the contents' files; none asked for when there are none. */
  files: composite('manuscripts.files', [fileSearch], (ids: ReadonlyArray<FileId>): Effect.Effect<ReadonlyArray<FileMeta>, ApiError, ApiClient> =>
    ids.length === 0 ? Effect.succeed([]) : fileSearch(ids),
  ),
  /** The manuscript's tags by id; none asked for when it has none. */
  tags: composite('manuscripts.tags', [tagSearch], (ids: ReadonlyArray<TagId>): Effect.Effect<ReadonlyArray<Tag>, ApiError, ApiClient> =>
    ids.length === 0 ? Effect.succeed([]) : tagSearch(ids),
  ),
  /** One part of the page's reference data, by name (the lookups machine's `loadLookup`). */
  lookup: composite(
    'manuscripts.lookup',
    [denialReasons, offerClients],
    (part: ManuscriptLookupPart): Effect.Effect<ManuscriptLookups[ManuscriptLookupPart], ApiError, ApiClient> => lookupParts[part](),
  ),
  /** One moderation step (the moderation machine's `runStep`): review, offer, hold, release, status move, delete. */
  moderate: composite('manuscripts.moderate', [createReview, updateReview, offer, holdRelease, setStatus, remove], (input: StepInput) =>
    Effect.asVoid<unknown, ApiError, ApiClient>(steps[input.draft.step](input)),
  ),
  /** The edit form's save: always an update of the manuscript it loaded, with the version it read (stale: 409). */
  save: composite('manuscripts.save', [update], (input: SaveInput<ManuscriptInput, ManuscriptId>) =>
    input.id === undefined || input.version === undefined
      ? Effect.die(new Error('manuscripts.save: the edit form saves a loaded manuscript with its version'))
      : Effect.map(update({ id: input.id, version: input.version, body: input.body }), (m) => ({ id: m.id })),
  ),
  upload,
  tagOptions,
  createTag,
} as const
