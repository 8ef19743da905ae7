/**
 * `npm run seed -- --doctors N --organizations M`: demo data when the database is empty, then N more
 * synthetic doctors (for benchmarks: 1,000,000 is fine) and M more organisations (areas/organization/organizations.seed.ts),
 * generated inside the database with generate_series in chunks, so it is fast on PGlite and PostgreSQL alike.
 * Uses DATA_DIR (default .data/pglite) or DATABASE_URL; the server must not be running on PGlite.
 * `--unlike-demo`: the same demo data, with ids far from the demo's, other names and optional fields
 * null (unlike-demo.ts), for verifying the contracts against data they were not written for.
 */
import { sql } from 'drizzle-orm'
import { prefectures } from '#domain/fields'
import { openDb } from '../db/connection'
import { seedOrganizations } from '../areas/organization'
import { seedAll } from './seeds'
import { makeUnlikeDemo, startIdsFarFromDemo } from './unlike-demo'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

/** The 47 prefectures as an SQL array literal (constants of src/domain, no quotes inside). */
const prefectureArray = sql.raw(`ARRAY[${prefectures.map((p) => `'${p}'`).join(',')}]`)

const main = async () => {
  const doctors = Number(arg('doctors') ?? 0)
  if (!Number.isInteger(doctors) || doctors < 0) throw new Error('--doctors には 0 以上の整数を指定してください')
  const organizations = Number(arg('organizations') ?? 0)
  if (!Number.isInteger(organizations) || organizations < 0) throw new Error('--organizations には 0 以上の整数を指定してください')
  const db = await openDb(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? '.data/pglite' })
  try {
    const unlikeDemo = process.argv.includes('--unlike-demo')
    const empty = (await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors`))[0]?.n === 0
    if (unlikeDemo && empty) await startIdsFarFromDemo(db)
    const demo = await seedAll(db)
    if (demo) console.log(`demo data: ${demo}`)
    if (unlikeDemo && demo) console.log(await makeUnlikeDemo(db))
    const started = Date.now()
    const chunk = 50_000
    const base = Number((await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors`))[0]?.n ?? 0)
    for (let done = 0; done < doctors; done += chunk) {
      const n = Math.min(chunk, doctors - done)
      const from = base + done + 1
      await db.query(sql`
        INSERT INTO doctors (email, last_name, first_name, last_name_kana, first_name_kana, medical_license_number,
          organization_id, prefecture, allowed, frozen, mp_balance, created_at)
        SELECT 'bench' || g || '@doctors.example',
          -- common surnames, and one rare one (about 100 in 1,000,000) for the short-keyword bench
          CASE WHEN g % 9973 = 0 THEN '鬼塚' ELSE (ARRAY['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村'])[1 + g % 8] END,
          (ARRAY['翔太','美咲','健一','陽子','大輔','由美'])[1 + g % 6],
          CASE WHEN g % 9973 = 0 THEN 'オニヅカ' ELSE (ARRAY['サトウ','スズキ','タカハシ','タナカ','イトウ','ワタナベ','ヤマモト','ナカムラ'])[1 + g % 8] END,
          (ARRAY['ショウタ','ミサキ','ケンイチ','ヨウコ','ダイスケ','ユミ'])[1 + g % 6],
          lpad(g::text, 6, '0'),
          (SELECT id FROM organizations ORDER BY id LIMIT 1 OFFSET (g % 10)),
          -- every prefecture, weighted like real life: a third in Tokyo, the rest spread evenly
          CASE WHEN g % 3 = 0 THEN '東京都' ELSE (${prefectureArray})[1 + (g / 3) % ${prefectures.length}] END, g % 7 <> 3, g % 11 = 5, (g % 20) * 500,
          now() - make_interval(secs => g)
        FROM generate_series(${from}::int, ${from + n - 1}::int) AS g`)
      process.stdout.write(`\r${done + n} / ${doctors} doctors`)
    }
    if (doctors) console.log(`\n${doctors} doctors in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    if (organizations) {
      const orgStarted = Date.now()
      await seedOrganizations(db, organizations, (done) => process.stdout.write(`\r${done} / ${organizations} organizations`))
      console.log(`\n${organizations} organizations in ${((Date.now() - orgStarted) / 1000).toFixed(1)} s`)
    }
    // PGlite has no autovacuum daemon: without fresh statistics the planner guesses, and a keyword
    // search over 1,000,000 doctors took seconds instead of milliseconds (docs/server.md "Search").
    if (doctors || organizations) await db.query(sql`ANALYZE`)
  } finally {
    await db.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
