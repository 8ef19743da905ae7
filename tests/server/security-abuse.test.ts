/**
 * Issue 12, "abuse": rate limits on the public and sign-in-adjacent calls, per client address,
 * counted in the database so several instances share them. Each test floods a call the way the
 * report did (2,000 anonymous admission checks in 5.3 s) and sees the flood refused with 429.
 */
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { admissionsRule, contactsRule, logProxyRule, publicRule, tooManyMessage } from '@server/src/http/rate-limit'
import { seedDemo } from '@server/src/seed/demo.seed'
import { openTestDb } from './support/db'
import { admin, testAuthenticator } from './support/server'

let db: OpenDb
let app: Hono
let other: Hono
const trustProxy = process.env.TRUST_PROXY
beforeAll(async () => {
  process.env.TRUST_PROXY = '1' // one load balancer in front: the client is the last X-Forwarded-For hop
  db = await openTestDb()
  await seedDemo(db, 5)
  app = createApp({ db, auth: testAuthenticator, log: () => undefined })
  other = createApp({ db, auth: testAuthenticator, log: () => undefined }) // a second instance on the same database
})
afterAll(async () => {
  if (trustProxy === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = trustProxy
  await db.close()
})

const from = (address: string, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as object), 'x-forwarded-for': `198.51.100.9, ${address}` } })
const admissionsOf = (address: string, email: string, instance = app) =>
  instance.request(`/api/direct/admissions/?email=${encodeURIComponent(email)}&loginDest=management`, from(address))

/** Send `n` requests one after another; the statuses in order. */
const statuses = async (n: number, send: (i: number) => Promise<Response> | Response) => {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await send(i)).status)
  return out
}

/**
 * The budgets are fixed windows of wall-clock time (rate-limit.ts): a flood that crossed a window's
 * end would start counting again and see 200 where 429 is expected (seen once in CI: 301 public
 * reads across a minute's end). Each flood starts with at least 10 s of its window left.
 */
const clearOfWindowEnd = async (windowSeconds: number) => {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000))
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

describe('admissions', () => {
  it('a flood of admission checks from one address is refused with 429 and a Japanese message after the budget', async () => {
    await clearOfWindowEnd(admissionsRule.budget.windowSeconds)
    const limit = admissionsRule.budget.limit
    const seen = await statuses(limit + 5, (i) => admissionsOf('203.0.113.5', `probe${i}@example.com`))
    expect(seen.slice(0, limit).every((s) => s === 200)).toBe(true)
    expect(seen.slice(limit)).toEqual([429, 429, 429, 429, 429])
    const refused = await admissionsOf('203.0.113.5', admin)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(admissionsRule.budget.windowSeconds))
    expect((await refused.json()).messages).toEqual([{ message: tooManyMessage }])
    // another address is not affected
    expect((await admissionsOf('203.0.113.6', admin)).status).toBe(200)
  })

  it('two instances on one database share the budget', async () => {
    await clearOfWindowEnd(admissionsRule.budget.windowSeconds)
    const limit = admissionsRule.budget.limit
    const seen = await statuses(limit + 2, (i) => admissionsOf('203.0.113.7', `p${i}@example.com`, i % 2 ? other : app))
    expect(seen.filter((s) => s === 200)).toHaveLength(limit)
    expect(seen.slice(limit)).toEqual([429, 429])
  })

  it('RATE_LIMIT_FACTOR multiplies the budget (test runs where one address stands for many users)', async () => {
    await clearOfWindowEnd(admissionsRule.budget.windowSeconds)
    const limit = admissionsRule.budget.limit
    process.env.RATE_LIMIT_FACTOR = '2'
    try {
      const seen = await statuses(2 * limit + 1, (i) => admissionsOf('203.0.113.9', `f${i}@example.com`))
      expect(seen.filter((s) => s === 200)).toHaveLength(2 * limit)
      expect(seen.at(-1)).toBe(429)
      process.env.RATE_LIMIT_FACTOR = 'lots' // nonsense falls back to the budget itself
      expect((await admissionsOf('203.0.113.10', admin)).status).toBe(200)
      expect((await statuses(limit, (i) => admissionsOf('203.0.113.10', `g${i}@example.com`))).at(-1)).toBe(429)
    } finally {
      delete process.env.RATE_LIMIT_FACTOR
    }
  })

  it('the general admissions call is limited too', async () => {
    await clearOfWindowEnd(admissionsRule.budget.windowSeconds)
    const limit = admissionsRule.budget.limit
    const seen = await statuses(limit + 1, () => app.request('/api/v1/admissions/?email=a%40b.example&loginDest=management', from('203.0.113.8')))
    expect(seen.at(-1)).toBe(429)
  })
})

describe('contacts and the log proxy', () => {
  it('a contact-form flood is refused with 429 (general and direct share one budget)', async () => {
    await clearOfWindowEnd(contactsRule.budget.windowSeconds)
    const body = JSON.stringify({ kind: 'general', name: '山田', email: 'a@b.example', subject: '件名', body: '本文' })
    const post = (path: string) => app.request(path, from('203.0.113.20', { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer test:${admin}` } }))
    const limit = contactsRule.budget.limit
    const seen = await statuses(limit + 1, (i) => post(i % 2 ? '/api/direct/contacts' : '/api/v1/contact'))
    expect(seen.slice(0, limit), String(seen)).toEqual(Array(limit).fill(201))
    expect(seen.at(-1)).toBe(429)
  })

  it('a log-proxy flood is refused with 429', async () => {
    await clearOfWindowEnd(logProxyRule.budget.windowSeconds)
    const body = JSON.stringify({ appName: 'MediColle WEB', buildHash: '', level: 'error', payload: { uri: '/', messages: ['x'] } })
    const limit = logProxyRule.budget.limit
    const seen = await statuses(limit + 1, () =>
      app.request('/api/v1/logProxy/', from('203.0.113.30', { method: 'POST', body, headers: { 'content-type': 'application/json' } })),
    )
    expect(seen.filter((s) => s === 429)).toEqual([429])
  })
})

describe('public reads', () => {
  it('the direct group is limited per address; health checks are not', async () => {
    await clearOfWindowEnd(publicRule.budget.windowSeconds)
    const limit = publicRule.budget.limit
    const seen = await statuses(limit + 1, () => app.request('/api/direct/tags/', from('203.0.113.40')))
    expect(seen.slice(0, limit).every((s) => s === 200)).toBe(true)
    expect(seen.at(-1)).toBe(429)
    expect((await app.request('/api/direct/health_check', from('203.0.113.40'))).status).toBe(200)
  })
})
