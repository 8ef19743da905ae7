/**
 * Demo data that looks real: operators (the README names admin@medicolle.example), hospitals
 * and clinics, belongs, a three-level expertise tree, doctors in every state with MP ledgers,
 * client companies (some suspended) and their monthly usage. Deterministic (seeded PRNG), so
 * tests and screenshots see the same data. Runs only on an empty database.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/db'

export const demoOperators = [
  { email: 'admin@medicolle.example', name: '管理 太郎', role: 'admin', active: true },
  { email: 'operator@medicolle.example', name: '運用 花子', role: 'operator', active: true },
  { email: 'retired@medicolle.example', name: '退職 次郎', role: 'operator', active: false },
] as const

const lastNames = [
  ['佐藤', 'サトウ'], ['鈴木', 'スズキ'], ['高橋', 'タカハシ'], ['田中', 'タナカ'], ['伊藤', 'イトウ'], ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'], ['中村', 'ナカムラ'], ['小林', 'コバヤシ'], ['加藤', 'カトウ'], ['吉田', 'ヨシダ'], ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'], ['山口', 'ヤマグチ'], ['松本', 'マツモト'], ['井上', 'イノウエ'], ['木村', 'キムラ'], ['林', 'ハヤシ'],
] as const
const firstNames = [
  ['翔太', 'ショウタ'], ['美咲', 'ミサキ'], ['健一', 'ケンイチ'], ['陽子', 'ヨウコ'], ['大輔', 'ダイスケ'], ['由美', 'ユミ'],
  ['誠', 'マコト'], ['直子', 'ナオコ'], ['拓也', 'タクヤ'], ['恵', 'メグミ'], ['隆', 'タカシ'], ['香織', 'カオリ'],
] as const
const romaji = ['sato', 'suzuki', 'takahashi', 'tanaka', 'ito', 'watanabe', 'yamamoto', 'nakamura', 'kobayashi', 'kato', 'yoshida', 'yamada', 'sasaki', 'yamaguchi', 'matsumoto', 'inoue', 'kimura', 'hayashi']

export const demoOrganizations = [
  ['東京中央総合病院', 'トウキョウチュウオウソウゴウビョウイン', 'hospital', '東京都'],
  ['大阪北記念病院', 'オオサカキタキネンビョウイン', 'hospital', '大阪府'],
  ['横浜みなと医療センター', 'ヨコハマミナトイリョウセンター', 'hospital', '神奈川県'],
  ['名古屋さくら病院', 'ナゴヤサクラビョウイン', 'hospital', '愛知県'],
  ['札幌北星クリニック', 'サッポロホクセイクリニック', 'clinic', '北海道'],
  ['福岡博多内科クリニック', 'フクオカハカタナイカクリニック', 'clinic', '福岡県'],
  ['京都東山診療所', 'キョウトヒガシヤマシンリョウジョ', 'clinic', '京都府'],
  ['仙台青葉大学病院', 'センダイアオバダイガクビョウイン', 'university', '宮城県'],
  ['日本臨床循環器学会', 'ニホンリンショウジュンカンキガッカイ', 'society', '東京都'],
  ['広島平和記念クリニック', 'ヒロシマヘイワキネンクリニック', 'clinic', '広島県'],
] as const

export const demoBelongs = ['勤務医', '開業医', '研修医', '大学教員'] as const

export const demoExpertise: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, ReadonlyArray<string>]>]> = [
  ['内科', [['循環器内科', ['不整脈', '心不全', '虚血性心疾患']], ['消化器内科', ['肝臓', '内視鏡']], ['糖尿病・内分泌内科', ['糖尿病', '甲状腺']]]],
  ['外科', [['心臓血管外科', ['冠動脈バイパス', '弁膜症']], ['消化器外科', ['腹腔鏡手術']]]],
  ['小児科', [['新生児科', []], ['小児神経科', []]]],
  ['精神科', [['児童精神科', []]]],
]

const demoClients = [
  ['ミライ製薬株式会社', 'ミライセイヤク', '学術部', '岡田 智子', 'オカダ トモコ', 'okada@mirai-pharma.example'],
  ['ヘルスメディア株式会社', 'ヘルスメディア', '編集部', '石川 修', 'イシカワ オサム', 'ishikawa@healthmedia.example'],
  ['株式会社メディカルリンク', 'メディカルリンク', '営業企画部', '森 真理', 'モリ マリ', 'mori@medicallink.example'],
  ['さくらバイオ株式会社', 'サクラバイオ', '広報室', '前田 浩', 'マエダ ヒロシ', 'maeda@sakura-bio.example'],
  ['日本ドクターズ出版', 'ニホンドクターズシュッパン', 'メディア事業部', '藤田 綾', 'フジタ アヤ', 'fujita@drs-pub.example'],
  ['株式会社ケアテック', 'ケアテック', 'マーケティング部', '岡本 翼', 'オカモト ツバサ', 'okamoto@caretech.example'],
] as const

/** Small deterministic PRNG (mulberry32). */
const prng = (seed: number) => () => {
  seed |= 0
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const pick = <T>(rand: () => number, items: ReadonlyArray<T>): T => items[Math.floor(rand() * items.length)] as T

/** Seed when empty; returns a one-line summary, or null when data was already there. */
export const seedDemo = async (db: Db, doctorCount = 120): Promise<string | null> => {
  const existing = await db.query(sql`SELECT 1 FROM operators LIMIT 1`)
  if (existing.length) return null
  const rand = prng(20261122)
  return db.transaction(async (tx) => {
    for (const o of demoOperators)
      await tx.query(sql`INSERT INTO operators (email, name, role, active) VALUES (${o.email}, ${o.name}, ${o.role}, ${o.active})`)
    const orgIds: string[] = []
    for (const [name, kana, kind, prefecture] of demoOrganizations) {
      const rows = await tx.query<{ id: string }>(sql`
        INSERT INTO organizations (name, name_kana, kind, prefecture, phone, url)
        VALUES (${name}, ${kana}, ${kind}, ${prefecture}, ${'03-' + String(1000 + orgIds.length * 37).padStart(4, '0') + '-1234'}, NULL)
        RETURNING id`)
      orgIds.push((rows[0] as { id: string }).id)
    }
    const belongIds: string[] = []
    for (const [i, name] of demoBelongs.entries()) {
      const rows = await tx.query<{ id: string }>(sql`INSERT INTO belongs (name, sort_order) VALUES (${name}, ${(i + 1) * 10}) RETURNING id`)
      belongIds.push((rows[0] as { id: string }).id)
    }
    const leafIds: string[] = []
    const insertExpertise = async (name: string, parentId: string | null, order: number) => {
      const rows = await tx.query<{ id: string }>(
        sql`INSERT INTO expertise (name, parent_id, sort_order) VALUES (${name}, ${parentId}, ${order}) RETURNING id`,
      )
      return (rows[0] as { id: string }).id
    }
    for (const [i, [root, seconds]] of demoExpertise.entries()) {
      const rootId = await insertExpertise(root, null, (i + 1) * 10)
      for (const [j, [second, thirds]] of seconds.entries()) {
        const secondId = await insertExpertise(second, rootId, (j + 1) * 10)
        if (thirds.length === 0) leafIds.push(secondId)
        for (const [k, third] of thirds.entries()) leafIds.push(await insertExpertise(third, secondId, (k + 1) * 10))
      }
    }
    const admin = (await tx.query<{ id: string }>(sql`SELECT id FROM operators WHERE email = 'admin@medicolle.example'`))[0]
    for (let n = 0; n < doctorCount; n++) {
      const li = Math.floor(rand() * lastNames.length)
      const [last, lastKana] = lastNames[li] as readonly [string, string]
      const [first, firstKana] = pick(rand, firstNames)
      const orgIndex = Math.floor(rand() * orgIds.length)
      const org = orgIds[orgIndex] as string
      const prefecture = demoOrganizations[orgIndex]?.[3] ?? '東京都'
      const allowed = n % 7 !== 3
      const frozen = n % 11 === 5
      const deleted = n % 29 === 13
      const balance = allowed ? Math.floor(rand() * 20) * 500 : 0
      const daysAgo = doctorCount - n
      const rows = await tx.query<{ id: string }>(sql`
        INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, phone, medical_license_number,
          organization_id, belong_ids, expertise_ids, prefecture, allowed, frozen, deleted_at, mp_balance, created_at, updated_at)
        VALUES (${`${romaji[li]}.${n + 1}@doctors.example`}, ${last}, ${first}, ${lastKana}, ${firstKana},
          ${`090-${String(1000 + n).slice(-4)}-${String(5000 + n * 7).slice(-4)}`}, ${String(300000 + n * 137)},
          ${org}, ARRAY[${pick(rand, belongIds)}]::text[], ARRAY[${pick(rand, leafIds)}, ${pick(rand, leafIds)}]::text[],
          ${prefecture}, ${allowed}, ${frozen}, ${deleted ? sql`now() - interval '3 days'` : null}, ${balance},
          now() - make_interval(days => ${daysAgo}), now() - make_interval(days => ${Math.floor(daysAgo / 2)}))
        RETURNING id`)
      const id = (rows[0] as { id: string }).id
      if (balance > 0)
        await tx.query(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason, operator_id) VALUES (${id}, ${balance}, 'grant', '原稿採用のMP付与', ${admin?.id ?? null})`)
    }
    const clientIds: string[] = []
    for (const [i, [company, kana, department, contact, contactKana, email]] of demoClients.entries()) {
      const rows = await tx.query<{ id: string }>(sql`
        INSERT INTO clients (company_name, company_name_kana, department, contact_name, contact_name_kana, email, phone, prefecture,
          address, suspended_at, created_at)
        VALUES (${company}, ${kana}, ${department}, ${contact}, ${contactKana}, ${email}, ${`03-5${i}00-00${i}${i}`}, '東京都',
          ${`東京都千代田区丸の内${i + 1}-${i + 2}-${i + 3}`}, ${i === 3 ? sql`now() - interval '10 days'` : null},
          now() - make_interval(days => ${60 - i}))
        RETURNING id`)
      clientIds.push((rows[0] as { id: string }).id)
    }
    const now = new Date()
    for (const clientId of clientIds)
      for (let m = 0; m < 6; m++) {
        const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m, 1))
        const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
        const data = {
          clientId,
          month,
          pressReleaseCount: Math.floor(rand() * 8),
          offerCount: Math.floor(rand() * 5),
          viewCount: Math.floor(rand() * 3000),
        }
        await tx.query(sql`INSERT INTO documents (kind, data) VALUES ('usage', ${JSON.stringify(data)}::jsonb)`)
      }
    return `${demoOperators.length} operators, ${orgIds.length} organizations, ${doctorCount} doctors, ${clientIds.length} clients`
  })
}
