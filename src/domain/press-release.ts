/**
 * Press releases (プレスリリース). Status moves (DOMAIN, decided):
 * editing → request (the client asks to publish); request → published (an
 * operator approves; publishedAt set, patchable separately); request → editing
 * (sent back, with a reason); published → suspend; suspend → published;
 * suspend → editing. Anything else is refused by the server and not offered.
 */
import { Schema } from 'effect'
import {
  Email, IsoDateTime, LiteralsWithMessage, Phone, RequiredText, Text, normalizeText, pageBodyFields, pageQueryFields, sortFields, timestamps,
  versioned, Versioned,
} from './fields'
import { ClientId, InterviewId, MediaId, PressReleaseId, TagId } from './ids'
import { listQueryFields } from './list-query'
import { defineRecord } from './record'

export const pressReleaseStatuses = ['editing', 'request', 'published', 'suspend'] as const
export const pressReleaseStatusLabels = {
  editing: '編集中',
  request: '公開申請中',
  published: '公開中',
  suspend: '公開停止',
} as const
export const PressReleaseStatus = LiteralsWithMessage(pressReleaseStatuses, pressReleaseStatusLabels)
export type PressReleaseStatus = typeof PressReleaseStatus.Type

export const pressReleaseTransitions: Record<PressReleaseStatus, ReadonlyArray<PressReleaseStatus>> = {
  editing: ['request'],
  request: ['published', 'editing'],
  published: ['suspend'],
  suspend: ['published', 'editing'],
}

export const canMovePressRelease = (from: PressReleaseStatus, to: PressReleaseStatus): boolean =>
  pressReleaseTransitions[from].includes(to)

/** Moves that need a reason (sending back, suspending). */
export const pressReleaseMovesNeedingReason: ReadonlyArray<readonly [PressReleaseStatus, PressReleaseStatus]> = [
  ['request', 'editing'],
  ['published', 'suspend'],
]

/** Does the move from → to need a reason? */
export const pressReleaseMoveNeedsReason = (from: PressReleaseStatus, to: PressReleaseStatus): boolean =>
  pressReleaseMovesNeedingReason.some(([a, b]) => a === from && b === to)

/**
 * May the release's title, body, tags and medium be edited (general and admin PUT, staff and the
 * client alike)? Only a draft (編集中): a release in request is previewed read-only before
 * approval, and a published or suspended one goes back to editing first (suspend → editing, by
 * staff), so nothing public changes unreviewed.
 */
export const pressReleaseEditable = (status: PressReleaseStatus): boolean => status === 'editing'

/** May staff patch the publication time (PATCH …/published_at) in this status? */
export const pressReleaseTimeEditable = (status: PressReleaseStatus): boolean => status === 'request' || status === 'published'

/**
 * May the client patch the publication time of its own release? Only while it waits for approval
 * (公開申請中: the time it asks for, which staff see before approving): moving the time of a
 * published release would backdate it or hide it from the public without review.
 */
export const pressReleaseTimeEditableByClient = (status: PressReleaseStatus): boolean => status === 'request'

export const PressRelease = Schema.Struct({
  id: PressReleaseId,
  clientId: ClientId,
  clientName: Schema.String,
  mediaId: Schema.NullOr(MediaId),
  title: Schema.String,
  /** Rich text (HTML); sanitised on display. */
  body: Schema.String,
  tagIds: Schema.Array(TagId),
  status: PressReleaseStatus,
  /** Publication time (may be in the future: scheduled). */
  publishedAt: Schema.NullOr(Schema.String),
  /** Reason of the last send-back or suspension. */
  statusReason: Schema.NullOr(Schema.String),
  ...timestamps,
  /** +1 at every content update (a status move leaves it: the edit page moves statuses beside its form). */
  ...versioned,
})
export type PressRelease = typeof PressRelease.Type

