/**
 * More property tests (fast-check):
 * - thousands of random envelopes through the pure envelope rules: a value or a typed error;
 * - random JSON request bodies and query values through the REAL server: what arrives is what
 *   was sent (path ids stripped, nulls dropped, values stringified), or a typed error.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { Cause, Effect, Exit, Layer, ManagedRuntime, Schema } from 'effect'
import fc from 'fast-check'
import { endpoint, type AnyEndpoint } from '@src/domain/endpoint'
import { interpretBody } from '@src/services/http/api-envelope'
import { ApiClient } from '@src/services/http/api-client.service'
import { isApiError } from '@src/services/http/api-errors'
import { clientLayer, envelope, TestServer } from './support/test-server'

const typedOnly = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isSuccess(exit) || (exit.cause.reasons.length > 0 && exit.cause.reasons.every((r) => Cause.isFailReason(r) && isApiError(r.error)))

const Item = Schema.Struct({ id: Schema.String, name: Schema.String })
const base = { group: 'general', access: 'verified', summary: 'test' } as const
const shapes: ReadonlyArray<AnyEndpoint> = [
  endpoint({ ...base, name: 't.item', method: 'GET', path: '/files/{fileID}', params: Schema.Struct({ fileID: Schema.String }), payload: Item }),
  endpoint({ ...base, name: 't.list', method: 'GET', path: '/items/', payload: Item, shape: 'list' }),
  endpoint({ ...base, name: 't.csv', method: 'GET', path: '/report', payload: Schema.String, shape: 'csv' }),
  endpoint({ ...base, name: 't.void', method: 'DELETE', path: '/x', payload: Schema.Undefined }),
]

const anyEnvelope = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      status: fc.oneof(fc.integer(), fc.jsonValue()),
      messages: fc.oneof(fc.array(fc.record({ message: fc.string() })), fc.jsonValue()),
      payload: fc.oneof(
        fc.jsonValue(),
        fc.array(fc.oneof(fc.constant(null), fc.record({ id: fc.string(), name: fc.string() }))),
        fc.record({ id: fc.string(), status: fc.constantFrom('clean', 'quarantined', 'pending') }),
      ),
      nextPaging: fc.oneof(
        fc.jsonValue(),
        fc.record({ nextCursorKey: fc.option(fc.string(), { nil: null }) }),
        fc.record({ page: fc.integer(), perPage: fc.integer(), hasNext: fc.boolean() }),
      ),
    },
    { requiredKeys: [] },
  ),
)
const texts = fc.oneof(anyEnvelope.map((v) => JSON.stringify(v) ?? ''), fc.string(), fc.constant(''))

it('the envelope rules give a value or a typed error for any body (pure, 6000 runs)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...shapes), texts, fc.constantFrom('application/json', 'text/csv', ''), (e, text, contentType) =>
      typedOnly(Effect.runSyncExit(interpretBody(e, { text, contentType }))),
    ),
    { numRuns: 6000 },
  )
})

// ---------------------------------------------------------------- through the real server
const putThing = endpoint({
  ...base,
  name: 't.put',
  method: 'PUT',
  path: '/things/{thingID}',
  params: Schema.Struct({ thingID: Schema.String }),
  body: Schema.Unknown,
  payload: Schema.Unknown,
})
const listThings = endpoint({
  ...base,
  name: 't.query',
  method: 'GET',
  path: '/things/',
  query: Schema.Record(Schema.String, Schema.Unknown),
  payload: Schema.Unknown,
  shape: 'list',
})

const runtime = ManagedRuntime.make(clientLayer().pipe(Layer.provideMerge(TestServer.layer)))
let server: TestServer['Service']
beforeAll(async () => {
  server = await runtime.runPromise(TestServer.useSync((s) => s))
})
afterAll(() => runtime.dispose())

it('random JSON bodies arrive intact, without the path id (real server, 800 runs)', async () => {
  await fc.assert(
    fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (body, withId) => {
      server.reset(() => ({ body: envelope({ ok: true }) }))
      const sent =
        withId && typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, thingID: 'dup' } : body
      const exit = await runtime.runPromiseExit(ApiClient.use((c) => c.call(putThing, { params: { thingID: 't1' }, body: sent })))
      if (!typedOnly(exit)) return false
      if (Exit.isFailure(exit)) return false // a valid JSON body must go through
      const request = server.requests[0]
      const expected = JSON.parse(JSON.stringify(body)) as unknown
      const received = request?.text === '' ? undefined : (JSON.parse(request?.text ?? '') as unknown)
      expect(request?.pathname).toBe('/api/v1/things/t1')
      expect(received).toEqual(expected)
      return true
    }),
    { numRuns: 800 },
  )
})

const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

it('random query values: nulls dropped, the rest stringified, arrays repeated (real server, 800 runs)', async () => {
  await fc.assert(
    fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))), async (query) => {
      server.reset(() => ({ body: envelope([]) }))
      const exit = await runtime.runPromiseExit(ApiClient.use((c) => c.call(listThings, { query })))
      if (!typedOnly(exit) || Exit.isFailure(exit)) return false
      const expected: Array<[string, string]> = []
      for (const [key, value] of Object.entries(query)) {
        for (const v of Array.isArray(value) ? value : [value]) {
          if (v !== null && v !== undefined) expected.push([wellFormed(key), wellFormed(String(v))])
        }
      }
      expect([...(server.requests[0]?.searchParams ?? [])]).toEqual(expected)
      return true
    }),
    { numRuns: 800 },
  )
})
