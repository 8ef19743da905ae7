/**
 * The one HTTP client of the console (SPEC 6, 7, 8, 9), built on `effect/http`.
 *
 * `ApiClient.call(endpoint, input)` takes a catalogue entry and the caller's
 * typed input, and yields the decoded payload (a `Page` for list calls, text
 * for CSV calls) or one of the typed `ApiError`s. Nothing outside
 * `src/services` sees `fetch`, a `Response` or an `unknown`.
 *
 * Order of one call:
 *   encode input with the endpoint's schemas -> build URL/query/body
 *   -> token hook (`Authorization: Bearer`) -> before-hooks -> send
 *   -> read status, status text, raw body -> after-hooks (may stop)
 *   -> non-2xx = HttpStatusError -> envelope rules (api-envelope.ts)
 * and the whole call takes at least `minimumDelayMs` (SPEC 9), success or failure. While it runs
 * it is pending work for the loading bar, unless it is background (pending-work.ts).
 */
import { Context, Effect, Layer, Option, Schema } from 'effect'
import { HttpBody, HttpClient, HttpClientRequest, HttpClientResponse, type HttpClientError } from 'effect/http'
import type { AnyEndpoint, EndpointInput, EndpointOutput, NoBody } from '../../domain/endpoint'
import { ApiConfig, mockOptionHeader } from './api-config.service'
import { interpretBody } from './api-envelope'
import {
  errorTexts,
  HookStopped,
  HttpStatusError,
  InvalidRequest,
  RequestFailed,
  type ApiError,
} from './api-errors'
import { ApiHooks, type ResponseInfo } from './api-hooks.service'
import { buildRequestParts, type RequestParts } from './api-request'
import { EncodedJson } from './encoded-json'
import { IdToken } from './id-token'
import { countedAsPending } from './pending-work'

/** The input as the client handles it internally, whatever the endpoint. */
interface LooseInput {
  readonly params?: unknown
  readonly query?: unknown
  readonly body?: unknown
  readonly file?: Blob | undefined
}

/**
 * What a caller passes (see `EndpointInput` in src/domain/endpoint.ts); a JSON body may come
 * already encoded with the endpoint's schema (`EncodedJson`: the CSV import's batches).
 */
export type CallInput<E extends AnyEndpoint> =
  | EndpointInput<E>
  | (E['body'] extends NoBody ? never : Omit<EndpointInput<E>, 'body'> & { readonly body: EncodedJson<E['body']['Type']> })

export interface ApiClientShape {
  readonly call: <E extends AnyEndpoint>(endpoint: E, input: CallInput<E>) => Effect.Effect<EndpointOutput<E>, ApiError>
}

/** Characters of an answer beyond which its decoding gets a task of its own. */
const largeBody = 100_000

/** SPEC 7/8: the log proxy goes on even when no token could be obtained. */
export const isLogProxyEndpoint = (endpoint: AnyEndpoint): boolean =>
  endpoint.group === 'general' && endpoint.method === 'POST' && endpoint.path === '/logProxy/'

const encodeWith = (endpoint: AnyEndpoint, part: string, schema: Schema.Top, value: unknown) =>
  (Schema.encodeUnknownEffect(schema)(value) as Effect.Effect<unknown, Schema.SchemaError>).pipe(
    Effect.mapError((error) => new InvalidRequest({ endpoint: endpoint.name, issue: `${part}: ${String(error).slice(0, 2000)}` })),
  )

const toHttpRequest = (parts: RequestParts, accept: string, mockOption: string | undefined) => {
  const headers: Record<string, string> = { accept }
  if (mockOption !== undefined) headers[mockOptionHeader] = mockOption
  let request = HttpClientRequest.make(parts.method)(parts.url, { urlParams: parts.query, headers })
  switch (parts.body.kind) {
    case 'json':
      request = HttpClientRequest.bodyText(request, parts.body.text, 'application/json')
      break
    case 'bytes':
      // as a Blob: fetch takes a Blob body in a few ms, where a 2 MB Uint8Array (or string) costs
      // it tens of ms on the main thread (Chromium)
      request = HttpClientRequest.setBody(
        request,
        HttpBody.raw(new Blob([parts.body.bytes as Uint8Array<ArrayBuffer>], { type: 'application/json' }), { contentType: 'application/json', contentLength: parts.body.bytes.length }),
      )
      break
    case 'multipart': {
      const form = new FormData()
      form.append('json', new Blob([parts.body.json], { type: 'application/json' }), 'json')
      form.append('file', parts.body.file, parts.body.file instanceof File ? parts.body.file.name : 'file')
      request = HttpClientRequest.bodyFormData(request, form)
      break
    }
    case 'none':
      break
  }
  return request
}

const transportFailure = (endpoint: AnyEndpoint, error: HttpClientError.HttpClientError): ApiError => {
  const reason = error.reason
  if (reason._tag === 'InvalidUrlError' || reason._tag === 'EncodeError') {
    return new InvalidRequest({ endpoint: endpoint.name, issue: reason.message })
  }
  return new RequestFailed({ reason: `${reason._tag}: ${reason.message}` })
}

