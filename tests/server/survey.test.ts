/** Survey (doctor articles and answers) of the reference server, and the survey demo data (docs/server-content.md). */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Question } from '@src/domain/doctor-article'
import type { Db } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { checkAnswers } from '@server/src/areas/survey/survey.handlers'
import { seedContent } from '@server/src/seed/content.seed'
import { seedDemo } from '@server/src/seed/demo.seed'
import { seedSurvey } from '@server/src/areas/survey/survey.seed'
import { openTestDb } from './support/db'
import { admin, operator, startTestServer, testAuthenticator, type TestServer } from './support/server'

const japanese = /[ぁ-んァ-ン一-龥]/

const questions: Question[] = [
  { id: 'q1', label: '週あたりの勤務時間', kind: 'single', options: ['40時間未満', '40時間以上'], required: true },
  { id: 'q2', label: '導入済みの取り組み', kind: 'multiple', options: ['タスク・シフティング', '複数主治医制', 'ICT化'], required: true },
  { id: 'q3', label: 'ご意見', kind: 'text', options: [], required: false },
]
const valid = [
  { questionId: 'q1', value: '40時間以上' },
  { questionId: 'q2', value: ['複数主治医制', 'ICT化'] },
  { questionId: 'q3', value: '当直明けの休息が確保されていません。' },
]

interface ArticleFacts {
  readonly status?: 'draft' | 'open' | 'closed'
  readonly reward?: number
  /** SQL interval expressions relative to now(), or null. */
  readonly opensAt?: string | null
  readonly closesAt?: string | null
  readonly title?: string
}

let seq = 0
const insertArticle = async (db: Db, f: ArticleFacts = {}): Promise<string> => {
  const rows = await db.query<{ id: string }>(sql`
    INSERT INTO doctor_articles (title, body, questions, status, reward_points, opens_at, closes_at)
    VALUES (${f.title ?? `テストアンケート${++seq}`}, '<p>ご協力ください</p>', ${JSON.stringify(questions)}::jsonb, ${f.status ?? 'open'}, ${f.reward ?? 100},
      ${f.opensAt === undefined ? sql`now() - interval '1 day'` : f.opensAt === null ? null : sql.raw(`now() + interval '${f.opensAt}'`)},
      ${f.closesAt === undefined ? sql`now() + interval '30 days'` : f.closesAt === null ? null : sql.raw(`now() + interval '${f.closesAt}'`)})
    RETURNING id`)
  return (rows[0] as { id: string }).id
}

