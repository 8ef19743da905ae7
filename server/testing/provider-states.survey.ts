/**
 * Provider states of the survey areas (see provider-states.ts for the conventions: domain facts,
 * parameters first, the name's captures as fall-back): recommends, rankings, doctor articles.
 *
 * provider-states.ts imports this file, so its helpers are only used INSIDE the set-up functions
 * (at module evaluation they are not initialised yet).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/database'
import { ensureDoctorExists, str, manuscriptFacts, pressReleaseFacts, type StateDefinition } from './provider-states'



/** The examples' time stamps (tests/contract/support/examples.ts). */
const exampleAt = '2024-04-01T09:00:00.000Z'
const exampleClosesAt = '2030-03-31T15:00:00.000Z'


/** Recommend `id` at rank 1, enabled, no window, promoting a public target of that kind. */
export const recommendFacts = async (db: Db, id: string, target: string, targetId: string) => {
  if (target === 'doctor') await ensureDoctorExists(db, targetId)
  else if (target === 'manuscript') await manuscriptFacts(db, targetId, '42', 'acceptable')
  else if (target === 'pressRelease') await pressReleaseFacts(db, targetId, '7', 'published')
  else throw new Error(`provider state: unknown recommend target ${target}`)
  await db.query(sql`
    INSERT INTO recommends (id, target, target_id, rank, enabled, starts_at, ends_at, created_at, updated_at)
    VALUES (${id}, ${target}, ${targetId}, 1, TRUE, NULL, NULL, ${exampleAt}, ${exampleAt})
    ON CONFLICT (id) DO UPDATE SET target = EXCLUDED.target, target_id = EXCLUDED.target_id, rank = EXCLUDED.rank,
      enabled = EXCLUDED.enabled, starts_at = NULL, ends_at = NULL, updated_at = EXCLUDED.updated_at`)
}

/** Views of a target on the Japanese calendar day `daysAgo` days before today. */
export const contentViewFacts = async (db: Db, kind: string, targetId: string, daysAgo: number, views: number) =>
  db.query(sql`
    INSERT INTO content_views (kind, target_id, day, views)
    VALUES (${kind}, ${targetId}, (now() AT TIME ZONE 'Asia/Tokyo')::date - ${daysAgo}::int, ${views})
    ON CONFLICT (kind, target_id, day) DO UPDATE SET views = EXCLUDED.views`)

/** Press release `id` (client 7, published) with 120 views over this week: 50 today, 40 yesterday, 30 two days ago. */
export const rankingFacts = async (db: Db, pressReleaseId: string) => {
  await pressReleaseFacts(db, pressReleaseId, '7', 'published')
  for (const [daysAgo, views] of [[0, 50], [1, 40], [2, 30]] as const) await contentViewFacts(db, 'pressRelease', pressReleaseId, daysAgo, views)
}

/**
 * The example's survey article: open, one required single-choice question, 100 MP reward, open until
 * 2030-03-31 (or 30 days from now, once that date has passed).
 */
export const doctorArticleFacts = async (db: Db, id: string) =>
  db.query(sql`
    INSERT INTO doctor_articles (id, title, body, questions, status, reward_points, opens_at, closes_at, created_at, updated_at)
    VALUES (${id}, '働き方に関するアンケート', '<p>ご協力ください</p>',
      ${JSON.stringify([{ id: 'q1', label: '週あたりの勤務時間', kind: 'single', options: ['40時間未満', '40時間以上'], required: true }])}::jsonb,
      'open', 100, ${exampleAt}, GREATEST(${exampleClosesAt}::timestamptz, now() + interval '30 days'), ${exampleAt}, ${exampleAt})
    ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, questions = EXCLUDED.questions, status = EXCLUDED.status,
      reward_points = EXCLUDED.reward_points, opens_at = EXCLUDED.opens_at, closes_at = EXCLUDED.closes_at, updated_at = EXCLUDED.updated_at`)

/** Doctor `doctorId` answered article `articleId` (open) with answer `answerId` ('40時間以上'), reward included. */
export const doctorArticleAnswerFacts = async (db: Db, articleId: string, answerId: string, doctorId: string) => {
  await doctorArticleFacts(db, articleId)
  await ensureDoctorExists(db, doctorId)
  await db.transaction(async (tx) => {
    await tx.query(sql`DELETE FROM doctor_article_answers WHERE article_id = ${articleId} AND doctor_id = ${doctorId} AND id <> ${answerId}`)
    const rows = await tx.query(sql`
      INSERT INTO doctor_article_answers (id, article_id, doctor_id, answers, created_at, updated_at)
      VALUES (${answerId}, ${articleId}, ${doctorId}, ${JSON.stringify([{ questionId: 'q1', value: '40時間以上' }])}::jsonb, ${exampleAt}, ${exampleAt})
      ON CONFLICT (id) DO NOTHING RETURNING id`)
    if (rows.length === 0) {
      await tx.query(sql`
        UPDATE doctor_article_answers SET article_id = ${articleId}, doctor_id = ${doctorId},
          answers = ${JSON.stringify([{ questionId: 'q1', value: '40時間以上' }])}::jsonb, updated_at = ${exampleAt}
        WHERE id = ${answerId}`)
      return
    }
    // A fresh answer earned the reward, as the handler would have granted it.
    await tx.query(sql`UPDATE doctors SET mp_balance = mp_balance + 100 WHERE id = ${doctorId}`)
    await tx.query(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason) VALUES (${doctorId}, 100, 'survey', 'survey')`)
  })
}

export const surveyStates: ReadonlyArray<StateDefinition> = [
  {
    pattern: /^recommend (\S+) promotes doctor (\S+)$/,
    setUp: async (db, [id, doctorId], p) =>
      recommendFacts(db, str(p, 'recommendId', id), str(p, 'target', 'doctor'), str(p, 'targetId', doctorId)),
  },
  {
    pattern: /^press release (\S+) is the most viewed this week$/,
    setUp: async (db, [id], p) => rankingFacts(db, str(p, 'pressReleaseId', id)),
  },
  {
    pattern: /^doctor article (\S+) is open$/,
    setUp: async (db, [id], p) => void (await doctorArticleFacts(db, str(p, 'articleId', id))),
  },
  {
    pattern: /^doctor (\S+) answered doctor article (\S+) with answer (\S+)$/,
    setUp: async (db, [doctorId, articleId, answerId], p) =>
      doctorArticleAnswerFacts(db, str(p, 'articleId', articleId), str(p, 'answerId', answerId), str(p, 'doctorId', doctorId)),
  },
]
