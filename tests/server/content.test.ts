/** Content areas of the reference server (docs/server-content.md): tags, log proxy, ... */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '@server/src/http/app'
import { seedContent } from '@server/src/seed/content.seed'
import { seedDemo } from '@server/src/seed/demo.seed'
import { openTestDb } from './support/db'
import { admin, operator, startTestServer, testAuthenticator, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('tags', () => {
  it('creates a tag once per NFKC name and returns the existing one afterwards', async () => {
    const first = await server.json('POST', '/api/v1/tags/', { as: operator, body: { name: 'ＡＩ診断' } })
    expect(first.status).toBe(200)
    expect(first.body.payload).toMatchObject({ name: 'AI診断', usageCount: 0 })
    const again = await server.json('POST', '/api/v1/tags/', { as: operator, body: { name: ' AI診断 ' } })
    expect(again.body.payload.id).toBe(first.body.payload.id)
  })

  it('bulk inserts idempotently', async () => {
    const names = ['循環器', '糖尿病', '循環器']
    const one = await server.json('POST', '/api/v1/tags/bulk_insert', { as: operator, body: { names } })
    expect(one.status).toBe(200)
    expect(one.body.payload.map((t: { name: string }) => t.name)).toEqual(['循環器', '糖尿病'])
    const two = await server.json('POST', '/api/v1/tags/bulk_insert', { as: operator, body: { names: ['糖尿病', '循環器'] } })
    expect(two.body.payload.map((t: { id: string }) => t.id).sort()).toEqual(one.body.payload.map((t: { id: string }) => t.id).sort())
  })

  it('lists and searches by keyword and ids, publicly in the direct group', async () => {
    const list = await server.json('GET', '/api/v1/tags/?keyword=糖尿', { as: operator })
    expect(list.body.payload.map((t: { name: string }) => t.name)).toEqual(['糖尿病'])
    const id = list.body.payload[0].id
    const byIds = await server.json('POST', '/api/direct/tags/search', { body: { ids: [id] } })
    expect(byIds.status).toBe(200)
    expect(byIds.body.payload).toHaveLength(1)
    const publicList = await server.json('GET', '/api/direct/tags/?limit=1')
    expect(publicList.body.payload).toHaveLength(1)
    expect(publicList.body.nextPaging.nextCursorKey).toEqual(expect.any(String))
  })

  it('refuses an empty name with a Japanese message', async () => {
    const res = await server.json('POST', '/api/v1/tags/', { as: operator, body: { name: '' } })
    expect(res.status).toBe(400)
    expect(res.body.messages[0].message).toMatch(/[ぁ-んァ-ン一-龥]/)
  })
})

describe('log proxy', () => {
  it('accepts an entry without a token and hands it to the server log', async () => {
    const db = await openTestDb()
    const logs: unknown[] = []
    const app = createApp({ db, auth: testAuthenticator, log: (e) => logs.push(e) })
    try {
      const entry = { appName: 'MediColle WEB', buildHash: '', level: 'error', payload: { uri: '/doctors', messages: ['失敗'] } }
      const res = await app.request('/api/v1/logProxy/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(entry) })
      expect(res.status).toBeLessThan(300)
      expect(((await res.json()) as { payload: { accepted: boolean } }).payload.accepted).toBe(true)
      expect(logs).toContainEqual(expect.objectContaining(entry))
    } finally {
      await db.close()
    }
  })
})

describe('press releases', () => {
  let id = ''
  const pr = (path = '') => `/api/v1/pressReleases/${path}`
  const move = (status: string, extra: Record<string, unknown> = {}) =>
    server.json('PATCH', `/api/v1/admin/pressReleases/${id}`, { as: admin, body: { status, ...extra } })

  it('creates a draft for a client with tags', async () => {
    const clients = await server.json('POST', '/api/v1/admin/clients/search', { as: admin, body: { limit: 1 } })
    const clientId = clients.body.payload[0].id
    const tag = await server.json('POST', '/api/v1/tags/', { as: operator, body: { name: '新製品' } })
    const res = await server.json('POST', pr(), { as: operator, body: { clientId, title: '新薬の発表', body: '<p>本文</p>', tagIds: [tag.body.payload.id] } })
    expect(res.status).toBe(201)
    expect(res.body.payload).toMatchObject({ clientId, status: 'editing', publishedAt: null, tagIds: [tag.body.payload.id] })
    id = res.body.payload.id
    const missing = await server.json('POST', pr(), { as: operator, body: { title: 'x', body: 'y', tagIds: [] } })
    expect(missing.status).toBe(422)
    expect(missing.body.messages[0].message).toBe('クライアントを指定してください')
  })

  it('refuses moves outside the transition table with a Japanese message', async () => {
    const res = await move('published')
    expect(res.status).toBe(422)
    expect(res.body.messages[0].message).toBe('「編集中」から「公開中」には変更できません')
  })

  it('sends back with a reason only', async () => {
    expect((await move('request')).body.payload.status).toBe('request')
    const noReason = await move('editing')
    expect(noReason.status).toBe(422)
    const back = await move('editing', { reason: '画像が不足しています' })
    expect(back.body.payload).toMatchObject({ status: 'editing', statusReason: '画像が不足しています' })
  })

  it('publishes (publishedAt set), hides unpublished from the public, suspends and republishes', async () => {
    expect((await server.json('GET', `/api/direct/pressReleases/${id}`)).status).toBe(404)
    await move('request')
    const published = await move('published')
    expect(published.body.payload.status).toBe('published')
    expect(published.body.payload.publishedAt).toEqual(expect.any(String))
    const pub = await server.json('GET', `/api/direct/pressReleases/${id}`)
    expect(pub.status).toBe(200)
    const byTag = await server.json('GET', `/api/direct/pressReleases/search_tag?tag=${encodeURIComponent('新製品')}`)
    expect(byTag.body.payload.map((p: { id: string }) => p.id)).toEqual([id])
    const search = await server.json('POST', '/api/direct/pressReleases/search', { body: { keyword: '新薬' } })
    expect(search.body.payload.map((p: { id: string }) => p.id)).toContain(id)
    const when = '2030-01-01T00:00:00.000Z'
    const patched = await server.json('PATCH', pr(`${id}/published_at`), { as: operator, body: { publishedAt: when } })
    expect(patched.body.payload.publishedAt).toBe(when)
    expect((await server.json('GET', `/api/direct/pressReleases/${id}`)).status).toBe(404)
    expect((await move('suspend', { reason: '確認中' })).body.payload.status).toBe('suspend')
    const list = await server.json('GET', '/api/direct/pressReleases/')
    expect(list.body.payload.map((p: { id: string }) => p.id)).not.toContain(id)
    const again = await move('published', { publishedAt: '2020-01-01T00:00:00.000Z' })
    expect(again.body.payload).toMatchObject({ status: 'published', publishedAt: '2020-01-01T00:00:00.000Z' })
  })

  it('takes interview requests for public releases and lists/gets/updates in every group', async () => {
    const res = await server.json('POST', `/api/direct/pressReleases/${id}/interviews`, {
      body: { companyName: '医療新聞社', name: '記者 花子', email: 'press@example.com', message: '取材をお願いします' },
    })
    expect(res.status).toBe(201)
    expect(res.body.payload.pressReleaseId).toBe(id)
    expect((await server.json('GET', `/api/v1/admin/pressReleases/?status=published`, { as: admin })).body.payload.map((p: { id: string }) => p.id)).toContain(id)
    expect((await server.json('GET', pr(id), { as: operator })).body.payload.id).toBe(id)
    expect((await server.json('GET', `/api/v1/admin/pressReleases/${id}`, { as: admin })).body.payload.id).toBe(id)
    expect((await server.json('GET', pr('?keyword=新薬'), { as: operator })).body.payload).toHaveLength(1)
    // the console edits drafts only: a published release goes back to editing first
    const refused = await server.json('PUT', `/api/v1/admin/pressReleases/${id}`, { as: admin, body: { title: '改題', body: '本文', tagIds: [], version: 1 } })
    expect(refused.status).toBe(422)
    expect(refused.body.messages[0].message).toBe('「公開中」のプレスリリースは編集できません（編集中に戻してから編集してください）')
    await move('suspend', { reason: '改題のため' })
    await move('editing')
    // status moves leave the version: the release is still at the version it was created with
    const upd = await server.json('PUT', `/api/v1/admin/pressReleases/${id}`, { as: admin, body: { title: '改題', body: '本文', tagIds: [], version: 1 } })
    expect(upd.body.payload).toMatchObject({ title: '改題', tagIds: [], status: 'editing' })
    const upd2 = await server.json('PUT', pr(id), { as: operator, body: { title: '改題2', body: '本文', tagIds: [], version: upd.body.payload.version } })
    expect(upd2.body.payload.title).toBe('改題2')
    // a save over the version replaced meanwhile is refused (optimistic versioning)
    const stale = await server.json('PUT', pr(id), { as: operator, body: { title: '改題3', body: '本文', tagIds: [], version: upd.body.payload.version } })
    expect(stale.status).toBe(409)
    expect(stale.body.messages[0].message).toBe('このプレスリリースは他の操作者が先に更新しました。最新の内容を確認してから保存し直してください。')
  })
})

describe('doctor points and gift exchanges', () => {
  let doctor = { id: '', email: '' }
  let exchangeId = ''

  it('answers the signed-in doctor\'s balance and refuses non-doctors', async () => {
    const found = await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 1 } })
    doctor = found.body.payload[0]
    const grant = await server.json('PATCH', '/api/v1/admin/mp/mp', { as: admin, body: { doctorIds: [doctor.id], amount: 1000, note: 'テスト付与' } })
    expect(grant.body.payload.results[0].ok).toBe(true)
    const balance = grant.body.payload.results[0].balance
    const mine = await server.json('GET', '/api/v1/doctors/points/mine', { as: doctor.email })
    expect(mine.status).toBe(200)
    expect(mine.body.payload).toMatchObject({ doctorId: doctor.id, balance, pending: 0 })
    expect(mine.body.payload.recent[0]).toMatchObject({ amount: 1000, reason: 'grant', note: 'テスト付与', balanceAfter: balance })
    expect((await server.json('GET', '/api/v1/doctors/points/mine', { as: 'stranger@example.com' })).status).toBe(403)
  })

  it('exchanges in one transaction and never below zero', async () => {
    const before = (await server.json('GET', '/api/v1/doctors/points/mine', { as: doctor.email })).body.payload.balance as number
    const tooMuch = Math.ceil((before + 1) / 500) * 500
    const refused = await server.json('POST', '/api/v1/doctors/points/exchange', { as: doctor.email, body: { points: tooMuch } })
    expect(refused.status).toBe(422)
    expect(refused.body.messages[0].message).toContain('不足')
    const ok = await server.json('POST', '/api/v1/doctors/points/exchange', { as: doctor.email, body: { points: 500 } })
    expect(ok.status).toBe(201)
    expect(ok.body.payload).toMatchObject({ doctorId: doctor.id, points: 500, amountYen: 500, status: 'requested', maskedCode: null })
    exchangeId = ok.body.payload.id
    const after = (await server.json('GET', '/api/v1/doctors/points/mine', { as: doctor.email })).body.payload
    expect(after).toMatchObject({ balance: before - 500, pending: 500 })
    expect(after.recent[0]).toMatchObject({ amount: -500, reason: 'exchange', balanceAfter: before - 500 })
  })

  it('issues the gift code once, masks it afterwards and hides an issued card', async () => {
    expect((await server.json('DELETE', '/api/v1/doctors/points/gift_card', { as: doctor.email, body: { exchangeId } })).status).toBe(422)
    const card = await server.json('POST', '/api/v1/giftcard/convert', { as: doctor.email, body: { exchangeId } })
    expect(card.status).toBe(200)
    expect(card.body.payload.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{6}-[A-Z0-9]{4}$/)
    expect((await server.json('POST', '/api/v1/giftcard/convert', { as: doctor.email, body: { exchangeId } })).status).toBe(409)
    const history = await server.json('GET', '/api/v1/doctors/points/exchange_histories?status=issued', { as: doctor.email })
    expect(history.body.payload[0]).toMatchObject({ id: exchangeId, status: 'issued', maskedCode: `XXXX-XXXXXX-${card.body.payload.code.slice(-4)}` })
    const del = await server.json('DELETE', '/api/v1/doctors/points/gift_card', { as: doctor.email, body: { exchangeId } })
    expect(del.body.payload.id).toBe(exchangeId)
    const hidden = await server.json('GET', '/api/v1/doctors/points/exchange_histories', { as: doctor.email })
    expect(hidden.body.payload.map((e: { id: string }) => e.id)).not.toContain(exchangeId)
  })

  it('lets operators search the Amazon gift history', async () => {
    const res = await server.json('POST', '/api/v1/admin/histories/amazon_gifts', { as: operator, body: { doctorId: doctor.id, statuses: ['issued'] } })
    expect(res.status).toBe(200)
    expect(res.body.payload.map((e: { id: string }) => e.id)).toContain(exchangeId)
    const none = await server.json('POST', '/api/v1/admin/histories/amazon_gifts', { as: operator, body: { doctorId: doctor.id, statuses: ['failed'] } })
    expect(none.body.payload).toEqual([])
  })
})

