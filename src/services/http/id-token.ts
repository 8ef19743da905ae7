/**
 * Where the HTTP client gets the identity token for `Authorization: Bearer`.
 *
 * The Firebase implementation lives with the sign-in code
 * (`src/services/auth.service.ts`); this module only declares the seam, plus a
 * layer without a token and a test layer.
 */
import { Context, Effect, Layer } from 'effect'
import { TokenUnavailable } from './api-errors'

export interface IdTokenShape {
  /**
   * The current identity token; `undefined` when nobody is signed in (the
   * request then goes without `Authorization`). Fails when a token source
   * exists but could not deliver (the request is stopped).
   */
  readonly get: Effect.Effect<string | undefined, TokenUnavailable>
}

export class IdToken extends Context.Service<IdToken, IdTokenShape>()('medicolle/services/http/IdToken') {
  /** No identity: requests go without `Authorization`. */
  static readonly layerNone = Layer.succeed(IdToken, { get: Effect.succeed(undefined) })

  /** For tests: the token (or failure) comes from `f`, evaluated per request. */
  static layerTest(f: () => Effect.Effect<string | undefined, TokenUnavailable>) {
    return Layer.succeed(IdToken, { get: Effect.suspend(f) })
  }
}
