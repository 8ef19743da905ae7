/**
 * SPEC 5: admission for login destination 'management' must be truthy, else 'admission failed'.
 * Exercised end to end: the sign-in service's check over the real client and a real server.
 */
import { expect, layer } from '@effect/vitest'
import { Effect } from 'effect'
import { admittedVia, makeAuth } from '@src/services/auth.service'
import { memoryIdentity } from '@src/services/firebase-memory'
import { ApiClient } from '@src/services/http/api-client.service'
import { clientLayer, envelope, TestServer } from './support/test-server'

const checkAdmission = (email: string) =>
  ApiClient.use((api) =>
    makeAuth({ identity: memoryIdentity(), admitted: admittedVia(api), store: undefined }).checkAdmission(email),
  )

layer(TestServer.layer)('admission', (it) => {
  it.effect("a falsy admission is 'admission failed'; the query asks for loginDest management", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(false) }))
      const error = yield* Effect.flip(checkAdmission('someone@example.jp'))
      expect(error._tag).toBe('AdmissionFailed')
      expect(error.message).toBe('admission failed')
      const request = server.requests[0]
      expect(request?.pathname).toBe('/api/v1/admissions/')
      expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ email: 'someone@example.jp', loginDest: 'management' })
    }).pipe(Effect.provide(clientLayer())))

  it.effect('a truthy admission passes', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(true) }))
      yield* checkAdmission('admin@medicolle.example')
      expect(server.requests).toHaveLength(1)
    }).pipe(Effect.provide(clientLayer())))
})