/** Status, status text, headers and the raw body; the body is read once. */
const readResponse = (response: HttpClientResponse.HttpClientResponse): Effect.Effect<ResponseInfo, RequestFailed> => {
  const web = HttpClientResponse.toWeb(response)
  const headers: Record<string, string> = { ...response.headers }
  if (Option.isSome(web)) {
    const source = web.value
    return Effect.tryPromise({
      try: () => source.text(),
      catch: (error) => new RequestFailed({ reason: `body: ${String(error)}` }),
    }).pipe(Effect.map((body) => ({ status: source.status, statusText: source.statusText, headers, body })))
  }
  return response.text.pipe(
    Effect.mapError((error) => new RequestFailed({ reason: `body: ${error.message}` })),
    Effect.map((body) => ({ status: response.status, statusText: '', headers, body })),
  )
}

export class ApiClient extends Context.Service<ApiClient, ApiClientShape>()('medicolle/services/http/ApiClient') {
  /** Needs an `HttpClient` (FetchHttpClient.layer in the app and tests), `ApiConfig`, `IdToken` and `ApiHooks`. */
  static readonly layer = Layer.effect(
    ApiClient,
    Effect.gen(function* () {
      const http = yield* HttpClient.HttpClient
      const config = yield* ApiConfig
      const idToken = yield* IdToken
      const hooks = yield* ApiHooks

      /** The built-in before-hook: attach the token when there is one. */
      const authorize = (endpoint: AnyEndpoint, request: HttpClientRequest.HttpClientRequest) =>
        idToken.get.pipe(
          Effect.map((token) => (token === undefined || token === '' ? request : HttpClientRequest.bearerToken(request, token))),
          Effect.catchTag('TokenUnavailable', (error) =>
            Effect.logError(errorTexts.tokenInMiddleware, error.reason ?? '').pipe(
              Effect.andThen(isLogProxyEndpoint(endpoint) ? Effect.succeed(request) : Effect.fail(error)),
            ),
          ),
        )

      const run = (endpoint: AnyEndpoint, input: LooseInput): Effect.Effect<unknown, ApiError> =>
        Effect.gen(function* () {
          const params = yield* encodeWith(endpoint, 'params', endpoint.params, input.params ?? {})
          const query = yield* encodeWith(endpoint, 'query', endpoint.query, input.query ?? {})
          const body = input.body instanceof EncodedJson ? input.body : yield* encodeWith(endpoint, 'body', endpoint.body, input.body)
          const parts = buildRequestParts(endpoint, config.bases[endpoint.group], { params, query, body, file: input.file })
          if (parts._tag === 'Failure') return yield* parts.failure
          // a pre-encoded body (a CSV batch of thousands of rows) goes out in a task of its own, not
          // in the one that handled the previous batch's answer (no long task on the main thread)
          if (parts.success.body.kind === 'bytes') yield* Effect.yieldNow
          const accept = endpoint.shape === 'csv' ? 'text/csv, application/json' : 'application/json'
          let request = yield* authorize(endpoint, toHttpRequest(parts.success, accept, config.mockOption))
          for (const hook of hooks.before) request = yield* hook({ endpoint, request })

          const response = yield* http.execute(request).pipe(
            Effect.mapError((error) => transportFailure(endpoint, error)),
            // No tracing headers to the API: they are of no use there and would make cross-origin calls preflight.
            Effect.provideService(HttpClient.TracerPropagationEnabled, false),
          )
          const info = yield* readResponse(response)
          for (const hook of hooks.after) {
            const verdict = yield* hook({ endpoint, request, response: info })
            if (verdict === 'stop') return yield* new HookStopped({ status: info.status })
          }
          if (info.status < 200 || info.status >= 300) return yield* HttpStatusError.of(info.status, info.statusText, info.body)
          const payload = yield* interpretBody(endpoint, { text: info.body, contentType: info.headers['content-type'] ?? '' })
          // a large answer (a CSV batch's results): decoding it and what the caller does with it
          // run in separate tasks (no long task on the main thread)
          if (info.body.length > largeBody) yield* Effect.yieldNow
          return payload
        })

      /**
       * The call, taking at least the minimum delay (SPEC 9), success or failure. The request itself
       * is pending work for the loading bar (unless it is background: pending-work.ts); the padding of
       * the minimum delay is not, or every call, however quick, would cross the bar's 200 ms throttle
       * and flash it (seen: 10 of 10 instant searches on /doctor flashed it for 0.5 s).
       */
      const timed = (endpoint: AnyEndpoint, input: LooseInput): Effect.Effect<unknown, ApiError> => {
        const counted = countedAsPending(endpoint, run(endpoint, input))
        return config.minimumDelayMs <= 0
          ? counted
          : Effect.all([Effect.exit(counted), Effect.sleep(config.minimumDelayMs)], { concurrency: 2 }).pipe(Effect.flatMap(([exit]) => exit))
      }

      const call = Effect.fn('ApiClient.call')(function* (endpoint: AnyEndpoint, input: LooseInput | undefined) {
        yield* Effect.annotateCurrentSpan({ endpoint: endpoint.name })
        return yield* timed(endpoint, input ?? {})
      })

      return ApiClient.of({
        call: <E extends AnyEndpoint>(endpoint: E, input: CallInput<E>) =>
          call(endpoint, input as LooseInput | undefined) as Effect.Effect<EndpointOutput<E>, ApiError>,
      })
    }),
  )
}
