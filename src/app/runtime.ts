/**
 * The app-wide Effect runtime: the HTTP client (ID token, hooks, envelope rules, minimum
 * delay), every area service and the log proxy. Machines reach it only through the bridge
 * (src/app/bridge.ts); views never do.
 *
 * `makeRuntime(idTokenLayer)` is the seam: the app passes the Firebase token source, tests
 * and tools may pass `IdToken.layerNone` / `IdToken.layerTest(...)`.
 */
import { Layer, ManagedRuntime } from 'effect'
import { FetchHttpClient } from 'effect/http'
import { areasLayer } from '../services/api-areas.service'
import { IdTokenFirebase } from '../services/auth.service'
import { IdentityProvider } from '../services/firebase'
import { ApiClient } from '../services/http/api-client.service'
import { ApiConfig } from '../services/http/api-config.service'
import { ApiHooks } from '../services/http/api-hooks.service'
import type { IdToken } from '../services/http/id-token'
import { installGlobalErrorReporting, Log, reportUnexpected } from '../services/log.service'

/**
 * Shared by every ManagedRuntime of the app, so a layer object used by two runtimes
 * (e.g. `IdentityProvider.layer`) is built once.
 */
export const appMemoMap = Layer.makeMemoMapUnsafe()

/** The HTTP client (hooks, envelope rules, minimum delay) over a given token source. */
export const apiLayer = (idTokenLayer: Layer.Layer<IdToken>) =>
  ApiClient.layer.pipe(Layer.provide(Layer.mergeAll(FetchHttpClient.layer, ApiConfig.layer, ApiHooks.layer, idTokenLayer)))

/** The signed-in Firebase identity's token (the Firebase instance is shared through `appMemoMap`). */
export const firebaseIdToken: Layer.Layer<IdToken> = IdTokenFirebase.pipe(Layer.provide(IdentityProvider.layer))

/** Everything a machine actor may ask for, over a given token source. */
export const servicesLayer = (idTokenLayer: Layer.Layer<IdToken>) =>
  Layer.mergeAll(areasLayer, Log.layer).pipe(Layer.provideMerge(Layer.merge(apiLayer(idTokenLayer), ApiConfig.layer)))

export const makeRuntime = (idTokenLayer: Layer.Layer<IdToken>) =>
  ManagedRuntime.make(servicesLayer(idTokenLayer), { memoMap: appMemoMap })

export type AppRuntime = ReturnType<typeof makeRuntime>
export type AppServices = ManagedRuntime.ManagedRuntime.Services<AppRuntime>

/** The app's runtime: requests carry the signed-in Firebase identity's token. */
export const runtime: AppRuntime = makeRuntime(firebaseIdToken)

/** Send an unexpected UI error to the log proxy (fire and forget; never throws). For the React error boundary. */
export const reportUiError = (error: unknown, uri: string = window.location.href): void => {
  console.error(error)
  runtime.runFork(Log.use((log) => reportUnexpected(log.send, uri, error)))
}

/** Window errors and unhandled rejections go to the log proxy. Call once at start; returns the uninstaller. */
export const startErrorReporting = (): (() => void) =>
  installGlobalErrorReporting(window, (uri, error) => reportUiError(error, uri))
