/**
 * Issue 28 item 8: authenticated calls had no budget (2,000 calls in 4 s from one self-registered
 * account). Every non-public call is now counted against its account (the Firebase uid) per minute:
 * staff 6,000, doctors and clients 300, verified strangers 120 (server/src/http/rate-limit.ts,
 * `accountRateLimit`). Over it: 429 with a Japanese message and Retry-After (the seconds left in the
 * minute). Instances reserve the budget from the shared `rate_limits` table in leases, so several
 * instances on one database never admit more than the budget between them.
 *
 * The clock (Date only) is set by each test to 15 s into a minute of its own, so no flood crosses a
 * window's end and Retry-After is known.
 */
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Db, OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { seedDemo } from '@server/src/seed/demo.seed'
import { ensureClient, ensureDoctor } from '@server/testing/fixtures'
import { openTestDb } from './support/db'
import { admin, cachingTestAuthenticator, operator } from './support/server'

const tooMany = 'このアカウントからのリクエストが多すぎます。しばらく待ってから再度お試しください。'
/** The documented budgets per minute (docs/security.md, rate-limit.ts `accountBudgets`). */
const staffBudget = 6_000
const memberBudget = 300
const strangerBudget = 120

let db: OpenDb
let app: Hono
const doctorIds = ['9101', '9102', '9103', '9104', '9105', '9106', '9107', '9108']
const doctor = (id: string) => `doctor${id}@fixtures.example`

/** An app as one more instance: its own database handle (each instance opens its own pool) on the same database. */
const instance = (handle: Db = { ...db }) => createApp({ db: handle, auth: cachingTestAuthenticator(), log: () => undefined })

beforeAll(async () => {
  db = await openTestDb()
  await seedDemo(db, 5)
  for (const id of doctorIds) await ensureDoctor(db, { id })
  await ensureClient(db, { id: '9201' })
  app = instance(db)
})
afterAll(() => db.close())

// Each test in a minute of its own, 15 s in: 45 s of the window are left. The budgets as documented
// (no RATE_LIMIT_FACTOR from the environment); what a test sets is undone after it.
let minute = Math.ceil(Date.now() / 60_000) + 1
const factor = process.env.RATE_LIMIT_FACTOR
beforeEach(() => {
  delete process.env.RATE_LIMIT_FACTOR
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime((minute += 2) * 60_000 + 15_000)
})
afterEach(() => {
  vi.useRealTimers()
  if (factor === undefined) delete process.env.RATE_LIMIT_FACTOR
  else process.env.RATE_LIMIT_FACTOR = factor
})

const as = (email: string) => ({ headers: { authorization: `Bearer test:${email}` } })
/** A doctor reading their own record (access `owner`). */
const ownRecord = (id: string, on: Hono = app) => on.request(`/api/v1/doctors/${id}`, as(doctor(id)))

/** Send `n` requests one after another; the statuses in order. */
const statuses = async (n: number, send: (i: number) => Promise<Response> | Response) => {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await send(i)).status)
  return out
}
const count = (seen: ReadonlyArray<number>, status: number) => seen.filter((s) => s === status).length

