/** Media areas of the reference server (docs/server-content.md): media, interviews, media articles and answers. */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContent } from '@server/src/seed/content.seed'
import { seedMedia } from '@server/src/areas/media/media.seed'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
/** A verified identity that is neither an operator, a doctor nor a client (media writes are staff work: docs/auth.md). */
const mediaAccount = 'press@media-account.example'
let doctorEmail = ''

const japanese = /[ぁ-んァ-ン一-龥]/

interface Media {
  id: string
  name: string
  url: string | null
  description: string | null
  logoUrl: string | null
  suspended: boolean
  suspendedAt: string | null
  createdAt: string
}

beforeAll(async () => {
  server = await startTestServer()
  await seedContent(server.db)
  expect(await seedMedia(server.db)).toMatch(/^8 media, /)
  const rows = await server.db.query<{ email: string }>(sql`
    SELECT d.email FROM media_article_answers x JOIN doctors d ON d.id = x.doctor_id ORDER BY x.id LIMIT 1`)
  doctorEmail = rows[0]?.email ?? ''
  expect(doctorEmail).not.toBe('')
})
afterAll(() => server.close())

const direct = (path = '') => `/api/direct/medium/${path}`
const adminMedium = (id: string) => `/api/v1/admin/medium/${id}`
const articles = (path = '') => `/api/v1/media/articles/${path}`

