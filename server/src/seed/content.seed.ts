/**
 * Demo content on top of the core seed (docs/server-content.md): tags, press releases in every
 * status, manuscripts along the review lifecycle (one held), and gift exchanges. Call it from
 * `demo.seed.ts` inside the seed transaction, after clients, doctors and operators exist.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/db'

const tagNames = ['循環器', '糖尿病', 'がん', '感染症', '新製品', '臨床試験', 'AI診断', '地域医療']

/** Press-release titles, one row per client, one column per status (editing, request, published, suspend). */
const pressTitles = [
  ['高血圧治療薬の新剤形に関する製造販売承認申請のお知らせ', '2型糖尿病治療薬の国内第III相試験結果について', '心不全治療薬の適応追加承認取得のお知らせ', '医療従事者向け学術情報サイトのリニューアルについて'],
  ['AI画像診断支援ソフトウェアの提供開始について', '遠隔診療プラットフォームの地域医療機関への導入拡大', '内視鏡AIの医療機器承認取得のお知らせ', '在宅医療向け服薬管理アプリの機能追加について'],
  ['新型インフルエンザワクチンの供給計画について', '抗菌薬適正使用に関する医師向けセミナー開催のお知らせ', '感染症迅速診断キットの販売開始について', '院内感染対策ガイドブック改訂版の公開について'],
  ['がんゲノム医療に関する共同研究契約締結のお知らせ', '免疫チェックポイント阻害薬の新規臨床試験開始について', '乳がん治療薬の長期安全性データ公表について', '患者支援プログラム「ともに歩む」開始のお知らせ'],
] as const
const pressBody =
  '<p>本日、医療関係者の皆様に向けて新たな情報を公開いたしました。詳細は添付資料をご覧ください。</p><p>お問い合わせ：広報部</p>'

/** The press release whose body holds an `<img onerror>` and a `<script>` (shown sanitised). */
export const unsafeBodyTitle = '本文の無害化確認用プレスリリース'
const unsafeBody = '<p>画像の読み込みに失敗しても何も実行されません。</p><img src=x onerror=alert(1)><script>alert(2)</script><p>本文の続き</p>'

const manuscriptTitles = [
  '地方中核病院における心不全多職種連携の実践',
  '外来での糖尿病治療強化：インスリン導入の工夫',
  '救急外来における高齢者の転倒外傷の特徴',
  '在宅医療で経験した緩和ケアの意思決定支援',
  '若手医師の当直負担とタスク・シフティングの効果',
  '感染対策チームによる抗菌薬使用量の推移と課題',
] as const
const manuscriptBody = '<p>臨床現場での経験と、明日からの診療に役立つ工夫をまとめました。</p><h2>背景</h2><p>…</p><h2>考察</h2><p>…</p>'

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
        VALUES (${client.id}, ${pressTitles[i % pressTitles.length]?.[j] ?? `プレスリリース ${i + 1}-${j + 1}`}, ${pressBody}, ${status},
          ${publishedAt ?? null}, ${reason})
        RETURNING id`)
      const tag = tags[(i + j) % tags.length]
      if (tag && rows[0]) await tx.query(sql`INSERT INTO content_tags (tag_id, owner_kind, owner_id) VALUES (${tag.id}, 'press_release', ${rows[0].id})`)
    }
  }

  // A body carrying markup that would run script if shown raw: the console must show it inertly
  // (sanitised; tests/e2e/press-release.spec.ts). Being edited, so the public API never serves it.
  if (clients[0])
    await tx.query(sql`
      INSERT INTO press_releases (client_id, title, body, status)
      VALUES (${clients[0].id}, ${unsafeBodyTitle}, ${unsafeBody}, 'editing')`)

  const manuscriptStatuses = ['draft', 'under_review', 'reviewed', 'acceptable', 'offered', 'rejected'] as const
  for (const [i, doctor] of doctors.entries()) {
    const status = manuscriptStatuses[i % manuscriptStatuses.length] as (typeof manuscriptStatuses)[number]
    const submitted = status !== 'draft'
    const reviewed = !['draft', 'under_review'].includes(status)
    const rows = await tx.query<{ id: string }>(sql`
      INSERT INTO manuscripts (doctor_id, title, contents, status, submitted_at, reviewed_at)
      VALUES (${doctor.id}, ${manuscriptTitles[i % manuscriptTitles.length]}, ${manuscriptBody}, ${status},
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
    const ledger = await tx.query<{ id: string }>(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason) VALUES (${doctor.id}, -500, 'exchange', 'exchange') RETURNING id`)
    await tx.query(sql`
      INSERT INTO gift_exchanges (doctor_id, points, amount_yen, status, masked_code, failure_reason, ledger_id, issued_at)
      VALUES (${doctor.id}, 500, 500, ${status}, ${status === 'issued' ? 'XXXX-XXXXXX-7Q2M' : null},
        ${status === 'failed' ? 'ギフトコードの発行に失敗しました' : null}, ${ledger[0]?.id ?? null}, ${status === 'issued' ? sql`now()` : null})`)
    if (status === 'failed') {
      await tx.query(sql`UPDATE doctors SET mp_balance = mp_balance + 500 WHERE id = ${doctor.id}`)
      await tx.query(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason) VALUES (${doctor.id}, 500, 'exchangeRefund', 'exchangeRefund')`)
    }
  }
}