describe('manuscripts', () => {
  let id = ''
  let doctorId = ''
  let clientId = ''
  const m = (path = '') => `/api/v1/manuscripts/${path}`
  const setStatus = (status: string) => server.json('PATCH', `/api/v1/admin/manuscripts/${id}`, { as: admin, body: { status } })

  it('creates a draft and submits it', async () => {
    doctorId = (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 1 } })).body.payload[0].id
    clientId = (await server.json('POST', '/api/v1/admin/clients/search', { as: admin, body: { limit: 1, suspended: false } })).body.payload[0].id
    const res = await server.json('POST', m(), { as: operator, body: { doctorId, title: '心不全の新しい治療', contents: '<p>本文</p>', tagIds: [], expertiseIds: [] } })
    expect(res.status).toBe(201)
    expect(res.body.payload).toMatchObject({ doctorId, status: 'draft', hold: null, submittedAt: null, version: 1 })
    id = res.body.payload.id
    // an edit names the version it read and moves it on
    const edited = await server.json('PUT', m(id), { as: operator, body: { title: '心不全の新しい治療（案）', contents: '<p>案</p>', tagIds: [], expertiseIds: [], version: 1 } })
    expect(edited.body.payload).toMatchObject({ title: '心不全の新しい治療（案）', status: 'draft', version: 2 })
    // a save over the version replaced meanwhile is refused and changes nothing (optimistic versioning)
    const stale = await server.json('PUT', m(id), { as: operator, body: { title: '上書き', contents: '<p>上書き</p>', tagIds: [], expertiseIds: [], version: 1, status: 'under_review' } })
    expect(stale.status).toBe(409)
    expect(stale.body.messages[0].message).toBe('この原稿は他の操作者が先に更新しました。最新の内容を確認してから保存し直してください。')
    expect((await server.json('GET', m(id), { as: operator })).body.payload).toMatchObject({ title: '心不全の新しい治療（案）', contents: '<p>案</p>', status: 'draft', version: 2 })
    // without a version the body is refused like any invalid one
    const unversioned = await server.json('PUT', m(id), { as: operator, body: { title: 'x', contents: 'y', tagIds: [], expertiseIds: [] } })
    expect(unversioned.status).toBe(400)
    const submitted = await server.json('PUT', m(id), { as: operator, body: { title: '心不全の新しい治療', contents: '<p>改訂</p>', tagIds: [], expertiseIds: [], status: 'under_review', version: 2 } })
    expect(submitted.body.payload).toMatchObject({ status: 'under_review', contents: '<p>改訂</p>', version: 3 })
    expect(submitted.body.payload.submittedAt).toEqual(expect.any(String))
    const locked = await server.json('PUT', m(id), { as: operator, body: { title: 'x', contents: 'y', tagIds: [], expertiseIds: [], version: 3 } })
    expect(locked.status).toBe(422)
    expect(locked.body.messages[0].message).toBe('「審査中」の原稿は編集できません')
    expect((await server.json('GET', m('under_reviews'), { as: operator })).body.payload.map((x: { id: string }) => x.id)).toContain(id)
  })

  it('reviews: revise sends a reviewed manuscript back to draft, a denial needs reasons', async () => {
    const reasons = await server.json('GET', '/api/v1/denialReasons/', { as: operator })
    expect(reasons.body.payload.length).toBeGreaterThan(0)
    const reasonId = reasons.body.payload[0].id
    expect((await server.json('POST', '/api/v1/denialReasons/', { as: operator, body: { ids: [reasonId] } })).body.payload).toHaveLength(1)
    const noReason = await server.json('POST', m(`${id}/reviews/`), { as: operator, body: { result: 'revise', denialReasonIds: [], comment: '' } })
    expect(noReason.status).toBe(400)
    const revise = await server.json('POST', m(`${id}/reviews/`), { as: operator, body: { result: 'revise', denialReasonIds: [reasonId], comment: '根拠を追記してください' } })
    expect(revise.status).toBe(201)
    expect((await server.json('GET', m(id), { as: operator })).body.payload.status).toBe('draft')
    const reviewId = revise.body.payload.id
    const updated = await server.json('PUT', m(`${id}/reviews/${reviewId}`), { as: operator, body: { result: 'revise', denialReasonIds: [reasonId], comment: '修正' } })
    expect(updated.body.payload.comment).toBe('修正')
    expect((await server.json('GET', m(`${id}/reviews/${reviewId}`), { as: operator })).body.payload.comment).toBe('修正')
    expect((await server.json('GET', m(`${id}/reviews`), { as: operator })).body.payload).toHaveLength(1)
    expect((await server.json('GET', `/api/v1/reviews/reviews?manuscriptId=${id}`, { as: operator })).body.payload).toHaveLength(1)
  })

  it('refuses moves outside the table, accepts and blocks offers while held', async () => {
    const bad = await setStatus('offered')
    expect(bad.status).toBe(422)
    expect(bad.body.messages[0].message).toBe('「下書き」の原稿を「オファー済み」にはできません')
    await setStatus('under_review')
    await setStatus('reviewed')
    expect((await server.json('GET', m('reviewed'), { as: operator })).body.payload.map((x: { id: string }) => x.id)).toContain(id)
    const accept = await server.json('POST', m(`${id}/reviews/`), { as: operator, body: { result: 'accept', denialReasonIds: [], comment: '' } })
    expect(accept.status).toBe(201)
    expect((await server.json('GET', m('acceptable'), { as: operator })).body.payload.map((x: { id: string }) => x.id)).toContain(id)
    const held = await server.json('POST', `/api/v1/tq/manuscripts/${id}/hold_release`, { as: operator, body: { held: true, reason: '確認中' } })
    expect(held.body.payload.hold).toMatchObject({ reason: '確認中' })
    const blocked = await server.json('POST', m(`${id}/offer`), { as: operator, body: { clientId, message: 'ぜひ掲載を' } })
    expect(blocked.status).toBe(422)
    expect(blocked.body.messages[0].message).toContain('保留中')
    expect((await setStatus('offered')).status).toBe(422)
    const released = await server.json('POST', `/api/v1/tq/manuscripts/${id}/hold_release`, { as: operator, body: { held: false } })
    expect(released.body.payload.hold).toBeNull()
    const info = await server.json('GET', `/api/v1/admin/manuscripts/${id}/hold`, { as: admin })
    expect(info.body.payload).toMatchObject({ held: false, hold: null })
    expect(info.body.payload.history.map((h: { held: boolean }) => h.held)).toEqual([false, true])
    const offer = await server.json('POST', m(`${id}/offer`), { as: operator, body: { clientId, message: 'ぜひ掲載を' } })
    expect(offer.status).toBe(201)
    const after = await server.json('GET', m(id), { as: operator })
    expect(after.body.payload.status).toBe('offered')
    expect(after.body.payload.latestOfferedAt).toEqual(expect.any(String))
    expect((await server.json('GET', m('latest_offered'), { as: operator })).body.payload[0].id).toBe(id)
    const search = await server.json('POST', m('search'), { as: operator, body: { keyword: '心不全', statuses: ['offered'], held: false } })
    expect(search.body.payload.map((x: { id: string }) => x.id)).toEqual([id])
  })

  it('soft deletes', async () => {
    const del = await server.json('DELETE', `/api/v1/admin/manuscripts/${id}`, { as: admin })
    expect(del.body.payload.id).toBe(id)
    expect((await server.json('GET', m(id), { as: operator })).status).toBe(404)
    expect((await server.json('GET', m(`?doctorId=${doctorId}`), { as: operator })).body.payload.map((x: { id: string }) => x.id)).not.toContain(id)
  })

  it('stores content uploads and caps them at 10 MB', async () => {
    const app = createApp({ db: server.db, auth: testAuthenticator, log: () => undefined })
    const upload = (bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData()
      form.append('json', JSON.stringify({ alt: '図1' }))
      form.append('file', new File([bytes], 'figure.png', { type: 'image/png' }))
      return Promise.resolve(app.request(m('contents/upload'), { method: 'POST', headers: { authorization: `Bearer test:${operator}` }, body: form }))
    }
    const ok = await upload(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])) // the PNG signature: the type is sniffed from the bytes
    expect(ok.status).toBe(201)
    const body = (await ok.json()) as { payload: { fileId: string; contentType: string } }
    expect(body.payload.contentType).toBe('image/png')
    const big = await upload(new Uint8Array(10 * 1024 * 1024 + 1))
    expect(big.status).toBe(413)
    expect(((await big.json()) as { messages: { message: string }[] }).messages[0]?.message).toBe('ファイルサイズは10MB以下にしてください')
  })
})

