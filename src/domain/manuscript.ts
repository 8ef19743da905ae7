/**
 * Manuscripts (原稿), their reviews (審査), denial reasons (否認理由), offers
 * (オファー) and hold (保留).
 *
 * Lifecycle: draft → under_review → reviewed → acceptable → offered;
 * reviewed → draft on 'revise'; reviewed → rejected on 'reject' (terminal).
 * A held manuscript cannot be offered until released (hold_release).
 */
import { Schema } from 'effect'
import {
  IsoDate, LiteralsWithMessage, QueryBoolean, RequiredText, Text, pageBodyFields, pageQueryFields, sortFields,
  timestamps, versioned, Versioned,
} from './fields'
import { ClientId, DenialReasonId, DoctorId, ExpertiseId, FileId, ManuscriptId, OfferId, OperatorId, ReviewId, TagId } from './ids'
import { jstDateTime } from './jst'
import { listQueryFields, QueryFlag } from './list-query'
import { defineRecord } from './record'

export const manuscriptStatuses = ['draft', 'under_review', 'reviewed', 'acceptable', 'offered', 'rejected'] as const
export const manuscriptStatusLabels = {
  draft: '下書き',
  under_review: '審査中',
  reviewed: '審査済み',
  acceptable: '掲載可',
  offered: 'オファー済み',
  rejected: '不採用',
} as const
export const ManuscriptStatus = LiteralsWithMessage(manuscriptStatuses, manuscriptStatusLabels)
export type ManuscriptStatus = typeof ManuscriptStatus.Type

/** Whether a manuscript's contents may be edited (PUT; a revert from its 履歴 too): only while a draft. Server and console. */
export const manuscriptEditable = (status: ManuscriptStatus): boolean => status === 'draft'

/** Allowed status moves, shared by the server (refuses others) and the console (offers only these). */
export const manuscriptTransitions: Record<ManuscriptStatus, ReadonlyArray<ManuscriptStatus>> = {
  draft: ['under_review'],
  under_review: ['reviewed', 'draft'],
  reviewed: ['acceptable', 'draft', 'rejected'],
  acceptable: ['offered', 'reviewed'],
  offered: [],
  rejected: [],
}

export const canMoveManuscript = (from: ManuscriptStatus, to: ManuscriptStatus): boolean =>
  manuscriptTransitions[from].includes(to)

export const ManuscriptHold = Schema.Struct({
  reason: Schema.String,
  heldBy: OperatorId,
  heldAt: Schema.String,
})
export type ManuscriptHold = typeof ManuscriptHold.Type

export const Manuscript = Schema.Struct({
  id: ManuscriptId,
  doctorId: DoctorId,
  /** Denormalised `姓 名`. */
  doctorName: Schema.String,
  title: Schema.String,
  /** Rich text (HTML); sanitised on display. */
  contents: Schema.String,
  /** Uploaded images and attachments referenced from the contents. */
  fileIds: Schema.Array(FileId),
  tagIds: Schema.Array(TagId),
  expertiseIds: Schema.Array(ExpertiseId),
  status: ManuscriptStatus,
  /** Null when not held. */
  hold: Schema.NullOr(ManuscriptHold),
  submittedAt: Schema.NullOr(Schema.String),
  reviewedAt: Schema.NullOr(Schema.String),
  latestOfferedAt: Schema.NullOr(Schema.String),
  ...timestamps,
  /** +1 at every edit (PUT); status moves, reviews, holds and uploads leave it. */
  ...versioned,
})
export type Manuscript = typeof Manuscript.Type

/** How 保留 reads (the list's column and filter, CSV出力). */
export const manuscriptHeldLabels = { true: '保留中', false: '保留なし' } as const

/** Offerable = acceptable and not held. */
export const isOfferable = (m: Pick<Manuscript, 'status' | 'hold'>): boolean => m.status === 'acceptable' && m.hold === null

