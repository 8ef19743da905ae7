/**
 * The log proxy (SPEC 3, 7, 8): entries `{ appName, buildHash, level, payload: { uri, messages } }`
 * posted to general `POST /logProxy/`. It goes on without a token (the HTTP client lets
 * log-proxy calls through when no token can be had), and a failed send is swallowed INTO the
 * browser console only: logging must never break the page that is reporting a problem.
 */
import { Context, Effect, Layer } from 'effect'
import { catalogue } from '../domain/catalogue'
import type { LogLevel } from '../domain/log'
import { ApiClient } from './http/api-client.service'
import { ApiConfig } from './http/api-config.service'

/**
 * The spec's exact text for unexpected UI errors. Do NOT translate or "fix" it (it names Vue,
 * though this console is React): the backend's log alerts match on this string.
 */
export const unexpectedUiError = 'Unknown error occurred in Vue context!'

export interface LogShape {
  readonly send: (level: LogLevel, uri: string, messages: ReadonlyArray<string>) => Effect.Effect<void>
}

export class Log extends Context.Service<Log, LogShape>()('medicolle/services/Log') {
  static readonly layer = Layer.effect(
    Log,
    Effect.gen(function* () {
      const client = yield* ApiClient
      const config = yield* ApiConfig
      const send = Effect.fn('Log.send')(function* (level: LogLevel, uri: string, messages: ReadonlyArray<string>) {
        yield* client
          .call(catalogue['general.logProxy.post'], {
            body: { appName: config.appName, buildHash: config.buildHash, level, payload: { uri, messages: [...messages] } },
          })
          .pipe(Effect.catch((error) => Effect.sync(() => console.warn('log proxy failed', error))))
      })
      return Log.of({ send })
    }),
  )
}

/** What is reported about an error value (message and stack, never more than a few KB). */
export const describeError = (error: unknown): ReadonlyArray<string> => {
  if (error instanceof Error) return [`${error.name}: ${error.message}`, ...(error.stack ? [error.stack.slice(0, 4000)] : [])]
  try {
    return [String(typeof error === 'string' ? error : JSON.stringify(error)).slice(0, 4000)]
  } catch {
    return [String(error)]
  }
}

/** Report an unexpected UI error at level error with the spec's text first. */
export const reportUnexpected = (send: LogShape['send'], uri: string, error: unknown) =>
  send('error', uri, [unexpectedUiError, ...describeError(error)])

/**
 * Window `error` and `unhandledrejection` → the log proxy. Returns the uninstaller.
 * `run` executes the effect (the app passes its runtime's runFork).
 */
export const installGlobalErrorReporting = (
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>,
  report: (uri: string, error: unknown) => void,
): (() => void) => {
  const onError = (event: ErrorEvent) => report(target.location.href, event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => report(target.location.href, event.reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
