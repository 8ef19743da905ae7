/**
 * SPEC 5: 'The e-mail must be admitted (the admission check returns a truthy value);
 * otherwise the flow fails with 'admission failed'.' The payload is read by JavaScript
 * truthiness, over the real client (catalogue entry general.admissions.check) and a real
 * local HTTP server: any truthy payload admits, any falsy one is 'admission failed'.
 */
import { expect, layer } from '@effect/vitest'
import { Effect } from 'effect'
import { admittedVia, makeAuth } from '@src/services/auth.service'
import { memoryIdentity } from '@src/services/firebase-memory'
import { ApiClient } from '@src/services/http/api-client.service'
import { clientLayer, envelope, TestServer } from '../support/test-server'

const checkAdmission = (email: string) =>
  ApiClient.use((api) =>
    makeAuth({ identity: memoryIdentity(), admitted: admittedVia(api), store: undefined }).checkAdmission(email),
  )

const truthy: ReadonlyArray<unknown> = [true, 1, 'yes', {}]
const falsy: ReadonlyArray<unknown> = [false, 0, '', null]

layer(TestServer.layer)('admission payload by truthiness', (it) => {
  for (const payload of truthy) {
    it.effect(`payload ${JSON.stringify(payload)} admits`, () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        server.reset(() => ({ body: envelope(payload) }))
        const exit = yield* Effect.exit(checkAdmission('admin@medicolle.example'))
        expect(exit._tag).toBe('Success')
        expect(server.requests.map((r) => r.pathname)).toEqual(['/api/v1/admissions/'])
      }).pipe(Effect.provide(clientLayer())))
  }

  for (const payload of falsy) {
    it.effect(`payload ${JSON.stringify(payload)} is 'admission failed'`, () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        server.reset(() => ({ body: envelope(payload) }))
        const error = yield* Effect.flip(checkAdmission('stranger@example.jp'))
        expect(error._tag).toBe('AdmissionFailed')
        expect(error.message).toBe('admission failed')
      }).pipe(Effect.provide(clientLayer())))
  }
})