/** Body of POST /pressReleases/ (general) and PUT /pressReleases/{pressReleaseID} (general, admin). */
export const PressReleaseInput = Schema.Struct({
  title: RequiredText(200),
  body: RequiredText(100_000),
  mediaId: Schema.optional(Schema.NullOr(MediaId)),
  tagIds: Schema.Array(TagId),
  /** Set by an operator creating on behalf of a client; a client's own calls omit it. */
  clientId: Schema.optional(ClientId),
})
export type PressReleaseInput = typeof PressReleaseInput.Type

/** Body of PUT /pressReleases/{pressReleaseID} (general, admin): the input and the version the editor read. */
export const PressReleaseUpdate = Versioned(PressReleaseInput)
export type PressReleaseUpdate = typeof PressReleaseUpdate.Type

/** Body of PATCH /pressReleases/{pressReleaseID}/published_at. */
export const PublishedAtPatch = Schema.Struct({ publishedAt: IsoDateTime })
export type PublishedAtPatch = typeof PublishedAtPatch.Type

/** Body of admin PATCH /pressReleases/{pressReleaseID}: a status move. */
export const PressReleaseStatusPatch = Schema.Struct({
  status: PressReleaseStatus,
  reason: Schema.optional(Text(1000)),
  /** When approving: the publication time (now when omitted). */
  publishedAt: Schema.optional(IsoDateTime),
})
export type PressReleaseStatusPatch = typeof PressReleaseStatusPatch.Type

export const pressReleaseSortKeys = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const

/** Query of GET /pressReleases/ (general, admin, direct: direct sees published only). */
export const PressReleaseQuery = Schema.Struct({
  status: Schema.optional(PressReleaseStatus),
  keyword: Schema.optional(Schema.String),
  clientId: Schema.optional(ClientId),
  mediaId: Schema.optional(MediaId),
  tagId: Schema.optional(TagId),
  ...pageQueryFields,
  ...sortFields(pressReleaseSortKeys),
})
export type PressReleaseQuery = typeof PressReleaseQuery.Type

/** The press release list's query (URL filters, sort, cursor): see src/domain/list-query.ts. */
export const PressReleaseListQuery = Schema.Struct({
  ...listQueryFields,
  status: Schema.optional(PressReleaseStatus),
  clientId: Schema.optional(ClientId),
  mediaId: Schema.optional(MediaId),
  sort: Schema.optional(Schema.Literals(pressReleaseSortKeys)),
})
export type PressReleaseListQuery = typeof PressReleaseListQuery.Type

/** A status move as staff ask for it (the status machine's confirm dialog). */
export interface PressReleaseMove {
  readonly to: PressReleaseStatus
  readonly reason: string
  /** Approving: publish now, or at `publishedAt`. */
  readonly when: 'now' | 'scheduled'
  readonly publishedAt: string | undefined
}

/** Options of the list's client and media filters (src/machines/lookups.machine.ts). */
export type PressReleaseLookups = {
  readonly clients: ReadonlyArray<{ readonly id: ClientId; readonly name: string }>
  /** With `suspended`: a suspended medium's releases are shown as such. */
  readonly media: ReadonlyArray<{ readonly id: MediaId; readonly name: string; readonly suspended: boolean }>
}
export type PressReleaseLookupPart = keyof PressReleaseLookups
export const pressReleaseLookupParts: ReadonlyArray<PressReleaseLookupPart> = ['clients', 'media']

/** Options of the edit page's pickers: media and tags. */
export type PressReleaseFormLookups = {
  readonly media: PressReleaseLookups['media']
  readonly tags: ReadonlyArray<{ readonly id: TagId; readonly name: string }>
}
export type PressReleaseFormLookupPart = keyof PressReleaseFormLookups
export const pressReleaseFormLookupParts: ReadonlyArray<PressReleaseFormLookupPart> = ['media', 'tags']

