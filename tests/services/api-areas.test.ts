import { expect, it, layer } from '@effect/vitest'
import { Context, Effect, Layer } from 'effect'
import { allEndpoints, catalogue } from '../../src/domain/catalogue'
import { ApiClient } from '../../src/services/http/api-client.service'
import { areaServices, callsOfArea, Doctors } from '../../src/services/api-areas.service'
import { clientLayer, envelope, TestServer } from './support/test-server'

it('reaches every catalogued call through exactly one area service', () => {
  const reachable = areaServices.flatMap((service) => callsOfArea(service.area))
  expect([...reachable].sort()).toEqual(allEndpoints.map((e) => e.name).sort())
})

layer(Layer.provideMerge(Doctors.layer, clientLayer()).pipe(Layer.provideMerge(TestServer.layer)))('Doctors', (it) => {
  it.effect('calls the catalogued endpoint with the typed input and decodes the payload', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(true) }))
      const doctors = yield* Doctors
      const result = yield* doctors['admin.doctors.setStatus']({ params: { doctorID: '42' as never }, body: { frozen: true } }).pipe(Effect.flip)
      // payload `true` is not a Doctor: a typed decode error, never a crash
      expect(result._tag).toBe('PayloadDecodeError')
      expect(server.requests[0]?.method).toBe('PATCH')
      expect(server.requests[0]?.pathname).toBe('/api/v1/admin/doctors/42/doctor')
      expect(JSON.parse(server.requests[0]?.text ?? '')).toEqual({ frozen: true })
    }))
})

it.effect('every area method sends its own catalogue entry with the input unchanged', () =>
  Effect.gen(function* () {
    const seen: Array<[string, unknown]> = []
    const recording = Layer.succeed(ApiClient, {
      call: (endpoint, input) => Effect.sync(() => void seen.push([endpoint.name, input])) as never,
    })
    const expected: Array<[string, unknown]> = []
    for (const service of areaServices) {
      type Methods = Record<string, (input: unknown) => Effect.Effect<unknown, unknown>>
      const tag = service as unknown as Context.Service<Methods, Methods>
      const layer = (service.layer as Layer.Layer<Methods, never, ApiClient>).pipe(Layer.provide(recording))
      const methods = yield* tag.useSync((m) => m).pipe(Effect.provide(layer))
      for (const name of callsOfArea(service.area)) {
        const input = { marker: name }
        expected.push([name, input])
        yield* methods[name]!(input)
      }
    }
    expect(seen).toEqual(expected)
    expect(seen).toHaveLength(allEndpoints.length)
    expect(new Set(seen.map(([name]) => catalogue[name as keyof typeof catalogue].name)).size).toBe(allEndpoints.length)
  }),
)
