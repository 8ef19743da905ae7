/**
 * ApiClient against a REAL local HTTP server (node:http, started by the test):
 * request building, middleware (token, hooks), the envelope rules of SPEC 7/8
 * with their error texts, and the minimum fetch delay of SPEC 9.
 */
import { expect, it, layer } from '@effect/vitest'
import { Effect, Exit, Fiber, Logger, Schema } from 'effect'
import { TestClock } from 'effect/testing'
import { endpoint } from '@src/domain/endpoint'
import { ApiClient } from '@src/services/http/api-client.service'
import { mockOptionHeader } from '@src/services/http/api-config.service'
import { errorTextsJa, TokenUnavailable, type ApiError } from '@src/services/http/api-errors'
import type { AfterHook, ResponseInfo } from '@src/services/http/api-hooks.service'
import { HttpClientRequest } from 'effect/http'
import { clientLayer, envelope, TestServer } from './support/test-server'

// --- endpoints declared for the tests (the catalogue is tested separately) ---
const Item = Schema.Struct({ id: Schema.String, name: Schema.String })

const getItem = endpoint({
  name: 'general.items.get',
  group: 'general',
  method: 'GET',
  path: '/items/{itemID}',
  params: Schema.Struct({ itemID: Schema.String }),
  payload: Item,
  access: 'verified',
  summary: 'test',
})
const listItems = endpoint({
  name: 'admin.items.list',
  group: 'admin',
  method: 'GET',
  path: '/items/',
  query: Schema.Struct({
    keyword: Schema.optional(Schema.NullOr(Schema.String)),
    limit: Schema.optional(Schema.Number),
    frozen: Schema.optional(Schema.NullOr(Schema.Boolean)),
    ids: Schema.optional(Schema.Array(Schema.String)),
  }),
  payload: Item,
  shape: 'list',
  access: 'operator',
  summary: 'test',
})
const putItem = endpoint({
  name: 'admin.items.put',
  group: 'admin',
  method: 'PUT',
  path: '/items/{itemID}',
  params: Schema.Struct({ itemID: Schema.String }),
  body: Schema.Struct({ itemID: Schema.optional(Schema.String), name: Schema.String, count: Schema.Number }),
  payload: Item,
  access: 'operator',
  summary: 'test',
})
const deleteItem = endpoint({
  name: 'admin.items.delete',
  group: 'admin',
  method: 'DELETE',
  path: '/items/{itemID}',
  params: Schema.Struct({ itemID: Schema.String }),
  body: Schema.Struct({ reason: Schema.String }),
  payload: Schema.Undefined,
  access: 'operator',
  summary: 'test',
})
const patchItem = endpoint({
  name: 'admin.items.patch',
  group: 'admin',
  method: 'PATCH',
  path: '/items/{itemID}/state',
  params: Schema.Struct({ itemID: Schema.String }),
  body: Schema.Struct({ frozen: Schema.Boolean }),
  payload: Schema.NullOr(Item),
  access: 'operator',
  summary: 'test',
})
const searchDirect = endpoint({
  name: 'direct.items.search',
  group: 'direct',
  method: 'POST',
  path: '/items/search',
  body: Schema.Struct({ keyword: Schema.String }),
  payload: Item,
  shape: 'list',
  access: 'public',
  summary: 'test',
})
const getFile = endpoint({
  name: 'general.files.get',
  group: 'general',
  method: 'GET',
  path: '/files/{fileID}',
  params: Schema.Struct({ fileID: Schema.String }),
  payload: Schema.Struct({ id: Schema.String, status: Schema.String }),
  access: 'verified',
  summary: 'test',
})
const uploadImage = endpoint({
  name: 'general.images.upload',
  group: 'general',
  method: 'POST',
  path: '/images/upload',
  body: Schema.Struct({ purpose: Schema.String }),
  payload: Schema.Struct({ fileId: Schema.String, status: Schema.String }),
  multipart: true,
  access: 'verified',
  summary: 'test',
})
const logProxy = endpoint({
  name: 'general.logProxy.post',
  group: 'general',
  method: 'POST',
  path: '/logProxy/',
  body: Schema.Struct({ level: Schema.String }),
  payload: Schema.Unknown,
  access: 'public',
  summary: 'test',
})
const usageCsv = endpoint({
  name: 'admin.reports.usage',
  group: 'admin',
  method: 'GET',
  path: '/reports/usage_report',
  query: Schema.Struct({ month: Schema.String }),
  payload: Schema.String,
  shape: 'csv',
  access: 'operator',
  summary: 'test',
})

