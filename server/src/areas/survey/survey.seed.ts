/**
 * Demo data of the survey areas (docs/server-content.md), on top of the core and content seeds:
 * recommend slots (doctors, a manuscript, press releases; one disabled, one scheduled), four doctor
 * articles (draft, two open, closed) with answers by seeded doctors (each answer's reward written
 * through balance + ledger, like the handler), and 30 days of content views so every ranking
 * period shows something. Deterministic: targets are picked in id order, views follow a formula.
 */
import { sql } from 'drizzle-orm'
import type { Question, QuestionAnswer } from '#domain/doctor-article'
import type { Db } from '../../db/db'

interface ArticleSeed {
  readonly title: string
  readonly body: string
  readonly status: 'draft' | 'open' | 'closed'
  readonly rewardPoints: number
  /** Days from now (negative: in the past); null: no bound. */
  readonly opensIn: number | null
  readonly closesIn: number | null
  readonly questions: ReadonlyArray<Question>
  /** Answers of the n-th answering doctor. */
  readonly answers: ReadonlyArray<ReadonlyArray<QuestionAnswer>>
}

const articles: ReadonlyArray<ArticleSeed> = [
  {
    title: '医師の働き方改革に関する意識調査',
    body: '<p>2024年4月から始まった医師の時間外労働の上限規制について、現場の実感をお聞かせください。回答には約3分かかります。</p>',
    status: 'open',
    rewardPoints: 100,
    opensIn: -14,
    closesIn: 30,
    questions: [
      { id: 'q1', label: '週あたりの平均勤務時間', kind: 'single', options: ['40時間未満', '40〜60時間', '60〜80時間', '80時間以上'], required: true },
      {
        id: 'q2',
        label: '勤務先で導入されている取り組み（複数選択可）',
        kind: 'multiple',
        options: ['タスク・シフティング', '複数主治医制', '当直明けの休息確保', 'ICTによる業務効率化', '特になし'],
        required: true,
      },
      { id: 'q3', label: '働き方改革について現場で感じている課題', kind: 'text', options: [], required: false },
    ],
    answers: [
      [
        { questionId: 'q1', value: '60〜80時間' },
        { questionId: 'q2', value: ['タスク・シフティング', '当直明けの休息確保'] },
        { questionId: 'q3', value: '当直体制の見直しが追いついておらず、若手の負担が減っていません。' },
      ],
      [
        { questionId: 'q1', value: '40〜60時間' },
        { questionId: 'q2', value: ['ICTによる業務効率化'] },
      ],
      [
        { questionId: 'q1', value: '80時間以上' },
        { questionId: 'q2', value: ['特になし'] },
        { questionId: 'q3', value: '地方では医師の確保自体が難しく、上限規制を守るのが困難です。' },
      ],
    ],
  },
  {
    title: '生成AIの臨床活用に関するアンケート',
    body: '<p>診療や文書作成における生成AIの利用状況を伺います。</p>',
    status: 'open',
    rewardPoints: 50,
    opensIn: -3,
    closesIn: 60,
    questions: [
      { id: 'q1', label: '業務で生成AIを利用していますか', kind: 'single', options: ['日常的に利用している', 'ときどき利用している', '利用していない'], required: true },
      {
        id: 'q2',
        label: '利用している（利用したい）業務',
        kind: 'multiple',
        options: ['紹介状・診断書の下書き', '論文・文献の要約', '患者説明資料の作成', '画像診断の補助'],
        required: false,
      },
    ],
    answers: [
      [
        { questionId: 'q1', value: 'ときどき利用している' },
        { questionId: 'q2', value: ['論文・文献の要約', '紹介状・診断書の下書き'] },
      ],
      [{ questionId: 'q1', value: '利用していない' }],
    ],
  },
  {
    title: '院内感染対策の実施状況調査',
    body: '<p>冬季の感染症流行期に向けた院内感染対策について伺いました。ご協力ありがとうございました。</p>',
    status: 'closed',
    rewardPoints: 200,
    opensIn: -60,
    closesIn: -30,
    questions: [
      { id: 'q1', label: '感染対策チーム（ICT）の有無', kind: 'single', options: ['ある', 'ない', 'わからない'], required: true },
      { id: 'q2', label: '感染対策で最も苦労している点', kind: 'text', options: [], required: true },
    ],
    answers: [
      [
        { questionId: 'q1', value: 'ある' },
        { questionId: 'q2', value: '外来と入院の動線分離が建物の構造上難しいことです。' },
      ],
      [
        { questionId: 'q1', value: 'ない' },
        { questionId: 'q2', value: '専任の感染管理担当者がおらず、兼務で対応しています。' },
      ],
    ],
  },
  {
    title: '後発医薬品の処方に関するアンケート（準備中）',
    body: '<p>後発医薬品・バイオシミラーの処方方針について伺う予定です。</p>',
    status: 'draft',
    rewardPoints: 100,
    opensIn: null,
    closesIn: null,
    questions: [
      { id: 'q1', label: '後発医薬品を積極的に処方していますか', kind: 'single', options: ['はい', 'いいえ', '薬剤による'], required: true },
    ],
    answers: [],
  },
]

