/**
 * Issue 31, search as Japanese staff type: every keyword search of the console folds the keyword
 * and the text it is looked in alike (src/domain/search-fold.ts: NFKC, hiragana to katakana, lower
 * case; the SQL function medicolle_fold of migration 0015), so ﾊﾔｼ, はやし and ハヤシ find the same
 * rows, ＨＡＹＡＳＨＩ and Hayashi what hayashi finds; the stored side is folded too (a name written
 * in hiragana is found by its katakana). The indexes still answer (EXPLAIN), and the public doctor
 * directory still never matches an e-mail, however the keyword is written.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder, sql, type Db } from '@server/src/db/database'
import { textArray } from '@server/src/db/sql-lists'
import { keywordMatch, likePattern } from '@server/src/areas/support/paging'
import { PgDialect } from 'drizzle-orm/pg-core'
import { foldSearchText, hiraganaFolded, katakanaFolded } from '@src/domain/search-fold'
import { normalizeKana } from '@src/domain/fields'
import { installFoldedOptionFilter } from '@src/app/locale'
import { FilterMatchMode, FilterService } from 'primereact/api'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
let db: Db

// --- how staff may type a word -------------------------------------------------------------------

const halfWidthKana: Record<string, string> = Object.fromEntries(
  [...'ァアィイゥウェエォオカキクケコサシスセソタチッツテトナニヌネノハヒフヘホマミムメモャヤュユョヨラリルレロワヲンー・「」。、']
    .map((c, i) => [c, [...'ｧｱｨｲｩｳｪｴｫｵｶｷｸｹｺｻｼｽｾｿﾀﾁｯﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓｬﾔｭﾕｮﾖﾗﾘﾙﾚﾛﾜｦﾝｰ･｢｣｡､'][i] as string]),
)
/** Katakana as half-width (ガ → ｶﾞ); anything else as it is. */
const toHalfWidth = (s: string) =>
  [...s.normalize('NFD')].map((c) => (c === '\u3099' ? 'ﾞ' : c === '\u309a' ? 'ﾟ' : (halfWidthKana[c] ?? c))).join('')
/** Katakana as hiragana (ハヤシ → はやし). */
const toHiragana = (s: string) => s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
/** ASCII as full-width (hayashi → ｈａｙａｓｈｉ). */
const toFullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))

/** The ways a word may be typed that must find what it finds (the word itself left out). */
const variantsOf = (word: string): string[] => {
  const kana = normalizeKana(word)
  const forms = [kana, toHiragana(kana), toHalfWidth(kana), toFullWidth(word), word.toUpperCase(), toFullWidth(word.toUpperCase()), toHalfWidth(toFullWidth(kana))]
  return [...new Set(forms)].filter((v) => v !== word)
}

// --- the searches --------------------------------------------------------------------------------

type Answer = { status: number; body: { payload: { id: string }[] | { results?: unknown }; nextPaging?: { nextCursorKey: string | null } } }

/** Every id a search answers, following the cursor. */
const allIds = async (ask: (cursor: string | null) => Promise<Answer>) => {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const answer = await ask(cursor)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    ids.push(...(answer.body.payload as { id: string }[]).map((r) => r.id))
    cursor = answer.body.nextPaging?.nextCursorKey ?? null
  } while (cursor)
  return ids.sort()
}
const post = (path: string, as: string | undefined, body: object) => (cursor: string | null) =>
  server.json('POST', path, { ...(as ? { as } : {}), body: { ...body, limit: 100, ...(cursor ? { cursor } : {}) } }) as Promise<Answer>
const get = (path: string, as: string, query: Record<string, string>) => (cursor: string | null) =>
  server.json('GET', `${path}?${new URLSearchParams({ ...query, limit: '100', ...(cursor ? { cursor } : {}) })}`, { as }) as Promise<Answer>