const item = { id: '1', name: '医師 太郎' }

/** Run a call and return its failure (the test fails if it succeeds). */
const failureOf = <A, R>(effect: Effect.Effect<A, ApiError, R>) => Effect.flip(effect)

layer(TestServer.layer)('ApiClient', (it) => {
  // ---------------------------------------------------------------- requests
  it.effect('GET: query string, nulls dropped, values stringified, arrays repeated, admin base', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope([item]) }))
      const page = yield* ApiClient.use((c) =>
        c.call(listItems, { query: { keyword: null, limit: 20, frozen: false, ids: ['a', 'b'] } }),
      )
      expect(page).toEqual({ items: [item], nextCursorKey: null })
      const [request] = server.requests
      expect(request?.method).toBe('GET')
      expect(request?.pathname).toBe('/api/v1/admin/items/')
      expect(request?.url).toBe('/api/v1/admin/items/?limit=20&frozen=false&ids=a&ids=b')
      expect(request?.text).toBe('')
      expect(request?.headers['accept']).toBe('application/json')
    }).pipe(Effect.provide(clientLayer())))

  it.effect('undefined query values are dropped too', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope([]) }))
      yield* ApiClient.use((c) => c.call(listItems, { query: { keyword: undefined, frozen: true } }))
      expect(server.requests[0]?.url).toBe('/api/v1/admin/items/?frozen=true')
    }).pipe(Effect.provide(clientLayer())))

  it.effect('path parameters are URL-encoded (general base)', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      const id = 'a/b?c#d e&医'
      const result = yield* ApiClient.use((c) => c.call(getItem, { params: { itemID: id } }))
      expect(result).toEqual(item)
      const request = server.requests[0]
      expect(request?.url).toBe(`/api/v1/items/${encodeURIComponent(id)}`)
      expect(decodeURIComponent(request?.pathname.split('/').at(-1) ?? '')).toBe(id)
    }).pipe(Effect.provide(clientLayer())))

  it.effect('a path value that cannot be a segment is an InvalidRequest, nothing is sent', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      for (const bad of ['', '.', '..', '\uD800']) {
        const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: bad } })))
        expect(error._tag).toBe('InvalidRequest')
        expect(error.message).toBe(errorTextsJa.invalidRequest)
      }
      expect(server.requests).toHaveLength(0)
    }).pipe(Effect.provide(clientLayer())))

  it.effect('PUT: JSON body, the path id is never repeated in the body', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      yield* ApiClient.use((c) => c.call(putItem, { params: { itemID: '7' }, body: { itemID: '7', name: 'x', count: 3 } }))
      const request = server.requests[0]
      expect(request?.method).toBe('PUT')
      expect(request?.url).toBe('/api/v1/admin/items/7')
      expect(request?.headers['content-type']).toBe('application/json')
      expect(JSON.parse(request?.text ?? '')).toEqual({ name: 'x', count: 3 })
    }).pipe(Effect.provide(clientLayer())))

  it.effect('DELETE and PATCH send JSON bodies; a void call succeeds without payload', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset((request) => ({ body: request.method === 'DELETE' ? { status: 200, messages: [] } : envelope(null) }))
      const deleted = yield* ApiClient.use((c) => c.call(deleteItem, { params: { itemID: '7' }, body: { reason: '退会' } }))
      expect(deleted).toBeUndefined()
      const patched = yield* ApiClient.use((c) => c.call(patchItem, { params: { itemID: '7' }, body: { frozen: true } }))
      expect(patched).toBeNull()
      expect(server.requests.map((r) => [r.method, r.url, r.headers['content-type'], JSON.parse(r.text)])).toEqual([
        ['DELETE', '/api/v1/admin/items/7', 'application/json', { reason: '退会' }],
        ['PATCH', '/api/v1/admin/items/7/state', 'application/json', { frozen: true }],
      ])
    }).pipe(Effect.provide(clientLayer())))

  it.effect('POST on the direct base with a JSON body', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope([item], { nextPaging: { nextCursorKey: 'c2' } }) }))
      const page = yield* ApiClient.use((c) => c.call(searchDirect, { body: { keyword: 'がん' } }))
      expect(page).toEqual({ items: [item], nextCursorKey: 'c2' })
      expect(server.requests[0]?.url).toBe('/api/direct/items/search')
      expect(JSON.parse(server.requests[0]?.text ?? '')).toEqual({ keyword: 'がん' })
    }).pipe(Effect.provide(clientLayer())))

  it.effect('request bodies that do not match their schema are an InvalidRequest', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      const error = yield* failureOf(
        ApiClient.use((c) => c.call(putItem, { params: { itemID: '7' }, body: { name: 1 } as never })),
      )
      expect(error._tag).toBe('InvalidRequest')
      expect(server.requests).toHaveLength(0)
    }).pipe(Effect.provide(clientLayer())))

  it.effect('multipart image upload: a JSON part named json plus the file part', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope({ fileId: 'f1', status: 'clean' }) }))
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })
      const uploaded = yield* ApiClient.use((c) => c.call(uploadImage, { body: { purpose: 'media' }, file }))
      expect(uploaded).toEqual({ fileId: 'f1', status: 'clean' })
      const request = server.requests[0]
      expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
      const form = yield* Effect.promise(() =>
        new Request('http://x/', {
          method: 'POST',
          headers: { 'content-type': String(request?.headers['content-type']) },
          body: new Uint8Array(request?.body ?? []),
        }).formData(),
      )
      const json = form.get('json')
      const part = form.get('file')
      expect(json).toBeInstanceOf(Blob)
      expect((json as Blob).type).toBe('application/json')
      expect(JSON.parse(yield* Effect.promise(() => (json as Blob).text()))).toEqual({ purpose: 'media' })
      expect((part as File).name).toBe('photo.png')
      expect(new Uint8Array(yield* Effect.promise(() => (part as File).arrayBuffer()))).toEqual(new Uint8Array([137, 80, 78, 71]))
    }).pipe(Effect.provide(clientLayer())))

  it.effect('a multipart call without a file is an InvalidRequest', () =>
    Effect.gen(function* () {
      const error = yield* failureOf(ApiClient.use((c) => c.call(uploadImage, { body: { purpose: 'media' } })))
      expect(error._tag).toBe('InvalidRequest')
    }).pipe(Effect.provide(clientLayer())))

  it.effect('the mock-option header is sent only when configured', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      yield* ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })).pipe(
        Effect.provide(clientLayer({ config: { mockOption: 'slow-doctors' } })),
      )
      yield* ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })).pipe(Effect.provide(clientLayer()))
      const key = mockOptionHeader.toLowerCase()
      expect(server.requests.map((r) => r.headers[key])).toEqual(['slow-doctors', undefined])
    }))

  // -------------------------------------------------------------- middleware
  it.effect('a token is attached as Authorization: Bearer', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      yield* ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } }))
      expect(server.requests[0]?.headers['authorization']).toBe('Bearer token-123')
    }).pipe(Effect.provide(clientLayer({ token: () => Effect.succeed('token-123') }))))

  it.effect('without a token the request goes without Authorization', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      yield* ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } }))
      expect(server.requests).toHaveLength(1)
      expect(server.requests[0]?.headers['authorization']).toBeUndefined()
    }).pipe(Effect.provide(clientLayer({ token: () => Effect.succeed(undefined) }))))

  const capturedLogs = () => {
    const lines: Array<string> = []
    const logger = Logger.make(({ message, logLevel }) => {
      lines.push(`${logLevel}: ${(Array.isArray(message) ? message : [message]).map(String).join(' ')}`.trim())
    })
    return { lines, layer: Logger.layer([logger]) }
  }

  it.effect("a token failure logs 'Failed to get IDToken in middleware!' and stops the request", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      const logs = capturedLogs()
      const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } }))).pipe(
        Effect.provide(logs.layer),
      )
      expect(error._tag).toBe('TokenUnavailable')
      expect(error.message).toBe('Failed to get IDToken in middleware!')
      expect(server.requests).toHaveLength(0)
      expect(logs.lines).toEqual(['Error: Failed to get IDToken in middleware! Timed out to get id token.'])
    }).pipe(
      Effect.provide(clientLayer({ token: () => Effect.fail(new TokenUnavailable({ reason: 'Timed out to get id token.' })) })),
    ))

  it.effect('a token failure does not stop a log-proxy call: it goes on without a token', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope({ accepted: true }) }))
      const logs = capturedLogs()
      const result = yield* ApiClient.use((c) => c.call(logProxy, { body: { level: 'error' } })).pipe(Effect.provide(logs.layer))
      expect(result).toEqual({ accepted: true })
      expect(server.requests).toHaveLength(1)
      expect(server.requests[0]?.pathname).toBe('/api/v1/logProxy/')
      expect(server.requests[0]?.headers['authorization']).toBeUndefined()
      expect(logs.lines[0]).toMatch(/^Error: Failed to get IDToken in middleware!/)
    }).pipe(Effect.provide(clientLayer({ token: () => Effect.fail(new TokenUnavailable({})) }))))

  it.effect('before-hooks run after the token hook and may change the request', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      yield* ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } }))
      expect(server.requests[0]?.headers['x-seen-auth']).toBe('Bearer t')
    }).pipe(
      Effect.provide(
        clientLayer({
          token: () => Effect.succeed('t'),
          hooks: {
            before: [
              ({ request }) =>
                Effect.succeed(HttpClientRequest.setHeader(request, 'x-seen-auth', request.headers['authorization'] ?? 'none')),
            ],
          },
        }),
      ),
    ))

  const seen: Array<ResponseInfo> = []
  const recordingHook: AfterHook = ({ response }) => Effect.sync(() => void seen.push(response)).pipe(Effect.as('continue' as const))

  it.effect('a non-2xx is an HttpStatusError with status, status text and raw body, after the after-hooks ran', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      seen.length = 0
      server.reset(() => ({ status: 503, statusText: 'Service Unavailable', body: '<html>maintenance</html>' }))
      const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(error._tag).toBe('HttpStatusError')
      if (error._tag !== 'HttpStatusError') return
      expect([error.status, error.statusText, error.body]).toEqual([503, 'Service Unavailable', '<html>maintenance</html>'])
      // staff read words, never the code: the status stays on the error (message history, logs)
      expect(error.message).toBe('サーバーでエラーが発生しました。時間をおいて再度お試しください。')
      expect(error.message).not.toMatch(/HTTP|503/)
      expect(seen.map((r) => [r.status, r.body])).toEqual([[503, '<html>maintenance</html>']])
    }).pipe(Effect.provide(clientLayer({ hooks: { after: [recordingHook] } }))))

  it.effect('a 4xx with an envelope body is still an HttpStatusError carrying the raw body, its message the envelope\'s', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      const body = { status: 404, messages: [{ message: '医師が見つかりません' }] }
      server.reset(() => ({ status: 404, statusText: 'Not Found', body }))
      const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(error).toMatchObject({ _tag: 'HttpStatusError', status: 404, statusText: 'Not Found', body: JSON.stringify(body) })
      // staff read why: the envelope's message, without the code (it stays in `status`)
      expect(error.message).toBe('医師が見つかりません')
    }).pipe(Effect.provide(clientLayer())))

  const stopper: AfterHook = ({ response }) => Effect.succeed(response.status === 401 || response.status === 200 ? 'stop' : 'continue')
  const neverReached: AfterHook = () => Effect.die('later hooks must not run after a stop')

  it.effect('an after-hook can stop the chain: a distinct HookStopped, later hooks skipped', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ status: 401, statusText: 'Unauthorized', body: 'no' }))
      const stopped = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(stopped._tag).toBe('HookStopped')
      expect(stopped.message).toBe(errorTextsJa.hookStopped)
      expect(stopped).toMatchObject({ status: 401 })
      server.reset(() => ({ body: envelope(item) }))
      const stoppedOk = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(stoppedOk).toMatchObject({ _tag: 'HookStopped', status: 200 })
    }).pipe(Effect.provide(clientLayer({ hooks: { after: [stopper, neverReached] } }))))

  it.effect('an after-hook that lets the response pass leaves the non-2xx to HttpStatusError', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ status: 500, body: 'boom' }))
      const passed = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(passed._tag).toBe('HttpStatusError')
    }).pipe(Effect.provide(clientLayer({ hooks: { after: [stopper] } }))))

  it.effect('no HTTP response at all is a RequestFailed', () =>
    Effect.gen(function* () {
      const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(error._tag).toBe('RequestFailed')
      expect(error.message).toBe(errorTextsJa.requestFailed)
    }).pipe(Effect.provide(clientLayer({ config: { bases: { general: 'http://127.0.0.1:1/api/v1', admin: '', direct: '' } } }))))

  // ---------------------------------------------------------------- envelope
  const unexpected: Array<[string, unknown]> = [
    ['no messages', { status: 200, payload: item }],
    ['no status', { messages: [], payload: item }],
    ['null status', { status: null, messages: [], payload: item }],
    ['messages not a list', { status: 200, messages: 'x', payload: item }],
    ['not JSON', 'Internal <b>oops</b>'],
    ['a JSON array', [item]],
    ['a JSON string', '"hello"'],
  ]
  for (const [label, body] of unexpected) {
    it.effect(`'Thrown unexpected json format' when the body has ${label}`, () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        server.reset(() => ({ body, headers: { 'content-type': 'application/json' } }))
        const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
        expect(error._tag).toBe('UnexpectedJsonFormat')
        expect(error.message).toBe('Thrown unexpected json format')
      }).pipe(Effect.provide(clientLayer())))
  }

  it.effect("an empty body is 'Thrown unexpected json format' for an item call, an empty page for a list call", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: undefined }))
      const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(error.message).toBe('Thrown unexpected json format')
      const page = yield* ApiClient.use((c) => c.call(listItems, { query: {} }))
      expect(page).toEqual({ items: [], nextCursorKey: null })
    }).pipe(Effect.provide(clientLayer())))

  it.effect('an envelope without payload throws its first message', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: { status: 400, messages: [{ message: 'メールアドレスが重複しています' }, { message: '2行目' }] } }))
      const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(error).toMatchObject({
        _tag: 'EnvelopeMessageError',
        message: 'メールアドレスが重複しています',
        messages: ['メールアドレスが重複しています', '2行目'],
        status: 400,
      })
      // the same for list calls: a message means failure, not an empty list
      const listError = yield* failureOf(ApiClient.use((c) => c.call(listItems, { query: {} })))
      expect(listError.message).toBe('メールアドレスが重複しています')
    }).pipe(Effect.provide(clientLayer())))

  it.effect('an envelope without payload and without messages is a generic error for item calls', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: { status: 200, messages: [], payload: null } }))
      const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(error).toMatchObject({ _tag: 'EnvelopeMessageError', message: errorTextsJa.envelopeGeneric, messages: [] })
    }).pipe(Effect.provide(clientLayer())))

  it.effect('a 200 with no payload and no message is an empty list for list calls', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: { status: 200, messages: [] } }))
      expect(yield* ApiClient.use((c) => c.call(listItems, { query: {} }))).toEqual({ items: [], nextCursorKey: null })
      server.reset(() => ({ body: { status: 200, messages: [], payload: null } }))
      expect(yield* ApiClient.use((c) => c.call(listItems, { query: {} }))).toEqual({ items: [], nextCursorKey: null })
    }).pipe(Effect.provide(clientLayer())))

  it.effect('null items are dropped from lists; paging from nextCursorKey or a paging detail', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      const other = { id: '2', name: '花子' }
      server.reset(() => ({ body: envelope([null, item, null, other], { nextPaging: { nextCursorKey: 'k9' } }) }))
      expect(yield* ApiClient.use((c) => c.call(listItems, { query: {} }))).toEqual({ items: [item, other], nextCursorKey: 'k9' })
      server.reset(() => ({ body: envelope([item], { nextPaging: { page: 2, perPage: 50, hasNext: true } }) }))
      expect(yield* ApiClient.use((c) => c.call(listItems, { query: {} }))).toEqual({ items: [item], nextCursorKey: '3' })
      server.reset(() => ({ body: envelope([item], { nextPaging: { nextCursorKey: null } }) }))
      expect((yield* ApiClient.use((c) => c.call(listItems, { query: {} }))).nextCursorKey).toBeNull()
    }).pipe(Effect.provide(clientLayer())))

  it.effect("a file with status quarantined is 'Malware Detected from target file!'", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope({ id: 'f1', status: 'quarantined' }) }))
      const error = yield* failureOf(ApiClient.use((c) => c.call(getFile, { params: { fileID: 'f1' } })))
      expect(error._tag).toBe('MalwareDetected')
      expect(error.message).toBe('Malware Detected from target file!')
      const fromUpload = yield* failureOf(
        ApiClient.use((c) => c.call(uploadImage, { body: { purpose: 'x' }, file: new Blob(['x']) })),
      )
      expect(fromUpload.message).toBe('Malware Detected from target file!')
      server.reset(() => ({ body: envelope({ id: 'f1', status: 'clean' }) }))
      expect(yield* ApiClient.use((c) => c.call(getFile, { params: { fileID: 'f1' } }))).toEqual({ id: 'f1', status: 'clean' })
    }).pipe(Effect.provide(clientLayer())))

  it.effect('a payload that does not match the catalogue schema is a PayloadDecodeError', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope({ id: 1 }) }))
      const error = yield* failureOf(ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })))
      expect(error).toMatchObject({ _tag: 'PayloadDecodeError', endpoint: 'general.items.get', message: errorTextsJa.payloadDecode })
      server.reset(() => ({ body: envelope({ not: 'a list' }) }))
      const listError = yield* failureOf(ApiClient.use((c) => c.call(listItems, { query: {} })))
      expect(listError._tag).toBe('PayloadDecodeError')
    }).pipe(Effect.provide(clientLayer())))

  it.effect('CSV calls yield the body text; an envelope in its place follows the envelope rules', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      const csv = 'client,month,views\n製薬A,2024-04,12\n'
      server.reset(() => ({ body: csv, headers: { 'content-type': 'text/csv; charset=utf-8' } }))
      expect(yield* ApiClient.use((c) => c.call(usageCsv, { query: { month: '2024-04' } }))).toBe(csv)
      expect(server.requests[0]?.url).toBe('/api/v1/admin/reports/usage_report?month=2024-04')
      expect(server.requests[0]?.headers['accept']).toBe('text/csv, application/json')
      server.reset(() => ({ body: { status: 400, messages: [{ message: '対象月が不正です' }] } }))
      const error = yield* failureOf(ApiClient.use((c) => c.call(usageCsv, { query: { month: 'x' } })))
      expect(error.message).toBe('対象月が不正です')
    }).pipe(Effect.provide(clientLayer())))

  // ------------------------------------------------------- minimum delay (SPEC 9)
  it.effect('a call never completes before the minimum fetch delay (TestClock, no real waiting)', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope(item) }))
      let responded = false
      const fiber = yield* ApiClient.use((c) => c.call(getItem, { params: { itemID: '1' } })).pipe(
        Effect.provide(
          clientLayer({
            config: { minimumDelayMs: 200 },
            hooks: { after: [() => Effect.sync(() => void (responded = true)).pipe(Effect.as('continue' as const))] },
          }),
        ),
        Effect.forkChild,
      )
      // wait (on real I/O, not on time) until the response has been processed by the hooks
      while (!responded) yield* Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))
      yield* TestClock.adjust('199 millis')
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust('1 millis')
      expect(yield* Fiber.join(fiber)).toEqual(item)
    }))

  it.effect('failures wait for the minimum delay too', () =>
    Effect.gen(function* () {
      const fiber = yield* ApiClient.use((c) => c.call(uploadImage, { body: { purpose: 'x' } })).pipe(
        Effect.provide(clientLayer({ config: { minimumDelayMs: 200 } })),
        Effect.forkChild,
      )
      for (let i = 0; i < 20; i++) yield* Effect.yieldNow
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust('200 millis')
      const exit = yield* Fiber.await(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
    }))
})

it('ApiError texts are the spec texts', () => {
  expect(new TokenUnavailable({}).message).toBe('Failed to get IDToken in middleware!')
})
