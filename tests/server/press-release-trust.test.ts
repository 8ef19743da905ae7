/**
 * Issue 28 item 1: a client rewrote its own published (or suspended) press release with the general
 * PUT and the public read served the new text at once, unreviewed. Both PUT paths (general and
 * admin) edit only a release in editing (`pressReleaseEditable`), for a client and staff alike; a
 * refused edit writes nothing and leaves an audit row (`pressReleases.update.refused`) naming the
 * caller and the release. A client moves the publication time only while its release waits for
 * approval (公開申請中); staff also of a published one. A client's new release starts in editing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clientEmail, pressReleaseFacts, resetToBaseline } from '@server/testing/provider-states'
import { setUpProviderState } from '@server/testing/provider-state-setup'
import { admin, operator, startTestServer, testUid, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server.close())

const client = clientEmail('7')
const pr = (id: string, tail = '') => `/api/v1/pressReleases/${id}${tail}`
const rewrite = { title: '書き換えた題名', body: '<p>審査されていない本文</p>', tagIds: [] }

const row = async (id: string) =>
  (await server.db.query<{ title: string; body: string; version: number; status: string; published_at: unknown }>(
    sql`SELECT title, body, version, status, published_at FROM press_releases WHERE id = ${id}`,
  ))[0]
const refusals = (id: string) =>
  server.db.query<{ actor_uid: string | null; actor_email: string | null; actor_operator_id: string | null; before: { status?: string } | null; reason: string | null }>(
    sql`SELECT actor_uid, actor_email, actor_operator_id, before, reason FROM audit_logs
        WHERE action = 'pressReleases.update.refused' AND target_type = 'pressRelease' AND target_id = ${id}`,
  )

beforeEach(async () => {
  await resetToBaseline(server.db)
  await setUpProviderState(server.db, 'client 7 exists')
  await pressReleaseFacts(server.db, '701', '7', 'published')
  await pressReleaseFacts(server.db, '702', '7', 'suspend')
  await pressReleaseFacts(server.db, '703', '7', 'editing')
  await pressReleaseFacts(server.db, '704', '7', 'request')
})

describe('a client edits only its drafts', () => {
  it('refuses the PUT of its own published release: nothing written, the public text unchanged, the refusal audited', async () => {
    const publicBefore = await server.json('GET', `/api/direct/pressReleases/701`)
    expect(publicBefore.status).toBe(200)
    const res = await server.json('PUT', pr('701'), { as: client, body: { ...rewrite, version: 1 } })
    expect(res.status).toBe(422)
    expect(res.body.messages[0].message).toBe(
      '「公開中」のプレスリリースは編集できません（編集できるのは編集中のプレスリリースのみです。変更が必要な場合は運営にお問い合わせください）',
    )
    const publicAfter = await server.json('GET', `/api/direct/pressReleases/701`)
    expect(publicAfter.body.payload).toMatchObject({ title: publicBefore.body.payload.title, body: publicBefore.body.payload.body, version: 1 })
    expect(await row('701')).toMatchObject({ title: '新薬の承認取得のお知らせ', version: 1, status: 'published' })
    const audited = await refusals('701')
    expect(audited).toEqual([
      expect.objectContaining({ actor_uid: testUid(client), actor_email: client, actor_operator_id: null, before: expect.objectContaining({ status: 'published', client_id: '7' }) }),
    ])
    expect(audited[0]?.reason).toContain('「公開中」のプレスリリースは編集できません')
  })

  it('refuses the PUT of its own suspended release and of one in request, each audited', async () => {
    for (const [id, label] of [['702', '公開停止'], ['704', '公開申請中']] as const) {
      const res = await server.json('PUT', pr(id), { as: client, body: { ...rewrite, version: 1 } })
      expect({ id, status: res.status }).toEqual({ id, status: 422 })
      expect(res.body.messages[0].message).toContain(`「${label}」のプレスリリースは編集できません`)
      expect(await row(id)).toMatchObject({ title: '新薬の承認取得のお知らせ', version: 1 })
      expect(await refusals(id)).toHaveLength(1)
    }
    // after the suspension is lifted the public sees the reviewed text, not the attempted one
    await server.json('PATCH', `/api/v1/admin/pressReleases/702`, { as: admin, body: { status: 'published' } })
    expect((await server.json('GET', `/api/direct/pressReleases/702`)).body.payload.title).toBe('新薬の承認取得のお知らせ')
  })

  it('still edits its own draft (and the edit is not audited as a refusal)', async () => {
    const res = await server.json('PUT', pr('703'), { as: client, body: { ...rewrite, version: 1 } })
    expect(res.status).toBe(200)
    expect(res.body.payload).toMatchObject({ title: rewrite.title, status: 'editing', version: 2 })
    expect(await refusals('703')).toEqual([])
  })

  it('creates its own release in editing whatever status or time it sends', async () => {
    const res = await server.json('POST', '/api/v1/pressReleases/', {
      as: client,
      body: { ...rewrite, status: 'published', publishedAt: '2020-01-01T00:00:00.000Z' },
    })
    expect(res.status).toBe(201)
    expect(res.body.payload).toMatchObject({ clientId: '7', status: 'editing', publishedAt: null })
    expect((await server.json('GET', `/api/direct/pressReleases/${res.body.payload.id}`)).status).toBe(404)
  })
})

describe('staff edit drafts only, on both PUT paths', () => {
  it('refuses the general PUT of a published release by an operator, audited with the operator', async () => {
    const res = await server.json('PUT', pr('701'), { as: operator, body: { ...rewrite, version: 1 } })
    expect(res.status).toBe(422)
    expect(res.body.messages[0].message).toBe('「公開中」のプレスリリースは編集できません（編集中に戻してから編集してください）')
    expect(await row('701')).toMatchObject({ title: '新薬の承認取得のお知らせ', version: 1 })
    expect(await refusals('701')).toEqual([expect.objectContaining({ actor_email: operator, actor_operator_id: '2' })])
  })

  it('refuses the admin PUT of a suspended release the same way; a draft is saved on both paths', async () => {
    const refused = await server.json('PUT', `/api/v1/admin/pressReleases/702`, { as: admin, body: { ...rewrite, version: 1 } })
    expect(refused.status).toBe(422)
    expect(await refusals('702')).toEqual([expect.objectContaining({ actor_email: admin, actor_operator_id: '1' })])
    const general = await server.json('PUT', pr('703'), { as: operator, body: { ...rewrite, version: 1 } })
    expect(general.body.payload).toMatchObject({ title: rewrite.title, version: 2 })
    const viaAdmin = await server.json('PUT', `/api/v1/admin/pressReleases/703`, { as: admin, body: { ...rewrite, title: '再改題', version: 2 } })
    expect(viaAdmin.body.payload).toMatchObject({ title: '再改題', version: 3 })
  })

  it('lists the refusal in the admin audit search by its action', async () => {
    await server.json('PUT', pr('701'), { as: client, body: { ...rewrite, version: 1 } })
    const found = await server.json('POST', '/api/v1/admin/audit_logs/search', { as: admin, body: { action: 'pressReleases.update.refused' } })
    expect(found.status).toBe(200)
    expect(found.body.payload).toEqual([expect.objectContaining({ action: 'pressReleases.update.refused', targetType: 'pressRelease', targetId: '701', actorEmail: client })])
  })
})

describe('the publication time', () => {
  const when = '2031-04-01T00:00:00.000Z'
  const backdate = '2001-01-01T00:00:00.000Z'

  it('a client may not move the time of its published release (backdating or hiding it): refused, unchanged, audited', async () => {
    const before = await row('701')
    for (const publishedAt of [when, backdate]) {
      const res = await server.json('PATCH', pr('701', '/published_at'), { as: client, body: { publishedAt } })
      expect(res.status).toBe(422)
      expect(res.body.messages[0].message).toBe('「公開中」のプレスリリースの公開日時は変更できません（公開日時を変更できるのは公開申請中のみです）')
    }
    expect(await row('701')).toEqual(before)
    expect((await server.json('GET', `/api/direct/pressReleases/701`)).status).toBe(200)
    const audited = await server.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'pressReleases.publishedAt.refused' AND target_id = '701' AND actor_email = ${client}`,
    )
    expect(audited[0]?.n).toBe(2)
  })

  it('a client proposes the time of its release in request; staff move it in request and published', async () => {
    const proposed = await server.json('PATCH', pr('704', '/published_at'), { as: client, body: { publishedAt: when } })
    expect(proposed.status).toBe(200)
    expect(proposed.body.payload.publishedAt).toBe(when)
    const staff = await server.json('PATCH', pr('701', '/published_at'), { as: operator, body: { publishedAt: when } })
    expect(staff.status).toBe(200)
    expect(staff.body.payload.publishedAt).toBe(when)
    expect((await server.json('GET', `/api/direct/pressReleases/701`)).status).toBe(404) // scheduled again: hidden until then
  })

  it('nobody moves the time of a draft or a suspended release', async () => {
    for (const [id, as] of [['703', client], ['702', client], ['703', operator], ['702', operator]] as const) {
      const res = await server.json('PATCH', pr(id, '/published_at'), { as, body: { publishedAt: when } })
      expect({ id, as, status: res.status }).toEqual({ id, as, status: 422 })
    }
  })
})
