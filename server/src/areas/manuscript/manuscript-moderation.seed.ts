/**
 * Demo manuscripts for the moderation journeys (tests/e2e/manuscript.spec.ts; discovered by
 * seeds.ts, after content.seed.ts): one under review to be reviewed and sent back, one
 * acceptable, not held, to be held, refused an offer, released and offered, and a draft two
 * operators edit at once (the edit conflict dialog). Other specs and the lifecycle demo rows of
 * content.seed.ts stay untouched by those journeys.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/db'

export const moderationTitles = {
  sendBack: '審査差し戻し確認用：夜間救急のトリアージ改善',
  holdAndOffer: '保留とオファー確認用：病棟薬剤師の介入効果',
  editConflict: '編集競合確認用：外来化学療法の副作用管理',
} as const

const contents = '<p>審査の流れを確認するための原稿です。</p><h2>方法</h2><p>…</p>'

export const seedModerationManuscripts = async (db: Db): Promise<string> => {
  const doctors = await db.query<{ id: string }>(sql`SELECT id FROM doctors WHERE deleted_at IS NULL ORDER BY id LIMIT 1`)
  const doctorId = doctors[0]?.id
  if (!doctorId) return 'manuscript moderation: no doctor'
  await db.query(sql`
    INSERT INTO manuscripts (doctor_id, title, contents, status, submitted_at)
    VALUES (${doctorId}, ${moderationTitles.sendBack}, ${contents}, 'under_review', now() - interval '1 day')`)
  await db.query(sql`
    INSERT INTO manuscripts (doctor_id, title, contents, status, submitted_at, reviewed_at)
    VALUES (${doctorId}, ${moderationTitles.holdAndOffer}, ${contents}, 'acceptable', now() - interval '3 days', now() - interval '1 day')`)
  await db.query(sql`
    INSERT INTO manuscripts (doctor_id, title, contents, status)
    VALUES (${doctorId}, ${moderationTitles.editConflict}, ${contents}, 'draft')`)
  return 'manuscript moderation'
}
