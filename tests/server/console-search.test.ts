/**
 * The console search (Ctrl+K, admin GET /search: src/domain/console-search.ts): one call answers the
 * top records of every area at once. What staff and the backend rely on: the text folds as the
 * lists fold it (ﾊﾔｼ, はやし, ハヤシ find the same doctors), `#id` finds the record of that id,
 * deleted records never appear, operators only for admins, at most 5 a kind, and any text answers
 * 200 (or 400 with a Japanese message), never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@server/src/db/database'
import { searchHitsPerKind, searchTextMax, type ConsoleSearchHit } from '@src/domain/console-search'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
const ask = (q: string, as = operator) =>
  server.json<{ payload: { hits: ConsoleSearchHit[] }; messages?: { message: string }[] }>('GET', `/api/v1/admin/search?${new URLSearchParams({ q })}`, { as })
const hitsOf = async (q: string, as = operator) => {
  const answer = await ask(q, as)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.payload.hits
}
const idsOf = (hits: ReadonlyArray<ConsoleSearchHit>, kind: ConsoleSearchHit['kind']) => hits.filter((h) => h.kind === kind).map((h) => h.id).sort()

let hayashi: string[] = []
let deletedDoctor = ''
let clientId = ''
beforeAll(async () => {
  server = await startTestServer({ seed: false })
  const db = server.db
  await db.query(sql`INSERT INTO operators (email, name, role, active) VALUES (${admin}, '管理 太郎', 'admin', true), (${operator}, '運用 花子', 'operator', true)`)
  const rows = await db.query<{ id: string }>(sql`
    INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, medical_license_number, prefecture, allowed)
    VALUES ('s.hayashi@example.jp', '林', '花子', 'ﾊﾔｼ', 'ハナコ', '920001', '東京都', true),
           ('k.hayashi@example.jp', '林', '健', 'はやし', 'けん', '920002', '東京都', true),
           ('gone.hayashi@example.jp', '林', '消', 'ハヤシ', 'ケス', '920003', '東京都', true),
           ('tanaka@example.jp', '田中', '一郎', 'タナカ', 'イチロウ', '920004', '東京都', true)
    RETURNING id`)
  hayashi = rows.slice(0, 2).map((r) => r.id).sort()
  deletedDoctor = rows[2]!.id
  await db.query(sql`UPDATE doctors SET deleted_at = now() WHERE id = ${deletedDoctor}`)
  const [client] = await db.query<{ id: string }>(sql`
    INSERT INTO clients (email, company_name, company_name_kana, contact_name) VALUES ('info@sakura.example', '桜製薬', 'サクラセイヤク', '担当 一郎') RETURNING id`)
  clientId = client!.id
  await db.query(sql`INSERT INTO clients (email, company_name, company_name_kana, contact_name, deleted_at) VALUES ('old@sakura.example', '桜製薬（旧）', 'サクラセイヤク', '旧担当', now())`)
  await db.query(sql`INSERT INTO operators (email, name, role, active) VALUES ('hayashi-op@medicolle.example', '林 運用', 'operator', true)`)
  const [ms] = await db.query<{ id: string }>(sql`
    INSERT INTO manuscripts (doctor_id, title, contents, status) VALUES (${hayashi[0]}, '睡眠の話', '本文', 'under_review') RETURNING id`)
  await db.query(sql`INSERT INTO manuscripts (doctor_id, title, contents, status, deleted_at) VALUES (${hayashi[0]}, '睡眠の話（削除）', '本文', 'draft', now())`)
  expect(ms).toBeDefined()
  await db.query(sql`INSERT INTO press_releases (client_id, title, body, status) VALUES (${clientId}, 'さくら新薬のお知らせ', '<p>本文</p>', 'request')`)
  await db.query(sql`INSERT INTO media (name, url) VALUES ('サクラ新聞', 'https://sakura.example')`)
  await db.query(sql`INSERT INTO media (name, deleted_at) VALUES ('サクラ旧新聞', now())`)
  await db.query(sql`INSERT INTO organizations (name, name_kana, kind) VALUES ('さくら病院', 'サクラビョウイン', 'hospital')`)
  await db.query(sql`INSERT INTO expertise (name) VALUES ('睡眠医学')`)
})
afterAll(() => server.close())

describe('admin GET /search (the console search)', () => {
  it('folds width, kana and case as the lists do: ﾊﾔｼ, はやし, ハヤシ find the same live doctors, with their e-mail to tell them apart', async () => {
    for (const q of ['ﾊﾔｼ', 'はやし', 'ハヤシ', '林']) expect(idsOf(await hitsOf(q), 'doctor'), q).toEqual(hayashi)
    const [first] = (await hitsOf('ﾊﾔｼ ﾊﾅｺ')).filter((h) => h.kind === 'doctor')
    expect(first).toMatchObject({ title: '林 花子', detail: 's.hayashi@example.jp', status: null })
  })

  it('answers every area at once, grouped in the console order, deleted records never', async () => {
    const hits = await hitsOf('さくら')
    expect([...new Set(hits.map((h) => h.kind))]).toEqual(['client', 'organization', 'pressRelease', 'media'])
    expect(hits.find((h) => h.kind === 'client')).toMatchObject({ id: clientId, title: '桜製薬', detail: '担当 一郎・info@sakura.example' })
    expect(hits.filter((h) => h.kind === 'client')).toHaveLength(1)
    expect(hits.find((h) => h.kind === 'pressRelease')).toMatchObject({ title: 'さくら新薬のお知らせ', detail: '桜製薬', status: 'request' })
    expect(hits.filter((h) => h.kind === 'media').map((h) => h.title)).toEqual(['サクラ新聞'])
    const sleep = await hitsOf('睡眠')
    expect(sleep.filter((h) => h.kind === 'manuscript')).toEqual([expect.objectContaining({ title: '睡眠の話', detail: '林 花子', status: 'under_review' })])
    expect(sleep.filter((h) => h.kind === 'expertise')).toEqual([expect.objectContaining({ title: '睡眠医学', detail: '' })])
    expect(idsOf(await hitsOf(`#${deletedDoctor}`), 'doctor')).toEqual([])
  })

  it('finds a record by #id (either width), in whatever area holds it', async () => {
    expect(await hitsOf(`#${clientId}`)).toEqual([expect.objectContaining({ kind: 'client', id: clientId })])
    const wide = `＃${[...clientId].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')}`
    expect(await hitsOf(wide)).toEqual([expect.objectContaining({ kind: 'client', id: clientId })])
  })

  it('shows operators to admins only', async () => {
    expect(idsOf(await hitsOf('林', operator), 'operator')).toEqual([])
    expect((await hitsOf('林', admin)).filter((h) => h.kind === 'operator').map((h) => h.title)).toEqual(['林 運用'])
    expect((await hitsOf('medicolle.example', operator)).some((h) => h.kind === 'operator')).toBe(false)
  })

  it(`answers at most ${searchHitsPerKind} records a kind`, async () => {
    await server.db.query(sql`
      INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, medical_license_number, prefecture, allowed)
      SELECT 'many' || g || '@example.jp', '多田', '様' || g, 'タダ', 'サマ', '93' || g, '東京都', true FROM generate_series(1, 12) g`)
    expect((await hitsOf('タダ')).filter((h) => h.kind === 'doctor')).toHaveLength(searchHitsPerKind)
  })

  it('answers any text with results or none, never a 500: blank, long, control characters, SQL, HTML, LIKE metacharacters', async () => {
    for (const q of ['', '   ', '#', '#abc', 'x'.repeat(searchTextMax), 'あ '.repeat(searchTextMax / 2), '\u0001\u0007\t\r\n', "'; DROP TABLE doctors; --", '<script>alert(1)</script>', '%', '_', '\\', '#99999999999999999999999'])
      expect((await ask(q)).status, JSON.stringify(q)).toBe(200)
    expect(await hitsOf('%')).toEqual([])
    expect(idsOf(await hitsOf("' OR 1=1 --"), 'doctor')).toEqual([])
    const tooLong = await ask('x'.repeat(searchTextMax + 1))
    expect(tooLong.status).toBe(400)
    expect(JSON.stringify(tooLong.body)).toContain(`${searchTextMax}文字以内で入力してください`)
    const nul = await ask('林\u0000')
    expect(nul.status).toBe(400)
    expect(JSON.stringify(nul.body)).toContain('制御文字')
  })

  it('is staff-only: no token 401, a doctor 403', async () => {
    expect((await server.request('GET', '/api/v1/admin/search?q=x')).status).toBe(401)
    expect((await ask('林', 's.hayashi@example.jp')).status).toBe(403)
  })
})
