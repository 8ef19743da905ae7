/**
 * Media (メディア): publications that carry press releases and interviews
 * (取材). States: active ⇄ suspended. Media articles are the questionnaires a
 * medium puts to doctors (GET/POST/PUT /media/articles/...), with the doctors'
 * answers; interviews are the published interview pieces of a medium.
 */
import { Schema } from 'effect'
import { IsoDateTime, PositiveInt, QueryBoolean, RequiredText, Text, Url, normalizeText, pageQueryFields, timestamps, versioned } from './fields'
import { AnswerId, ArticleId, DoctorId, InterviewId, MediaId, PressReleaseId } from './ids'
import { QueryFlag, listQueryFields } from './list-query'
import { defineRecord } from './record'

export const Media = Schema.Struct({
  id: MediaId,
  name: Schema.String,
  url: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  logoUrl: Schema.NullOr(Schema.String),
  suspended: Schema.Boolean,
  suspendedAt: Schema.NullOr(Schema.String),
  ...timestamps,
  ...versioned,
})
export type Media = typeof Media.Type

/** Body of direct POST /medium/ and PUT /medium/{mediaID}. */
export const MediaInput = Schema.Struct({
  name: RequiredText(200),
  url: Schema.optional(Schema.NullOr(Url)),
  description: Schema.optional(Schema.NullOr(Text(2000))),
  logoUrl: Schema.optional(Schema.NullOr(Url)),
})
export type MediaInput = typeof MediaInput.Type

/**
 * Body of direct PUT /medium/{mediaID}: the input, and the version the editor read (optimistic
 * versioning: a stale one is refused with 409). Optional for the media's own clients, which read no
 * version; the console always sends it (its revert from a 履歴).
 */
export const MediaUpdate = Schema.Struct({ ...MediaInput.fields, version: Schema.optional(PositiveInt) })
export type MediaUpdate = typeof MediaUpdate.Type

/** Body of admin PATCH /medium/{mediaID}: suspend or resume. */
export const MediaSuspendPatch = Schema.Struct({ suspended: Schema.Boolean })
export type MediaSuspendPatch = typeof MediaSuspendPatch.Type

/** Query of direct GET /medium/. */
export const MediaQuery = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  suspended: Schema.optional(QueryBoolean),
  ...pageQueryFields,
})
export type MediaQuery = typeof MediaQuery.Type

/** The console's media list query (URL): keyword (name) and 利用停止 (the catalogue's only filters; no sort key). */
export const MediaListQuery = Schema.Struct({
  keyword: listQueryFields.keyword,
  cursor: listQueryFields.cursor,
  suspended: Schema.optional(QueryFlag),
})
export type MediaListQuery = typeof MediaListQuery.Type

/** What staff may do to a medium (PR管理 › メディア): suspend ⇄ resume (admin PATCH), delete (admin DELETE). */
export const mediaActions = ['suspend', 'resume', 'delete'] as const
export type MediaAction = (typeof mediaActions)[number]

/** Which actions a medium's state allows. */
export const mediaAllows = (medium: Media, action: MediaAction): boolean =>
  action === 'suspend' ? !medium.suspended : action === 'resume' ? medium.suspended : true

// ---------------------------------------------------------------------------
// The record declared once (src/domain/record.ts): labels, detail, list, 履歴

/** How 状態 reads (tags, filters, 履歴). */
export const mediaSuspendedLabels = { true: '利用停止中', false: '利用中' } as const

const revertible = 'revertible'
export const mediaRecord = defineRecord<Media, MediaInput>()({
  kind: 'media',
  fields: {
    id: { label: 'ID' },
    name: { label: 'メディア名', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, required: true } },
    url: { label: 'URL', history: revertible, form: { widget: { kind: 'text', type: 'url' }, normalize: normalizeText, optional: true } },
    description: { label: '説明', history: revertible, form: { widget: { kind: 'textarea' }, optional: true } },
    // the medium's own (its direct calls): a revert from the 履歴 keeps it
    logoUrl: { label: 'ロゴ', history: 'shown', form: { widget: { kind: 'text', type: 'url' }, optional: true } },
    suspended: { label: '状態', reads: { flag: mediaSuspendedLabels }, history: 'shown' },
    suspendedAt: { label: '利用停止日時', reads: 'since', history: 'shown' },
    createdAt: { label: '登録日時', reads: 'dateTime' },
    updatedAt: { label: '更新日時', reads: 'dateTime' },
  },
  computed: {},
  recorded: { deleted_at: { label: '削除日時', reads: 'since' } },
  /** What an edit of a medium sends. The console has no media form (media are registered through the direct calls): its one edit is a revert from the 履歴. */
  form: ['name', 'url', 'description'],
  detail: ['id', 'name', 'suspended', 'suspendedAt', 'url', 'description', 'createdAt', 'updatedAt'],
  list: [
    { key: 'name', width: 'minmax(10rem, 1.5fr)' },
    { key: 'suspended', id: 'status', width: '7rem' },
    { key: 'url', width: 'minmax(10rem, 1fr)' },
    { key: 'createdAt', width: '7rem', reads: 'date' },
  ],
  csv: [],
})

export const Interview = Schema.Struct({
  id: InterviewId,
  mediaId: MediaId,
  pressReleaseId: Schema.NullOr(PressReleaseId),
  doctorId: Schema.NullOr(DoctorId),
  title: Schema.String,
  summary: Schema.String,
  url: Schema.NullOr(Schema.String),
  publishedAt: Schema.NullOr(Schema.String),
})
export type Interview = typeof Interview.Type

/** Query of direct GET /medium/{mediaID}/interviews. */
export const InterviewQuery = Schema.Struct({ ...pageQueryFields })
export type InterviewQuery = typeof InterviewQuery.Type

export const MediaArticle = Schema.Struct({
  id: ArticleId,
  mediaId: MediaId,
  title: Schema.String,
  body: Schema.String,
  /** Answers accepted until then; null: no deadline. */
  deadline: Schema.NullOr(Schema.String),
  answerCount: Schema.Number,
  ...timestamps,
})
export type MediaArticle = typeof MediaArticle.Type

/** Body of POST /media/articles/article and PUT /media/articles/{articleID}. */
export const MediaArticleInput = Schema.Struct({
  mediaId: MediaId,
  title: RequiredText(200),
  body: RequiredText(20_000),
  deadline: Schema.optional(Schema.NullOr(IsoDateTime)),
})
export type MediaArticleInput = typeof MediaArticleInput.Type

export const MediaArticleAnswer = Schema.Struct({
  id: AnswerId,
  articleId: ArticleId,
  doctorId: DoctorId,
  doctorName: Schema.String,
  body: Schema.String,
  ...timestamps,
})
export type MediaArticleAnswer = typeof MediaArticleAnswer.Type

/** Query of GET /media/articles/{articleID}/answers. */
export const MediaArticleAnswerQuery = Schema.Struct({ ...pageQueryFields })
export type MediaArticleAnswerQuery = typeof MediaArticleAnswerQuery.Type
