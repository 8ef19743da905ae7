/**
 * Request middleware (SPEC 8): hooks that run before a request is sent and
 * after its response arrived.
 *
 * - A before-hook may change the request (add headers) or fail with an
 *   `ApiError`, which stops the request before anything is sent. The token hook
 *   (`Authorization: Bearer`) is built into `ApiClient` and runs first.
 * - After-hooks run on EVERY response, before a non-2xx status is turned into
 *   `HttpStatusError`. A hook answering `'stop'` ends the chain: the call fails
 *   with `HookStopped` and later hooks do not run.
 */
import { Context, Effect, Layer } from 'effect'
import type { HttpClientRequest } from 'effect/http'
import type { AnyEndpoint } from '../../domain/endpoint'
import type { ApiError } from './api-errors'

/** What an after-hook sees of the response. */
export interface ResponseInfo {
  readonly status: number
  readonly statusText: string
  readonly headers: Readonly<Record<string, string>>
  /** The raw body text. */
  readonly body: string
}

export interface BeforeHookContext {
  readonly endpoint: AnyEndpoint
  readonly request: HttpClientRequest.HttpClientRequest
}

export interface AfterHookContext {
  readonly endpoint: AnyEndpoint
  readonly request: HttpClientRequest.HttpClientRequest
  readonly response: ResponseInfo
}

export type BeforeHook = (context: BeforeHookContext) => Effect.Effect<HttpClientRequest.HttpClientRequest, ApiError>
export type AfterHookResult = 'continue' | 'stop'
export type AfterHook = (context: AfterHookContext) => Effect.Effect<AfterHookResult>

export interface ApiHooksShape {
  readonly before: ReadonlyArray<BeforeHook>
  readonly after: ReadonlyArray<AfterHook>
}

export class ApiHooks extends Context.Service<ApiHooks, ApiHooksShape>()('medicolle/services/http/ApiHooks') {
  /** The console's own hooks: none beyond the built-in token hook. */
  static readonly layer = Layer.succeed(ApiHooks, { before: [], after: [] })

  static layerTest(hooks: Partial<ApiHooksShape> = {}) {
    return Layer.succeed(ApiHooks, { before: hooks.before ?? [], after: hooks.after ?? [] })
  }
}
