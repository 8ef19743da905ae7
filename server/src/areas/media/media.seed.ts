/**
 * Demo media (discovered by seeds.ts, runs after demo.seed.ts and content.seed.ts): eight medical
 * news media (one suspended), published and scheduled interviews linked to the published press
 * releases and to doctors of the demo data, and media articles (questionnaires) with doctors'
 * answers. Deterministic: fixed data, times relative to now. Releases named in interviews are
 * carried by that interview's medium, the suspended releases by the suspended medium; two
 * releases of 在宅医療プレス exist for the media browser test only (tests/e2e/media.spec.ts).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/db'

/** [name, slug, description, suspended] */
const demoMedia = [
  ['メディカル・トリビューン・デモ', 'medical-tribune', '医師向けの医療ニュースと学会レポート', false],
  ['日経ヘルスケア・デモ', 'nikkei-healthcare', '病院経営と医療制度の専門誌', false],
  ['医療ニュース東京', 'iryo-news-tokyo', '首都圏の医療機関と行政の動き', false],
  ['循環器ジャーナル', 'junkanki-journal', '循環器領域の臨床トピックと新薬情報', false],
  ['がん治療ナビ', 'gan-navi', 'がん治療の最新情報を患者と医療者へ', false],
  ['在宅医療プレス', 'zaitaku-press', '在宅医療・地域包括ケアの現場から', false],
  ['メディカルAIウィークリー', 'medical-ai-weekly', 'AI診断と医療DXの週刊ニュース', false],
  ['週刊クリニック経営', 'clinic-keiei', '開業医のための経営情報（掲載停止中）', true],
] as const

/** The medium and releases only tests/e2e/media.spec.ts uses (suspends the medium, edits the draft). */
export const e2eMedium = '在宅医療プレス'
export const e2eReleases = {
  published: 'メディア利用停止の確認用プレスリリース',
  editing: '編集画面の確認用プレスリリース',
} as const

const interviewTitles = [
  ['新薬開発の現場から', '開発担当医へのインタビュー'],
  ['地域医療を支える病院の挑戦', '病院長に聞く地域連携の工夫'],
  ['AI画像診断は臨床をどう変えるか', '導入病院の放射線科医に聞く'],
  ['在宅医療の10年', '訪問診療医が語る現場の変化'],
] as const

const articles = [
  ['在宅医療についてのアンケート', '<p>訪問診療の体制について、ご意見をお聞かせください。</p>', 30],
  ['医師の働き方改革に関する調査', '<p>時間外労働の上限規制への対応状況を教えてください。</p>', 14],
  ['生成AIの臨床利用について', '<p>診療でのAI活用の経験と課題をお聞かせください。</p>', null],
] as const

const answerBodies = [
  '訪問診療の体制強化が必要です',
  '夜間の連携体制が課題だと感じています',
  '看護師との役割分担で負担が軽減されました',
  'まだ試行段階ですが、記録業務の効率化に期待しています',
]

