/**
 * The survey area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, text, unique } from 'drizzle-orm/pg-core'
import { at, entityTable, timestamps } from '../../db/columns'
import { doctors } from '../doctor/doctor.table'

/** A survey (医師向けアンケート記事): `questions` is the JSON list of questions. */
export const doctorArticles = entityTable(
  'doctor_articles',
  {
    title: text('title').notNull(),
    body: text('body').notNull(),
    questions: jsonb('questions').notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('draft'),
    rewardPoints: integer('reward_points').notNull().default(0),
    opensAt: at('opens_at'),
    closesAt: at('closes_at'),
    ...timestamps(),
  },
  (t) => [
    check('doctor_articles_status_check', sql`${t.status} IN ('draft', 'open', 'closed')`),
    check('doctor_articles_reward_points_check', sql`${t.rewardPoints} >= 0`),
    index('doctor_articles_page').using('btree', t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

/** One doctor's answers to a survey (at most one per doctor). */
export const doctorArticleAnswers = entityTable(
  'doctor_article_answers',
  {
    articleId: text('article_id').notNull().references(() => doctorArticles.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id').notNull().references(() => doctors.id),
    answers: jsonb('answers').notNull(),
    ...timestamps(),
  },
  (t) => [unique('doctor_article_answers_article_doctor').on(t.articleId, t.doctorId)],
)
