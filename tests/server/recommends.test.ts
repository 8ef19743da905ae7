/** Recommends and rankings of the reference server (docs/server-content.md). */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContent } from '@server/src/seed/content.seed'
import { seedSurvey } from '@server/src/areas/survey/survey.seed'
import { doctorFacts, manuscriptFacts, pressReleaseFacts } from '@server/testing/provider-states'
import { contentViewFacts } from '@server/testing/provider-states.survey'
import { admin, operator, startTestServer, type TestServer } from './support/server'

interface Recommend {
  id: string
  target: string
  targetId: string
  title: string
  rank: number
  enabled: boolean
  startsAt: string | null
  endsAt: string | null
}

const japanese = /[ぁ-んァ-ン一-龥]/

describe('recommends', () => {
  let server: TestServer
  let slots: Recommend[] = []
  let doctor = { id: '', email: '', name: '' }
  let pressReleaseId = ''

  beforeAll(async () => {
    server = await startTestServer()
    await server.db.transaction((tx) => seedContent(tx))
    await seedSurvey(server.db)
    const doctors = await server.db.query<{ id: string; email: string; name: string }>(sql`
      SELECT id, email, last_name || ' ' || first_name AS name FROM doctors WHERE deleted_at IS NULL AND allowed AND NOT frozen ORDER BY id DESC LIMIT 1`)
    doctor = doctors[0] as typeof doctor
    const releases = await server.db.query<{ id: string }>(sql`SELECT id FROM press_releases WHERE status = 'published' ORDER BY id LIMIT 1`)
    pressReleaseId = (releases[0] as { id: string }).id
  })
  afterAll(() => server.close())

  const put = (id: string, body: Record<string, unknown>, as = operator) => server.json('PUT', `/api/v1/admin/recommends/${id}`, { as, body })
  const publicIds = async (query = '') =>
    ((await server.json('GET', `/api/direct/recommends/?limit=100${query}`)).body.payload as Recommend[]).map((r) => r.id)

  it('lists every slot for operators by rank, with the title of the target, filtered by target and enabled', async () => {
    const res = await server.json('GET', '/api/v1/admin/recommends/?limit=100', { as: operator })
    expect(res.status).toBe(200)
    slots = res.body.payload
    expect(slots.length).toBeGreaterThanOrEqual(5)
    const ranks = slots.map((s) => s.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(new Set(slots.map((s) => s.target))).toEqual(new Set(['doctor', 'manuscript', 'pressRelease']))
    const first = slots.find((s) => s.target === 'doctor') as Recommend
    const names = await server.db.query<{ name: string }>(sql`SELECT last_name || ' ' || first_name AS name FROM doctors WHERE id = ${first.targetId}`)
    expect(first.title).toBe(names[0]?.name)
    const titles = await server.db.query<{ title: string }>(
      sql`SELECT title FROM press_releases WHERE id = ${(slots.find((s) => s.target === 'pressRelease') as Recommend).targetId}`,
    )
    expect(slots.find((s) => s.target === 'pressRelease')?.title).toBe(titles[0]?.title)

    const doctors = await server.json('GET', '/api/v1/admin/recommends/?target=doctor', { as: operator })
    expect(doctors.body.payload.every((r: Recommend) => r.target === 'doctor')).toBe(true)
    const disabled = await server.json('GET', '/api/v1/admin/recommends/?enabled=false', { as: operator })
    expect(disabled.body.payload.length).toBeGreaterThan(0)
    expect(disabled.body.payload.every((r: Recommend) => !r.enabled)).toBe(true)
  })

  it('pages by keyset (rank, id) without gaps or repeats', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const page = await server.json('GET', `/api/v1/admin/recommends/?limit=2${query}`, { as: operator })
      expect(page.status).toBe(200)
      seen.push(...page.body.payload.map((r: Recommend) => r.id))
      cursor = page.body.nextPaging.nextCursorKey
    } while (cursor)
    expect(seen).toEqual(slots.map((s) => s.id))
  })

  it('shows the public only enabled slots inside their window whose target is public', async () => {
    const visible = await publicIds()
    const disabled = slots.filter((s) => !s.enabled)
    const scheduled = slots.filter((s) => s.startsAt && Date.parse(s.startsAt) > Date.now())
    expect(disabled.length).toBeGreaterThan(0)
    expect(scheduled.length).toBeGreaterThan(0)
    for (const s of [...disabled, ...scheduled]) {
      expect(visible).not.toContain(s.id)
      expect((await server.json('GET', `/api/direct/recommends/${s.id}`)).status).toBe(404)
    }
    expect(visible.length).toBe(slots.length - disabled.length - scheduled.length)
    const shown = visible[0] as string
    const one = await server.json('GET', `/api/direct/recommends/${shown}`)
    expect(one.status).toBe(200)
    expect(one.body.payload.id).toBe(shown)
    expect((await publicIds('&target=doctor')).every((id) => slots.find((s) => s.id === id)?.target === 'doctor')).toBe(true)
  })

  it('updates a slot; the window decides visibility (past, current, none)', async () => {
    const slot = slots.find((s) => !s.enabled) as Recommend
    const now = Date.now()
    const body = { target: 'doctor', targetId: doctor.id, rank: 7, enabled: true }
    const moved = await put(slot.id, { ...body, startsAt: new Date(now - 86_400_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString() })
    expect(moved.status).toBe(200)
    expect(moved.body.payload).toMatchObject({ id: slot.id, target: 'doctor', targetId: doctor.id, title: doctor.name, rank: 7, enabled: true })
    expect(await publicIds()).toContain(slot.id)

    const ended = await put(slot.id, { ...body, endsAt: new Date(now - 1000).toISOString(), startsAt: new Date(now - 2 * 86_400_000).toISOString() })
    expect(ended.status).toBe(200)
    expect(await publicIds()).not.toContain(slot.id)

    // Omitted window ends are kept; null clears them.
    const kept = await put(slot.id, body)
    expect(kept.body.payload.endsAt).toBe(ended.body.payload.endsAt)
    const cleared = await put(slot.id, { ...body, startsAt: null, endsAt: null })
    expect(cleared.body.payload).toMatchObject({ startsAt: null, endsAt: null })
    expect(await publicIds()).toContain(slot.id)

    const off = await put(slot.id, { ...body, enabled: false })
    expect(off.body.payload.enabled).toBe(false)
    expect(await publicIds()).not.toContain(slot.id)
  })

  it('hides a slot publicly when its target stops being public, but keeps it for operators', async () => {
    const slot = slots.find((s) => s.enabled && s.target === 'pressRelease' && s.startsAt === null) ?? (slots[0] as Recommend)
    await put(slot.id, { target: 'pressRelease', targetId: pressReleaseId, rank: 1, enabled: true, startsAt: null, endsAt: null })
    expect(await publicIds()).toContain(slot.id)
    await server.db.query(sql`UPDATE press_releases SET status = 'suspend' WHERE id = ${pressReleaseId}`)
    expect(await publicIds()).not.toContain(slot.id)
    expect((await server.json('GET', `/api/direct/recommends/${slot.id}`)).status).toBe(404)
    expect((await server.json('GET', `/api/v1/admin/recommends/${slot.id}`, { as: operator })).status).toBe(200)
    await server.db.query(sql`UPDATE press_releases SET status = 'published' WHERE id = ${pressReleaseId}`)

    await put(slot.id, { target: 'doctor', targetId: doctor.id, rank: 1, enabled: true })
    expect(await publicIds()).toContain(slot.id)
    await server.db.query(sql`UPDATE doctors SET frozen = TRUE WHERE id = ${doctor.id}`)
    expect(await publicIds()).not.toContain(slot.id)
    await server.db.query(sql`UPDATE doctors SET frozen = FALSE WHERE id = ${doctor.id}`)
    expect(await publicIds()).toContain(slot.id)
  })

  it('refuses a target that does not exist (422), an unknown slot (404) and bad input (400)', async () => {
    const slot = slots[0] as Recommend
    const base = { rank: 1, enabled: true }
    const cases = [
      ['doctor', '対象の医師が見つかりません'],
      ['manuscript', '対象の原稿が見つかりません'],
      ['pressRelease', '対象のプレスリリースが見つかりません'],
    ] as const
    for (const [target, message] of cases) {
      const res = await put(slot.id, { ...base, target, targetId: 'no-such-id' })
      expect(res.status).toBe(422)
      expect(res.body.messages[0].message).toBe(message)
    }
    const deleted = await server.db.query<{ id: string }>(sql`SELECT id FROM doctors WHERE deleted_at IS NOT NULL LIMIT 1`)
    const gone = await put(slot.id, { ...base, target: 'doctor', targetId: (deleted[0] as { id: string }).id })
    expect(gone.status).toBe(422)
    expect(gone.body.messages[0].message).toBe('対象の医師が見つかりません')

    const unknown = await put('999999', { ...base, target: 'doctor', targetId: doctor.id })
    expect(unknown.status).toBe(404)
    expect(unknown.body.messages[0].message).toBe('おすすめが見つかりません')
    expect((await server.json('GET', '/api/v1/admin/recommends/999999', { as: operator })).status).toBe(404)

    const rank = await put(slot.id, { ...base, rank: 0, target: 'doctor', targetId: doctor.id })
    expect(rank.status).toBe(400)
    expect(rank.body.messages.some((m: { message: string }) => m.message.includes('順位は1〜100で入力してください'))).toBe(true)
    const window = await put(slot.id, { ...base, target: 'doctor', targetId: doctor.id, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' })
    expect(window.status).toBe(400)
    // A new start after the kept end is a rule refusal.
    await put(slot.id, { ...base, target: 'doctor', targetId: doctor.id, startsAt: null, endsAt: '2030-01-01T00:00:00Z' })
    const inverted = await put(slot.id, { ...base, target: 'doctor', targetId: doctor.id, startsAt: '2030-02-01T00:00:00Z' })
    expect(inverted.status).toBe(422)
    expect(inverted.body.messages[0].message).toMatch(japanese)
    await put(slot.id, { ...base, target: 'doctor', targetId: doctor.id, startsAt: null, endsAt: null })
  })

  it('needs an operator for the admin calls and nobody for the public ones', async () => {
    expect((await server.json('GET', '/api/v1/admin/recommends/')).status).toBe(401)
    const byDoctor = await server.json('GET', '/api/v1/admin/recommends/', { as: doctor.email })
    expect(byDoctor.status).toBe(403)
    expect(byDoctor.body.messages[0].message).toMatch(japanese)
    expect((await put((slots[0] as Recommend).id, { target: 'doctor', targetId: doctor.id, rank: 1, enabled: true }, doctor.email)).status).toBe(403)
    expect((await server.json('GET', '/api/v1/admin/recommends/', { as: admin })).status).toBe(200)
    expect((await server.json('GET', '/api/direct/recommends/')).status).toBe(200)
  })
})

describe('rankings', () => {
  let server: TestServer
  const ranking = (query: string) => server.json('GET', `/api/direct/rankings?${query}`)
  const entries = async (query: string) =>
    ((await ranking(query)).body.payload as Array<{ rank: number; targetId: string; score: number; title: string; kind: string }>).map((e) => [
      e.rank,
      e.targetId,
      e.score,
    ])

  beforeAll(async () => {
    server = await startTestServer({ seed: false })
    const db = server.db
    for (const id of ['r1', 'r2', 'r3']) await pressReleaseFacts(db, id, '7', 'published')
    await pressReleaseFacts(db, 'r4', '7', 'editing')
    await db.query(sql`UPDATE press_releases SET title = 'ランキング ' || id WHERE id IN ('r1', 'r2', 'r3', 'r4')`)
    // r1: 10 today + 100 three days ago; r2: 50 today + 500 twenty days ago; r3: 10 today; r4 is not public.
    const views: Array<[string, number, number]> = [
      ['r1', 0, 10], ['r1', 3, 100], ['r2', 0, 50], ['r2', 20, 500], ['r3', 0, 10], ['r4', 0, 1000], ['r1', 40, 9999],
    ]
    for (const [id, daysAgo, n] of views) await contentViewFacts(db, 'pressRelease', id, daysAgo, n)

    await doctorFacts(db, 'd1')
    await doctorFacts(db, 'd2', { frozen: true })
    await contentViewFacts(db, 'doctor', 'd1', 1, 30)
    await contentViewFacts(db, 'doctor', 'd2', 1, 300)
    await manuscriptFacts(db, 'm1', 'd1', 'acceptable')
    await manuscriptFacts(db, 'm2', 'd1', 'draft')
    await contentViewFacts(db, 'manuscript', 'm1', 2, 5)
    await contentViewFacts(db, 'manuscript', 'm2', 2, 500)
  })
  afterAll(() => server.close())

  it('ranks public press releases by the views of the period (weekly by default)', async () => {
    expect(await entries('kind=pressRelease')).toEqual([[1, 'r1', 110], [2, 'r2', 50], [3, 'r3', 10]])
    expect(await entries('kind=pressRelease&period=weekly')).toEqual([[1, 'r1', 110], [2, 'r2', 50], [3, 'r3', 10]])
    expect(await entries('kind=pressRelease&period=monthly')).toEqual([[1, 'r2', 550], [2, 'r1', 110], [3, 'r3', 10]])
    // Today only; a tie shares its rank (ordered by id, descending, like the keyset).
    expect(await entries('kind=pressRelease&period=daily')).toEqual([[1, 'r2', 50], [2, 'r3', 10], [2, 'r1', 10]])
    const first = (await ranking('kind=pressRelease')).body.payload[0]
    expect(first).toEqual({ rank: 1, kind: 'pressRelease', targetId: 'r1', title: 'ランキング r1', score: 110 })
  })

  it('keeps ranks running across keyset pages', async () => {
    const seen: unknown[] = []
    let cursor: string | null = null
    do {
      const page = await ranking(`kind=pressRelease&period=monthly&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.status).toBe(200)
      expect(page.body.payload).toHaveLength(1)
      seen.push(...page.body.payload.map((e: { rank: number; targetId: string }) => [e.rank, e.targetId]))
      cursor = page.body.nextPaging.nextCursorKey
    } while (cursor)
    expect(seen).toEqual([[1, 'r2'], [2, 'r1'], [3, 'r3']])
  })

  it('ranks only public doctors and manuscripts, with their names and titles', async () => {
    const doctors = (await ranking('kind=doctor')).body.payload
    expect(doctors).toEqual([{ rank: 1, kind: 'doctor', targetId: 'd1', title: '山田 太郎', score: 30 }])
    const manuscripts = (await ranking('kind=manuscript')).body.payload
    expect(manuscripts).toEqual([{ rank: 1, kind: 'manuscript', targetId: 'm1', title: '高血圧治療の最前線', score: 5 }])
    expect((await ranking('kind=doctor&period=daily')).body.payload).toEqual([])
  })

  it('refuses an unknown kind or period with a Japanese message', async () => {
    for (const query of ['kind=hospital', 'kind=doctor&period=yearly', '']) {
      const res = await ranking(query)
      expect(res.status).toBe(400)
      expect(res.body.messages[0].message).toMatch(japanese)
    }
  })
})
