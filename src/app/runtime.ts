/**
 * THE app-wide Effect runtime (the only one): the HTTP client (ID token, hooks, envelope rules,
 * minimum delay) that THE typed client (src/services/http/api.ts) calls through, the session's Auth (Firebase), the CSV worker and the log
 * proxy; the loading bar counts its calls (`pendingWorkLayer(beginWork)`). Machines reach it only through the bridge (src/app/bridge.ts); views never do.
 *
 * `makeRuntime(idTokenLayer)` is the seam: the app passes the Firebase token source, tests
 * and tools may pass `IdToken.layerNone` / `IdToken.layerTest(...)`.
 */
import { Layer, ManagedRuntime } from 'effect'
import { firebaseIdToken, pendingWorkLayer, servicesLayer } from '../services/app-layer'
import type { IdentityProvider } from '../services/firebase'
import type { IdToken } from '../services/app-layer'
import { installGlobalErrorReporting, Log, reportUnexpected } from '../services/log.service'
import { beginWork } from './loading'

/** The runtime's memo map: a layer object used twice (e.g. `IdentityProvider.layer`) is built once. */
export const appMemoMap = Layer.makeMemoMapUnsafe()

/** Every call staff wait for, made on a runtime of the app, is the loading bar's pending work (SPEC 9). */
export const makeRuntime = (idTokenLayer: Layer.Layer<IdToken>, identityLayer?: Layer.Layer<IdentityProvider>) =>
  ManagedRuntime.make(Layer.merge(servicesLayer(idTokenLayer, identityLayer), pendingWorkLayer(beginWork)), { memoMap: appMemoMap })

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
