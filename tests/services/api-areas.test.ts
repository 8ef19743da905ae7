import { expect, it, layer } from '@effect/vitest'
import { Effect, Layer } from 'effect'
import { allEndpoints } from '../../src/domain/catalogue'
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