/** Each keyword search of the console (and the public directories), by what staff see it as. */
const searches: Record<string, (keyword: string) => Promise<string[]>> = {
  doctors: (k) => allIds(post('/api/v1/admin/doctors/search', admin, { keyword: k })),
  'doctors (public directory)': (k) => allIds(post('/api/direct/doctors/search', undefined, { keyword: k })),
  clients: (k) => allIds(post('/api/v1/admin/clients/search', admin, { keyword: k })),
  'clients (public directory)': (k) => allIds(post('/api/direct/clients/search', undefined, { keyword: k })),
  organisations: (k) => allIds(post('/api/v1/admin/organizations/search', admin, { keyword: k })),
  operators: (k) => allIds(get('/api/v1/admin/operators/', admin, { keyword: k })),
  manuscripts: (k) => allIds(post('/api/v1/manuscripts/search', operator, { keyword: k })),
  'press releases': (k) => allIds(get('/api/v1/admin/pressReleases/', admin, { keyword: k })),
  media: (k) => allIds(get('/api/direct/medium/', admin, { keyword: k })),
  'MP grants (doctor)': (k) => allIds(post('/api/v1/admin/mp/grants/search', admin, { doctorKeyword: k })),
  'MP grants (operator)': (k) => allIds(post('/api/v1/admin/mp/grants/search', admin, { operatorKeyword: k })),
  'gift-card history': (k) => allIds(post('/api/v1/admin/histories/amazon_gifts', admin, { keyword: k })),
  tags: (k) => allIds(post('/api/v1/tags/search', operator, { keyword: k })),
  surveys: (k) => allIds(get('/api/v1/doctors/articles/', operator, { keyword: k })),
}

/** Per search: words stored in the fixture (plain, as the row holds them) and what each must find. */
const words: Record<keyof typeof searches, ReadonlyArray<string>> = {
  doctors: ['ハヤシ', 'hayashi', 'ヨコハマ', 'カナガワ ハナコ', 'ガッコウ'],
  'doctors (public directory)': ['ハヤシ', 'ヨコハマ', 'ガッコウ'],
  clients: ['ケアテック', 'caretech', 'パピプ'],
  'clients (public directory)': ['ケアテック', 'パピプ'],
  organisations: ['ヨコハマ', 'ミナト', 'ﾐﾅﾄ', 'ホシ'],
  operators: ['はやし', 'ウンヨウ', 'operator'],
  manuscripts: ['ケアテック', 'ハヤシ', 'abc'],
  'press releases': ['ヨコハマ', 'ケアテック', 'news'],
  media: ['ヨコハマ', 'タイムズ', 'times'],
  'MP grants (doctor)': ['ハヤシ'],
  'MP grants (operator)': ['ウンヨウ', 'admin'],
  'gift-card history': ['ハヤシ', 'hayashi'],
  tags: ['ケアテック', 'ヨコハマ', 'ai'],
  surveys: ['ヨコハマ', 'survey'],
}

