/**
 * A real HTTP server (node:http) for the service tests: it records every
 * request and answers with whatever the current handler says.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Context, Effect, Layer } from 'effect'
import { FetchHttpClient } from 'effect/http'
import { ApiClient } from '@src/services/http/api-client.service'
import { ApiConfig, type ApiConfigShape } from '@src/services/http/api-config.service'
import { ApiHooks, type ApiHooksShape } from '@src/services/http/api-hooks.service'
import type { TokenUnavailable } from '@src/services/http/api-errors'
import { IdToken } from '@src/services/http/id-token'

export interface RecordedRequest {
  readonly method: string
  /** Path and query exactly as sent. */
  readonly url: string
  readonly pathname: string
  readonly searchParams: URLSearchParams
  readonly headers: IncomingMessage['headers']
  readonly body: Buffer
  readonly text: string
}

export interface Reply {
  readonly status?: number
  readonly statusText?: string
  readonly headers?: Record<string, string>
  /** A string is sent as is; anything else as JSON. `undefined` sends an empty body. */
  readonly body?: unknown
  /** Never answer: the request stays open until the client gives up (see `aborted`). */
  readonly hang?: boolean
}

export type Handler = (request: RecordedRequest) => Reply

export interface TestServerShape {
  readonly url: string
  readonly requests: Array<RecordedRequest>
  /** Requests left unanswered (`hang`) whose connection the client closed. */
  readonly aborted: Array<RecordedRequest>
  /** Replace the handler and forget recorded requests. */
  readonly reset: (handler: Handler) => void
}

const defaultHandler: Handler = () => ({ status: 200, body: { status: 200, messages: [], payload: null } })

const start = Effect.callback<{ shape: TestServerShape; close: () => Promise<void> }>((resume) => {
  let handler: Handler = defaultHandler
  const requests: Array<RecordedRequest> = []
  const aborted: Array<RecordedRequest> = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Array<Buffer> = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        pathname: parsed.pathname,
        searchParams: parsed.searchParams,
        headers: req.headers,
        body,
        text: body.toString('utf8'),
      }
      requests.push(recorded)
      let reply: Reply
      try {
        reply = handler(recorded)
      } catch (error) {
        reply = { status: 599, statusText: 'Handler Threw', body: String(error) }
      }
      if (reply.hang === true) {
        res.on('close', () => aborted.push(recorded))
        return
      }
      const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
      const headers = {
        'content-type': typeof reply.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
        ...reply.headers,
      }
      res.writeHead(reply.status ?? 200, reply.statusText ?? '', headers)
      res.end(text)
    })
  })
  server.keepAliveTimeout = 1000
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo
    resume(
      Effect.succeed({
        shape: {
          url: `http://127.0.0.1:${port}`,
          requests,
          aborted,
          reset: (next) => {
            handler = next
            requests.length = 0
            aborted.length = 0
          },
        },
        close: () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections()
            server.close(() => resolve())
          }),
      }),
    )
  })
})

export class TestServer extends Context.Service<TestServer, TestServerShape>()('tests/TestServer') {
  static readonly layer = Layer.effect(
    TestServer,
    Effect.acquireRelease(start, ({ close }) => Effect.promise(close)).pipe(Effect.map(({ shape }) => shape)),
  )
}

export interface ClientOptions {
  readonly config?: Partial<ApiConfigShape>
  readonly token?: () => Effect.Effect<string | undefined, TokenUnavailable>
  readonly hooks?: Partial<ApiHooksShape>
}

/** `ApiClient` over fetch, pointed at the test server, with test config/token/hooks. */
export const clientLayer = (options: ClientOptions = {}) =>
  ApiClient.layer.pipe(
    Layer.provide(
      Layer.mergeAll(
        FetchHttpClient.layer,
        Layer.unwrap(TestServer.useSync((server) => ApiConfig.layerTest({ origin: server.url, ...options.config }))),
        options.token === undefined ? IdToken.layerNone : IdToken.layerTest(options.token),
        ApiHooks.layerTest(options.hooks),
      ),
    ),
  )

/** An envelope (SPEC 3). */
export const envelope = (payload: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, messages: [], payload, ...extra })