/** Body of general POST /manuscripts/ (and, with `version`, of PUT /manuscripts/{manuscriptID}). */
export const ManuscriptInput = Schema.Struct({
  title: RequiredText(200),
  contents: RequiredText(100_000),
  fileIds: Schema.optional(Schema.Array(FileId)),
  tagIds: Schema.Array(TagId),
  expertiseIds: Schema.Array(ExpertiseId),
  /** Set by an operator writing on behalf of a doctor; a doctor's own calls omit it. */
  doctorId: Schema.optional(DoctorId),
  /** `draft` keeps editing; `under_review` submits. */
  status: Schema.optional(Schema.Literals(['draft', 'under_review'])),
})
export type ManuscriptInput = typeof ManuscriptInput.Type

/** Body of PUT /manuscripts/{manuscriptID}: the input and the version the editor read (stale: 409). */
export const ManuscriptUpdate = Versioned(ManuscriptInput)
export type ManuscriptUpdate = typeof ManuscriptUpdate.Type

/** Body of admin PATCH /manuscripts/{manuscriptID}: a status move (see manuscriptTransitions). */
export const ManuscriptStatusPatch = Schema.Struct({
  status: ManuscriptStatus,
  comment: Schema.optional(Text(2000)),
})
export type ManuscriptStatusPatch = typeof ManuscriptStatusPatch.Type

export const manuscriptSortKeys = ['createdAt', 'updatedAt', 'submittedAt', 'title'] as const

/** Query of the GET manuscript lists (all, acceptable, latest_offered, reviewed, under_reviews). */
export const ManuscriptQuery = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  doctorId: Schema.optional(DoctorId),
  status: Schema.optional(ManuscriptStatus),
  held: Schema.optional(QueryBoolean),
  ...pageQueryFields,
  ...sortFields(manuscriptSortKeys),
})
export type ManuscriptQuery = typeof ManuscriptQuery.Type

/** The manuscript list's tabs: the spec's four lists (each its own catalogued call) and all. */
export const manuscriptTabs = ['under_review', 'reviewed', 'acceptable', 'latest_offered', 'all'] as const
export type ManuscriptTab = (typeof manuscriptTabs)[number]

/** The statuses a tab's keyword search narrows to (POST /manuscripts/search). */
export const manuscriptTabStatuses: Record<ManuscriptTab, ReadonlyArray<ManuscriptStatus> | undefined> = {
  under_review: ['under_review'],
  reviewed: ['reviewed'],
  acceptable: ['acceptable'],
  latest_offered: ['offered'],
  all: undefined,
}

/** The manuscript list's query (URL tab, filters, sort, cursor): see src/domain/list-query.ts. */
export const ManuscriptListQuery = Schema.Struct({
  ...listQueryFields,
  tab: Schema.optional(Schema.Literals(manuscriptTabs)),
  status: Schema.optional(ManuscriptStatus),
  held: Schema.optional(QueryFlag),
  sort: Schema.optional(Schema.Literals(manuscriptSortKeys)),
})
export type ManuscriptListQuery = typeof ManuscriptListQuery.Type

/** Body of POST /manuscripts/search. Keyword matches title, contents, doctor name. */
export const ManuscriptSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  statuses: Schema.optional(Schema.Array(ManuscriptStatus)),
  doctorIds: Schema.optional(Schema.Array(DoctorId)),
  tagIds: Schema.optional(Schema.Array(TagId)),
  expertiseIds: Schema.optional(Schema.Array(ExpertiseId)),
  held: Schema.optional(Schema.Boolean),
  submittedFrom: Schema.optional(IsoDate),
  submittedTo: Schema.optional(IsoDate),
  ...pageBodyFields,
  ...sortFields(manuscriptSortKeys),
})
export type ManuscriptSearch = typeof ManuscriptSearch.Type

/** JSON part of multipart POST /manuscripts/contents/upload (an image or attachment of the contents). */
export const ManuscriptContentUploadInput = Schema.Struct({
  manuscriptId: Schema.optional(Schema.NullOr(ManuscriptId)),
  alt: Schema.optional(Text(255)),
})
export type ManuscriptContentUploadInput = typeof ManuscriptContentUploadInput.Type