let doctorIds: string[] = []
beforeAll(async () => {
  server = await startTestServer()
  db = server.db
  // the stored side written every way staff or an import may have written it
  const doctors = await db.query<{ id: string }>(sql`
    INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, medical_license_number, prefecture, allowed)
    VALUES ('Fold.Hayashi@Example.JP', '林', 'はなこ', 'ﾊﾔｼ', 'ハナコ', '910001', '東京都', true),
           ('kanagawa@fold.example', '神奈川', '花子', 'カナガワ', 'ハナコ', '910002', '神奈川県', true),
           ('yokohama@fold.example', 'よこはま', '学校', 'ヨコハマ', 'ガッコウ', '910003', '神奈川県', true),
           ('gakkou@fold.example', 'ｶﾞｯｺｳ', '太郎', 'ｶﾞｯｺｳ', 'ﾀﾛｳ', '910004', '神奈川県', true)
    RETURNING id`)
  doctorIds = doctors.map((d) => d.id)
  await db.query(sql`
    INSERT INTO clients (email, company_name, company_name_kana, contact_name)
    VALUES ('info@CARETECH.example', 'けあてっく横浜', 'ｹｱﾃｯｸﾖｺﾊﾏ', '担当 一郎'),
           ('papipu@fold.example', 'ﾊﾟﾋﾟﾌﾟ商事', 'パピプショウジ', 'ぱぴぷ')`)
  await db.query(sql`
    INSERT INTO organizations (name, name_kana, kind)
    VALUES ('よこはま星クリニック', 'ﾖｺﾊﾏﾎｼｸﾘﾆｯｸ', 'clinic'), ('ＭＩＮＡＴＯ みなと病院', 'ミナトビョウイン', 'hospital')`)
  await db.query(sql`INSERT INTO operators (email, name, role, active) VALUES ('fold-op@medicolle.example', 'はやし 三郎', 'operator', true)`)
  const [ms] = await db.query<{ id: string }>(sql`
    INSERT INTO manuscripts (doctor_id, title, contents, status) VALUES (${doctorIds[0]}, 'けあてっくの導入 ABC', '本文', 'under_review') RETURNING id`)
  expect(ms).toBeDefined()
  const [client] = await db.query<{ id: string }>(sql`SELECT id FROM clients WHERE email = 'info@CARETECH.example'`)
  await db.query(sql`
    INSERT INTO press_releases (client_id, title, body, status)
    VALUES (${client!.id}, 'よこはま新拠点 NEWS', '<p>ｹｱﾃｯｸ</p>', 'editing'), (${client!.id}, 'ﾖｺﾊﾏ 第二報', '<p>News</p>', 'editing')`)
  await db.query(sql`INSERT INTO media (name) VALUES ('ﾖｺﾊﾏ タイムズ'), ('よこはま たいむず'), ('Yokohama TIMES')`)
  await db.query(sql`INSERT INTO tags (name) VALUES ('けあてっく'), ('ケアテック導入'), ('ヨコハマ'), ('AI活用')`)
  await db.query(sql`
    INSERT INTO doctor_articles (title, body, status) VALUES ('よこはまの医療 Survey', '<p>ご協力ください</p>', 'open'), ('ﾖｺﾊﾏ 第二回', '<p>SURVEY</p>', 'open')`)
  const [staff] = await db.query<{ id: string }>(sql`SELECT id FROM operators WHERE email = 'operator@medicolle.example'`)
  await db.query(sql`UPDATE operators SET name = 'ウンヨウ 花子' WHERE id = ${staff!.id}`)
  await db.query(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason, operator_id) VALUES (${doctorIds[0]}, 500, 'grant', '付与', ${staff!.id})`)
  await db.query(sql`UPDATE doctors SET mp_balance = mp_balance + 500 WHERE id = ${doctorIds[0]}`)
  await db.query(sql`INSERT INTO gift_exchanges (doctor_id, points, amount_yen, status) VALUES (${doctorIds[0]}, 500, 500, 'issued')`)
})
afterAll(() => server.close())

describe('the one rule, in the console and in SQL', () => {
  it('folds as staff type', () => {
    expect(foldSearchText('ﾊﾔｼ')).toBe('ハヤシ')
    expect(foldSearchText('はやし')).toBe('ハヤシ')
    expect(foldSearchText('ＨＡＹＡＳＨＩ')).toBe('hayashi')
    expect(foldSearchText('ｶﾞｯｺｳ　ぱぴぷ')).toBe('ガッコウ パピプ')
    expect(normalizeKana(' ﾖｺﾊﾏ ')).toBe('ヨコハマ') // kana fields are stored with the rule's kana steps
  })

  it('medicolle_fold folds every character as foldSearchText does', async () => {
    const ranges: Array<[number, number]> = [
      [0x20, 0x7e], // ASCII
      [0x3000, 0x303f], // CJK punctuation
      [0x3041, 0x30ff], // hiragana and katakana
      [0xff01, 0xffef], // half- and full-width forms
      [0xc0, 0x17f], // Latin-1 and Extended-A letters
      [0x391, 0x3c9], // Greek
      [0x410, 0x44f], // Cyrillic
    ]
    const samples = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)))
    samples.push('ｶﾞ', 'ﾊﾟ', 'ｳﾞ', '㈱', '①', 'ΑΣ', 'ﾖｺﾊﾏ ＨＡＹＡＳＨＩ はやし', hiraganaFolded, katakanaFolded)
    const rows = await db.query<{ i: number; f: string }>(
      sql`SELECT i::int, medicolle_fold(t) AS f FROM unnest(${textArray(samples)}) WITH ORDINALITY AS s(t, i)`,
    )
    const mismatched = rows.filter((r) => r.f !== foldSearchText(samples[r.i - 1] as string)).map((r) => samples[r.i - 1])
    expect(mismatched).toEqual([])
    expect(rows).toHaveLength(samples.length)
  })
})

describe('a folded keyword is the same statement as its plain form', () => {
  it('so it costs what the plain keyword costs (the bench shapes of issue 31)', () => {
    const render = (keyword: string) => new PgDialect().sqlToQuery(keywordMatch(sql`t`, keyword, { chars: true, trigrams: true })!)
    for (const [plain, typed] of [['サトウ', ['さとう', 'ｻﾄｳ']], ['オニヅカ', ['おにづか', 'ｵﾆﾂﾞｶ']], ['サト', ['さと', 'ｻﾄ']], ['bench12345', ['ＢＥＮＣＨ１２３４５', 'Bench12345']], ['佐藤 サトウ', ['佐藤　さとう']]] as const)
      for (const t of typed) expect(render(t), t).toEqual(render(plain))
    expect(likePattern('ＨＡＹＡＳＨＩ　１００％')).toBe('%hayashi 100\\%%')
  })
})

describe("the console's own option filters (expertise, prefectures: PrimeReact's 'contains')", () => {
  it('match folded, as the server does', () => {
    installFoldedOptionFilter()
    const options = [{ label: '冠動脈バイパス' }, { label: '内視鏡' }, { label: 'MRI検査' }, { label: 'かかりつけ医' }]
    const found = (typed: string) => FilterService.filter(options, ['label'], typed, FilterMatchMode.CONTAINS, undefined).map((o: { label: string }) => o.label)
    for (const typed of ['バイパス', 'ばいぱす', 'ﾊﾞｲﾊﾟｽ']) expect(found(typed), typed).toEqual(['冠動脈バイパス'])
    for (const typed of ['mri', 'ＭＲＩ', 'Mri']) expect(found(typed), typed).toEqual(['MRI検査'])
    expect(found('カカリツケ')).toEqual(['かかりつけ医'])
    expect(found('ハイハス')).toEqual([]) // voiced and plain kana stay apart, as on the server
    expect(found(' ')).toHaveLength(options.length)
  })
})

describe('every keyword search folds the keyword and the text alike', () => {
  for (const [area, search] of Object.entries(searches)) {
    it(`${area}: each way of typing a word finds what the word finds`, async () => {
      for (const word of words[area] ?? []) {
        const plain = await search(word)
        expect(plain.length, `${area} '${word}' finds something`).toBeGreaterThan(0)
        for (const variant of variantsOf(word)) expect(await search(variant), `${area} '${variant}' (for '${word}')`).toEqual(plain)
      }
    })
  }

  it('the stored side is folded too: hiragana, half-width and full-width rows are all found', async () => {
    expect(await searches.doctors!('はやし')).toContain(doctorIds[0]) // stored ﾊﾔｼ
    expect(await searches.doctors!('ヨコハマ ガッコウ')).toContain(doctorIds[2]) // stored よこはま / ガッコウ
    expect(await searches.doctors!('ガッコウ')).toEqual(expect.arrayContaining([doctorIds[2], doctorIds[3]])) // stored ｶﾞｯｺｳ
    expect(await searches.media!('ヨコハマ')).toHaveLength(2) // ﾖｺﾊﾏ タイムズ, よこはま たいむず (not the romaji one)
    expect(await searches.media!('times')).toHaveLength(1)
    expect(await searches.organisations!('minato')).toHaveLength(1) // stored ＭＩＮＡＴＯ
    expect(await searches['press releases']!('ヨコハマ')).toHaveLength(2)
    expect(await searches.surveys!('ヨコハマ')).toHaveLength(2)
    expect(await searches.tags!('ケアテック')).toHaveLength(2)
  })

  it('the public doctor directory still never matches an e-mail, however it is typed', async () => {
    for (const keyword of ['hayashi', 'ＨＡＹＡＳＨＩ', 'Fold.Hayashi', 'ＥＸＡＭＰＬＥ．ＪＰ', 'example.jp'])
      expect(await searches['doctors (public directory)']!(keyword), keyword).not.toContain(doctorIds[0])
    expect(await searches.doctors!('ＥＸＡＭＰＬＥ．ＪＰ')).toContain(doctorIds[0]) // staff do find it
  })
})

describe('the seeded demo names', () => {
  it('each folded variant of each seeded name finds exactly what the name finds (and what the rule says it should)', async () => {
    const doctors = await db.query<{ id: string; last_name: string; first_name: string; last_name_kana: string; first_name_kana: string; email: string }>(
      sql`SELECT id, last_name, first_name, last_name_kana, first_name_kana, email FROM doctors WHERE deleted_at IS NULL`,
    )
    const organizations = await db.query<{ id: string; name: string; name_kana: string }>(sql`SELECT id, name, name_kana FROM organizations`)
    const clients = await db.query<{ id: string; company_name: string; company_name_kana: string; contact_name: string; email: string }>(
      sql`SELECT id, company_name, company_name_kana, contact_name, email FROM clients WHERE deleted_at IS NULL`,
    )
    const doctorText = (d: (typeof doctors)[number]) => `${d.last_name}${d.first_name} ${d.last_name_kana}${d.first_name_kana} ${d.email}`
    const orgText = (o: (typeof organizations)[number]) => `${o.name} ${o.name_kana}`
    const clientText = (c: (typeof clients)[number]) => `${c.company_name} ${c.company_name_kana} ${c.contact_name} ${c.email}`
    const expected = <R extends { id: string }>(rows: ReadonlyArray<R>, text: (r: R) => string, word: string) =>
      rows.filter((r) => foldSearchText(text(r)).includes(foldSearchText(word))).map((r) => r.id).sort()

    const seeded = (rows: ReadonlyArray<Record<string, string>>, ...fields: string[]) => [...new Set(rows.flatMap((r) => fields.map((f) => r[f] as string)))]
    const romaji = [...new Set(doctors.filter((d) => d.email.endsWith('@doctors.example')).map((d) => d.email.split('.')[0] as string))]
    const cases: Array<[string, ReadonlyArray<string>, (w: string) => string[]]> = [
      ['doctors', [...seeded(doctors, 'last_name_kana', 'first_name_kana'), ...romaji], (w) => expected(doctors, doctorText, w)],
      ['organisations', seeded(organizations, 'name', 'name_kana'), (w) => expected(organizations, orgText, w)],
      ['clients', seeded(clients, 'company_name', 'company_name_kana'), (w) => expected(clients, clientText, w)],
    ]
    let compared = 0
    for (const [area, names, rule] of cases) {
      expect(names.length, area).toBeGreaterThan(5)
      for (const name of names) {
        const plain = await searches[area]!(name)
        expect(plain, `${area} '${name}'`).toEqual(rule(name))
        expect(plain.length, `${area} '${name}'`).toBeGreaterThan(0)
        for (const variant of variantsOf(name)) {
          expect(await searches[area]!(variant), `${area} '${variant}' (for '${name}')`).toEqual(plain)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(100)
  })
})

describe('the indexes still answer a folded keyword', () => {
  const plan = async (query: ReturnType<typeof sql>) =>
    db.transaction(async (tx) => {
      await tx.query(sql`SET LOCAL enable_seqscan = off`)
      const rows = await tx.query<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`)
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    })

  it('doctors: the trigram index for a long term, the character index for a short one (staff and public columns)', async () => {
    const term = foldSearchText('ﾊﾔｼﾊﾅｺ')
    expect(await plan(sql`SELECT id FROM doctors d WHERE d.search_text LIKE ${`%${term}%`}`)).toContain('doctors_search_trgm')
    expect(await plan(sql`SELECT id FROM doctors d WHERE string_to_array(d.search_text, NULL) @> ARRAY['ハ', 'ヤ']::text[] AND d.search_text LIKE '%ハヤ%'`)).toContain(
      'doctors_search_chars',
    )
    expect(await plan(sql`SELECT id FROM doctors d WHERE d.public_search_text LIKE ${`%${term}%`}`)).toContain('doctors_public_search_trgm')
    expect(
      await plan(sql`SELECT id FROM doctors d WHERE string_to_array(d.public_search_text, NULL) @> ARRAY['ハ', 'ヤ']::text[] AND d.public_search_text LIKE '%ハヤ%'`),
    ).toContain('doctors_public_search_chars')
  })

  it('clients, organisations, media, press releases and tags: their trigram indexes', async () => {
    expect(await plan(sql`SELECT id FROM clients WHERE search_text LIKE '%ケアテック%'`)).toContain('clients_search_trgm')
    expect(await plan(sql`SELECT id FROM organizations o WHERE o.search_text LIKE '%ヨコハマ%'`)).toContain('organizations_search_trgm')
    expect(await plan(sql`SELECT id FROM media m WHERE medicolle_fold(m.name) LIKE '%ヨコハマ%'`)).toContain('media_name_trgm')
    expect(await plan(sql`SELECT id FROM press_releases p WHERE medicolle_fold(p.title) LIKE '%ヨコハマ%'`)).toContain('press_releases_title_trgm')
    expect(await plan(sql`SELECT id FROM tags t WHERE medicolle_fold(t.name) LIKE '%ケアテック%'`)).toContain('tags_name_trgm')
  })
})

