/**
 * What the press release pages ask of the API (see src/services/operation.ts): the list, one
 * release, a status move along `pressReleaseTransitions` (admin PATCH), the publication-time
 * patch (PATCH …/published_at), the client and media options of the list's filters, the edit form's
 * save and an image put in its body (POST /images/upload). Each is
 * run by a page's actor (src/areas/press-release/press-release.wiring.ts) and by the Pact consumer test
 * of its call, with the same input.
 */
import { Effect } from 'effect'
import type { PressReleaseId } from '../../domain/ids'
import { sortedPageOf } from '../../domain/list-query'
import type {
  PressReleaseFormLookupPart, PressReleaseFormLookups, PressReleaseInput, PressReleaseListQuery, PressReleaseLookupPart, PressReleaseLookups,
  PressReleaseMove, PressReleaseQuery, PressReleaseStatusPatch,
} from '../../domain/press-release'
import type { SaveInput } from '../../domain/records'
import { api } from '../../services/http/api'
import type { ApiClient } from '../../services/http/api-client.service'
import type { ApiError } from '../../services/http/api-errors'
import { composite, operation, type VersionedSave, versionedRequest } from '../../services/operation'

/** The admin list query of the page's query: only the filters set, the console's page size. */
export const pressReleaseQueryOf = (q: PressReleaseListQuery): PressReleaseQuery => {
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  return {
    ...(q.status ? { status: q.status } : {}),
    ...(keyword ? { keyword } : {}),
    ...(q.clientId ? { clientId: q.clientId } : {}),
    ...(q.mediaId ? { mediaId: q.mediaId } : {}),
    ...sortedPageOf(q),
  }
}

/** The status patch of a move: a reason only when given, a publication time only when scheduled. */
export const statusPatchOf = (move: PressReleaseMove): PressReleaseStatusPatch => {
  const reason = move.reason.trim()
  return {
    status: move.to,
    ...(reason ? { reason } : {}),
    ...(move.to === 'published' && move.when === 'scheduled' && move.publishedAt ? { publishedAt: move.publishedAt } : {}),
  }
}

/** Options of the list's client and media filters (first page of each, as the doctor form's organisations). */
export const pressReleaseOptionsLimit = 100

const list = operation(api.admin.pressReleases.list, (q: PressReleaseListQuery) => ({ query: pressReleaseQueryOf(q) }))
const get = operation(api.admin.pressReleases.get, (id: PressReleaseId) => ({ params: { pressReleaseID: id } }))
const move = operation(api.admin.pressReleases.setStatus, (input: { readonly id: PressReleaseId; readonly move: PressReleaseMove }) => ({
  params: { pressReleaseID: input.id },
  body: statusPatchOf(input.move),
}))
const publishedAt = operation(api.general.pressReleases.publishedAt, (input: { readonly id: PressReleaseId; readonly publishedAt: string }) => ({
  params: { pressReleaseID: input.id },
  body: { publishedAt: input.publishedAt },
}))
const clients = operation(
  api.admin.clients.search,
  (_: void) => ({ body: { limit: pressReleaseOptionsLimit } }),
  (page): PressReleaseLookups['clients'] => page.items.map((c) => ({ id: c.id, name: c.companyName })),
)
const media = operation(
  api.direct.medium.list,
  (_: void) => ({ query: { limit: pressReleaseOptionsLimit } }),
  (page): PressReleaseLookups['media'] => page.items.map((m) => ({ id: m.id, name: m.name, suspended: m.suspended })),
)
const tags = operation(
  api.general.tags.list,
  (_: void) => ({ query: { limit: pressReleaseOptionsLimit } }),
  (page): PressReleaseFormLookups['tags'] => page.items.map((tag) => ({ id: tag.id, name: tag.name })),
)
const updateCall = operation(api.admin.pressReleases.update, (input: VersionedSave<PressReleaseId, PressReleaseInput>) => versionedRequest('pressReleaseID', input))
/** The edit form's save: always an update of the release it loaded, with the version it read (stale: 409). */
const update = composite('pressReleases.update', [updateCall], (input: SaveInput<PressReleaseInput, PressReleaseId>) =>
  input.id === undefined || input.version === undefined
    ? Effect.die(new Error('pressReleases.update: the edit form saves a loaded release with its version'))
    : updateCall({ id: input.id, version: input.version, body: input.body }),
)

const parts: { readonly [P in PressReleaseLookupPart]: () => Effect.Effect<PressReleaseLookups[P], ApiError, ApiClient> } = {
  clients: () => clients(),
  media: () => media(),
}

const formParts: { readonly [P in PressReleaseFormLookupPart]: () => Effect.Effect<PressReleaseFormLookups[P], ApiError, ApiClient> } = {
  media: () => media(),
  tags: () => tags(),
}

/** An image put in the body from the editor (multipart: the JSON part and the file). */
const uploadImage = operation(api.general.images.upload, (input: { readonly file: Blob; readonly alt?: string }) => ({
  body: { purpose: 'pressRelease' as const, ...(input.alt ? { alt: input.alt } : {}) },
  file: input.file,
}))

export const pressReleaseOps = {
  list,
  get,
  move,
  publishedAt,
  clients,
  media,
  /** One part of the list's filter options, by name (the lookups machine's `loadLookup`). */
  lookup: composite(
    'pressReleases.lookup',
    [clients, media],
    (part: PressReleaseLookupPart): Effect.Effect<PressReleaseLookups[PressReleaseLookupPart], ApiError, ApiClient> => parts[part](),
  ),
  tags,
  /** The edit page's save: the console edits, never creates (clients write their releases). */
  update,
  /** An image put in the body from the rich-text editor. */
  uploadImage,
  /** One part of the edit page's picker options (media, tags). */
  formLookup: composite(
    'pressReleases.formLookup',
    [media, tags],
    (part: PressReleaseFormLookupPart): Effect.Effect<PressReleaseFormLookups[PressReleaseFormLookupPart], ApiError, ApiClient> => formParts[part](),
  ),
} as const
