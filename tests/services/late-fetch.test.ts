// @vitest-environment jsdom
/**
 * The console's HTTP client uses whatever `fetch` is in place at the time of each request.
 * Effect's default reads `globalThis.fetch` once, on the process's first request, and keeps it:
 * a later stub, recording proxy or polyfill then never sees a request (a view test failed or
 * passed depending on which test file had run first in its worker). src/services/app-layer.ts.
 */
import { Effect, Layer, ManagedRuntime } from 'effect'
import { afterEach, expect, it, vi } from 'vitest'
import { catalogue } from '@src/domain/catalogue'
import { apiLayer } from '@src/services/app-layer'
import { ApiClient } from '@src/services/http/api-client.service'
import { IdToken } from '@src/services/http/id-token'

afterEach(() => {
  vi.unstubAllGlobals()
})

const answer = () =>
  new Response(JSON.stringify({ status: 202, messages: [], payload: { accepted: true, receivedAt: '2026-01-01T00:00:00Z' } }), {
    status: 202,
    headers: { 'content-type': 'application/json' },
  })

const post = (runtime: ManagedRuntime.ManagedRuntime<ApiClient, never>, text: string) =>
  runtime.runPromise(
    ApiClient.use((client) =>
      client.call(catalogue['general.logProxy.post'], {
        body: { appName: 'MediColle WEB', buildHash: '', level: 'info', payload: { uri: 'http://localhost/', messages: [text] } },
      }),
    ),
  )

it('a request goes to the fetch in place when it is sent, not to the first one the process saw', async () => {
  const runtime = ManagedRuntime.make(apiLayer(Layer.succeed(IdToken, { get: Effect.succeed(undefined) })))
  const first = vi.fn(async (..._: Parameters<typeof fetch>) => answer())
  vi.stubGlobal('fetch', first)
  await post(runtime, 'one')
  const second = vi.fn(async (..._: Parameters<typeof fetch>) => answer())
  vi.stubGlobal('fetch', second)
  await post(runtime, 'two')
  expect(first).toHaveBeenCalledTimes(1)
  expect(second).toHaveBeenCalledTimes(1)
  await runtime.dispose()
})