describe('the migration on a database that already holds rows', () => {
  /**
   * Migrate a new database up to the migration before 0015, write rows the way they were written
   * before issue 31, then migrate to the end: the stored search columns are recomputed for those
   * rows and the indexes on them are there again.
   */
  it('recomputes the stored search columns of existing rows and makes their indexes again', async () => {
    mkdirSync('.tmp', { recursive: true })
    const before = mkdtempSync('.tmp/search-fold-migrations-')
    cpSync(migrationsFolder, before, { recursive: true })
    const journalFile = `${before}/meta/_journal.json`
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_search_fold'))
    expect(at).toBeGreaterThan(0)
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))

    type Run = (text: string) => Promise<Array<Record<string, unknown>>>
    const withDatabase = async (body: (run: Run, migrate: (folder: string) => Promise<void>) => Promise<void>) => {
      const url = process.env.DATABASE_URL
      if (!url) {
        const client = await PGlite.create({ extensions: { pg_trgm } })
        try {
          await body(
            async (text) => (await client.query<Record<string, unknown>>(text)).rows,
            (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
          )
        } finally {
          await client.close()
        }
        return
      }
      const name = `fold_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      const u = new URL(url)
      u.pathname = `/${name}`
      const client = new pg.Client({ connectionString: u.toString() })
      await client.connect()
      try {
        await body(
          async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>,
          (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
        )
      } finally {
        await client.end()
        await admin.query(`DROP DATABASE ${name}`)
        await admin.end()
      }
    }

    try {
      await withDatabase(async (run, migrate) => {
        await migrate(before)
        await run(`INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, medical_license_number)
          VALUES ('OLD.Row@Example.JP', '林', 'はなこ', 'ﾊﾔｼ', 'ﾊﾅｺ', '920001')`)
        await run(`INSERT INTO clients (email, company_name, company_name_kana, contact_name) VALUES ('c@old.example', 'けあてっく', 'ｹｱﾃｯｸ', 'ぱぴぷ')`)
        await run(`INSERT INTO organizations (name, name_kana, kind) VALUES ('よこはま病院', 'ﾖｺﾊﾏﾋﾞｮｳｲﾝ', 'hospital')`)
        const [old] = await run(`SELECT search_text FROM doctors`)
        expect(old?.search_text).toContain('ﾊﾔｼ') // as it was: lower() only

        await migrate(migrationsFolder)
        expect(await run(`SELECT search_text, public_search_text FROM doctors`)).toEqual([
          { search_text: '林ハナコ ハヤシハナコ old.row@example.jp', public_search_text: '林ハナコ ハヤシハナコ' },
        ])
        expect(await run(`SELECT search_text FROM clients`)).toEqual([{ search_text: 'ケアテック ケアテック パピプ c@old.example' }])
        expect(await run(`SELECT search_text FROM organizations`)).toEqual([{ search_text: 'ヨコハマ病院 ヨコハマビョウイン' }])
        const indexes = (await run(`SELECT indexname FROM pg_indexes WHERE tablename IN ('doctors', 'clients', 'organizations', 'media', 'press_releases', 'tags')`)).map(
          (r) => r.indexname,
        )
        expect(indexes).toEqual(
          expect.arrayContaining([
            'doctors_search_trgm', 'doctors_search_chars', 'doctors_public_search_trgm', 'doctors_public_search_chars',
            'clients_search_trgm', 'clients_search_chars', 'organizations_search_trgm', 'media_name_trgm', 'press_releases_title_trgm', 'tags_name_trgm',
          ]),
        )
      })
    } finally {
      rmSync(before, { recursive: true, force: true })
    }
  })
})