export const ManuscriptContentUpload = Schema.Struct({
  fileId: FileId,
  url: Schema.String,
  contentType: Schema.String,
})
export type ManuscriptContentUpload = typeof ManuscriptContentUpload.Type

/** Body of POST /tq/manuscripts/{manuscriptID}/hold_release: hold (with a reason) or release. */
export const HoldReleaseInput = Schema.Struct({
  held: Schema.Boolean,
  reason: Schema.optional(Text(1000)),
}).pipe(
  Schema.check(
    Schema.makeFilter(
      (h: { readonly held: boolean; readonly reason?: string | undefined }) =>
        !h.held || (h.reason ?? '').trim() !== '' ? undefined : { path: ['reason'], issue: '保留理由を入力してください' },
    ),
  ),
)
export type HoldReleaseInput = typeof HoldReleaseInput.Type

/** Payload of admin GET /manuscripts/{manuscriptID}/hold. */
export const ManuscriptHoldInfo = Schema.Struct({
  manuscriptId: ManuscriptId,
  held: Schema.Boolean,
  hold: Schema.NullOr(ManuscriptHold),
  /** Past holds and releases, newest first. */
  history: Schema.Array(
    Schema.Struct({
      held: Schema.Boolean,
      reason: Schema.NullOr(Schema.String),
      by: OperatorId,
      at: Schema.String,
    }),
  ),
})
export type ManuscriptHoldInfo = typeof ManuscriptHoldInfo.Type

// ---------------------------------------------------------------------------
// Reviews and denial reasons

export const reviewResults = ['accept', 'revise', 'reject'] as const
export const reviewResultLabels = { accept: '承認', revise: '差し戻し（要修正）', reject: '否認' } as const
export const ReviewResult = LiteralsWithMessage(reviewResults, reviewResultLabels)
export type ReviewResult = typeof ReviewResult.Type

/** Which status a review result moves a `reviewed` manuscript to. */
export const statusAfterReview: Record<ReviewResult, ManuscriptStatus> = {
  accept: 'acceptable',
  revise: 'draft',
  reject: 'rejected',
}

export const Review = Schema.Struct({
  id: ReviewId,
  manuscriptId: ManuscriptId,
  operatorId: Schema.NullOr(OperatorId),
  result: ReviewResult,
  denialReasonIds: Schema.Array(DenialReasonId),
  comment: Schema.String,
  ...timestamps,
})
export type Review = typeof Review.Type

/** Body of POST /manuscripts/{manuscriptID}/reviews/ and PUT .../reviews/{reviewID}. */
export const ReviewInput = Schema.Struct({
  result: ReviewResult,
  denialReasonIds: Schema.Array(DenialReasonId),
  comment: Text(2000),
}).pipe(
  Schema.check(
    Schema.makeFilter(
      (r: { readonly result: ReviewResult; readonly denialReasonIds: ReadonlyArray<string> }) =>
        r.result === 'accept' || r.denialReasonIds.length > 0
          ? undefined
          : { path: ['denialReasonIds'], issue: '否認理由を1つ以上選択してください' },
    ),
  ),
)
export type ReviewInput = typeof ReviewInput.Type

/** Query of GET /reviews/reviews. */
export const ReviewQuery = Schema.Struct({
  manuscriptId: Schema.optional(ManuscriptId),
  result: Schema.optional(ReviewResult),
  ...pageQueryFields,
})
export type ReviewQuery = typeof ReviewQuery.Type

export const DenialReason = Schema.Struct({
  id: DenialReasonId,
  label: Schema.String,
  sortOrder: Schema.Number,
})
export type DenialReason = typeof DenialReason.Type

// ---------------------------------------------------------------------------
// Offers

export const Offer = Schema.Struct({
  id: OfferId,
  manuscriptId: ManuscriptId,
  clientId: ClientId,
  message: Schema.String,
  createdAt: Schema.String,
})
export type Offer = typeof Offer.Type

/** Body of POST /manuscripts/{manuscriptID}/offer (the client is the caller; operators name it). */
export const OfferInput = Schema.Struct({
  message: RequiredText(2000),
  clientId: Schema.optional(ClientId),
})
export type OfferInput = typeof OfferInput.Type

