/**
 * Fixed-window counters in the database (`rate_limits`, schema-security.ts), so every server
 * instance on one database shares them. `consume` adds `amount` to the window's count only when
 * the sum stays within `limit` (one statement: concurrent requests never overshoot), and answers
 * whether it did. Windows older than a day are deleted now and then.
 *
 * Used by the upload quota (uploads.ts) and by the per-address rate limits below.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import type { AnyEndpoint } from '../../../src/domain/endpoint'
import { sql, type Db } from '../db/database'
import type { Caller } from '../handlers/handler'

export interface Budget {
  /** Window length in seconds. */
  readonly windowSeconds: number
  /** Most units (requests, bytes) a key may consume per window. */
  readonly limit: number
}

let calls = 0

export const consume = async (db: Db, key: string, budget: Budget, amount = 1): Promise<boolean> => {
  if (++calls % 500 === 0) await db.query(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`)
  if (amount > budget.limit) return false
  const rows = await db.query<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count)
    VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${budget.windowSeconds}) * ${budget.windowSeconds}), ${amount})
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + EXCLUDED.count
    WHERE rate_limits.count + EXCLUDED.count <= ${budget.limit}
    RETURNING count`)
  return rows.length > 0
}

// ---------------------------------------------------------------------------------------------
// Rate limits on the public and sign-in-adjacent calls (docs/security.md), per client address.

/** A scope of calls sharing one budget per client address. */
interface Rule {
  readonly scope: string
  readonly budget: Budget
}

const minute = 60
/** Admission checks: a stranger probing e-mails (2,000 in 5 s before this) gets 60 per 10 minutes. */
export const admissionsRule: Rule = { scope: 'admissions', budget: { windowSeconds: 10 * minute, limit: 60 } }
export const contactsRule: Rule = { scope: 'contacts', budget: { windowSeconds: 60 * minute, limit: 10 } }
export const logProxyRule: Rule = { scope: 'log-proxy', budget: { windowSeconds: minute, limit: 60 } }
/** Any other public call (the direct group's reads), health checks excepted. */
export const publicRule: Rule = { scope: 'public', budget: { windowSeconds: minute, limit: 300 } }

export const ruleOf = (endpoint: AnyEndpoint): Rule | null => {
  if (endpoint.name.endsWith('.admissions.check')) return admissionsRule
  if (endpoint.name === 'general.contact.post' || endpoint.name === 'direct.contacts.post') return contactsRule
  if (endpoint.name === 'general.logProxy.post') return logProxyRule
  if (endpoint.access === 'public' && !endpoint.name.endsWith('.health.check')) return publicRule
  return null
}

export const tooManyMessage = 'リクエストが多すぎます。しばらく待ってから再度お試しください。'

/**
 * The client's address: the socket's peer, or — when `TRUST_PROXY=<n>` says n proxies (a load
 * balancer) stand in front — the n-th address from the right of `X-Forwarded-For`. Null for
 * in-process requests (`app.request` in tests), which are not limited.
 */
export const clientAddress = (c: Context): string | null => {
  const hops = Number(process.env.TRUST_PROXY ?? 0)
  const forwarded = c.req.header('x-forwarded-for')
  if (hops > 0 && forwarded) {
    const chain = forwarded.split(',').map((s) => s.trim()).filter(Boolean)
    const address = chain[Math.max(chain.length - hops, 0)]
    if (address) return address
  }
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}

/**
 * `RATE_LIMIT_FACTOR=<n>` multiplies every per-address budget (default 1). For test and load runs
 * where one address stands for many staff — the browser suite signs in some 80 times from
 * 127.0.0.1 within ten minutes — never for production. Read per request, so a test can set it.
 */
export const rateLimitFactor = (): number => {
  const factor = Number(process.env.RATE_LIMIT_FACTOR ?? 1)
  return Number.isFinite(factor) && factor >= 1 ? Math.floor(factor) : 1
}

/** 429 with a Japanese message and Retry-After once a client address has used its scope's budget. */
export const rateLimitFor = (endpoint: AnyEndpoint, db: Db): MiddlewareHandler => {
  const rule = ruleOf(endpoint)
  if (!rule) return async (_c, next) => next()
  return async (c, next) => {
    const address = clientAddress(c)
    const budget = { ...rule.budget, limit: rule.budget.limit * rateLimitFactor() }
    if (address && !(await consume(db, `rate:${rule.scope}:${address}`, budget))) {
      c.header('retry-after', String(rule.budget.windowSeconds))
      return c.json({ status: 429, messages: [{ message: tooManyMessage }] }, 429)
    }
    return next()
  }
}

/** Refusal of an authenticated call over its account's budget (issue 28 item 8). */
export interface AccountBudgetRefusal {
  readonly message: string
  readonly retryAfterSeconds: number
}

/**
 * The per-account budget of authenticated calls: null while the caller's account is within it.
 * PLACEHOLDER (issue 28 item 8): always null until implemented.
 */
export const accountRateLimit = async (_db: Db, _endpoint: AnyEndpoint, _caller: Caller | null): Promise<AccountBudgetRefusal | null> => null