/** Every item of a list, following the cursor. */
const allPages = async <T>(path: string, as?: string, limit = 3): Promise<T[]> => {
  const items: T[] = []
  let cursor: string | null = null
  for (let guard = 0; guard < 50; guard++) {
    const sep = path.includes('?') ? '&' : '?'
    const res: { status: number; body: any } = await server.json('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, as ? { as } : {})
    expect(res.status).toBe(200)
    items.push(...res.body.payload)
    cursor = res.body.nextPaging?.nextCursorKey ?? null
    if (!cursor) return items
  }
  throw new Error('paging did not end')
}

const mediumNamed = async (name: string): Promise<Media> => {
  const list = await server.json('GET', direct(`?keyword=${encodeURIComponent(name)}`), { as: admin })
  const found = (list.body.payload as Media[]).find((m) => m.name === name)
  if (!found) throw new Error(`no medium ${name}`)
  return found
}

describe('media: public list and get', () => {
  it('lists only active media publicly, newest first, paged by cursor without duplicates', async () => {
    const items = await allPages<Media>(direct())
    expect(items).toHaveLength(7)
    expect(items.every((m) => !m.suspended)).toBe(true)
    expect(new Set(items.map((m) => m.id)).size).toBe(items.length)
    const created = items.map((m) => m.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    const first = await server.json('GET', direct('?limit=3'))
    expect(first.body.payload).toHaveLength(3)
    expect(first.body.nextPaging.nextCursorKey).toEqual(expect.any(String))
  })

  it('refuses a malformed cursor with 400', async () => {
    const res = await server.json('GET', direct('?cursor=not-a-cursor'))
    expect(res.status).toBe(400)
    expect(res.body.messages[0].message).toMatch(japanese)
  })

  it('shows suspended media to operators, who may filter by suspension', async () => {
    const all = await allPages<Media>(direct(), admin)
    expect(all).toHaveLength(8)
    const suspended = await server.json('GET', direct('?suspended=true'), { as: operator })
    expect((suspended.body.payload as Media[]).map((m) => m.name)).toEqual(['週刊クリニック経営'])
    expect(suspended.body.payload[0].suspendedAt).toEqual(expect.any(String))
    const publicSuspended = await server.json('GET', direct('?suspended=true'))
    expect(publicSuspended.body.payload).toEqual([])
    const forMediaAccount = await server.json('GET', direct('?suspended=true'), { as: mediaAccount })
    expect(forMediaAccount.body.payload).toEqual([])
  })

  it('finds media by keyword: every space-separated term (half- or full-width space) must match', async () => {
    const names = async (keyword: string) =>
      ((await server.json('GET', direct(`?keyword=${encodeURIComponent(keyword)}`))).body.payload as Media[]).map((m) => m.name).sort()
    expect(await names('メディカル')).toEqual(['メディカルAIウィークリー', 'メディカル・トリビューン・デモ'])
    expect(await names('メディカル　ai')).toEqual(['メディカルAIウィークリー'])
    expect(await names('医療 東京')).toEqual(['医療ニュース東京'])
    expect(await names('医療 大阪')).toEqual([])
    expect(await names('100%')).toEqual([]) // LIKE metacharacters are literal
  })

  it('gets an active medium publicly; a suspended one is 404 publicly but visible to operators', async () => {
    const active = await mediumNamed('循環器ジャーナル')
    const res = await server.json('GET', direct(active.id))
    expect(res.status).toBe(200)
    expect(res.body.payload).toMatchObject({ name: '循環器ジャーナル', url: 'https://junkanki-journal.example', suspended: false, suspendedAt: null })
    const suspended = await mediumNamed('週刊クリニック経営')
    const hidden = await server.json('GET', direct(suspended.id))
    expect(hidden.status).toBe(404)
    expect(hidden.body.messages[0].message).toBe('メディアが見つかりません')
    expect((await server.json('GET', direct(suspended.id), { as: admin })).status).toBe(200)
    expect((await server.json('GET', direct('999999'))).status).toBe(404)
  })
})

describe('media: registration and editing', () => {
  let id = ''

  it('registers a medium as staff (201); no token is 401, a doctor or a verified stranger is 403', async () => {
    const body = { name: ' 医療経済タイムズ ', url: 'https://iryo-keizai.example', description: '医療経済の専門紙' }
    expect((await server.json('POST', direct(), { body })).status).toBe(401)
    const byDoctor = await server.json('POST', direct(), { as: doctorEmail, body })
    expect(byDoctor.status).toBe(403)
    expect(byDoctor.body.messages[0].message).toMatch(japanese)
    expect((await server.json('POST', direct(), { as: mediaAccount, body })).status).toBe(403)
    const res = await server.json('POST', direct(), { as: operator, body })
    expect(res.status).toBe(201)
    expect(res.body.payload).toMatchObject({ name: '医療経済タイムズ', logoUrl: null, suspended: false, suspendedAt: null })
    id = res.body.payload.id
  })

  it('refuses a second live medium of the same name with 409', async () => {
    const res = await server.json('POST', direct(), { as: operator, body: { name: '医療経済タイムズ' } })
    expect(res.status).toBe(409)
    expect(res.body.messages[0].message).toBe('メディア名「医療経済タイムズ」はすでに登録されています')
    const rename = await server.json('PUT', direct(id), { as: operator, body: { name: '循環器ジャーナル' } })
    expect(rename.status).toBe(409)
  })

  it('validates the input with Japanese messages (400)', async () => {
    const res = await server.json('POST', direct(), { as: operator, body: { name: '', url: 'ftp://x' } })
    expect(res.status).toBe(400)
    expect(res.body.messages.length).toBeGreaterThanOrEqual(1)
    expect(res.body.messages[0].message).toMatch(japanese)
  })

  it('updates a medium: omitted optional fields are kept, null clears them, the id stays', async () => {
    const res = await server.json('PUT', direct(id), { as: operator, body: { name: '医療経済タイムズ Plus', logoUrl: 'https://iryo-keizai.example/logo.png' } })
    expect(res.status).toBe(200)
    expect(res.body.payload).toMatchObject({
      id, name: '医療経済タイムズ Plus', url: 'https://iryo-keizai.example', description: '医療経済の専門紙', logoUrl: 'https://iryo-keizai.example/logo.png',
    })
    const cleared = await server.json('PUT', direct(id), { as: operator, body: { name: '医療経済タイムズ Plus', description: null } })
    expect(cleared.body.payload.description).toBeNull()
    expect((await server.json('PUT', direct('999999'), { as: operator, body: { name: 'x' } })).status).toBe(404)
    expect((await server.json('PUT', direct(id), { as: doctorEmail, body: { name: 'x' } })).status).toBe(403)
    expect((await server.json('PUT', direct(id), { as: mediaAccount, body: { name: 'x' } })).status).toBe(403)
  })
})

describe('media: suspend, resume and delete (operators)', () => {
  let medium: Media

  beforeAll(async () => {
    medium = (await server.json('POST', direct(), { as: operator, body: { name: '停止テスト新聞' } })).body.payload
  })

  it('needs an operator: no token is 401, a non-operator 403', async () => {
    expect((await server.json('PATCH', adminMedium(medium.id), { body: { suspended: true } })).status).toBe(401)
    const res = await server.json('PATCH', adminMedium(medium.id), { as: mediaAccount, body: { suspended: true } })
    expect(res.status).toBe(403)
    expect(res.body.messages[0].message).toMatch(japanese)
    expect((await server.json('DELETE', adminMedium(medium.id), { as: doctorEmail })).status).toBe(403)
  })

  it('suspending hides the medium publicly and keeps the first suspension time; resuming clears it', async () => {
    const res = await server.json('PATCH', adminMedium(medium.id), { as: operator, body: { suspended: true } })
    expect(res.status).toBe(200)
    expect(res.body.payload).toMatchObject({ id: medium.id, suspended: true, suspendedAt: expect.any(String) })
    const at = res.body.payload.suspendedAt
    const again = await server.json('PATCH', adminMedium(medium.id), { as: operator, body: { suspended: true } })
    expect(again.body.payload.suspendedAt).toBe(at)

    expect((await server.json('GET', direct(medium.id))).status).toBe(404)
    expect((await server.json('GET', direct(`${medium.id}/interviews`))).status).toBe(404)
    const publicList = await allPages<Media>(direct('?keyword=停止テスト'))
    expect(publicList).toEqual([])
    const operatorList = await allPages<Media>(direct('?keyword=停止テスト'), operator)
    expect(operatorList.map((m) => m.id)).toEqual([medium.id])
    // Staff may still edit a suspended medium.
    expect((await server.json('PUT', direct(medium.id), { as: operator, body: { name: '停止テスト新聞' } })).status).toBe(200)

    const resumed = await server.json('PATCH', adminMedium(medium.id), { as: operator, body: { suspended: false } })
    expect(resumed.body.payload).toMatchObject({ suspended: false, suspendedAt: null })
    expect((await server.json('GET', direct(medium.id))).status).toBe(200)
  })

  it('deletes softly: 404 afterwards everywhere, hidden from every list, a second delete is 404', async () => {
    const res = await server.json('DELETE', adminMedium(medium.id), { as: operator })
    expect(res.status).toBe(200)
    expect(res.body.payload).toEqual({ id: medium.id, deletedAt: expect.any(String) })
    const row = await server.db.query<{ deleted_at: unknown }>(sql`SELECT deleted_at FROM media WHERE id = ${medium.id}`)
    expect(row[0]?.deleted_at).not.toBeNull() // the row stays
    expect((await server.json('GET', direct(medium.id), { as: admin })).status).toBe(404)
    expect((await server.json('GET', direct(`${medium.id}/interviews`), { as: admin })).status).toBe(404)
    expect(await allPages<Media>(direct('?keyword=停止テスト'), admin)).toEqual([])
    expect((await server.json('DELETE', adminMedium(medium.id), { as: operator })).status).toBe(404)
    expect((await server.json('PATCH', adminMedium(medium.id), { as: operator, body: { suspended: true } })).status).toBe(404)
    expect((await server.json('PUT', direct(medium.id), { as: operator, body: { name: '停止テスト新聞' } })).status).toBe(404)
    // The name is free again.
    expect((await server.json('POST', direct(), { as: operator, body: { name: '停止テスト新聞' } })).status).toBe(201)
  })
})

describe('interviews', () => {
  it('lists only published interviews, newest first, paged', async () => {
    const medium = await mediumNamed('メディカル・トリビューン・デモ')
    const stored = await server.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM interviews WHERE media_id = ${medium.id}`)
    expect(stored[0]?.n).toBe(4) // one of them is scheduled
    const items = await allPages<{ id: string; mediaId: string; publishedAt: string; pressReleaseId: string | null; doctorId: string | null }>(
      direct(`${medium.id}/interviews`),
      undefined,
      2,
    )
    expect(items).toHaveLength(3)
    expect(items.every((i) => i.mediaId === medium.id && Date.parse(i.publishedAt) <= Date.now())).toBe(true)
    const times = items.map((i) => i.publishedAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(items[0]?.pressReleaseId).toEqual(expect.any(String))
    expect(items[0]?.doctorId).toEqual(expect.any(String))
  })

  it('is 404 for an unknown medium', async () => {
    const res = await server.json('GET', direct('999999/interviews'))
    expect(res.status).toBe(404)
  })
})

describe('media articles', () => {
  let medium: Media
  let articleId = ''
  const body = (o: Record<string, unknown> = {}) => ({
    mediaId: medium.id, title: '地域連携アンケート', body: '<p>連携の状況を教えてください</p>', deadline: '2031-03-31T15:00:00.000Z', ...o,
  })

  beforeAll(async () => {
    medium = await mediumNamed('在宅医療プレス')
  })

  it('creates an article (201, answerCount 0); no token is 401, a doctor is 403', async () => {
    expect((await server.json('POST', articles('article'), { body: body() })).status).toBe(401)
    expect((await server.json('POST', articles('article'), { as: doctorEmail, body: body() })).status).toBe(403)
    const res = await server.json('POST', articles('article'), { as: operator, body: body() })
    expect(res.status).toBe(201)
    expect(res.body.payload).toMatchObject({ mediaId: medium.id, title: '地域連携アンケート', deadline: '2031-03-31T15:00:00.000Z', answerCount: 0 })
    articleId = res.body.payload.id
    expect((await server.json('GET', articles(articleId), { as: doctorEmail })).body.payload.id).toBe(articleId)
  })

  it('refuses an article for a suspended, deleted or unknown medium, or with a past deadline (422)', async () => {
    const suspended = await mediumNamed('週刊クリニック経営')
    const res = await server.json('POST', articles('article'), { as: operator, body: body({ mediaId: suspended.id }) })
    expect(res.status).toBe(422)
    expect(res.body.messages[0].message).toBe('利用停止中のメディアの記事は作成できません')
    const gone = (await server.json('POST', direct(), { as: operator, body: { name: '削除予定メディア' } })).body.payload
    await server.json('DELETE', adminMedium(gone.id), { as: operator })
    const deleted = await server.json('POST', articles('article'), { as: operator, body: body({ mediaId: gone.id }) })
    expect(deleted.status).toBe(422)
    expect(deleted.body.messages[0].message).toBe('削除されたメディアの記事は作成できません')
    const unknown = await server.json('POST', articles('article'), { as: operator, body: body({ mediaId: '999999' }) })
    expect(unknown.status).toBe(422)
    expect(unknown.body.messages[0].message).toBe('指定されたメディアが見つかりません')
    const past = await server.json('POST', articles('article'), { as: operator, body: body({ deadline: '2020-01-01T00:00:00.000Z' }) })
    expect(past.status).toBe(422)
    expect(past.body.messages[0].message).toBe('締切には未来の日時を指定してください')
  })

  it('updates an article in place (same id); its medium cannot change; 404 for an unknown article', async () => {
    const res = await server.json('PUT', articles(articleId), { as: operator, body: body({ title: '地域連携アンケート（改訂）', deadline: null }) })
    expect(res.status).toBe(200)
    expect(res.body.payload).toMatchObject({ id: articleId, title: '地域連携アンケート（改訂）', deadline: null })
    const other = await mediumNamed('循環器ジャーナル')
    const moved = await server.json('PUT', articles(articleId), { as: operator, body: body({ mediaId: other.id }) })
    expect(moved.status).toBe(422)
    expect(moved.body.messages[0].message).toBe('メディア記事のメディアは変更できません')
    expect((await server.json('PUT', articles('999999'), { as: operator, body: body() })).status).toBe(404)
    expect((await server.json('GET', articles('999999'), { as: operator })).body.messages[0].message).toBe('メディア記事が見つかりません')
  })

  it('keeps a passed deadline when only the text is edited', async () => {
    await server.db.query(sql`UPDATE media_articles SET deadline = now() - interval '1 day' WHERE id = ${articleId}`)
    const current = (await server.json('GET', articles(articleId), { as: operator })).body.payload
    const res = await server.json('PUT', articles(articleId), { as: operator, body: body({ title: '締切後の修正', deadline: current.deadline }) })
    expect(res.status).toBe(200)
    expect(res.body.payload.deadline).toBe(current.deadline)
  })

  it("refuses editing an article of a suspended medium (422) and hides a deleted medium's articles (404)", async () => {
    await server.json('PATCH', adminMedium(medium.id), { as: operator, body: { suspended: true } })
    try {
      const res = await server.json('PUT', articles(articleId), { as: operator, body: body() })
      expect(res.status).toBe(422)
      expect(res.body.messages[0].message).toBe('利用停止中のメディアの記事は編集できません')
    } finally {
      await server.json('PATCH', adminMedium(medium.id), { as: operator, body: { suspended: false } })
    }
    const temp = (await server.json('POST', direct(), { as: operator, body: { name: '一時メディア' } })).body.payload
    const article = (await server.json('POST', articles('article'), { as: operator, body: body({ mediaId: temp.id }) })).body.payload
    await server.json('DELETE', adminMedium(temp.id), { as: operator })
    expect((await server.json('GET', articles(article.id), { as: operator })).status).toBe(404)
    expect((await server.json('GET', articles(`${article.id}/answers`), { as: operator })).status).toBe(404)
  })
})

describe('media article answers', () => {
  let articleId = ''
  let answerCount = 0

  beforeAll(async () => {
    const rows = await server.db.query<{ id: string; n: number }>(sql`
      SELECT article_id AS id, count(*)::int AS n FROM media_article_answers GROUP BY article_id ORDER BY n DESC, article_id LIMIT 1`)
    articleId = rows[0]?.id ?? ''
    answerCount = rows[0]?.n ?? 0
    expect(answerCount).toBeGreaterThanOrEqual(3)
  })

  it('derives answerCount', async () => {
    const res = await server.json('GET', articles(articleId), { as: operator })
    expect(res.body.payload.answerCount).toBe(answerCount)
  })

  it("lists the answers with the doctor's name (last first), paged by cursor", async () => {
    const items = await allPages<{ id: string; articleId: string; doctorId: string; doctorName: string; createdAt: string }>(
      articles(`${articleId}/answers`),
      operator,
      1,
    )
    expect(items).toHaveLength(answerCount)
    expect(new Set(items.map((a) => a.id)).size).toBe(answerCount)
    const first = items[0]
    const names = await server.db.query<{ name: string }>(sql`SELECT last_name || ' ' || first_name AS name FROM doctors WHERE id = ${first?.doctorId}`)
    expect(first?.doctorName).toBe(names[0]?.name)
    expect(first?.doctorName).toMatch(/^\S+ \S+$/)
    const created = items.map((a) => a.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    const page = await server.json('GET', articles(`${articleId}/answers?limit=1`), { as: operator })
    expect(page.body.payload).toHaveLength(1)
    expect(page.body.nextPaging.nextCursorKey).toEqual(expect.any(String))
  })

  it('shows a doctor only their own answer; needs a token', async () => {
    const own = await server.db.query<{ id: string; email: string }>(sql`
      SELECT x.id, d.email FROM media_article_answers x JOIN doctors d ON d.id = x.doctor_id WHERE x.article_id = ${articleId} ORDER BY x.id LIMIT 1`)
    const res = await server.json('GET', articles(`${articleId}/answers`), { as: own[0]?.email })
    expect(res.status).toBe(200)
    expect(res.body.payload.map((a: { id: string }) => a.id)).toEqual([own[0]?.id])
    expect((await server.json('GET', articles(`${articleId}/answers`))).status).toBe(401)
  })
})
