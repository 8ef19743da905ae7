/**
 * Fixed-window counters in the database (`rate_limits`, schema-security.ts), so every server
 * instance on one database shares them. `consume` adds `amount` to the window's count only when
 * the sum stays within `limit` (one statement: concurrent requests never overshoot), and answers
 * whether it did. Windows older than a day are deleted now and then.
 *
 * Used by the upload quota (uploads.ts), by the per-address rate limits and (in leases) by the
 * per-account budget of authenticated calls below.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { SQL } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import type { AnyEndpoint } from '#domain/endpoint'
import { sql, type Db } from '../db/db'
import type { ColumnsOf } from '../db/rows'
import type { rateLimits } from '../db/schema-security'
import type { Caller } from '../areas/support/handler'

export interface Budget {
  /** Window length in seconds. */
  readonly windowSeconds: number
  /** Most units (requests, bytes) a key may consume per window. */
  readonly limit: number
}

let calls = 0

/** Add `amount` to the count of `key` in the window starting at `windowStart`, if it stays within `limit`. */
const addWithin = async (db: Db, key: string, windowStart: SQL, limit: number, amount: number): Promise<boolean> => {
  if (++calls % 500 === 0) await db.query(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`)
  if (amount > limit) return false
  const rows = await db.query<ColumnsOf<typeof rateLimits, 'count'>>(sql`
    INSERT INTO rate_limits (key, window_start, count)
    VALUES (${key}, ${windowStart}, ${amount})
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + EXCLUDED.count
    WHERE rate_limits.count + EXCLUDED.count <= ${limit}
    RETURNING count`)
  return rows.length > 0
}

/** The start of the budget's current window, by the database's clock. */
const currentWindow = (budget: Budget): SQL => sql`to_timestamp(floor(extract(epoch FROM now()) / ${budget.windowSeconds}) * ${budget.windowSeconds})`

/** `amount` more of `key`'s budget in the current window (the database's clock), if it is left. */
export const consume = (db: Db, key: string, budget: Budget, amount = 1): Promise<boolean> => addWithin(db, key, currentWindow(budget), budget.limit, amount)

/** How much of `key`'s budget the current window has used (a read-only look: nothing consumed). */
export const used = async (db: Db, key: string, budget: Budget): Promise<number> => {
  const rows = await db.query<ColumnsOf<typeof rateLimits, 'count'>>(sql`SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${currentWindow(budget)}`)
  return Number(rows[0]?.count ?? 0)
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
 * `RATE_LIMIT_FACTOR=<n>` multiplies every per-address budget and every per-account budget
 * (default 1). For test and load runs where one address stands for many staff — the browser suite
 * signs in some 80 times from 127.0.0.1 within ten minutes — or one account for many (the API
 * bench: 500 searches a second as the admin); never for production. Read per request, so a test
 * can set it.
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

// ---------------------------------------------------------------------------------------------
// The per-account budget of authenticated calls (2,000 calls in 4 s from one
// self-registered account), keyed by the Firebase uid.
//
// Counted in leases, not per call. A per-call `consume` costs every authenticated request one
// database round trip (measured 2026-11-27, bench/account-rate-limit.bench.ts, 10,000 checks on a
// busy machine: 1.0–1.8 ms a call on PGlite — as much as a whole cheap request — and 0.26 ms on
// PostgreSQL, where the search's p99 is already at the machine's limit, docs/performance.md;
// leases: 4–10 µs a call). Instead each instance
// reserves a lease of the account's budget — 1/20 of it, 1 to 100 calls — with the same conditional
// statement as `consume` (the row `account:<uid>` of the window in `rate_limits`), and admits calls
// from it in memory: one statement per lease, none for a call refused once the budget is spent.
//
// The bound across instances: the database grants leases only while their sum stays within the
// budget, so N instances on one database never admit more than the budget between them, however
// many they are. What leases cost instead: an account whose calls spread over instances may be
// refused while other instances still hold unused calls of their leases — at most
// (N − 1) × (lease − 1) calls early (2 instances: 14 of a doctor's 300, 99 of staff's 6,000). Near
// the end of the budget an instance asks for one call at a time, so the last lease is not wasted.
// Windows are fixed minutes of each instance's clock (keep instances on NTP): as with the
// per-address limits, a burst across a minute's end may see up to twice the budget.

/** Refusal of an authenticated call over its account's budget. */
export interface AccountBudgetRefusal {
  readonly message: string
  readonly retryAfterSeconds: number
}

/**
 * Per account and minute. Staff work fast: paging lists, CSV exports fetched page by page (50 rows
 * a page: 100,000 rows are 2,000 calls, which a fast server answers within the minute), imports in
 * batches; 6,000 (100 a second) lets all that run and still stops a runaway script or stolen token
 * at a fifth of the 500 requests a second the server is sized for. Doctors and clients use a page at
 * a time (a page is 5–15 calls): 300, a page load every 2–3 seconds all minute. A verified
 * stranger — signed in, bound to nothing yet (self-registration) — reads reference lists and
 * itself: 120.
 */
export const accountBudgets = {
  staff: { windowSeconds: 60, limit: 6_000 },
  member: { windowSeconds: 60, limit: 300 },
  stranger: { windowSeconds: 60, limit: 120 },
} as const satisfies Record<string, Budget>

export const accountBudgetOf = (caller: Caller): Budget =>
  caller.operator ? accountBudgets.staff : caller.doctor || caller.client ? accountBudgets.member : accountBudgets.stranger

/** The calls an instance reserves from the database at a time: 1/20 of the budget, 1 to 100. */
export const accountLeaseOf = (limit: number): number => Math.min(100, Math.max(1, Math.floor(limit / 20)))

export const accountTooManyMessage = 'このアカウントからのリクエストが多すぎます。しばらく待ってから再度お試しください。'

/** What one instance knows of one account in the current window. */
interface AccountWindow {
  readonly window: number
  /** The budget (with RATE_LIMIT_FACTOR) the state below was reached under. */
  limit: number
  /** Calls reserved from the database and not used yet. */
  left: number
  /** Calls to reserve next; 1 once a full lease no longer fits the budget. */
  lease: number
  /** The database refused even one more call: refuse here until the window ends. */
  spent: boolean
  /** The reservation in flight: concurrent calls of the account wait for it instead of asking again. */
  reserving?: Promise<void> | undefined
}

interface Instance {
  /** The window of the last sweep; accounts of earlier windows are dropped when a new one opens. */
  swept: number
  readonly accounts: Map<string, AccountWindow>
}

/**
 * Per database handle: an instance opens one (its pool) and keeps it, so this is the instance's
 * memory; two handles on one database count as two instances (and tests' databases, one per file,
 * never share leases).
 */
const instances = new WeakMap<Db, Instance>()

const accountWindowOf = (db: Db, uid: string, window: number, limit: number): AccountWindow => {
  let instance = instances.get(db)
  if (!instance) instances.set(db, (instance = { swept: window, accounts: new Map() }))
  if (window > instance.swept) {
    for (const [key, state] of instance.accounts) if (state.window < window) instance.accounts.delete(key)
    instance.swept = window
  }
  let state = instance.accounts.get(uid)
  if (!state || state.window !== window) {
    state = { window, limit, left: 0, lease: accountLeaseOf(limit), spent: false }
    instance.accounts.set(uid, state)
  } else if (state.limit !== limit) {
    // RATE_LIMIT_FACTOR changed, or the caller's kind (a stranger who registered): the database decides again
    Object.assign(state, { limit, lease: accountLeaseOf(limit), spent: false })
  }
  return state
}

const reserve = async (db: Db, uid: string, state: AccountWindow, windowSeconds: number): Promise<void> => {
  const amount = state.lease
  const windowStart = sql`to_timestamp(${state.window * windowSeconds})`
  if (await addWithin(db, `account:${uid}`, windowStart, state.limit, amount)) state.left += amount
  else if (amount > 1) state.lease = 1
  else state.spent = true
}

/**
 * The per-account budget of every authenticated non-public call, checked after the access check
 * (app.ts): null while the caller's account is within it, else the refusal (429, Retry-After: the
 * seconds left in the minute). Public calls are not counted even when sent with a token: the token
 * is optional there, so an account budget would only charge the honest callers (the console sends
 * its token on every call); they are limited per address instead (`rateLimitFor`).
 */
export const accountRateLimit = async (db: Db, endpoint: AnyEndpoint, caller: Caller | null): Promise<AccountBudgetRefusal | null> => {
  if (endpoint.access === 'public' || !caller) return null
  const budget = accountBudgetOf(caller)
  const limit = budget.limit * rateLimitFactor()
  const windowMs = budget.windowSeconds * 1000
  for (;;) {
    const now = Date.now()
    const window = Math.floor(now / windowMs)
    const state = accountWindowOf(db, caller.uid, window, limit)
    if (state.left > 0) {
      state.left--
      return null
    }
    if (state.spent) return { message: accountTooManyMessage, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) }
    state.reserving ??= reserve(db, caller.uid, state, budget.windowSeconds).finally(() => {
      state.reserving = undefined
    })
    await state.reserving
  }
}
