/**
 * Every service the console's machines may ask for, as one layer (the composition root,
 * src/app/runtime.ts, makes THE runtime of it): the HTTP client (hooks, envelope rules, minimum
 * delay, pending work for the loading bar) over a token source, which the typed client
 * (src/services/http/api.ts) runs on, the session's Auth (Firebase), the CSV worker, the log proxy.
 * Kept here so that nothing outside src/services touches the HTTP client.
 */
import { Layer } from 'effect'
import { FetchHttpClient } from 'effect/http'
import { Auth, IdTokenFirebase } from './auth.service'
import { CsvFiles } from './csv.service'
import { IdentityProvider } from './firebase'
import { ApiClient } from './http/api-client.service'
import { ApiConfig } from './http/api-config.service'
import { ApiHooks } from './http/api-hooks.service'
import type { IdToken } from './http/id-token'
import { pendingWorkLayer, type PendingWorkShape } from './http/pending-work'

export type { IdToken, PendingWorkShape }
import { Log } from './log.service'

/**
 * Who watches the calls staff wait for: the app's runtime gives the loading bar's `beginWork`
 * (src/app/runtime.ts). Background calls and runs never reach it (src/services/http/pending-work.ts).
 */
export { pendingWorkLayer }

/**
 * `fetch` looked up at each request. Effect's default (`FetchHttpClient.Fetch`) reads
 * `globalThis.fetch` once, on the first request of the process, and keeps it: whatever replaces
 * `fetch` later (a test's stub, a recording proxy, a polyfill installed after start) would never
 * see a request. Found as a test that failed depending on which file ran first in its worker.
 */
const lateFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)

/** The HTTP client (hooks, envelope rules, minimum delay) over a given token source. */
export const apiLayer = (idTokenLayer: Layer.Layer<IdToken>) =>
  ApiClient.layer.pipe(
    Layer.provide(
      Layer.mergeAll(FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, lateFetch))), ApiConfig.layer, ApiHooks.layer, idTokenLayer),
    ),
  )

/** The signed-in Firebase identity's token. */
export const firebaseIdToken: Layer.Layer<IdToken> = IdTokenFirebase.pipe(Layer.provide(IdentityProvider.layer))

/** Everything a machine actor may ask for, over a given token source and identity provider. */
export const servicesLayer = (idTokenLayer: Layer.Layer<IdToken>, identityLayer: Layer.Layer<IdentityProvider> = IdentityProvider.layer) =>
  Layer.mergeAll(Log.layer, Auth.layer, CsvFiles.layer).pipe(
    // IdToken too: the live stream (src/services/live) sends it as every call does
    Layer.provideMerge(Layer.mergeAll(apiLayer(idTokenLayer), ApiConfig.layer, identityLayer, idTokenLayer)),
  )
