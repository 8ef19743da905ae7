/**
 * Pending work (SPEC 9 loading bar): every API call the console makes on staff's behalf counts
 * as one unit of pending work from the moment its request starts until it ends, whatever the end
 * (an answer, a failure, or its fiber interrupted because the page was left); the client's minimum
 * delay around it does not count (api-client.service.ts `timed`: it would make every call, however
 * quick, cross the bar's 200 ms throttle). The bar's
 * machine (src/machines/loading-bar.machine.ts) turns the count into the 200 ms throttle and the
 * 5000 ms pace; this module only says what counts.
 *
 * Background traffic does not count, by one of two marks, both read here only:
 * - a call that is always background says so in its catalogue entry (`background: true`, src/domain/endpoint.ts):
 *   the live stream, presence beats, the log proxy;
 * - a run that is background this time (the quiet re-check of what a page shows after a gap in
 *   the live stream) runs inside `inBackground(effect)`: its calls report to nobody.
 *
 * `PendingWork` is a reference with a default (nobody watches): the app's runtime gives it the
 * loading bar (src/app/runtime.ts); a test or a tool that does not watch needs nothing.
 */
import { Context, Effect, Layer } from 'effect'
import type { AnyEndpoint } from '../../domain/endpoint'

export interface PendingWorkShape {
  /** One unit of work starts now; the returned function ends it (once). */
  readonly begin: () => () => void
}

/** Work nobody watches: what background runs report to. */
export const unwatched: PendingWorkShape = { begin: () => () => {} }

/** Where the HTTP client reports its calls (the loading bar in the app; nobody by default). */
export const PendingWork = Context.Reference<PendingWorkShape>('medicolle/services/http/PendingWork', { defaultValue: () => unwatched })

/** The app's watcher: `begin` starts one unit of the loading bar's work and hands back its end. */
export const pendingWorkLayer = (begin: PendingWorkShape['begin']): Layer.Layer<never> => Layer.succeed(PendingWork, { begin })

/** Run `effect` in the background: the calls it makes count as nobody's pending work. */
export const inBackground = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.provideService(effect, PendingWork, unwatched)

/**
 * `run` (one call of `endpoint`) counted as pending work while it runs, unless the call or the
 * run is background. The work ends on every exit: success, failure and interruption alike.
 */
export const countedAsPending = <A, E, R>(endpoint: AnyEndpoint, run: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  endpoint.background
    ? run
    : Effect.acquireUseRelease(
        Effect.service(PendingWork).pipe(Effect.map((work) => work.begin())),
        () => run,
        (end) => Effect.sync(end),
      )
