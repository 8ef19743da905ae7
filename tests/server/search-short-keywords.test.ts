/**
 * Issue 18, short Japanese keywords: a term of one or two characters is answered through the GIN
 * index on the characters of search_text (migration 0007) and finds exactly what `LIKE '%term%'`
 * finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type Db } from '../../server/src/db/database'
import { admin, startTestServer, type TestServer } from './support/server'

let server: TestServer
let db: Db
beforeAll(async () => {
  server = await startTestServer()
  db = server.db
  await db.query(sql`
    INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, medical_license_number, prefecture)
    VALUES ('oni@grams.example', '鬼塚', '𠮷男', 'オニヅカ', 'ヨシオ', '900001', '北海道'),
           ('ab@grams.example', '佐々木', '一', 'ササキ', 'ハジメ', '900002', '沖縄県')`)
})
afterAll(() => server.close())

const likeIds = async (table: 'doctors' | 'clients', term: string) =>
  (await db.query<{ id: string }>(sql`SELECT id FROM ${sql.raw(table)} WHERE deleted_at IS NULL AND search_text LIKE ${`%${term}%`}`)).map((r) => r.id).sort()
/** Every id the console's search finds for `keyword` (all pages). */
const found = async (table: 'doctors' | 'clients', keyword: string) => {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const answer: { status: number; body: { payload: { id: string }[]; nextPaging?: { nextCursorKey: string | null } } } =
      await server.json('POST', `/api/v1/admin/${table}/search`, { as: admin, body: { keyword, limit: 100, cursor } })
    expect(answer.status).toBe(200)
    ids.push(...answer.body.payload.map((r) => r.id))
    cursor = answer.body.nextPaging?.nextCursorKey ?? null
  } while (cursor)
  return ids.sort()
}

describe('short keywords', () => {
  it('the characters the index holds are code points, as the console splits a term', async () => {
    const [row] = await db.query<{ g: string[] }>(sql`SELECT string_to_array('佐藤 𠮷', NULL) AS g`)
    expect(row!.g).toEqual([...'佐藤 𠮷'])
  })

  it('finds for every one- and two-character term exactly what LIKE finds (doctors and clients)', async () => {
    const terms = ['佐', '藤', '佐藤', '鬼', '鬼塚', '𠮷', 'ヨ', 'ヨシ', 'a', 'ab', '@', '々', 'ゑ', '1']
    for (const term of terms) {
      expect(await found('doctors', term), `doctors '${term}'`).toEqual(await likeIds('doctors', term))
      expect(await found('clients', term), `clients '${term}'`).toEqual(await likeIds('clients', term))
    }
    expect(await found('doctors', '鬼　ヨシ')).toHaveLength(1) // terms (full-width space) combine
    // the gift-card history's doctor keyword reads the same column the same way
    const oni = (await found('doctors', '鬼'))[0]!
    await db.query(sql`INSERT INTO gift_exchanges (doctor_id, points, amount_yen, status) VALUES (${oni}, 500, 500, 'issued')`)
    const gifts = await server.json('POST', '/api/v1/admin/histories/amazon_gifts', { as: admin, body: { keyword: '鬼' } })
    expect(gifts.status).toBe(200)
    expect(gifts.body.payload.map((g: { doctorId: string }) => g.doctorId)).toEqual([oni])
  })

  it('the query can use the index (its expression matches the index expression)', async () => {
    await db.transaction(async (tx) => {
      await tx.query(sql`SET LOCAL enable_seqscan = off`)
      await tx.query(sql`SET LOCAL enable_indexscan = off`)
      const plan = await tx.query<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM doctors d WHERE string_to_array(d.search_text, NULL) @> ARRAY['鬼', '塚']::text[] AND d.search_text LIKE '%鬼塚%'`,
      )
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('doctors_search_chars')
    })
  })
})