describe('content seed', () => {
  it('seeds content whose answers decode, and the public only sees published releases', async () => {
    const db = await openTestDb()
    try {
      await seedDemo(db, 12)
      await db.transaction((tx) => seedContent(tx))
      const app = createApp({ db, auth: testAuthenticator, log: () => undefined })
      const get = async (path: string, as?: string) => {
        const res = await app.request(path, { headers: as ? { authorization: `Bearer test:${as}` } : {} })
        return { status: res.status, body: (await res.json()) as { payload: { status: string; hold?: unknown }[] } }
      }
      const pub = await get('/api/direct/pressReleases/?limit=100')
      expect(pub.status).toBe(200)
      expect(pub.body.payload.length).toBeGreaterThan(0)
      expect(pub.body.payload.every((p) => p.status === 'published')).toBe(true)
      const all = await get('/api/v1/admin/pressReleases/?limit=100', admin)
      expect(new Set(all.body.payload.map((p) => p.status))).toEqual(new Set(['editing', 'request', 'published', 'suspend']))
      const manuscripts = await get('/api/v1/manuscripts/?limit=100', operator)
      expect(manuscripts.status).toBe(200)
      expect(manuscripts.body.payload.some((x) => x.hold !== null)).toBe(true)
    } finally {
      await db.close()
    }
  })
})