const at = (days: number | null) => (days === null ? null : sql`now() + make_interval(days => ${days})`)

export const seedSurvey = async (db: Db): Promise<string> =>
  db.transaction(async (tx) => {
    // Doctors that may appear publicly (the directory's rule), in id order.
    const doctors = await tx.query<{ id: string }>(
      sql`SELECT id FROM doctors WHERE deleted_at IS NULL AND allowed AND NOT frozen ORDER BY created_at, id LIMIT 20`,
    )
    const manuscripts = await tx.query<{ id: string }>(
      sql`SELECT id FROM manuscripts WHERE deleted_at IS NULL AND status IN ('acceptable', 'offered') ORDER BY id`,
    )
    const pressReleases = await tx.query<{ id: string }>(
      sql`SELECT id FROM press_releases WHERE status = 'published' AND published_at <= now() ORDER BY id`,
    )

    // Recommends: rank 1–2 doctors, 3 a manuscript, 4 a press release, 5 a disabled one, 6 scheduled for next week.
    const slots: Array<{ target: string; targetId: string | undefined; enabled: boolean; startsIn: number | null; endsIn: number | null }> = [
      { target: 'doctor', targetId: doctors[0]?.id, enabled: true, startsIn: null, endsIn: null },
      { target: 'doctor', targetId: doctors[1]?.id, enabled: true, startsIn: -7, endsIn: 30 },
      { target: 'manuscript', targetId: manuscripts[0]?.id, enabled: true, startsIn: null, endsIn: null },
      { target: 'pressRelease', targetId: pressReleases[0]?.id, enabled: true, startsIn: -3, endsIn: 14 },
      { target: 'pressRelease', targetId: pressReleases[1]?.id, enabled: false, startsIn: null, endsIn: null },
      { target: 'doctor', targetId: doctors[2]?.id, enabled: true, startsIn: 7, endsIn: 37 },
    ]
    let recommends = 0
    for (const slot of slots) {
      if (!slot.targetId) continue
      recommends++
      await tx.query(sql`
        INSERT INTO recommends (target, target_id, rank, enabled, starts_at, ends_at)
        VALUES (${slot.target}, ${slot.targetId}, ${recommends}, ${slot.enabled}, ${at(slot.startsIn)}, ${at(slot.endsIn)})`)
    }

    // Doctor articles and their answers (the answering doctors get the reward, as through the API).
    let answers = 0
    for (const [i, a] of articles.entries()) {
      const rows = await tx.query<{ id: string }>(sql`
        INSERT INTO doctor_articles (title, body, questions, status, reward_points, opens_at, closes_at, created_at, updated_at)
        VALUES (${a.title}, ${a.body}, ${JSON.stringify(a.questions)}::jsonb, ${a.status}, ${a.rewardPoints}, ${at(a.opensIn)}, ${at(a.closesIn)},
          now() - make_interval(days => ${70 - i * 10}), now() - make_interval(days => ${70 - i * 10}))
        RETURNING id`)
      const articleId = (rows[0] as { id: string }).id
      for (const [n, given] of a.answers.entries()) {
        const doctor = doctors[(i * 3 + n) % Math.max(doctors.length, 1)]
        if (!doctor) continue
        const inserted = await tx.query(sql`
          INSERT INTO doctor_article_answers (article_id, doctor_id, answers) VALUES (${articleId}, ${doctor.id}, ${JSON.stringify(given)}::jsonb)
          ON CONFLICT (article_id, doctor_id) DO NOTHING RETURNING id`)
        if (inserted.length === 0) continue
        await tx.query(sql`UPDATE doctors SET mp_balance = mp_balance + ${a.rewardPoints} WHERE id = ${doctor.id}`)
        await tx.query(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason) VALUES (${doctor.id}, ${a.rewardPoints}, 'survey', 'survey')`)
        answers++
      }
    }

    // Content views of the last 30 Japanese calendar days: the n-th target of a kind gets fewer views,
    // with a weekly rhythm, so rankings differ per period.
    const kinds = [
      ['doctor', doctors.map((d) => d.id)],
      ['manuscript', manuscripts.map((m) => m.id)],
      ['pressRelease', pressReleases.map((p) => p.id)],
    ] as const
    let views = 0
    for (const [kind, ids] of kinds)
      for (const [n, id] of ids.entries()) {
        const inserted = await tx.query(sql`
          INSERT INTO content_views (kind, target_id, day, views)
          SELECT ${kind}, ${id}, (now() AT TIME ZONE 'Asia/Tokyo')::date - k, GREATEST(0, 80 - ${n * 6}::int + ((k * 7 + ${n * 13}::int) % 17) - (CASE WHEN k % 7 IN (5, 6) THEN 20 ELSE 0 END))
          FROM generate_series(0, 29) AS k
          RETURNING 1`)
        views += inserted.length
      }
    return `survey: ${recommends} recommends, ${articles.length} doctor articles, ${answers} answers, ${views} content view days`
  })
