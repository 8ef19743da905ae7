/**
 * The app-wide Effect runtime: the HTTP client (Firebase ID token, hooks, envelope rules,
 * minimum delay), every area service and the log proxy. Machines reach it only through the
 * bridge (src/app/bridge.ts); views never do.
 */
import { Layer, ManagedRuntime } from 'effect'
import { areasLayer } from '../services/api-areas.service'
import { installGlobalErrorReporting, Log, reportUnexpected } from '../services/log.service'
import { ApiConfig } from '../services/http/api-config.service'
import { apiLayer } from './session'

export const appLayer = Layer.mergeAll(areasLayer, Log.layer.pipe(Layer.provide(ApiConfig.layer))).pipe(Layer.provideMerge(apiLayer))

export const runtime = ManagedRuntime.make(appLayer)

/** Send an unexpected UI error to the log proxy (fire and forget; never throws). */
export const reportUiError = (error: unknown, uri: string = window.location.href): void => {
  console.error(error)
  runtime.runFork(Log.use((log) => reportUnexpected(log.send, uri, error)))
}

/** Window errors and unhandled rejections go to the log proxy. */
export const startErrorReporting = (): (() => void) => installGlobalErrorReporting(window, (uri, error) => reportUiError(error, uri))
