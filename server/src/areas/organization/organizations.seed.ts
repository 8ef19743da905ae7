/**
 * Synthetic organisations in bulk (`npm run seed -- --organizations N`, bench/organization-select.bench.ts):
 * names and readings as staff would meet them — a place, a word, a kind
 * (東京中央病院, ヨコハマキネンクリニック ...) and a serial number — generated inside the database
 * with generate_series in chunks, so 100,000 take seconds on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/db'

/** Places, words and kinds the names are made of (kanji / katakana, same order). */
export const seedOrganizationParts = {
  places: [
    ['東京', 'トウキョウ'], ['大阪', 'オオサカ'], ['横浜', 'ヨコハマ'], ['名古屋', 'ナゴヤ'], ['札幌', 'サッポロ'],
    ['福岡', 'フクオカ'], ['神戸', 'コウベ'], ['京都', 'キョウト'], ['仙台', 'センダイ'], ['広島', 'ヒロシマ'],
    ['千葉', 'チバ'], ['埼玉', 'サイタマ'], ['静岡', 'シズオカ'], ['新潟', 'ニイガタ'], ['岡山', 'オカヤマ'],
    ['熊本', 'クマモト'], ['鹿児島', 'カゴシマ'], ['金沢', 'カナザワ'], ['長野', 'ナガノ'], ['那覇', 'ナハ'],
  ],
  words: [
    ['中央', 'チュウオウ'], ['記念', 'キネン'], ['総合', 'ソウゴウ'], ['市民', 'シミン'], ['赤十字', 'セキジュウジ'],
    ['医療センター', 'イリョウセンター'], ['第一', 'ダイイチ'], ['南', 'ミナミ'], ['北', 'キタ'], ['東', 'ヒガシ'],
  ],
  kinds: [
    ['病院', 'ビョウイン', 'hospital'], ['クリニック', 'クリニック', 'clinic'], ['医院', 'イイン', 'clinic'],
    ['大学病院', 'ダイガクビョウイン', 'university'], ['学会', 'ガッカイ', 'society'],
  ],
} as const

/** A constant text array picked by a 1-based position: `(ARRAY['a','b'])[1 + <position> % 2]`. */
const pick = (xs: ReadonlyArray<string>, position: string) =>
  sql.raw(`(ARRAY[${xs.map((x) => `'${x}'`).join(',')}])[1 + (${position}) % ${xs.length}]`)

/** Adds `count` organisations; answers how many there are in all. */
export const seedOrganizations = async (db: Db, count: number, onProgress?: (done: number) => void): Promise<number> => {
  const { places, words, kinds } = seedOrganizationParts
  const chunk = 50_000
  const [placeNames, placeKana] = [places.map((p) => p[0]), places.map((p) => p[1])]
  const [wordNames, wordKana] = [words.map((w) => w[0]), words.map((w) => w[1])]
  const [kindNames, kindKana, kindCodes] = [kinds.map((k) => k[0]), kinds.map((k) => k[1]), kinds.map((k) => k[2])]
  // the word changes every `places.length` rows, the kind every `places.length * words.length`
  const wordAt = `g / ${places.length}`
  const kindAt = `g / ${places.length * words.length}`
  for (let done = 0; done < count; done += chunk) {
    const n = Math.min(chunk, count - done)
    await db.query(sql`
      INSERT INTO organizations (name, name_kana, kind, prefecture, created_at)
      SELECT ${pick(placeNames, 'g')} || ${pick(wordNames, wordAt)} || ${pick(kindNames, kindAt)} || ' ' || g,
        ${pick(placeKana, 'g')} || ${pick(wordKana, wordAt)} || ${pick(kindKana, kindAt)},
        ${pick(kindCodes, kindAt)},
        '東京都', now() - make_interval(secs => g)
      FROM generate_series(${done + 1}::int, ${done + n}::int) AS g`)
    onProgress?.(done + n)
  }
  return Number((await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM organizations`))[0]?.n ?? 0)
}