describe('doctor articles (survey)', () => {
  let server: TestServer
  let doctors: Array<{ id: string; email: string; name: string }> = []
  let open = ''
  let draft = ''
  let closed = ''

  const balanceOf = async (doctorId: string) =>
    Number((await server.db.query<{ mp_balance: number }>(sql`SELECT mp_balance FROM doctors WHERE id = ${doctorId}`))[0]?.mp_balance)
  const surveyLedger = (doctorId: string) =>
    server.db.query<{ amount: number }>(sql`SELECT amount FROM mp_ledger WHERE doctor_id = ${doctorId} AND reason = 'survey'`)
  const answer = (articleId: string, as: string, answers: unknown = valid) =>
    server.json('POST', `/api/v1/doctors/articles/${articleId}/answers/`, { as, body: { answers } })
  const messagesOf = (res: { body: { messages: Array<{ message: string }> } }) => res.body.messages.map((m) => m.message)

  beforeAll(async () => {
    server = await startTestServer()
    doctors = await server.db.query(sql`
      SELECT id, email, last_name || ' ' || first_name AS name FROM doctors WHERE deleted_at IS NULL AND NOT frozen ORDER BY created_at, id LIMIT 6`)
    open = await insertArticle(server.db, { title: '働き方に関するアンケート', reward: 150 })
    draft = await insertArticle(server.db, { status: 'draft', title: '準備中のアンケート', opensAt: null, closesAt: null })
    closed = await insertArticle(server.db, { status: 'closed', title: '終了したアンケート', opensAt: '-30 days', closesAt: '-1 day' })
  })
  afterAll(() => server.close())

  const doctor = (n: number) => doctors[n] as { id: string; email: string; name: string }

  it('lists and gets articles: operators see drafts, doctors do not; status and keyword filters', async () => {
    const all = await server.json('GET', '/api/v1/doctors/articles/?limit=100', { as: operator })
    expect(all.status).toBe(200)
    expect(all.body.payload.map((a: { id: string }) => a.id).sort()).toEqual([open, draft, closed].sort())
    expect(all.body.payload.find((a: { id: string }) => a.id === open)).toMatchObject({
      title: '働き方に関するアンケート', status: 'open', rewardPoints: 150, answerCount: 0, questions,
    })
    const mine = await server.json('GET', '/api/v1/doctors/articles/?limit=100', { as: doctor(0).email })
    expect(mine.body.payload.map((a: { id: string }) => a.id).sort()).toEqual([open, closed].sort())
    expect((await server.json('GET', `/api/v1/doctors/articles/${draft}`, { as: doctor(0).email })).status).toBe(404)
    expect((await server.json('GET', `/api/v1/doctors/articles/${draft}`, { as: operator })).body.payload.status).toBe('draft')

    const openOnly = await server.json('GET', '/api/v1/doctors/articles/?status=open', { as: operator })
    expect(openOnly.body.payload.map((a: { id: string }) => a.id)).toEqual([open])
    const keyword = await server.json('GET', `/api/v1/doctors/articles/?keyword=${encodeURIComponent('終了')}`, { as: operator })
    expect(keyword.body.payload.map((a: { id: string }) => a.id)).toEqual([closed])
    const paged = await server.json('GET', '/api/v1/doctors/articles/?limit=2', { as: operator })
    const rest = await server.json('GET', `/api/v1/doctors/articles/?limit=2&cursor=${paged.body.nextPaging.nextCursorKey}`, { as: operator })
    expect([...paged.body.payload, ...rest.body.payload].map((a: { id: string }) => a.id)).toEqual(all.body.payload.map((a: { id: string }) => a.id))
  })

  it('checks answers against the questions with Japanese messages (400) and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [[...valid, { questionId: 'q9', value: 'x' }], '設問「q9」はこのアンケートにありません'],
      [[valid[1], valid[2]], '「週あたりの勤務時間」に回答してください'],
      [[{ questionId: 'q1', value: '' }, valid[1]], '「週あたりの勤務時間」に回答してください'],
      [[valid[0], { questionId: 'q2', value: [] }], '「導入済みの取り組み」に回答してください'],
      [[{ questionId: 'q1', value: '週50時間くらい' }, valid[1]], '「週あたりの勤務時間」の回答が選択肢にありません'],
      [[{ questionId: 'q1', value: ['40時間未満', '40時間以上'] }, valid[1]], '「週あたりの勤務時間」は1つだけ選択してください'],
      [[valid[0], { questionId: 'q2', value: ['ICT化', '遠隔診療'] }], '「導入済みの取り組み」の回答が選択肢にありません'],
      [[valid[0], { questionId: 'q2', value: ['ICT化', 'ICT化'] }], '「導入済みの取り組み」で同じ選択肢が重複しています'],
      [[valid[0], valid[1], { questionId: 'q3', value: ['a'] }], '「ご意見」は文章で入力してください'],
      [[valid[0], valid[1], { questionId: 'q3', value: 'あ'.repeat(2001) }], '「ご意見」は2000文字以内で入力してください'],
      [[valid[0], valid[0], valid[1]], '設問「q1」に複数の回答があります'],
    ]
    for (const [answers, message] of cases) {
      const res = await answer(open, doctor(0).email, answers)
      expect(res.status, message).toBe(400)
      expect(messagesOf(res)).toContain(message)
    }
    // Every problem is reported at once.
    const many = await answer(open, doctor(0).email, [{ questionId: 'q1', value: 'x' }, { questionId: 'zz', value: 'y' }])
    expect(messagesOf(many)).toEqual(['設問「zz」はこのアンケートにありません', '「週あたりの勤務時間」の回答が選択肢にありません', '「導入済みの取り組み」に回答してください'])
    // An empty list is refused by the schema.
    const none = await answer(open, doctor(0).email, [])
    expect(none.status).toBe(400)
    expect(messagesOf(none)[0]).toMatch(japanese)

    expect((await server.json('GET', `/api/v1/doctors/articles/${open}`, { as: operator })).body.payload.answerCount).toBe(0)
    expect(await surveyLedger(doctor(0).id)).toEqual([])
  })

  it('stores an answer and grants the reward once in the same transaction', async () => {
    const before = await balanceOf(doctor(0).id)
    const res = await answer(open, doctor(0).email)
    expect(res.status).toBe(201)
    expect(res.body.payload).toMatchObject({ articleId: open, doctorId: doctor(0).id, doctorName: doctor(0).name, answers: valid })
    expect(await balanceOf(doctor(0).id)).toBe(before + 150)
    const points = await server.json('GET', '/api/v1/doctors/points/mine', { as: doctor(0).email })
    expect(points.body.payload.recent[0]).toMatchObject({ amount: 150, reason: 'survey', note: null, balanceAfter: before + 150 })
    expect((await server.json('GET', `/api/v1/doctors/articles/${open}`, { as: doctor(0).email })).body.payload.answerCount).toBe(1)

    // Optional questions may be left out; a multiple choice given as one string is one choice.
    const second = await answer(open, doctor(1).email, [valid[0], { questionId: 'q2', value: 'ICT化' }])
    expect(second.status).toBe(201)
    expect(second.body.payload.answers).toEqual([valid[0], { questionId: 'q2', value: ['ICT化'] }])
  })

  it('takes one answer per doctor and article (409), without a second reward', async () => {
    const before = await balanceOf(doctor(0).id)
    const again = await answer(open, doctor(0).email)
    expect(again.status).toBe(409)
    expect(messagesOf(again)[0]).toBe('このアンケートにはすでに回答しています（回答の編集をご利用ください）')
    expect(await balanceOf(doctor(0).id)).toBe(before)
    expect(await surveyLedger(doctor(0).id)).toHaveLength(1)
  })

  it('answers two simultaneous first answers with one 201 and one 409, rewarding once', async () => {
    const article = await insertArticle(server.db, { reward: 70 })
    const before = await balanceOf(doctor(2).id)
    const results = await Promise.all([answer(article, doctor(2).email), answer(article, doctor(2).email)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    expect(await balanceOf(doctor(2).id)).toBe(before + 70)
    expect(await surveyLedger(doctor(2).id)).toHaveLength(1)
  })

  it('rolls the answer back when the reward cannot be written (atomic)', async () => {
    const article = await insertArticle(server.db, { reward: 80 })
    const before = await balanceOf(doctor(3).id)
    await server.db.query(sql.raw(`
      CREATE FUNCTION refuse_survey_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'ledger unavailable'; END $$`))
    await server.db.query(sql.raw(`CREATE TRIGGER refuse_survey_ledger BEFORE INSERT ON mp_ledger FOR EACH ROW EXECUTE FUNCTION refuse_survey_ledger()`))
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await answer(article, doctor(3).email)
      expect(res.status).toBe(500)
    } finally {
      consoleError.mockRestore()
      await server.db.query(sql.raw('DROP TRIGGER refuse_survey_ledger ON mp_ledger'))
      await server.db.query(sql.raw('DROP FUNCTION refuse_survey_ledger()'))
    }
    expect(await server.db.query(sql`SELECT 1 FROM doctor_article_answers WHERE article_id = ${article}`)).toEqual([])
    expect(await balanceOf(doctor(3).id)).toBe(before)
    // Afterwards the same answer goes through, with its reward.
    expect((await answer(article, doctor(3).email)).status).toBe(201)
    expect(await balanceOf(doctor(3).id)).toBe(before + 80)
  })

  it('grants nothing for an article without a reward', async () => {
    const article = await insertArticle(server.db, { reward: 0 })
    const before = await surveyLedger(doctor(4).id)
    expect((await answer(article, doctor(4).email)).status).toBe(201)
    expect(await surveyLedger(doctor(4).id)).toEqual(before)
  })

  it('refuses answers outside the open window (422) and hides drafts (404)', async () => {
    const refused = async (articleId: string, message: string) => {
      const res = await answer(articleId, doctor(5).email)
      expect(res.status, message).toBe(422)
      expect(messagesOf(res)[0]).toBe(message)
    }
    await refused(closed, '「終了」のアンケートには回答できません')
    await refused(await insertArticle(server.db, { opensAt: '-10 days', closesAt: '-1 minute' }), 'このアンケートの回答受付は終了しました')
    await refused(await insertArticle(server.db, { opensAt: '1 day', closesAt: '10 days' }), 'このアンケートはまだ回答を受け付けていません')
    expect((await answer(draft, doctor(5).email)).status).toBe(404)
    expect((await answer('999999', doctor(5).email)).status).toBe(404)
    // No bounds at all: open means open.
    expect((await answer(await insertArticle(server.db, { opensAt: null, closesAt: null }), doctor(5).email)).status).toBe(201)
  })

  it('lets only the answering doctor edit, only while open, without a second reward', async () => {
    const created = await answer(open, doctor(5).email)
    expect(created.status).toBe(201)
    const id = created.body.payload.id as string
    const path = `/api/v1/doctors/articles/${open}/answers/${id}`
    const balance = await balanceOf(doctor(5).id)
    const edited = [{ questionId: 'q1', value: '40時間未満' }, { questionId: 'q2', value: ['タスク・シフティング'] }]
    const res = await server.json('PUT', path, { as: doctor(5).email, body: { answers: edited } })
    expect(res.status).toBe(200)
    expect(res.body.payload).toMatchObject({ id, doctorId: doctor(5).id, answers: edited })
    expect(await balanceOf(doctor(5).id)).toBe(balance)

    const other = await server.json('PUT', path, { as: doctor(0).email, body: { answers: edited } })
    expect(other.status).toBe(403)
    expect(messagesOf(other)[0]).toBe('ご自身の回答だけを編集できます')
    expect((await server.json('PUT', path, { as: operator, body: { answers: edited } })).status).toBe(403)
    expect((await server.json('PUT', `/api/v1/doctors/articles/${closed}/answers/${id}`, { as: doctor(5).email, body: { answers: edited } })).status).toBe(404)
    expect((await server.json('PUT', `/api/v1/doctors/articles/${open}/answers/999999`, { as: doctor(5).email, body: { answers: edited } })).status).toBe(404)
    const invalid = await server.json('PUT', path, { as: doctor(5).email, body: { answers: [{ questionId: 'q1', value: '毎日' }] } })
    expect(invalid.status).toBe(400)

    await server.db.query(sql`UPDATE doctor_articles SET status = 'closed' WHERE id = ${open}`)
    try {
      const late = await server.json('PUT', path, { as: doctor(5).email, body: { answers: valid } })
      expect(late.status).toBe(422)
      expect(messagesOf(late)[0]).toBe('「終了」のアンケートには回答できません')
    } finally {
      await server.db.query(sql`UPDATE doctor_articles SET status = 'open' WHERE id = ${open}`)
    }
    const after = await server.json('GET', `/api/v1/doctors/articles/${open}/answers/?doctorId=${doctor(5).id}`, { as: operator })
    expect(after.body.payload[0].answers).toEqual(edited)
  })

  it('shows operators every answer and a doctor only their own', async () => {
    const all = await server.json('GET', `/api/v1/doctors/articles/${open}/answers/?limit=100`, { as: operator })
    expect(all.status).toBe(200)
    expect(all.body.payload.map((a: { doctorId: string }) => a.doctorId).sort()).toEqual([doctor(0).id, doctor(1).id, doctor(5).id].sort())
    expect(all.body.payload.find((a: { doctorId: string }) => a.doctorId === doctor(1).id).doctorName).toBe(doctor(1).name)
    const filtered = await server.json('GET', `/api/v1/doctors/articles/${open}/answers/?doctorId=${doctor(1).id}`, { as: admin })
    expect(filtered.body.payload.map((a: { doctorId: string }) => a.doctorId)).toEqual([doctor(1).id])
    const page = await server.json('GET', `/api/v1/doctors/articles/${open}/answers/?limit=2`, { as: operator })
    const next = await server.json('GET', `/api/v1/doctors/articles/${open}/answers/?limit=2&cursor=${page.body.nextPaging.nextCursorKey}`, { as: operator })
    expect([...page.body.payload, ...next.body.payload].map((a: { id: string }) => a.id)).toEqual(all.body.payload.map((a: { id: string }) => a.id))

    const own = await server.json('GET', `/api/v1/doctors/articles/${open}/answers/`, { as: doctor(1).email })
    expect(own.body.payload.map((a: { doctorId: string }) => a.doctorId)).toEqual([doctor(1).id])
    const peek = await server.json('GET', `/api/v1/doctors/articles/${open}/answers/?doctorId=${doctor(0).id}`, { as: doctor(1).email })
    expect(peek.body.payload).toEqual([])
    expect((await server.json('GET', `/api/v1/doctors/articles/${draft}/answers/`, { as: doctor(1).email })).status).toBe(404)
  })

  it('refuses a frozen (利用停止) doctor anything that earns or spends MP, but lets them read their points', async () => {
    const frozen = doctor(5)
    const before = await balanceOf(frozen.id)
    await server.db.query(sql`UPDATE doctors SET frozen = true WHERE id = ${frozen.id}`)
    try {
      const refused = await answer(open, frozen.email)
      expect(refused.status).toBe(403)
      expect(messagesOf(refused)).toEqual(['利用停止中のアカウントでは操作できません'])
      const exchange = await server.json('POST', '/api/v1/doctors/points/exchange', { as: frozen.email, body: { points: 500 } })
      expect(exchange.status).toBe(403)
      expect(await balanceOf(frozen.id)).toBe(before)
      expect((await server.json('GET', '/api/v1/doctors/points/mine', { as: frozen.email })).status).toBe(200)
    } finally {
      await server.db.query(sql`UPDATE doctors SET frozen = false WHERE id = ${frozen.id}`)
    }
  })

  it('needs a signed-in user, and a doctor to answer (401 / 403)', async () => {
    expect((await server.json('GET', '/api/v1/doctors/articles/')).status).toBe(401)
    expect((await server.json('GET', `/api/v1/doctors/articles/${open}/answers/`)).status).toBe(401)
    expect((await server.json('POST', `/api/v1/doctors/articles/${open}/answers/`, { body: { answers: valid } })).status).toBe(401)
    const stranger = 'someone@example.com'
    const notDoctor = await answer(open, stranger)
    expect(notDoctor.status).toBe(403)
    expect(messagesOf(notDoctor)[0]).toBe('医師としてログインしてください')
    expect((await answer(open, operator)).status).toBe(403)
    expect((await server.json('GET', `/api/v1/doctors/articles/${open}/answers/`, { as: stranger })).status).toBe(403)
    // Anyone signed in may read the (non-draft) articles themselves.
    expect((await server.json('GET', '/api/v1/doctors/articles/', { as: stranger })).status).toBe(200)
    const deleted = await server.db.query<{ email: string }>(sql`SELECT email FROM doctors WHERE deleted_at IS NOT NULL LIMIT 1`)
    expect((await answer(open, (deleted[0] as { email: string }).email)).status).toBe(403)
  })
})

