/**
 * The one bridge from machines to services: an Effect function becomes an XState
 * `fromPromise` actor run on the app runtime.
 *
 * - Leaving the invoking state stops the actor, which aborts `signal`, which interrupts the
 *   fiber (and with it the HTTP request); the aborted run then never settles (see
 *   `settleUnlessAborted`). Every place that runs an effect for an actor goes through it.
 * - A failure rejects with the typed error itself (`runPromise` squashes the cause to its
 *   error), so machines branch on `_tag` and show its `message`.
 */
import type { Effect, ManagedRuntime } from 'effect'
import { fromPromise } from 'xstate'
import { runtime, type AppServices } from './runtime'

/**
 * The outcome of an actor's run, unless its `signal` was aborted first: then the promise never
 * settles. The actor that asked is gone, or (React StrictMode, @xstate/react's rehydration)
 * stopped and restarted from its persisted snapshot with a new run: a late 'All fibers
 * interrupted' from the aborted run must not reach the restarted actor as its failure.
 */
export const settleUnlessAborted = <A>(run: Promise<A>, signal: AbortSignal | undefined): Promise<A> =>
  signal
    ? run.then(
        (value) => (signal.aborted ? new Promise<A>(() => {}) : value),
        (error: unknown) => (signal.aborted ? new Promise<A>(() => {}) : Promise.reject(error)),
      )
    : run

/** The bridge over any runtime (tests pass their own). */
export const makeEffectActor =
  <R>(rt: ManagedRuntime.ManagedRuntime<R, unknown>) =>
  <I, A, E>(f: (input: I) => Effect.Effect<A, E, R>) =>
    fromPromise<A, I>(({ input, signal }) => settleUnlessAborted(rt.runPromise(f(input), { signal }), signal))

/** `actors: { searchDoctors: effectActor((query: DoctorSearch) => Doctors.use(...)) }` */
export const effectActor = makeEffectActor<AppServices>(runtime)
