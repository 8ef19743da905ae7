/**
 * THE database schema of the content areas, for drizzle-kit (`drizzle.config.ts` reads
 * `server/src/db/schema*.ts`): the same conventions as `schema.ts` (text ids from the shared
 * `entity_ids` sequence, timestamptz, snake_case columns, named CHECKs, pg_trgm GIN indexes on
 * lower-cased expressions).
 *
 * History: the tables of `0001_content.sql` were written by hand before this module existed;
 * they are declared here exactly as that SQL created them (constraint names included: its
 * inline `REFERENCES` got PostgreSQL's `<table>_<column>_fkey` names, see `inlineFk`), and
 * `meta/0001_snapshot.json` was generated from these declarations, so drizzle-kit diffs against
 * what databases really hold. Everything from 0002 on is generated:
 * `npx drizzle-kit generate --name <what>` (new foreign keys get drizzle's default names).
 * tests/server/migrations.test.ts fails when this module and `server/drizzle/` are out of step.
 */
import { sql } from 'drizzle-orm'
import {
  boolean, check, customType, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { clients, doctors, mpLedger, operators } from './schema'

const id = () => text('id').primaryKey().default(sql`nextval('entity_ids')::text`)
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** A nullable timestamptz. Generic in its name, so the column keeps its literal SQL name (`RowOf` keys rows by it: db/rows.ts). */
const at = <N extends string>(name: N) => timestamp(name, { withTimezone: true })

/**
 * A foreign key as 0001 declared it (inline `REFERENCES`): PostgreSQL named it
 * `<table>_<column>_fkey`, so the snapshot carries that name too.
 */
const inlineFk = (table: string, column: AnyPgColumn, target: AnyPgColumn) =>
  foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] })

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

// ---------------------------------------------------------------------------------------------
// 0001_content

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('tags_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
)

/** Tag ↔ manuscript / press release. */
export const contentTags = pgTable(
  'content_tags',
  {
    tagId: text('tag_id').notNull(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'content_tags_pk', columns: [t.tagId, t.ownerKind, t.ownerId] }),
    inlineFk('content_tags', t.tagId, tags.id),
    check('content_tags_kind', sql`${t.ownerKind} IN ('manuscript', 'press_release')`),
  ],
)

