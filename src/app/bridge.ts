/**
 * The one bridge from machines to services: an Effect function becomes an XState
 * `fromPromise` actor run on the app runtime. Leaving the invoking state aborts the signal,
 * which interrupts the fiber; a failure rejects with the typed error itself, so machines can
 * branch on `_tag` and show its (Japanese) `message`.
 */
import type { Effect } from 'effect'
import { fromPromise } from 'xstate'
import { runtime } from './runtime'

type Services = typeof runtime extends { runPromise: (effect: Effect.Effect<any, any, infer R>) => any } ? R : never

export const effectActor = <I, A, E>(f: (input: I) => Effect.Effect<A, E, Services>) =>
  fromPromise<A, I>(({ input, signal }) => runtime.runPromise(f(input), { signal }))
