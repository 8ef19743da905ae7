/**
 * Issue 18, keywords the trigram index alone answers badly: a term of one or two characters is
 * answered through the GIN index on the characters of search_text (migration 0007), a longer term
 * with a digit (an e-mail fragment) through its three-character windows (`trigramWindows`); both
 * find exactly what `LIKE '%term%'` finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgDialect } from 'drizzle-orm/pg-core'
import { sql, type Db } from '@server/src/db/database'
import { keywordMatch, trigramWindows } from '@server/src/areas/support/paging'
import { admin, startTestServer, type TestServer } from './support/server'

let server: TestServer
let db: Db
beforeAll(async () => {
  server = await startTestServer()
  db = server.db
  await db.query(sql`
    INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, medical_license_number, prefecture)
    VALUES ('oni@grams.example', '鬼塚', '𠮷男', 'オニヅカ', 'ヨシオ', '900001', '北海道'),
           ('ab@grams.example', '佐々木', '一', 'ササキ', 'ハジメ', '900002', '沖縄県'),
           ('dr.k-2024_01@hp12345.example', '木村', '二郎', 'キムラ', 'ジロウ', '900003', '沖縄県'),
           ('x100%@grams.example', '木下', '三郎', 'キノシタ', 'サブロウ', '900004', '沖縄県')`)
  await db.query(sql`
    INSERT INTO clients (email, company_name, company_name_kana, contact_name)
    VALUES ('sales2024@hp12345.example', '第2病院', 'ダイニビョウイン', '佐藤')`)
  await db.query(sql`INSERT INTO organizations (name, name_kana, kind) VALUES ('第2病院 2024分院', 'ダイニビョウイン', 'hospital'), ('hp12345 クリニック', 'エイチピー', 'clinic')`)
})
afterAll(() => server.close())

const likeIds = async (table: 'doctors' | 'clients' | 'organizations', term: string) =>
  (
    await db.query<{ id: string }>(
      sql`SELECT id FROM ${sql.raw(table)} WHERE ${sql.raw(table === 'organizations' ? 'TRUE' : 'deleted_at IS NULL')} AND search_text LIKE ${`%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`,
    )
  ).map((r) => r.id).sort()
/** Every id the console's search finds for `keyword` (all pages). */
const found = async (table: 'doctors' | 'clients' | 'organizations', keyword: string) => {
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

describe('longer keywords with a digit', () => {
  it('are asked of the index window by window: three letters or digits each, at most eight, spread over the term', () => {
    expect(trigramWindows('bench12345')).toEqual(['ben', 'enc', 'nch', 'ch1', 'h12', '123', '234', '345'])
    expect(trigramWindows('k-2024_01@hp1')).toEqual(['202', '024', 'hp1']) // '-', '_', '@' give no trigram of their own
    expect(trigramWindows('a.b@c')).toEqual([])
    expect(trigramWindows('𠮷野家1')).toEqual(['𠮷野家', '野家1']) // code points, as the index splits text
    const long = trigramWindows('abcdefghijklmnopqrstuvwxyz0')
    expect(long).toHaveLength(8)
    expect([long[0], long[7]]).toEqual(['abc', 'yz0'])
    const render = (keyword: string) => new PgDialect().sqlToQuery(keywordMatch(sql`t`, keyword, { chars: true, trigrams: true })!).sql
    expect(render('bench12345')).toMatch(/^\(\(t LIKE \$1 AND .* AND t LIKE \$8 AND strpos\(t, \$9\) > 0\)\)$/)
    expect(render('サトウショウタ')).toBe('(t LIKE $1)') // a name: one condition, PostgreSQL estimates it well
    expect(render('a.b@c1')).toBe('(t LIKE $1)') // no window: the term as it is
  })

  it('find exactly what LIKE finds (doctors, clients, organisations), metacharacters included', async () => {
    const terms = ['2024', 'hp12345', '12345.ex', 'k-2024_01', '2024_0', '100%', 'x100', 'r.k-2', 'hp1234', '900', 'grams1', '第2病院']
    for (const term of terms) {
      expect(await found('doctors', term), `doctors '${term}'`).toEqual(await likeIds('doctors', term))
      expect(await found('clients', term), `clients '${term}'`).toEqual(await likeIds('clients', term))
      expect(await found('organizations', term), `organizations '${term}'`).toEqual(await likeIds('organizations', term))
    }
    expect(await found('doctors', 'hp12345')).toHaveLength(1)
    expect(await found('clients', 'hp12345')).toHaveLength(1)
    expect(await found('doctors', '100%')).toHaveLength(1)
    expect(await found('doctors', '2024 木村')).toHaveLength(1) // terms combine
  })
})
