/**
 * Issue 32, a history staff read: the records an entry names by id (a doctor's organisation,
 * belongs and expertise, a manuscript's doctor, files, reviewer and denial reasons, a press
 * release's client and medium, an expertise node's parent) come with the names staff read —
 * one query per kind for the whole page — an expertise node as its path (内科 › 循環器内科), and
 * nothing for a record that no longer exists (the console reads it 「（削除済み）組織ID 5」).
 * Only staff read them: a doctor or client caller is refused the search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@server/src/db/database'
import { clientEmail, doctorEmail } from '@server/testing/provider-states'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
const one = async <T>(q: ReturnType<typeof sql>) => (await server.db.query<T & Record<string, unknown>>(q))[0] as T

let org: { id: string; name: string }
let belongs: Array<{ id: string; name: string }>
let child: { id: string; name: string; parent: string }
let doctor: { id: string; name: string }
let client: { id: string; name: string }
let medium: { id: string; name: string }
let op: { id: string; name: string }
let file: { id: string }
let reasons: Array<{ id: string; label: string }>

const actions: Record<string, string> = { client: 'clients.update', doctor: 'doctors.update', manuscript: 'manuscripts.createReview', pressRelease: 'pressReleases.update', expertise: 'expertise.move' }
const log = async (targetType: string, targetId: string, before: unknown, after: unknown) =>
  (
    await one<{ id: string }>(sql`INSERT INTO audit_logs (actor_email, action, target_type, target_id, before, after)
      VALUES (${admin}, ${actions[targetType]}, ${targetType}, ${targetId}, ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb) RETURNING id`)
  ).id

const search = (body: Record<string, unknown>, as = admin) => server.json('POST', '/api/v1/admin/audit_logs/search', { as, body })

beforeAll(async () => {
  server = await startTestServer()
  org = await one(sql`SELECT id, name FROM organizations ORDER BY id LIMIT 1`)
  belongs = await server.db.query(sql`SELECT id, name FROM belongs ORDER BY id LIMIT 2`)
  const root = await one<{ id: string }>(sql`INSERT INTO expertise (name) VALUES ('名前テスト内科') RETURNING id`)
  child = { ...(await one<{ id: string; name: string }>(sql`INSERT INTO expertise (name, parent_id) VALUES ('名前テスト循環器内科', ${root.id}) RETURNING id, name`)), parent: root.id }
  doctor = await one(sql`SELECT id, last_name || ' ' || first_name AS name FROM doctors ORDER BY id LIMIT 1`)
  client = await one(sql`SELECT id, company_name AS name FROM clients ORDER BY id LIMIT 1`)
  medium = await one(sql`INSERT INTO media (name) VALUES ('名前テスト新聞') RETURNING id, name`)
  op = await one(sql`SELECT id, name FROM operators WHERE email = ${operator}`)
  file = await one(sql`INSERT INTO files (purpose, name, content_type, size, bytes) VALUES ('manuscript', '原稿.pdf', 'application/pdf', 0, '\\x'::bytea) RETURNING id`)
  reasons = await server.db.query(sql`SELECT id, label FROM denial_reasons ORDER BY sort_order LIMIT 2`)
})
afterAll(() => server.close())

describe('the names of the records an entry names', () => {
  it("a doctor's organisation, belongs and expertise (as its path); a gone organisation has no name", async () => {
    const id = await log(
      'doctor', doctor.id,
      { organization_id: '99999999', belong_ids: [belongs[0]!.id], expertise_ids: [] },
      { organization_id: org.id, belong_ids: belongs.map((b) => b.id), expertise_ids: [child.id] },
    )
    const [entry] = (await search({ targetType: 'doctor', targetId: doctor.id })).body.payload
    expect(entry.id).toBe(id)
    expect(entry.names).toEqual({
      [`doctor:${doctor.id}`]: doctor.name, // the record the entry is about (the 監査ログ's 対象 column)
      [`organization:${org.id}`]: org.name,
      ...Object.fromEntries(belongs.map((b) => [`belong:${b.id}`, b.name])),
      [`expertise:${child.id}`]: '名前テスト内科 › 名前テスト循環器内科',
    })
    expect(entry.names).not.toHaveProperty('organization:99999999')
  })

  it("a manuscript's doctor, files, reviewer, denial reasons and client; a press release's client and medium; an expertise node's parent", async () => {
    await log('manuscript', '777001', { doctor_id: doctor.id, file_ids: [], operator_id: null, denial_reason_ids: [] }, {
      doctor_id: doctor.id, file_ids: [file.id], operator_id: op.id, denial_reason_ids: reasons.map((r) => r.id), client_id: client.id,
    })
    await log('pressRelease', '777002', { client_id: client.id, media_id: null }, { client_id: client.id, media_id: medium.id })
    await log('expertise', child.id, { parent_id: null }, { parent_id: child.parent })
    const manuscript = (await search({ targetType: 'manuscript', targetId: '777001' })).body.payload[0]
    expect(manuscript.names).toEqual({
      [`doctor:${doctor.id}`]: doctor.name, [`file:${file.id}`]: '原稿.pdf', [`operator:${op.id}`]: op.name, [`client:${client.id}`]: client.name,
      ...Object.fromEntries(reasons.map((r) => [`denialReason:${r.id}`, r.label])),
    })
    expect((await search({ targetType: 'pressRelease', targetId: '777002' })).body.payload[0].names).toEqual({ [`client:${client.id}`]: client.name, [`media:${medium.id}`]: '名前テスト新聞' })
    expect((await search({ targetType: 'expertise', targetId: child.id })).body.payload[0].names).toEqual({
      [`expertise:${child.id}`]: '名前テスト内科 › 名前テスト循環器内科', // the node itself, as its path
      [`expertise:${child.parent}`]: '名前テスト内科',
    })
  })

  it('the record an entry is about comes with its name (a title for a manuscript or release); a gone one without', async () => {
    const manuscript = await one<{ id: string; title: string }>(
      sql`INSERT INTO manuscripts (doctor_id, title, contents) VALUES (${doctor.id}, '名前テスト原稿', '<p>本文</p>') RETURNING id, title`,
    )
    const release = await one<{ id: string; title: string }>(
      sql`INSERT INTO press_releases (client_id, title, body) VALUES (${client.id}, '名前テストリリース', '<p>本文</p>') RETURNING id, title`,
    )
    await log('manuscript', manuscript.id, { title: 'x' }, { title: manuscript.title })
    await log('pressRelease', release.id, { title: 'x' }, { title: release.title })
    expect((await search({ targetType: 'manuscript', targetId: manuscript.id })).body.payload[0].names).toEqual({ [`manuscript:${manuscript.id}`]: manuscript.title })
    expect((await search({ targetType: 'pressRelease', targetId: release.id })).body.payload[0].names).toEqual({ [`pressRelease:${release.id}`]: release.title })
    expect((await search({ targetType: 'manuscript', targetId: '777001' })).body.payload[0].names).not.toHaveProperty('manuscript:777001')
  })

  it('the whole log page carries them too (admins); an entry about a client names the client alone', async () => {
    const page = (await search({ limit: 100 })).body.payload as Array<{ targetType: string; targetId: string; names: Record<string, string> }>
    expect(page.find((e) => e.targetType === 'pressRelease' && e.targetId === '777002')?.names).toEqual({ [`client:${client.id}`]: client.name, [`media:${medium.id}`]: '名前テスト新聞' })
    await log('client', client.id, { company_name: 'x' }, { company_name: client.name })
    const clients = ((await search({ limit: 100 })).body.payload as typeof page).filter((e) => e.targetType === 'client')
    expect(clients.length).toBeGreaterThan(0)
    for (const e of clients) expect(Object.keys(e.names).every((key) => key === `client:${e.targetId}`)).toBe(true)
  })

  it("any operator reads them in one record's history; a doctor or client caller gets nothing through the search", async () => {
    const res = await search({ targetType: 'doctor', targetId: doctor.id }, operator)
    expect(res.status).toBe(200)
    expect(res.body.payload[0].names[`organization:${org.id}`]).toBe(org.name)
    const doctorCaller = await one<{ email: string }>(sql`SELECT email FROM doctors WHERE deleted_at IS NULL AND NOT frozen ORDER BY id LIMIT 1`)
    const clientCaller = await one<{ email: string }>(sql`SELECT email FROM clients WHERE deleted_at IS NULL AND suspended_at IS NULL ORDER BY id LIMIT 1`)
    for (const as of [doctorCaller.email, clientCaller.email, doctorEmail('nobody'), clientEmail('nobody')]) {
      const refused = await search({ targetType: 'doctor', targetId: doctor.id }, as)
      expect({ as, status: refused.status, payload: refused.body.payload ?? null }).toEqual({ as, status: 403, payload: null })
    }
  })
})