describe('files, images and contact', () => {
  const app = () => createApp({ db: server.db, auth: testAuthenticator, log: () => undefined })
  const post = async (path: string, json: unknown, file: File) => {
    const form = new FormData()
    form.append('json', JSON.stringify(json))
    form.append('file', file)
    const res = await app().request(path, { method: 'POST', headers: { authorization: `Bearer test:${operator}` }, body: form })
    return { status: res.status, body: (await res.json()) as any }
  }

  it('uploads files, returns the scan status as is, and looks them up', async () => {
    const clean = await post('/api/v1/files/upload', { purpose: 'other', name: '資料.pdf' }, new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }))
    expect(clean.status).toBe(201)
    expect(clean.body.payload).toMatchObject({ name: '資料.pdf', contentType: 'application/pdf', size: 8, status: 'clean' })
    const bad = await post('/api/v1/files/upload', { purpose: 'other' }, new File(['X5O!P%@AP EICAR-STANDARD-ANTIVIRUS-TEST-FILE!'], 'v.txt', { type: 'text/plain' }))
    expect(bad.body.payload).toMatchObject({ status: 'quarantined', url: null })
    const got = await server.json('GET', `/api/v1/files/${bad.body.payload.id}`, { as: operator })
    expect(got.body.payload.status).toBe('quarantined')
    const found = await server.json('POST', '/api/v1/files/search', { as: operator, body: { ids: [clean.body.payload.id, bad.body.payload.id] } })
    expect(found.body.payload).toHaveLength(2)
  })

  it('uploads images with their size and refuses other types', async () => {
    const png = new Uint8Array(24)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 0, 200])
    const ok = await post('/api/v1/images/upload', { purpose: 'media' }, new File([png], 'x.png', { type: 'image/png' }))
    expect(ok.status).toBe(201)
    expect(ok.body.payload).toMatchObject({ contentType: 'image/png', width: 256, height: 200, status: 'clean' })
    const refused = await post('/api/v1/images/upload', { purpose: 'media' }, new File(['x'], 'x.txt', { type: 'text/plain' }))
    expect(refused.status).toBe(415)
  })

  it('receives contact messages in the general and direct groups', async () => {
    const message = { kind: 'press', name: '記者 花子', email: 'press@example.com', subject: '取材', body: 'お願いします' }
    const general = await server.json('POST', '/api/v1/contact', { as: operator, body: message })
    expect(general.status).toBe(201)
    const direct = await server.json('POST', '/api/direct/contacts', { body: message })
    expect(direct.status).toBe(201)
    expect(direct.body.payload.id).not.toBe(general.body.payload.id)
  })
})

