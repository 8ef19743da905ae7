/**
 * The media area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, text, unique } from 'drizzle-orm/pg-core'
import { at, createdAt, entityTable, timestamps, versioned } from '../../db/columns'
import { doctors } from '../doctor/doctor.table'
import { pressReleases } from '../press-release/press-release.table'

/** A medium (メディア). Suspended media and deleted ones (soft delete) are not public. */
export const media = entityTable(
  'media',
  {
    name: text('name').notNull(),
    url: text('url'),
    description: text('description'),
    logoUrl: text('logo_url'),
    suspended: boolean('suspended').notNull().default(false),
    suspendedAt: at('suspended_at'),
    deletedAt: at('deleted_at'),
    ...versioned(),
  },
  (t) => [
    index('media_name_trgm').using('gin', sql`medicolle_fold(${t.name}) gin_trgm_ops`),
    index('media_page').using('btree', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at IS NULL`),
  ],
)

/** A published interview piece (取材記事) of a medium; public once `published_at <= now()`. */
export const interviews = entityTable(
  'interviews',
  {
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
export const mediaArticles = entityTable('media_articles', {
  mediaId: text('media_id').notNull().references(() => media.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  deadline: at('deadline'),
  ...timestamps(),
})

/** One doctor's answer to a media article (at most one per doctor). */
export const mediaArticleAnswers = entityTable(
  'media_article_answers',
  {
    articleId: text('article_id').notNull().references(() => mediaArticles.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id').notNull().references(() => doctors.id),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [unique('media_article_answers_article_doctor').on(t.articleId, t.doctorId)],
)
