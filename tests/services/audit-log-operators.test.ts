/**
 * The 監査ログ screen's 操作者 filter (src/areas/audit-log/audit-log.ops.ts `operators`) offers every
 * operator, active or not: it walks `admin.operators.list` page by page (100 a page) by the cursor
 * each page gives, and answers them all as one page; a failing page fails the walk (never a
 * silently short list), and a cursor the API gives again ends it.
 */
import { expect, it } from '@effect/vitest'
import { Effect, Exit, Layer } from 'effect'
import { auditLogOps } from '@src/areas/audit-log/audit-log.ops'
import { ApiClient } from '@src/services/http/api-client.service'
import { HttpStatusError } from '@src/services/http/api-errors'

const at = '2024-04-01T09:00:00.000Z'
const operator = (n: number) => ({
  id: String(n), accountId: null, email: `op${n}@medicolle.example`, name: `運用 ${n}`, role: n % 2 ? 'operator' : 'admin', active: n % 3 !== 0,
  lastSignedInAt: null, createdAt: at, updatedAt: at, version: 1,
})

/** The typed client over `total` operators, 100 (or what was asked) a page, cursors `c<offset>`; `failAt`: the offset whose page fails. */
const fakeApi = (total: number, options: { failAt?: number; loopAt?: number } = {}) => {
  const asked: Array<unknown> = []
  const layer = Layer.succeed(ApiClient, {
    call: (endpoint: { readonly name: string }, input: { readonly query: { readonly limit: number; readonly cursor?: string } }) => {
      asked.push(input.query)
      if (endpoint.name !== 'admin.operators.list') return Effect.fail(HttpStatusError.of(500, 'Server Error', ''))
      const offset = input.query.cursor ? Number(input.query.cursor.slice(1)) : 0
      if (offset === options.failAt) return Effect.fail(HttpStatusError.of(503, 'Service Unavailable', ''))
      const end = Math.min(offset + input.query.limit, total)
      const next = offset === options.loopAt ? `c${options.loopAt}` : end < total ? `c${end}` : null
      return Effect.succeed({ items: Array.from({ length: end - offset }, (_, i) => operator(offset + i + 1)), nextCursorKey: next })
    },
  } as unknown as ApiClient['Service'])
  return { layer, asked }
}

it.effect('offers all 250 operators, active or not, asking page after page by the cursor, 100 a page', () =>
  Effect.gen(function* () {
    const api = fakeApi(250)
    const page = yield* auditLogOps.operators({}).pipe(Effect.provide(api.layer))
    expect(page.nextCursorKey).toBeNull()
    expect(page.items.map((o) => o.id)).toEqual(Array.from({ length: 250 }, (_, i) => String(i + 1)))
    expect(page.items.some((o) => !o.active)).toBe(true)
    expect(api.asked).toEqual([{ limit: 100 }, { limit: 100, cursor: 'c100' }, { limit: 100, cursor: 'c200' }])
  }),
)

it.effect('one page when there are 100 or fewer', () =>
  Effect.gen(function* () {
    const api = fakeApi(100)
    expect((yield* auditLogOps.operators({}).pipe(Effect.provide(api.layer))).items).toHaveLength(100)
    expect(api.asked).toEqual([{ limit: 100 }])
  }),
)

it.effect('a page that fails fails the walk: the filter says so rather than offer part of the operators', () =>
  Effect.gen(function* () {
    const exit = yield* Effect.exit(auditLogOps.operators({}).pipe(Effect.provide(fakeApi(250, { failAt: 100 }).layer)))
    expect(Exit.isFailure(exit)).toBe(true)
  }),
)

it.effect('a cursor given again ends the walk (no endless loop)', () =>
  Effect.gen(function* () {
    const api = fakeApi(250, { loopAt: 100 })
    const page = yield* auditLogOps.operators({}).pipe(Effect.provide(api.layer))
    expect(api.asked).toEqual([{ limit: 100 }, { limit: 100, cursor: 'c100' }])
    expect(page.items).toHaveLength(200)
  }),
)
