/**
 * Property tests: whatever the server answers and whatever a caller passes, the client yields
 * a decoded value or one of the typed ApiErrors — never a defect, never an untyped throw.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { Cause, Exit, Layer, ManagedRuntime, Schema } from 'effect'
import fc from 'fast-check'
import { endpoint } from '@src/domain/endpoint'
import { ApiClient } from '@src/services/http/api-client.service'
import { isApiError } from '@src/services/http/api-errors'
import { clientLayer, TestServer } from './support/test-server'

const Item = Schema.Struct({ id: Schema.String, name: Schema.String })
const getItem = endpoint({
  name: 'test.items.get', group: 'general', method: 'GET', path: '/items/{itemID}',
  params: Schema.Struct({ itemID: Schema.String }), query: Schema.Struct({ q: Schema.optional(Schema.String) }),
  payload: Item, access: 'verified', summary: 'test',
})
const listItems = endpoint({
  name: 'test.items.list', group: 'general', method: 'POST', path: '/items/search',
  body: Schema.Struct({ keyword: Schema.String }), payload: Item, shape: 'list', access: 'verified', summary: 'test',
})

const typedOnly = (exit: Exit.Exit<unknown, unknown>) => {
  if (Exit.isSuccess(exit)) return true
  const failure = exit.cause.reasons.find(Cause.isFailReason)
  return exit.cause.reasons.every(Cause.isFailReason) && failure !== undefined && isApiError(failure.error)
}

const bodies = fc.oneof(
  fc.jsonValue(),
  fc.record({ status: fc.jsonValue(), messages: fc.jsonValue(), payload: fc.jsonValue(), nextPaging: fc.jsonValue() }, { requiredKeys: [] }),
  fc.record({ status: fc.integer(), messages: fc.array(fc.record({ message: fc.string() })), payload: fc.oneof(fc.constant(null), fc.array(fc.oneof(fc.constant(null), fc.record({ id: fc.string(), name: fc.string() })))) }, { requiredKeys: ['status', 'messages'] }),
)

const runtime = ManagedRuntime.make(clientLayer().pipe(Layer.provideMerge(TestServer.layer)))
let server: TestServer['Service']
beforeAll(async () => {
  server = await runtime.runPromise(TestServer.useSync((s) => s))
})
afterAll(() => runtime.dispose())

const callItem = (itemID: string, q?: string) =>
  runtime.runPromiseExit(ApiClient.use((c) => c.call(getItem, { params: { itemID }, query: { q } })))
const callList = () => runtime.runPromiseExit(ApiClient.use((c) => c.call(listItems, { body: { keyword: 'x' } })))

it('random JSON answers (any status) give a value or a typed error', async () => {
  await fc.assert(
    fc.asyncProperty(bodies, fc.constantFrom(200, 201, 204, 400, 401, 404, 422, 500), async (body, status) => {
      server.reset(() => ({ status, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }))
      return typedOnly(await callItem('1')) && typedOnly(await callList())
    }),
    { numRuns: 1500 },
  )
})

it('random path and query values are encoded intact, never crash the client', async () => {
  server.reset(() => ({ body: { status: 200, messages: [], payload: { id: '1', name: 'n' } } }))
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1 }), fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined }), async (itemID, q) => {
      const exit = await callItem(itemID, q)
      if (!typedOnly(exit)) return false
      if (Exit.isFailure(exit)) return true
      const sent = server.requests.at(-1)
      const segment = sent?.url.split('?')[0]?.split('/').at(-1) ?? ''
      return decodeURIComponent(segment) === itemID && (q === undefined ? !sent?.searchParams.has('q') : sent?.searchParams.get('q') === q)
    }),
    { numRuns: 1500 },
  )
  expect(server.requests.length).toBeGreaterThan(0)
})
