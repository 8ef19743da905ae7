/**
 * Demo content on top of the core seed (docs/server-content.md): tags, press releases in every
 * status, manuscripts along the review lifecycle (one held), and gift exchanges. Call it from
 * `demo.seed.ts` inside the seed transaction, after clients, doctors and operators exist.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'

const tagNames = ['循環器', '糖尿病', 'がん', '感染症', '新製品', '臨床試験', 'AI診断', '地域医療']

export const seedContent = async (tx: Db): Promise<void> => {
  for (const name of tagNames) await tx.query(sql`INSERT INTO tags (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`)
  const tags = await tx.query<{ id: string }>(sql`SELECT id FROM tags ORDER BY id`)
  const clients = await tx.query<{ id: string }>(sql`SELECT id FROM clients WHERE deleted_at IS NULL ORDER BY id LIMIT 4`)
  const doctors = await tx.query<{ id: string; mp_balance: number }>(
    sql`SELECT id, mp_balance FROM doctors WHERE deleted_at IS NULL ORDER BY id LIMIT 6`,
  )
  const admin = await tx.query<{ id: string }>(sql`SELECT id FROM operators WHERE email = 'admin@medicolle.example'`)
  const adminId = admin[0]?.id ?? null

  const pressStatuses = [
    ['editing', null, null],
    ['request', null, null],
    ['published', sql`now() - interval '3 days'`, null],
    ['suspend', sql`now() - interval '10 days'`, '表記の確認中'],
  ] as const
  for (const [i, client] of clients.entries()) {
    for (const [j, [status, publishedAt, reason]] of pressStatuses.entries()) {
      const rows = await tx.query<{ id: string }>(sql`
        INSERT INTO press_releases (client_id, title, body, status, published_at, status_reason)
        VALUES (${client.id}, ${`デモ プレスリリース ${i + 1}-${j + 1}`}, ${'<p>新しい医療サービスの提供を開始しました。</p>'}, ${status},
          ${publishedAt ?? null}, ${reason})
        RETURNING id`)
      const tag = tags[(i + j) % tags.length]
      if (tag && rows[0]) await tx.query(sql`INSERT INTO content_tags (tag_id, owner_kind, owner_id) VALUES (${tag.id}, 'press_release', ${rows[0].id})`)
    }
  }

  const manuscriptStatuses = ['draft', 'under_review', 'reviewed', 'acceptable', 'offered', 'rejected'] as const
  for (const [i, doctor] of doctors.entries()) {
    const status = manuscriptStatuses[i % manuscriptStatuses.length] as (typeof manuscriptStatuses)[number]
    const submitted = status !== 'draft'
    const reviewed = !['draft', 'under_review'].includes(status)
    const rows = await tx.query<{ id: string }>(sql`
      INSERT INTO manuscripts (doctor_id, title, contents, status, submitted_at, reviewed_at)
      VALUES (${doctor.id}, ${`デモ原稿 ${i + 1}`}, ${'<p>臨床現場での経験をまとめました。</p>'}, ${status},
        ${submitted ? sql`now() - interval '5 days'` : null}, ${reviewed ? sql`now() - interval '2 days'` : null})
      RETURNING id`)
    const id = rows[0]?.id
    if (!id) continue
    const tag = tags[i % tags.length]
    if (tag) await tx.query(sql`INSERT INTO content_tags (tag_id, owner_kind, owner_id) VALUES (${tag.id}, 'manuscript', ${id})`)
    if (status === 'acceptable' && adminId)
      await tx.query(sql`INSERT INTO manuscript_holds (manuscript_id, held, reason, operator_id) VALUES (${id}, true, '掲載時期の調整中', ${adminId})`)
    if (status === 'offered' && clients[0])
      await tx.query(sql`INSERT INTO offers (manuscript_id, client_id, message) VALUES (${id}, ${clients[0].id}, '貴重な原稿をぜひ掲載させてください')`)
    if (['acceptable', 'offered', 'rejected'].includes(status))
      await tx.query(sql`
        INSERT INTO reviews (manuscript_id, operator_id, result, denial_reason_ids, comment)
        VALUES (${id}, ${adminId}, ${status === 'rejected' ? 'reject' : 'accept'},
          ${status === 'rejected' ? sql`ARRAY(SELECT id FROM denial_reasons ORDER BY sort_order LIMIT 1)` : sql`'{}'::text[]`}, '')`)
  }

  // Gift exchanges: one per status for the first doctors that can afford 500 MP (debited through the ledger).
  const exchangeStatuses = ['requested', 'issued', 'failed'] as const
  let k = 0
  for (const doctor of doctors) {
    const status = exchangeStatuses[k]
    if (!status) break
    if (Number(doctor.mp_balance) < 500) continue
    k++
    await tx.query(sql`UPDATE doctors SET mp_balance = mp_balance - 500 WHERE id = ${doctor.id}`)
    const ledger = await tx.query<{ id: string }>(sql`INSERT INTO mp_ledger (doctor_id, amount, reason) VALUES (${doctor.id}, -500, 'exchange') RETURNING id`)
    await tx.query(sql`
      INSERT INTO gift_exchanges (doctor_id, points, amount_yen, status, masked_code, failure_reason, ledger_id, issued_at)
      VALUES (${doctor.id}, 500, 500, ${status}, ${status === 'issued' ? 'XXXX-XXXXXX-7Q2M' : null},
        ${status === 'failed' ? 'ギフトコードの発行に失敗しました' : null}, ${ledger[0]?.id ?? null}, ${status === 'issued' ? sql`now()` : null})`)
    if (status === 'failed') {
      await tx.query(sql`UPDATE doctors SET mp_balance = mp_balance + 500 WHERE id = ${doctor.id}`)
      await tx.query(sql`INSERT INTO mp_ledger (doctor_id, amount, reason) VALUES (${doctor.id}, 500, 'exchangeRefund')`)
    }
  }
}
