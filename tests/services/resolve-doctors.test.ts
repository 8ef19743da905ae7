/**
 * /mp_management's pasted doctors (src/services/points.ops.ts `resolveDoctors`): an e-mail is kept
 * only on an exact match (the search matches fragments: 'a@x.jp' finds 'ba@x.jp' too), an id
 * that is unknown (404) or deleted names no doctor, any other failure fails the chunk, and the
 * lookups run a bounded number at once.
 */
import { expect, it } from '@effect/vitest'
import { Effect, Layer } from 'effect'
import type { DoctorEntry } from '@src/domain/doctor-entries'
import { ApiClient } from '@src/services/http/api-client.service'
import { HttpStatusError } from '@src/services/http/api-errors'
import { pointsOps, resolveConcurrency } from '@src/areas/points/points.ops'

const doctor = (id: string, email: string, deletedAt: string | null = null) => ({ id, email, deletedAt })

const fakeApi = (answer: (name: string, input: any) => Effect.Effect<unknown, unknown>) => {
  const seen: Array<[string, unknown]> = []
  let inFlight = 0
  let most = 0
  const client = Layer.succeed(ApiClient, {
    call: (endpoint: { name: string }, input: unknown) =>
      Effect.gen(function* () {
        seen.push([endpoint.name, input])
        inFlight += 1
        most = Math.max(most, inFlight)
        yield* Effect.sleep('5 millis')
        inFlight -= 1
        return yield* answer(endpoint.name, input)
      }),
  } as never)
  return { layer: client, seen, most: () => most }
}

const entry = (line: number, text: string, kind: DoctorEntry['kind']): DoctorEntry => ({ line, text, kind })

it.live('keeps an e-mail only on an exact match, case aside, and an id unless unknown or deleted', () =>
  Effect.gen(function* () {
    const api = fakeApi((name, input) => {
      if (name === 'admin.doctors.search') {
        const keyword = input.body.keyword as string
        const items = keyword === 'a@x.jp' ? [doctor('1', 'ba@x.jp'), doctor('2', 'A@X.jp')] : keyword === 'c@x.jp' ? [doctor('3', 'cc@x.jp')] : []
        return Effect.succeed({ items, nextCursorKey: null })
      }
      const id = input.params.doctorID as string
      if (id === '404') return Effect.fail(HttpStatusError.of(404, 'Not Found', '{"messages":[{"message":"医師が見つかりません"}]}'))
      return Effect.succeed(doctor(id, `d${id}@x.jp`, id === '9' ? '2024-01-01T00:00:00Z' : null))
    })
    const found = yield* pointsOps.resolveDoctors([entry(1, 'a@x.jp', 'email'), entry(2, 'c@x.jp', 'email'), entry(3, '7', 'id'), entry(4, '404', 'id'), entry(5, '9', 'id')]).pipe(Effect.provide(api.layer))
    expect(found.map((f) => [f.entry.line, f.doctor?.id ?? null])).toEqual([[1, '2'], [2, null], [3, '7'], [4, null], [5, null]])
    expect(api.seen[0]).toEqual(['admin.doctors.search', { body: { keyword: 'a@x.jp', limit: 100 } }])
  }),
)

it.live('fails the chunk on any other failure (the machine offers 再試行)', () =>
  Effect.gen(function* () {
    const api = fakeApi(() => Effect.fail(HttpStatusError.of(500, 'Server Error', '')))
    const exit = yield* Effect.exit(pointsOps.resolveDoctors([entry(1, '7', 'id')]).pipe(Effect.provide(api.layer)))
    expect(exit._tag).toBe('Failure')
  }),
)

it.live('looks through further pages of fragment matches for the exact e-mail', () =>
  Effect.gen(function* () {
    const api = fakeApi((_, input) =>
      Effect.succeed(input.body.cursor ? { items: [doctor('5', 'a@x.jp')], nextCursorKey: null } : { items: [doctor('4', 'ba@x.jp')], nextCursorKey: 'next' }),
    )
    const found = yield* pointsOps.resolveDoctors([entry(1, 'a@x.jp', 'email')]).pipe(Effect.provide(api.layer))
    expect(found[0]?.doctor?.id).toBe('5')
    expect(api.seen.map(([, i]) => i)).toEqual([{ body: { keyword: 'a@x.jp', limit: 100 } }, { body: { keyword: 'a@x.jp', cursor: 'next', limit: 100 } }])
  }),
)

it.live('runs at most resolveConcurrency lookups at once', () =>
  Effect.gen(function* () {
    const api = fakeApi((_, input) => Effect.succeed(doctor(input.params.doctorID, 'x@x.jp')))
    const entries = Array.from({ length: 20 }, (_, i) => entry(i + 1, String(i + 1), 'id'))
    const found = yield* pointsOps.resolveDoctors(entries).pipe(Effect.provide(api.layer))
    expect(found.map((f) => f.entry.line)).toEqual(entries.map((e) => e.line))
    expect(api.most()).toBe(resolveConcurrency)
  }),
)