describe('notifications', () => {
  it('saves the doctor\'s own settings', async () => {
    const doctor = (await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { limit: 1 } })).body.payload[0]
    const off = await server.json('PUT', '/api/v1/doctors/notifications/disable_setting', { as: doctor.email, body: { disabled: true } })
    expect(off.body.payload.disabled).toBe(true)
    const weekly = await server.json('PUT', '/api/v1/doctors/notifications/reception_frequency_setting', { as: doctor.email, body: { receptionFrequency: 'weekly' } })
    expect(weekly.body.payload).toEqual({ disabled: true, receptionFrequency: 'weekly' })
    const bad = await server.json('PUT', '/api/v1/doctors/notifications/reception_frequency_setting', { as: doctor.email, body: { receptionFrequency: 'hourly' } })
    expect(bad.status).toBe(400)
  })

  it('feeds operators from the content tables, pageable and by kind', async () => {
    const contacts = await server.json('GET', '/api/v1/admin/notifications/?kind=contactReceived', { as: operator })
    expect(contacts.status).toBe(200)
    expect(contacts.body.payload.length).toBeGreaterThan(0)
    expect(contacts.body.payload.every((n: { kind: string }) => n.kind === 'contactReceived')).toBe(true)
    const first = await server.json('GET', '/api/v1/admin/notifications/?limit=1', { as: operator })
    const cursor = first.body.nextPaging.nextCursorKey
    const second = await server.json('GET', `/api/v1/admin/notifications/?limit=1&cursor=${cursor}`, { as: operator })
    expect(second.body.payload[0].id).not.toBe(first.body.payload[0].id)
  })
})

describe('stats', () => {
  it('counts live figures per area', async () => {
    const res = await server.json('GET', '/api/v1/stats/', { as: operator })
    expect(res.status).toBe(200)
    expect(res.body.payload.doctors.total).toBeGreaterThan(0)
    // per status, as the table holds them (earlier tests move releases through every status)
    const byStatus = await server.db.query<{ status: string; n: number }>(sql`SELECT status, count(*)::int AS n FROM press_releases GROUP BY status`)
    expect(res.body.payload.pressReleases).toEqual(Object.fromEntries(byStatus.map((r) => [r.status, r.n])))
    expect(res.body.payload.mp.exchanged).toBe(500)
  })
})