// ---------------------------------------------------------------------------
// Moderation: what staff do on a manuscript's page (src/areas/manuscript/manuscript-moderation.machine.ts)

/** review → result (statusAfterReview) → offer; hold / release at any point; admin status move; delete. */
export const moderationSteps = ['review', 'editReview', 'offer', 'hold', 'release', 'move', 'delete'] as const
export type ModerationStep = (typeof moderationSteps)[number]

/** What a step's dialog holds (the fields a step does not use stay empty). */
export interface ModerationDraft {
  readonly step: ModerationStep
  /** editReview: the review edited (its result cannot change: the server refuses). */
  readonly reviewId?: ReviewId | undefined
  readonly result: ReviewResult
  readonly denialReasonIds: ReadonlyArray<DenialReasonId>
  readonly comment: string
  /** hold: why (required). */
  readonly reason: string
  /** offer: the message and the client it is made for. */
  readonly message: string
  readonly clientId?: ClientId | undefined
  /** move: the status moved to. */
  readonly to?: ManuscriptStatus | undefined
}

export const emptyModerationDraft = (step: ModerationStep): ModerationDraft => ({
  step, result: 'accept', denialReasonIds: [], comment: '', reason: '', message: '',
})

/** Why a step is refused on a manuscript as it is (no call is made), or undefined when allowed. */
export type ModerationRefusal = 'notReviewable' | 'notOfferable' | 'held' | 'alreadyHeld' | 'notHeld' | 'moveNotAllowed'

export const moderationRefusal = (m: Pick<Manuscript, 'status' | 'hold'>, step: ModerationStep, to?: ManuscriptStatus): ModerationRefusal | undefined => {
  switch (step) {
    case 'review':
      return m.status === 'under_review' || m.status === 'reviewed' ? undefined : 'notReviewable'
    case 'offer':
      return m.status !== 'acceptable' ? 'notOfferable' : m.hold !== null ? 'held' : undefined
    case 'hold':
      return m.hold === null ? undefined : 'alreadyHeld'
    case 'release':
      return m.hold !== null ? undefined : 'notHeld'
    case 'move':
      if (to === undefined || !canMoveManuscript(m.status, to)) return 'moveNotAllowed'
      return to === 'offered' && m.hold !== null ? 'held' : undefined
    case 'editReview':
    case 'delete':
      return undefined
  }
}

/** What is missing before a step's dialog can be sent (field → message), empty when complete. */
export const moderationProblems = (d: ModerationDraft): Readonly<Record<string, string>> => {
  const problems: Record<string, string> = {}
  if ((d.step === 'review' || d.step === 'editReview') && d.result !== 'accept' && d.denialReasonIds.length === 0)
    problems.denialReasonIds = '否認理由を1つ以上選択してください'
  if (d.step === 'hold' && d.reason.trim() === '') problems.reason = '保留理由を入力してください'
  if (d.step === 'offer' && d.message.trim() === '') problems.message = 'メッセージを入力してください'
  if (d.step === 'offer' && d.clientId === undefined) problems.clientId = 'オファーするクライアントを選択してください'
  return problems
}

/** The manuscript page's reference data: denial reasons (review dialog) and the clients an offer may name. */
export type ManuscriptLookups = {
  readonly denialReasons: ReadonlyArray<DenialReason>
  readonly clients: ReadonlyArray<{ readonly id: ClientId; readonly name: string }>
}
export type ManuscriptLookupPart = keyof ManuscriptLookups
export const manuscriptLookupParts: ReadonlyArray<ManuscriptLookupPart> = ['denialReasons', 'clients']

// ---------------------------------------------------------------------------
// The record declared once (src/domain/record.ts): labels, form, detail, list, 履歴

