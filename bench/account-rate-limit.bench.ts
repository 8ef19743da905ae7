/**
 * What the per-account budget of authenticated calls (issue 28 item 8, server/src/http/rate-limit.ts
 * `accountRateLimit`) costs a request:
 *
 *   end to end   10,000 in-process authenticated calls (`GET /api/v1/admin/operators/` as the
 *                admin, the production authenticator's caching over `test:` tokens), as the server
 *                answers them — run once on the placeholder (no budget) and once with the budget;
 *   the check    10,000 budget checks alone: `accountRateLimit` (leases: one statement per lease)
 *                against `consume` per call (one statement per request, the per-address limiter's
 *                way), and nothing.
 *
 *   npx tsx bench/account-rate-limit.bench.ts [--calls N] [--rounds R]                 PGlite
 *   bash scripts/with-postgres.sh npx tsx bench/account-rate-limit.bench.ts            PostgreSQL 15
 *
 * RATE_LIMIT_FACTOR is set high, so the budget is checked but never reached. Prints the median of
 * R rounds in milliseconds (total, and per call).
 */
import { allEndpoints } from '../src/domain/catalogue'
import { resolveCaller } from '../server/src/auth'
import { createApp } from '../server/src/http/app'
import { accountRateLimit, consume } from '../server/src/http/rate-limit'
import { seedDemo } from '../server/src/seed/demo.seed'
import { openTestDb } from '../tests/server/support/db'
import { admin, cachingTestAuthenticator, testUid } from '../tests/server/support/server'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const calls = arg('calls', 10_000)
const rounds = arg('rounds', 3)

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

const timed = async (work: (i: number) => Promise<unknown>): Promise<number> => {
  const started = performance.now()
  for (let i = 0; i < calls; i++) await work(i)
  return performance.now() - started
}

const main = async () => {
  process.env.RATE_LIMIT_FACTOR = '100000'
  const db = await openTestDb()
  await seedDemo(db, 5)
  const endpoint = allEndpoints.find((e) => e.name === 'admin.operators.list')
  if (!endpoint) throw new Error('admin.operators.list is not catalogued')
  const caller = await resolveCaller(db, { uid: testUid(admin), email: admin, emailVerified: true, signInProvider: 'password' })
  if (!caller?.operator) throw new Error('the seeded admin did not resolve')
  const app = createApp({ db, auth: cachingTestAuthenticator(), log: () => undefined })
  const headers = { authorization: `Bearer test:${admin}` }

  const cases: ReadonlyArray<readonly [string, (i: number) => Promise<unknown>]> = [
    [
      'end to end: GET operators as the admin',
      async () => {
        const res = await app.request('/api/v1/admin/operators/', { headers })
        if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`)
        await res.arrayBuffer()
      },
    ],
    ['the check alone: accountRateLimit', () => accountRateLimit(db, endpoint, caller)],
    ['the check alone: consume per call', (i) => consume(db, `bench:${i % 1}`, { windowSeconds: 60, limit: 1_000_000_000 })],
    ['nothing (the loop)', () => Promise.resolve(null)],
  ]
  await timed(cases[0]![1]) // warm-up: code compiled, caches filled
  console.log(`${db.driver}, ${calls.toLocaleString()} calls, median of ${rounds} rounds`)
  for (const [name, work] of cases) {
    const times: number[] = []
    for (let r = 0; r < rounds; r++) times.push(await timed(work))
    const total = median(times)
    console.log(`${name.padEnd(42)} ${total.toFixed(0).padStart(7)} ms  ${((total / calls) * 1000).toFixed(1).padStart(7)} µs a call`)
  }
  await db.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