describe('checkAnswers', () => {
  it('answers in the order of the questions and drops empty optional answers', () => {
    const result = checkAnswers(questions, [{ questionId: 'q3', value: ' ' }, valid[1], valid[0]] as never)
    expect(result.messages).toEqual([])
    expect(result.answers).toEqual([valid[0], valid[1]])
  })
})

describe('survey seed', () => {
  it('seeds recommends, articles with answers and rewards, and views that rank', async () => {
    const db = await openTestDb()
    try {
      await seedDemo(db, 30)
      await db.transaction((tx) => seedContent(tx))
      const summary = await seedSurvey(db)
      expect(summary).toMatch(/^survey: \d+ recommends, 4 doctor articles, \d+ answers/)
      const app = createApp({ db, auth: testAuthenticator, log: () => undefined })
      const get = async (path: string, as?: string) => {
        const res = await app.request(path, { headers: as ? { authorization: `Bearer test:${as}` } : {} })
        return { status: res.status, body: (await res.json()) as { payload: Array<Record<string, unknown>> } }
      }
      const slots = await get('/api/v1/admin/recommends/?limit=100', operator)
      expect(slots.status).toBe(200)
      expect(slots.body.payload.length).toBeGreaterThanOrEqual(5)
      const pub = await get('/api/direct/recommends/?limit=100')
      expect(pub.body.payload.length).toBeGreaterThan(0)
      expect(pub.body.payload.length).toBeLessThan(slots.body.payload.length)

      const articles = await get('/api/v1/doctors/articles/?limit=100', operator)
      expect(articles.body.payload.map((a) => a.status).sort()).toEqual(['closed', 'draft', 'open', 'open'])
      expect(articles.body.payload.filter((a) => Number(a.answerCount) > 0).length).toBe(3)
      const answered = articles.body.payload.find((a) => a.status === 'open') as { id: string }
      const answers = await get(`/api/v1/doctors/articles/${answered.id}/answers/`, operator)
      expect(answers.status).toBe(200)
      expect(answers.body.payload.length).toBeGreaterThan(0)

      for (const kind of ['doctor', 'manuscript', 'pressRelease'])
        for (const period of ['daily', 'weekly', 'monthly']) {
          const ranking = await get(`/api/direct/rankings?kind=${kind}&period=${period}`)
          expect(ranking.status).toBe(200)
          expect(ranking.body.payload.length, `${kind} ${period}`).toBeGreaterThan(0)
          expect(ranking.body.payload[0]?.rank).toBe(1)
        }

      // Balances still agree with the ledger after the rewards.
      const drift = await db.query(sql`
        SELECT d.id FROM doctors d WHERE d.mp_balance <> COALESCE((SELECT sum(amount) FROM mp_ledger l WHERE l.doctor_id = d.id), 0)`)
      expect(drift).toEqual([])
    } finally {
      await db.close()
    }
  })
})