export const seedMedia = async (db: Db): Promise<string> =>
  db.transaction(async (tx) => {
    const mediaIds: string[] = []
    for (const [i, [name, slug, description, suspended]] of demoMedia.entries()) {
      const rows = await tx.query<{ id: string }>(sql`
        INSERT INTO media (name, url, description, logo_url, suspended, suspended_at, created_at, updated_at)
        VALUES (${name}, ${`https://${slug}.example`}, ${description}, ${`https://${slug}.example/logo.png`}, ${suspended},
          ${suspended ? sql`now() - interval '7 days'` : null}, now() - make_interval(days => ${90 - i * 5}), now() - make_interval(days => ${30 - i}))
        RETURNING id`)
      mediaIds.push((rows[0] as { id: string }).id)
    }
    const activeMedia = mediaIds.filter((_, i) => !demoMedia[i]?.[3])

    const releases = await tx.query<{ id: string }>(sql`SELECT id FROM press_releases WHERE status = 'published' ORDER BY id LIMIT 4`)
    const doctors = await tx.query<{ id: string }>(sql`SELECT id FROM doctors WHERE deleted_at IS NULL AND allowed ORDER BY id LIMIT 8`)

    // Interviews: three published per medium of the first four, plus one scheduled (not public yet).
    let interviews = 0
    for (const [m, mediaId] of activeMedia.slice(0, 4).entries()) {
      for (let k = 0; k < 4; k++) {
        const [title, summary] = interviewTitles[(m + k) % interviewTitles.length] as readonly [string, string]
        const scheduled = k === 3
        await tx.query(sql`
          INSERT INTO interviews (media_id, press_release_id, doctor_id, title, summary, url, published_at)
          VALUES (${mediaId}, ${releases[(m + k) % Math.max(releases.length, 1)]?.id ?? null}, ${doctors[(m * 2 + k) % Math.max(doctors.length, 1)]?.id ?? null},
            ${title}, ${summary}, ${`https://${demoMedia[mediaIds.indexOf(mediaId)]?.[1]}.example/interviews/${k + 1}`},
            ${scheduled ? sql`now() + interval '5 days'` : sql`now() - make_interval(days => ${3 + k * 9 + m})`})`)
        interviews++
      }
    }

    // Which medium carries which release: the interview's, the suspended medium for suspended releases.
    await tx.query(sql`
      UPDATE press_releases p SET media_id = (SELECT i.media_id FROM interviews i WHERE i.press_release_id = p.id ORDER BY i.id LIMIT 1)
      WHERE p.media_id IS NULL AND EXISTS (SELECT 1 FROM interviews i WHERE i.press_release_id = p.id)`)
    const suspendedMedium = mediaIds[demoMedia.findIndex((m) => m[3])]
    if (suspendedMedium) await tx.query(sql`UPDATE press_releases SET media_id = ${suspendedMedium} WHERE media_id IS NULL AND status = 'suspend'`)
    const e2eMediumId = mediaIds[demoMedia.findIndex((m) => m[0] === e2eMedium)]
    const client = await tx.query<{ id: string }>(sql`SELECT id FROM clients WHERE deleted_at IS NULL ORDER BY id LIMIT 1`)
    if (e2eMediumId && client[0]) {
      const body = '<p>メディアの画面の確認に使うプレスリリースです。</p>'
      await tx.query(sql`
        INSERT INTO press_releases (client_id, media_id, title, body, status, published_at)
        VALUES (${client[0].id}, ${e2eMediumId}, ${e2eReleases.published}, ${body}, 'published', now() - interval '1 day'),
               (${client[0].id}, ${e2eMediumId}, ${e2eReleases.editing}, ${body}, 'editing', NULL)`)
    }

    // Media articles with answers by the first doctors.
    let answers = 0
    for (const [a, [title, body, deadlineDays]] of articles.entries()) {
      const mediaId = activeMedia[a % activeMedia.length] as string
      const rows = await tx.query<{ id: string }>(sql`
        INSERT INTO media_articles (media_id, title, body, deadline, created_at, updated_at)
        VALUES (${mediaId}, ${title}, ${body}, ${deadlineDays === null ? null : sql`now() + make_interval(days => ${deadlineDays})`},
          now() - make_interval(days => ${10 - a}), now() - make_interval(days => ${10 - a}))
        RETURNING id`)
      const articleId = (rows[0] as { id: string }).id
      for (const [d, doctor] of doctors.slice(0, 3 - a).entries()) {
        await tx.query(sql`
          INSERT INTO media_article_answers (article_id, doctor_id, body, created_at, updated_at)
          VALUES (${articleId}, ${doctor.id}, ${answerBodies[(a + d) % answerBodies.length]}, now() - make_interval(hours => ${48 - d * 5}),
            now() - make_interval(hours => ${48 - d * 5}))`)
        answers++
      }
    }
    return `${mediaIds.length} media, ${interviews} interviews, ${articles.length} media articles, ${answers} answers`
  })
