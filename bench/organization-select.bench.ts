/**
 * `npm run bench:org-select` (part of `npm run bench`): the organisation select of the doctor form
 * and doctor list filter, with 100,000 organisations seeded. Typing there sends
 * `admin.organizations.search` with the body `lookupOps.organizationOptions` builds (hiragana turned
 * into katakana, 20 per page); this measures that very request through the reference server's app
 * (in-process, no socket, as bench/import.bench.ts) on embedded PGlite, for the prefixes staff type:
 * 1, 2 and 3 kanji, katakana, hiragana, and a word no organisation has (the whole table is looked at).
 *
 * Prints, per kind, the wall time p50 / p99 / max and the CPU time p50 / p99 of the process (the
 * server and PGlite run on this thread, so CPU time is what a request costs even when other work
 * shares the cores and stretches the wall time), and the matches on the first page. No assertions
 * (numbers vary by machine); the goal is matches in under 300 ms. Options: --organizations N (100000),
 * --runs N (40). Run it niced when others share the machine: `nice -n 10 npm run bench:org-select`.
 */
import { dumpEmptyDataDir, openDb } from '../server/src/db/database'
import { createApp } from '../server/src/http/app'
import { seedDemo } from '../server/src/seed/demo.seed'
import { seedOrganizations } from '../server/src/areas/organization/organizations.seed'
import { lookupOps } from '../src/areas/doctor/doctor-lookups.ops'
import { testAuthenticator } from '../tests/server/support/server'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const organizations = arg('organizations', 100_000)
const runs = arg('runs', 40)

/** What staff type, by kind; each keyword is typed in turn, `runs` times in all per kind. */
const typed: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ['1 kanji', ['東', '横', '病', '南']],
  ['2 kanji', ['横浜', '記念', '病院', '赤十']],
  ['3 kanji', ['横浜中', '大学病', '名古屋', '市民病']],
  ['katakana', ['ヨコ', 'キネン', 'ダイガク', 'サッポロチュウ']],
  ['hiragana', ['よこはま', 'きねん', 'くりにっく']],
  ['no match', ['鰻', '該当なし']],
]

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const ms = (n: number) => n.toFixed(1).padStart(8)

const main = async () => {
  const db = await openDb({ loadDataDir: await dumpEmptyDataDir(), migrate: false })
  await seedDemo(db, 0)
  const seedStarted = performance.now()
  const total = await seedOrganizations(db, organizations)
  console.log(`${total.toLocaleString()} organisations (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`)
  const app = createApp({ db, auth: testAuthenticator })

  const search = async (keyword: string) => {
    const { body } = lookupOps.organizationOptions.request({ keyword })
    const cpu = process.cpuUsage()
    const started = performance.now()
    const res = await app.request('/api/v1/admin/organizations/search', {
      method: 'POST',
      headers: { authorization: 'Bearer test:admin@medicolle.example', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as { payload: ReadonlyArray<unknown> }
    const elapsed = performance.now() - started
    const used = process.cpuUsage(cpu)
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(json)}`)
    return { elapsed, cpu: (used.user + used.system) / 1000, matches: json.payload.length }
  }

  for (const [, keywords] of typed) for (const k of keywords) await search(k) // warm up
  const head = ['wall p50', 'p99', 'max', 'cpu p50', 'p99'].map((h) => h.padStart(8)).join(' ')
  console.log(`\n${'typed'.padEnd(10)} ${head}  first page`)
  for (const [kind, keywords] of typed) {
    const times: Array<number> = []
    const cpus: Array<number> = []
    const matches = new Set<number>()
    for (let i = 0; i < runs; i += 1) {
      const r = await search(keywords[i % keywords.length]!)
      times.push(r.elapsed)
      cpus.push(r.cpu)
      matches.add(r.matches)
    }
    times.sort((a, b) => a - b)
    cpus.sort((a, b) => a - b)
    const cells = [percentile(times, 50), percentile(times, 99), times[times.length - 1]!, percentile(cpus, 50), percentile(cpus, 99)]
    console.log(`${kind.padEnd(10)} ${cells.map(ms).join(' ')}  ${[...matches].join('/')} (${keywords.join(' ')})`)
  }
  await db.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
