/**
 * The one bridge from machines to services: an Effect function becomes an XState
 * `fromPromise` actor run on the app runtime.
 *
 * - Leaving the invoking state stops the actor, which aborts `signal`, which interrupts the
 *   fiber (and with it the HTTP request).
 * - A failure rejects with the typed error itself (`runPromise` squashes the cause to its
 *   error), so machines branch on `_tag` and show its `message`.
 */
import type { Effect, ManagedRuntime } from 'effect'
import { fromPromise } from 'xstate'
import { runtime, type AppServices } from './runtime'

/** The bridge over any runtime (tests pass their own). */
export const makeEffectActor =
  <R>(rt: ManagedRuntime.ManagedRuntime<R, unknown>) =>
  <I, A, E>(f: (input: I) => Effect.Effect<A, E, R>) =>
    fromPromise<A, I>(({ input, signal }) => rt.runPromise(f(input), { signal }))

/** `actors: { searchDoctors: effectActor((query: DoctorSearch) => Doctors.use(...)) }` */
export const effectActor = makeEffectActor<AppServices>(runtime)