describe('the per-account budget of authenticated calls', () => {
  it('a doctor flooding gets 429 with a Japanese message and Retry-After after the budget; another account is unaffected', async () => {
    const seen = await statuses(memberBudget + 5, () => ownRecord('9101'))
    expect(seen.slice(0, memberBudget)).toEqual(Array(memberBudget).fill(200))
    expect(seen.slice(memberBudget)).toEqual([429, 429, 429, 429, 429])
    const refused = await ownRecord('9101')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('45')
    expect((await refused.json()).messages).toEqual([{ message: tooMany }])
    // another doctor, a client and staff go on as before
    expect((await ownRecord('9102')).status).toBe(200)
    expect((await app.request('/api/v1/clients/9201', as('client9201@fixtures.example'))).status).toBe(200)
    expect((await app.request('/api/v1/admin/operators/', as(admin))).status).toBe(200)
    // public calls are limited per address, not per account: sent with the token they still answer
    expect((await app.request('/api/direct/tags/', as(doctor('9101')))).status).toBe(200)
    // the next minute the doctor may call again
    vi.setSystemTime(Date.now() + 45_000)
    expect((await ownRecord('9101')).status).toBe(200)
  })

  it('staff have the larger budget (list paging, page-by-page CSV exports, imports)', async () => {
    // a search refused for its body after the budget check: the cheapest call that is counted
    const search = () =>
      app.request('/api/v1/admin/doctors/search', { method: 'POST', body: '{"limit":"all"}', headers: { ...as(operator).headers, 'content-type': 'application/json' } })
    const seen = await statuses(staffBudget + 1, search)
    expect(count(seen, 400)).toBe(staffBudget)
    expect(seen.at(-1)).toBe(429)
    expect((await app.request('/api/v1/admin/operators/', as(admin))).status).toBe(200) // another staff account
  })

  it('a verified stranger (bound to no account) has the smallest budget', async () => {
    const seen = await statuses(strangerBudget + 1, () => app.request('/api/v1/tags/', as('stranger@budget.example')))
    expect(count(seen, 200)).toBe(strangerBudget)
    expect(seen.at(-1)).toBe(429)
  })

  it('RATE_LIMIT_FACTOR multiplies the budget, read per request', async () => {
    process.env.RATE_LIMIT_FACTOR = '2'
    const seen = await statuses(2 * memberBudget + 1, () => ownRecord('9103'))
    expect(count(seen, 200)).toBe(2 * memberBudget)
    expect(seen.at(-1)).toBe(429)
    process.env.RATE_LIMIT_FACTOR = '3' // raised mid-window: the account may go on up to the new budget
    const more = await statuses(memberBudget + 1, () => ownRecord('9103'))
    expect(count(more, 200)).toBe(memberBudget)
    expect(more.at(-1)).toBe(429)
  })

  it('the budget is counted in memory: one statement on rate_limits per lease (1/20 of the budget), not per call', async () => {
    const dialect = new PgDialect()
    let statements = 0
    const counting: Db = {
      ...db,
      query: (query) => {
        if (dialect.sqlToQuery(query).sql.includes('rate_limits')) statements++
        return db.query(query)
      },
    }
    const counted = instance(counting)
    const seen = await statuses(memberBudget + 10, () => ownRecord('9104', counted))
    expect(count(seen, 200)).toBe(memberBudget)
    // 20 leases of 15, then a lease and a single call refused (and perhaps the periodic clean-up of old windows)
    expect(statements).toBeLessThanOrEqual(memberBudget / 15 + 3)
    expect(seen.slice(memberBudget)).toEqual(Array(10).fill(429)) // refused without asking the database again
  })
})

describe('several instances on one database', () => {
  it('two instances answering alternately admit no more than the budget between them', async () => {
    const [a, b] = [instance(), instance()]
    const seen = await statuses(memberBudget + 20, (i) => ownRecord('9105', i % 2 ? b : a))
    expect(count(seen, 200)).toBe(memberBudget)
    expect(seen.slice(-10)).toEqual(Array(10).fill(429))
  })

  it('an instance holding part of the budget: the others are refused at most a lease early, and the total stays within the budget', async () => {
    const [a, b] = [instance(), instance()]
    expect((await ownRecord('9106', a)).status).toBe(200) // a reserves a lease (15) and uses one
    const onB = await statuses(memberBudget, () => ownRecord('9106', b))
    expect(count(onB, 200)).toBeGreaterThanOrEqual(memberBudget - 15)
    const onA = await statuses(20, () => ownRecord('9106', a))
    expect(1 + count(onB, 200) + count(onA, 200)).toBe(memberBudget)
  })

  it('a flood sent all at once over three instances admits no more than the budget', async () => {
    const three = [instance(), instance(), instance()]
    const answers = await Promise.all(Array.from({ length: memberBudget + 60 }, (_, i) => ownRecord('9108', three[i % 3])))
    const seen = answers.map((r) => r.status)
    expect(count(seen, 200)).toBeLessThanOrEqual(memberBudget)
    expect(count(seen, 200)).toBeGreaterThanOrEqual(memberBudget - 2 * 14)
    expect(count(seen, 200) + count(seen, 429)).toBe(seen.length)
  })

  it('five instances round-robin stay within the budget', async () => {
    const five = [instance(), instance(), instance(), instance(), instance()]
    const seen = await statuses(2 * memberBudget, (i) => ownRecord('9107', five[i % 5]))
    expect(count(seen, 200)).toBeLessThanOrEqual(memberBudget)
    expect(count(seen, 200)).toBeGreaterThanOrEqual(memberBudget - 4 * 14) // (instances − 1) × (lease − 1)
    expect(seen.slice(-25)).toEqual(Array(25).fill(429))
  })
})
