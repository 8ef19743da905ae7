/**
 * Provider states of the media areas (see provider-states.ts for the conventions: domain facts,
 * parameters first, the name's captures as fall-back). The values are those of the contract
 * examples (tests/contract/support/examples.ts: media, interview, mediaArticle,
 * mediaArticleAnswer), every nullable field filled as the examples have it.
 *
 * provider-states.ts imports this module, so the helpers imported from it are only used inside
 * functions (a top-level use would run before that module has finished loading).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/database'
import { ensureDoctorExists, str, pressReleaseFacts, type StateDefinition } from './provider-states'



/** Medium `id`: '医療ニュース<id>', active, with url, description and logo. */
export const mediumFacts = async (db: Db, id: string) => {
  await db.query(sql`
    INSERT INTO media (id, name, url, description, logo_url)
    VALUES (${id}, ${`医療ニュース${id}`}, ${`https://media${id}.example`}, '医療従事者向けニュース', ${`https://media${id}.example/logo.png`})
    ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, url = EXCLUDED.url, description = EXCLUDED.description,
      logo_url = EXCLUDED.logo_url, suspended = FALSE, suspended_at = NULL, deleted_at = NULL, updated_at = now()`)
}


/** Interview `id` of medium `mediaId`, published a day ago, about press release 7 with doctor 42. */
export const interviewFacts = async (db: Db, id: string, mediaId: string) => {
  await mediumFacts(db, mediaId)
  await pressReleaseFacts(db, '7', '7', 'published')
  await ensureDoctorExists(db, '42')
  await db.query(sql`
    INSERT INTO interviews (id, media_id, press_release_id, doctor_id, title, summary, url, published_at)
    VALUES (${id}, ${mediaId}, '7', '42', '新薬開発の現場から', '開発担当医へのインタビュー', ${`https://media${mediaId}.example/interviews/${id}`},
      now() - interval '1 day')
    ON CONFLICT (id) DO UPDATE SET media_id = EXCLUDED.media_id, press_release_id = EXCLUDED.press_release_id,
      doctor_id = EXCLUDED.doctor_id, title = EXCLUDED.title, summary = EXCLUDED.summary, url = EXCLUDED.url,
      published_at = EXCLUDED.published_at`)
}

/** Media article `articleId` of `mediaId` (deadline 2030-04-30T15:00Z) with one answer `answerId` by `doctorId`. */
export const mediaArticleAnswerFacts = async (db: Db, articleId: string, mediaId: string, answerId: string, doctorId: string) => {
  await mediumFacts(db, mediaId)
  await ensureDoctorExists(db, doctorId)
  await db.query(sql`
    INSERT INTO media_articles (id, media_id, title, body, deadline)
    VALUES (${articleId}, ${mediaId}, '在宅医療についてのアンケート', '<p>ご意見をお聞かせください</p>', '2030-04-30T15:00:00.000Z')
    ON CONFLICT (id) DO UPDATE SET media_id = EXCLUDED.media_id, title = EXCLUDED.title, body = EXCLUDED.body,
      deadline = EXCLUDED.deadline, updated_at = now()`)
  await db.query(sql`DELETE FROM media_article_answers WHERE article_id = ${articleId} AND doctor_id = ${doctorId} AND id <> ${answerId}`)
  await db.query(sql`
    INSERT INTO media_article_answers (id, article_id, doctor_id, body)
    VALUES (${answerId}, ${articleId}, ${doctorId}, '訪問診療の体制強化が必要です')
    ON CONFLICT (id) DO UPDATE SET article_id = EXCLUDED.article_id, doctor_id = EXCLUDED.doctor_id, body = EXCLUDED.body, updated_at = now()`)
}

export const mediaStates: ReadonlyArray<StateDefinition> = [
  { pattern: /^medium (\S+) exists$/, setUp: async (db, [id], p) => mediumFacts(db, str(p, 'mediaId', id)) },
  {
    pattern: /^interview (\S+) of medium (\S+) is published$/,
    setUp: async (db, [id, mediaId], p) => interviewFacts(db, str(p, 'interviewId', id), str(p, 'mediaId', mediaId)),
  },
  {
    pattern: /^media article (\S+) of medium (\S+) has answer (\S+) by doctor (\S+)$/,
    setUp: async (db, [id, mediaId, answerId, doctorId], p) =>
      mediaArticleAnswerFacts(
        db,
        str(p, 'articleId', id),
        str(p, 'mediaId', mediaId),
        str(p, 'answerId', answerId),
        str(p, 'doctorId', doctorId),
      ),
  },
]