const revertible = 'revertible'
export const manuscriptRecord = defineRecord<Manuscript, ManuscriptInput>()({
  kind: 'manuscript',
  fields: {
    id: { label: 'ID' },
    // set by an operator writing on a doctor's behalf (no console form does); a revert never moves a manuscript to another author
    doctorId: { label: '著者', reads: { ref: 'doctor', idLabel: '医師ID' }, history: 'shown', form: { widget: { kind: 'doctor' } } },
    doctorName: { label: '著者' },
    // only trimmed: an author's full-width punctuation （…）：stays as written (no NFKC)
    title: { label: 'タイトル', history: revertible, wide: true, form: { widget: { kind: 'text' }, normalize: (title) => title.trim(), required: true } },
    contents: {
      label: '本文', reads: 'richText', history: revertible, wide: true,
      form: { widget: { kind: 'richText', hint: '画像はツールバーからアップロードできます（表示時に無害化されます）' }, required: true },
    },
    // kept by the tag area (its content tags), so not a recorded column
    tagIds: { label: 'タグ', section: true, form: { widget: { kind: 'tags' } } },
    fileIds: { label: '添付ファイル', reads: { refs: 'file', idLabel: 'ファイルID' }, history: 'shown', section: true, form: { widget: { kind: 'files' } } },
    expertiseIds: { label: '専門分野', reads: { refs: 'expertise', idLabel: '分野ID' }, history: revertible, form: { widget: { kind: 'expertise' } } },
    // a save keeps editing (draft) or submits (under_review); every other move is a step of its own (manuscriptTransitions)
    status: {
      label: 'ステータス', reads: { choice: manuscriptStatusLabels }, history: 'shown',
      form: { widget: { kind: 'choice', options: { draft: manuscriptStatusLabels.draft, under_review: manuscriptStatusLabels.under_review } } },
    },
    submittedAt: { label: '投稿日時', reads: 'dateTime' },
    reviewedAt: { label: '審査日時', reads: 'dateTime' },
    latestOfferedAt: { label: '最新オファー日時', reads: 'dateTime' },
    createdAt: { label: '作成日時', reads: 'dateTime' },
    updatedAt: { label: '更新日時', reads: 'dateTime' },
  },
  computed: {
    held: { label: '保留', value: (m) => (m.hold === null ? manuscriptHeldLabels.false : manuscriptHeldLabels.true) },
    /** The detail page's 最新オファー: when the latest offer was made (the list names the same time 最新オファー日時). */
    latestOffer: { label: '最新オファー', value: (m) => (m.latestOfferedAt === null ? '' : jstDateTime(m.latestOfferedAt)) },
  },
  // what the manuscript's 履歴 records besides its own columns: its deletion, and its holds, reviews and offers (tables of their own)
  recorded: {
    deleted_at: { label: '削除日時', reads: 'since' },
    held: { label: '保留', reads: { flag: { true: '保留', false: '保留解除' } } },
    reason: { label: '保留理由', reads: 'text' },
    operator_id: { label: '担当者', reads: { ref: 'operator', idLabel: '管理者ID' } },
    result: { label: '審査結果', reads: { choice: { accept: '承認', revise: '修正依頼', reject: '却下' } } },
    denial_reason_ids: { label: '否認理由', reads: { refs: 'denialReason', idLabel: '否認理由ID' } },
    comment: { label: 'コメント', reads: 'text' },
    client_id: { label: 'オファー先', reads: { ref: 'client', idLabel: 'クライアントID' } },
    message: { label: 'メッセージ', reads: 'richText' },
  },
  form: ['title', 'contents', 'tagIds', 'fileIds', 'expertiseIds'],
  detail: ['id', 'status', 'doctorName', 'tagIds', 'held', 'submittedAt', 'reviewedAt', 'latestOffer', 'updatedAt'],
  list: [
    { key: 'title', width: 'minmax(12rem, 2fr)', sort: 'title' },
    { key: 'doctorName', id: 'doctor', width: 'minmax(7rem, 1fr)' },
    { key: 'status', width: '8rem' },
    { key: 'held', id: 'hold', width: '6rem' },
    { key: 'submittedAt', width: '9rem', sort: 'submittedAt' },
    { key: 'latestOfferedAt', width: '9rem' },
  ],
  // no CSV import of manuscripts
  csv: [],
})
