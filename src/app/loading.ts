/**
 * The app-wide loading bar actor and the tiny counter API that feeds it.
 *
 * Anything with pending work reports it here; the loading-bar machine decides when the bar
 * shows (after 200 ms of pending work), paces its progress over 5000 ms while work pends, and
 * completes and hides it when the last work ends.
 *
 * What counts (SPEC 9: the bar is for what staff wait for):
 * - a route load (navigation, a lazy chunk): `RouteLoadReporter` in shell.tsx;
 * - every API call made on staff's behalf: the app's runtime (runtime.ts) hands `beginWork` to
 *   the HTTP client, which counts each call's request from its start to its end (not the
 *   minimum delay around it), whether it answers, fails or is interrupted (src/services/http/pending-work.ts).
 * What does not: background traffic. The calls whose catalogue entry is `background` (the live
 *   stream, presence beats, the log proxy), and whatever a machine invokes from a state tagged
 *   `background` (the quiet re-checks after a gap in the live stream, run `inBackground` by the
 *   bridge, bridge.ts).
 *
 * - `trackPending(promise)`: count the promise as pending work until it settles; returns a
 *   promise with the same outcome. For other work staff wait for that is a promise.
 * - `beginWork()`: start one unit of work; call the returned function once to end it
 *   (extra calls are ignored). For work that is not a promise (a route load, an API call).
 */
import type { ActorRefFrom } from 'xstate'
import { createActor } from './inspect'
import { loadingBarMachine } from '../machines/loading-bar.machine'

export const loadingBar = createActor(loadingBarMachine)
loadingBar.on('work.unbalanced', () => {
  console.warn('loading bar: work.end without work.start')
})
loadingBar.start()

/** `beginWork` over a given loading-bar actor: the app's below, a test's own (its clock simulated). */
export const workOn =
  (bar: Pick<ActorRefFrom<typeof loadingBarMachine>, 'send'>) =>
  (): (() => void) => {
    let ended = false
    bar.send({ type: 'work.start' })
    return () => {
      if (ended) return
      ended = true
      bar.send({ type: 'work.end' })
    }
  }

export const beginWork: () => () => void = workOn(loadingBar)

export const trackPending = <A>(promise: Promise<A>): Promise<A> => {
  const end = beginWork()
  return promise.finally(end)
}