export const pressReleases = pgTable(
  'press_releases',
  {
    id: id(),
    clientId: text('client_id').notNull(),
    /** A medium's id (no foreign key: 0001 predates the `media` table). */
    mediaId: text('media_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('editing'),
    publishedAt: at('published_at'),
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Optimistic version (docs/decisions.md): +1 at every content update (title, body, tags, client, medium). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    inlineFk('press_releases', t.clientId, clients.id),
    check('press_releases_status', sql`${t.status} IN ('editing', 'request', 'published', 'suspend')`),
    index('press_releases_status_published').using('btree', t.status, t.publishedAt),
    index('press_releases_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
)

/** 取材依頼 sent from the public press-release page. */
export const interviewRequests = pgTable(
  'interview_requests',
  {
    id: id(),
    pressReleaseId: text('press_release_id').notNull(),
    companyName: text('company_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [inlineFk('interview_requests', t.pressReleaseId, pressReleases.id)],
)

export const giftExchanges = pgTable(
  'gift_exchanges',
  {
    id: id(),
    doctorId: text('doctor_id').notNull(),
    points: integer('points').notNull(),
    amountYen: integer('amount_yen').notNull(),
    status: text('status').notNull().default('requested'),
    maskedCode: text('masked_code'),
    failureReason: text('failure_reason'),
    ledgerId: text('ledger_id'),
    hiddenAt: at('hidden_at'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: at('issued_at'),
  },
  (t) => [
    inlineFk('gift_exchanges', t.doctorId, doctors.id),
    inlineFk('gift_exchanges', t.ledgerId, mpLedger.id),
    check('gift_exchanges_status', sql`${t.status} IN ('requested', 'issued', 'failed')`),
    check('gift_exchanges_points', sql`${t.points} > 0`),
    index('gift_exchanges_doctor').using('btree', t.doctorId, t.requestedAt),
  ],
)

export const files = pgTable(
  'files',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    status: text('status').notNull().default('pending'),
    bytes: bytea('bytes').notNull(),
    alt: text('alt'),
    /**
     * Who uploaded it (issue 28): 'doctor' / 'client' with that account's id, or 'operator' with the
     * operator's id. Files from before owners were recorded have none (staff only).
     */
    ownerKind: text('owner_kind'),
    ownerId: text('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('files_status', sql`${t.status} IN ('pending', 'clean', 'quarantined')`),
    check('files_size', sql`${t.size} <= 10485760`),
    check('files_owner', sql`(${t.ownerKind} IS NULL AND ${t.ownerId} IS NULL) OR (${t.ownerKind} IN ('doctor', 'client', 'operator') AND ${t.ownerId} IS NOT NULL)`),
    index('files_owner').on(t.ownerKind, t.ownerId),
  ],
)

/** Seeded by 0001 itself (an INSERT in the migration). */
export const denialReasons = pgTable('denial_reasons', {
  id: id(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const manuscripts = pgTable(
  'manuscripts',
  {
    id: id(),
    doctorId: text('doctor_id').notNull(),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    fileIds: text('file_ids').array().notNull().default(sql`'{}'`),
    expertiseIds: text('expertise_ids').array().notNull().default(sql`'{}'`),
    status: text('status').notNull().default('draft'),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Optimistic version (docs/decisions.md): +1 at every edit (PUT); status moves, reviews, holds and uploads leave it. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    inlineFk('manuscripts', t.doctorId, doctors.id),
    check('manuscripts_status', sql`${t.status} IN ('draft', 'under_review', 'reviewed', 'acceptable', 'offered', 'rejected')`),
    index('manuscripts_status').using('btree', t.status, t.createdAt).where(sql`deleted_at IS NULL`),
  ],
)

/** Append-only hold history; the current hold is the latest row. */
export const manuscriptHolds = pgTable(
  'manuscript_holds',
  {
    id: id(),
    manuscriptId: text('manuscript_id').notNull(),
    held: boolean('held').notNull(),
    reason: text('reason'),
    operatorId: text('operator_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [inlineFk('manuscript_holds', t.manuscriptId, manuscripts.id), inlineFk('manuscript_holds', t.operatorId, operators.id)],
)

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    manuscriptId: text('manuscript_id').notNull(),
    operatorId: text('operator_id'),
    result: text('result').notNull(),
    denialReasonIds: text('denial_reason_ids').array().notNull().default(sql`'{}'`),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    inlineFk('reviews', t.manuscriptId, manuscripts.id),
    inlineFk('reviews', t.operatorId, operators.id),
    check('reviews_result', sql`${t.result} IN ('accept', 'revise', 'reject')`),
  ],
)

export const offers = pgTable(
  'offers',
  {
    id: id(),
    manuscriptId: text('manuscript_id').notNull(),
    clientId: text('client_id').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [inlineFk('offers', t.manuscriptId, manuscripts.id), inlineFk('offers', t.clientId, clients.id)],
)

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('contacts_channel', sql`${t.channel} IN ('general', 'direct')`)],
)

// ---------------------------------------------------------------------------------------------
// 0002_media_survey: media, interviews, media articles; recommends, doctor articles, view counts

/** What recommends and view counts point at (a doctor, a manuscript, a press release). */
const contentKinds = sql.raw(`('doctor', 'manuscript', 'pressRelease')`)

/** A medium (メディア). Suspended media and deleted ones (soft delete) are not public. */
export const media = pgTable(
  'media',
  {
    id: id(),
    name: text('name').notNull(),
    url: text('url'),
    description: text('description'),
    logoUrl: text('logo_url'),
    suspended: boolean('suspended').notNull().default(false),
    suspendedAt: at('suspended_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('media_page').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at IS NULL`),
  ],
)

/** A published interview piece (取材記事) of a medium; public once `published_at <= now()`. */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    mediaId: text('media_id').notNull().references(() => media.id),
    pressReleaseId: text('press_release_id').references(() => pressReleases.id),
    doctorId: text('doctor_id').references(() => doctors.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    url: text('url'),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
  },
  (t) => [index('interviews_media_page').using('btree', t.mediaId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
)

/** A medium's questionnaire to doctors. */
export const mediaArticles = pgTable('media_articles', {
  id: id(),
  mediaId: text('media_id').notNull().references(() => media.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  deadline: at('deadline'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** One doctor's answer to a media article (at most one per doctor). */
export const mediaArticleAnswers = pgTable(
  'media_article_answers',
  {
    id: id(),
    articleId: text('article_id').notNull().references(() => mediaArticles.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id').notNull().references(() => doctors.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('media_article_answers_article_doctor').on(t.articleId, t.doctorId)],
)

/** A recommendation slot (おすすめ): `rank` orders the slots of one target kind. */
export const recommends = pgTable(
  'recommends',
  {
    id: id(),
    target: text('target').notNull(),
    targetId: text('target_id').notNull(),
    rank: integer('rank').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('recommends_target_check', sql`${t.target} IN ${contentKinds}`),
    check('recommends_rank_check', sql`${t.rank} BETWEEN 1 AND 100`),
    index('recommends_target_rank').using('btree', t.target, t.rank, t.id),
  ],
)

/** A survey (医師向けアンケート記事): `questions` is the JSON list of questions. */
export const doctorArticles = pgTable(
  'doctor_articles',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    questions: jsonb('questions').notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('draft'),
    rewardPoints: integer('reward_points').notNull().default(0),
    opensAt: at('opens_at'),
    closesAt: at('closes_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('doctor_articles_status_check', sql`${t.status} IN ('draft', 'open', 'closed')`),
    check('doctor_articles_reward_points_check', sql`${t.rewardPoints} >= 0`),
    index('doctor_articles_page').using('btree', t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

/** One doctor's answers to a survey (at most one per doctor). */
export const doctorArticleAnswers = pgTable(
  'doctor_article_answers',
  {
    id: id(),
    articleId: text('article_id').notNull().references(() => doctorArticles.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id').notNull().references(() => doctors.id),
    answers: jsonb('answers').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('doctor_article_answers_article_doctor').on(t.articleId, t.doctorId)],
)

/** Daily view counts per content item (the rankings' source). */
export const contentViews = pgTable(
  'content_views',
  {
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'content_views_pk', columns: [t.kind, t.targetId, t.day] }),
    check('content_views_kind_check', sql`${t.kind} IN ${contentKinds}`),
    check('content_views_views_check', sql`${t.views} >= 0`),
    index('content_views_kind_day').using('btree', t.kind, t.day),
  ],
)
