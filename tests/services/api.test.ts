/**
 * THE typed client (src/services/http/api.ts): every catalogued call is reachable, once, at its
 * path `api.<group>.<area>.<action>`, and hands its own catalogue entry and the caller's input to
 * `ApiClient.call` unchanged.
 */
import { expect, expectTypeOf, it, layer } from '@effect/vitest'
import { Effect, Layer } from 'effect'
import { allEndpoints, catalogue, type Catalogue } from '@src/domain/catalogue'
import type { AnyEndpoint, EndpointOutput } from '@src/domain/endpoint'
import type { DoctorId } from '@src/domain/ids'
import { api } from '@src/services/http/api'
import { ApiClient } from '@src/services/http/api-client.service'
import type { ApiError } from '@src/services/http/api-errors'
import { clientLayer, envelope, TestServer } from './support/test-server'

/** A client function as the walk sees it: any input, with its catalogue entry. */
type Loose = ((input: unknown) => Effect.Effect<unknown, unknown, ApiClient>) & { readonly endpoint: AnyEndpoint }

/** Every function of the client with its path, walked from the client object itself. */
const functions = Object.entries(api as Record<string, Record<string, Record<string, unknown>>>).flatMap(([group, areas]) =>
  Object.entries(areas).flatMap(([area, actions]) =>
    Object.entries(actions).map(([action, fn]) => ({ path: `${group}.${area}.${action}`, fn: fn as Loose })),
  ),
)

it('reaches every catalogued call exactly once, at its path api.<group>.<area>.<action>', () => {
  expect(functions.map((f) => f.path).sort()).toEqual(allEndpoints.map((e) => e.name).sort())
  expect(new Set(functions.map((f) => f.path)).size).toBe(allEndpoints.length)
  for (const { path, fn } of functions) {
    expect(fn.endpoint.name, path).toBe(path)
    expect(fn.endpoint, path).toBe(catalogue[path as keyof Catalogue])
  }
})

it('is typed from the catalogue entry of each call', () => {
  expectTypeOf(api.admin.operators.list.endpoint).toEqualTypeOf<Catalogue['admin.operators.list'] & { readonly name: 'admin.operators.list' }>()
  expectTypeOf(api.admin.operators.list).returns.toEqualTypeOf<
    Effect.Effect<EndpointOutput<Catalogue['admin.operators.list']>, ApiError, ApiClient>
  >()
  expectTypeOf(api.general.doctors.get).parameter(0).toHaveProperty('params').toEqualTypeOf<{ readonly doctorID: DoctorId }>()
})

layer(clientLayer().pipe(Layer.provideMerge(TestServer.layer)))('api.admin.doctors', (it) => {
  it.effect('calls the catalogued endpoint with the typed input and decodes the payload', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(true) }))
      const result = yield* api.admin.doctors.setStatus({ params: { doctorID: '42' as DoctorId }, body: { frozen: true } }).pipe(Effect.flip)
      // payload `true` is not a Doctor: a typed decode error, never a crash
      expect(result._tag).toBe('PayloadDecodeError')
      expect(server.requests[0]?.method).toBe('PATCH')
      expect(server.requests[0]?.pathname).toBe('/api/v1/admin/doctors/42/doctor')
      expect(JSON.parse(server.requests[0]?.text ?? '')).toEqual({ frozen: true })
    }))
})

it.effect('every client function sends its own catalogue entry with the input unchanged', () =>
  Effect.gen(function* () {
    const seen: Array<[AnyEndpoint, unknown]> = []
    const recording = Layer.succeed(ApiClient, {
      call: (endpoint, input) => Effect.sync(() => void seen.push([endpoint, input])) as never,
    })
    const expected: Array<[AnyEndpoint, unknown]> = []
    for (const { path, fn } of functions) {
      const input = { marker: path }
      expected.push([catalogue[path as keyof Catalogue], input])
      yield* fn(input).pipe(Effect.provide(recording))
    }
    expect(seen).toEqual(expected)
    for (const [i, [endpoint, input]] of seen.entries()) {
      expect(endpoint).toBe(expected[i]![0])
      expect(input).toBe(expected[i]![1])
    }
    expect(seen).toHaveLength(allEndpoints.length)
    expect(new Set(seen.map(([endpoint]) => endpoint.name)).size).toBe(allEndpoints.length)
  }),
)
