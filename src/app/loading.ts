/**
 * The app-wide loading bar actor and the tiny counter API that feeds it.
 *
 * Anything with pending work reports it here; the loading-bar machine decides when the bar
 * shows (after 200 ms of pending work), paces its progress over 5000 ms while work pends, and
 * completes and hides it when the last work ends.
 *
 * - `trackPending(promise)`: count the promise as pending work until it settles; returns a
 *   promise with the same outcome. The HTTP runtime wraps every call with it.
 * - `beginWork()`: start one unit of work; call the returned function once to end it
 *   (extra calls are ignored). For work that is not a promise (a route load).
 */
import { createActor } from './inspect'
import { loadingBarMachine } from '../machines/loading-bar.machine'

export const loadingBar = createActor(loadingBarMachine)
loadingBar.on('work.unbalanced', () => {
  console.warn('loading bar: work.end without work.start')
})
loadingBar.start()

export const beginWork = (): (() => void) => {
  let ended = false
  loadingBar.send({ type: 'work.start' })
  return () => {
    if (ended) return
    ended = true
    loadingBar.send({ type: 'work.end' })
  }
}

export const trackPending = <A>(promise: Promise<A>): Promise<A> => {
  const end = beginWork()
  return promise.finally(end)
}