/** Body of direct POST /pressReleases/search. */
export const PressReleaseSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  clientIds: Schema.optional(Schema.Array(ClientId)),
  mediaIds: Schema.optional(Schema.Array(MediaId)),
  tagIds: Schema.optional(Schema.Array(TagId)),
  publishedFrom: Schema.optional(IsoDateTime),
  publishedTo: Schema.optional(IsoDateTime),
  ...pageBodyFields,
  ...sortFields(pressReleaseSortKeys),
})
export type PressReleaseSearch = typeof PressReleaseSearch.Type

/** Query of direct GET /pressReleases/search_tag. */
export const PressReleaseTagQuery = Schema.Struct({
  tag: Schema.String,
  ...pageQueryFields,
})
export type PressReleaseTagQuery = typeof PressReleaseTagQuery.Type

/** Body of direct POST /pressReleases/{pressReleaseID}/interviews: an interview request (取材依頼). */
export const InterviewRequestInput = Schema.Struct({
  companyName: RequiredText(200),
  name: RequiredText(100),
  email: Email,
  phone: Schema.optional(Schema.NullOr(Phone)),
  message: RequiredText(5000),
})
export type InterviewRequestInput = typeof InterviewRequestInput.Type

export const InterviewRequestReceipt = Schema.Struct({
  id: InterviewId,
  pressReleaseId: PressReleaseId,
  receivedAt: Schema.String,
})
export type InterviewRequestReceipt = typeof InterviewRequestReceipt.Type

// ---------------------------------------------------------------------------
// The record declared once (src/domain/record.ts): labels, form, the facts above it, list, 履歴

const revertible = 'revertible'
export const pressReleaseRecord = defineRecord<PressRelease, PressReleaseInput>()({
  kind: 'pressRelease',
  fields: {
    id: { label: 'ID' },
    // an operator creating on behalf of a client picks it; the console's edit keeps it (its form does not send it)
    clientId: { label: 'クライアント', reads: { ref: 'client', idLabel: 'クライアントID' }, history: 'shown', form: { widget: { kind: 'client' } } },
    clientName: { label: 'クライアント' },
    mediaId: { label: 'メディア', reads: { ref: 'media', idLabel: 'メディアID' }, history: revertible, form: { widget: { kind: 'media' }, optional: true } },
    title: { label: 'タイトル', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, required: true } },
    body: { label: '本文', reads: 'richText', history: revertible, form: { widget: { kind: 'richText' }, required: true } },
    // the tags are the tag area's (no column of the release): not recorded in its 履歴
    tagIds: { label: 'タグ', form: { widget: { kind: 'tags' } } },
    status: { label: 'ステータス', reads: { choice: pressReleaseStatusLabels }, history: 'shown' },
    publishedAt: { label: '公開日時', reads: 'dateTime', history: 'shown' },
    statusReason: { label: '理由', history: 'shown' },
    createdAt: { label: '作成日時', reads: 'dateTime' },
    updatedAt: { label: '更新日時', reads: 'dateTime' },
    // recorded by a refused edit (the release as it stayed)
    version: { label: '版', history: 'shown' },
  },
  computed: {},
  form: ['title', 'mediaId', 'tagIds', 'body'],
  /** The release's facts above its form, read-only or not (the edit page: status moves and publication time beside them). */
  detail: ['status', 'clientName', 'mediaId', 'publishedAt', 'statusReason'],
  list: [
    { key: 'title', width: 'minmax(12rem, 2fr)', sort: 'title' },
    { key: 'clientName', id: 'client', width: 'minmax(8rem, 1fr)' },
    // no medium reads なし here (the list's other blank, a release not scheduled, reads 未設定)
    { key: 'mediaId', id: 'media', width: 'minmax(8rem, 1fr)', reads: { ref: 'media', idLabel: 'メディアID', none: 'なし' } },
    { key: 'status', width: '7rem' },
    { key: 'publishedAt', width: '9rem', sort: 'publishedAt' },
    { key: 'updatedAt', width: '9rem', sort: 'updatedAt' },
  ],
  csv: [],
})
