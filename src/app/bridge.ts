/**
 * The one bridge from machines to services: an operation (src/services/operation.ts) becomes an
 * XState `fromPromise` actor run on THE app runtime (src/app/runtime.ts).
 *
 * - Leaving the invoking state stops the actor, which aborts `signal`, which interrupts the
 *   fiber (and with it the HTTP request); the aborted run then never settles (see
 *   `settleUnlessAborted`). Every place that runs an effect for an actor goes through it.
 * - A failure rejects with the typed error itself (`runPromise` squashes the cause to its
 *   error), so machines branch on `_tag` and show its `message`.
 * - Every actor remembers the operation it runs (`operationOf`): a test checks that the
 *   operations behind the pages' actors are the ones the Pact consumer tests run.
 * - An actor invoked from a state tagged `background` (`backgroundTag`: the quiet re-checks of a
 *   list, record or form after a gap in the live stream) runs its operation `inBackground`: its
 *   calls show no loading bar. Every other actor's calls are pending work (src/services/http/pending-work.ts).
 */
import type { Effect, ManagedRuntime } from 'effect'
import {
  fromCallback,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type CallbackActorLogic,
  type EventObject,
  type PromiseActorLogic,
} from 'xstate'
import { backgroundTag } from '../machines/machine-helpers'
import { inBackground, type ActorPort, type AnyOperation, type Operation, type Streamed } from '../services/operation'
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

const operations = new WeakMap<object, AnyOperation>()

/** The operation an actor logic made by `effectActor` runs (undefined for any other logic). */
export const operationOf = (logic: unknown): AnyOperation | undefined =>
  typeof logic === 'object' && logic !== null ? operations.get(logic) : undefined

/** What an actor made by `effectActor` may be asked for. */
export interface EffectActorOptions {
  /**
   * A write that must finish even when the state (or the page) is left at once, e.g. the record
   * of an ended CSV import when staff press OK (its outcome then reaches nobody).
   */
  readonly outlivesActor?: boolean
}

/**
 * `effectActor(op)`: an operation (or any function to an Effect on the runtime's services) as
 * promise actor logic, typed from both ends.
 *
 * - In an actor slot (`machine.provide({ actors: { fetchPage: effectActor(op) } })`) the slot's
 *   logic type is the contextual type, and In/Out are taken from it (`NoInfer` keeps the
 *   operation out of that inference): the operation must take what the machine sends and answer
 *   what the machine expects, so an operation with the wrong input or output does not compile
 *   (tests/unit/effect-actor-types.test.ts). An operation that takes more (a list query where
 *   the machine sends the list's search) or answers more fits, as a function would.
 * - Alone (no slot around it: tests, tools), the first signature does not fit, and the second
 *   types the logic from the operation itself.
 */
export interface EffectActor<R> {
  <I, A>(op: NoInfer<(input: I) => Effect.Effect<A, unknown, R>>, options?: EffectActorOptions): PromiseActorLogic<A, I>
  <I, A, E>(op: ((input: I) => Effect.Effect<A, E, R>) | Operation<I, A, E, R>, options?: EffectActorOptions): PromiseActorLogic<A, I>
}

const isMachineSnapshot = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && 'hasTag' in snapshot && typeof snapshot.hasTag === 'function'

/**
 * Whether the machine that invoked `self` is in a state tagged `background`. XState starts an
 * invoked actor once its parent's new snapshot is in place, so this is the invoking state's tag.
 */
export const invokedInBackground = (self: AnyActorRef): boolean => {
  const parent: unknown = self._parent?.getSnapshot()
  return isMachineSnapshot(parent) && parent.hasTag(backgroundTag)
}

/** The bridge over any runtime (tests pass their own). */
export const makeEffectActor =
  <R>(rt: ManagedRuntime.ManagedRuntime<R, unknown>): EffectActor<R> =>
  <I, A, E>(op: ((input: I) => Effect.Effect<A, E, R>) | Operation<I, A, E, R>, options: EffectActorOptions = {}): PromiseActorLogic<A, I> => {
    const logic = fromPromise<A, I>(({ input, signal, self }) => {
      const run = invokedInBackground(self) ? inBackground(op(input)) : op(input)
      return options.outlivesActor ? rt.runPromise(run) : settleUnlessAborted(rt.runPromise(run, { signal }), signal)
    })
    if ('calls' in op) operations.set(logic, op)
    return logic
  }

/**
 * A streaming step (`streaming`, src/services/operation.ts) as an XState callback actor: it runs
 * on the runtime while the actor lives; what it `send`s reaches the machine, what the machine
 * sends the actor (`sendTo`) reaches its `receive` listeners; stopping the actor interrupts the
 * fiber (closing what it opened: the CSV worker). A defect is reported as an uncaught error.
 */
export const makeEffectCallbackActor =
  <R>(rt: ManagedRuntime.ManagedRuntime<R, unknown>) =>
  <I, In extends EventObject, Out extends EventObject>(op: Operation<Streamed<I, In, Out>, void, never, R>): CallbackActorLogic<In, I> => {
    const logic = fromCallback<In, I>(({ input, sendBack, receive }) => {
      const listeners: Array<(event: In) => void> = []
      receive((event) => {
        for (const listener of listeners) listener(event)
      })
      const controller = new AbortController()
      const port: ActorPort<In, Out> = { send: (event) => sendBack(event), receive: (listener) => void listeners.push(listener) }
      rt.runPromise(op({ input, port }), { signal: controller.signal }).catch((error: unknown) => {
        if (!controller.signal.aborted) queueMicrotask(() => { throw error })
      })
      return () => controller.abort()
    })
    operations.set(logic, op)
    return logic
  }

/** `actors: { fetchPage: effectActor(doctorOps.search) }` */
export const effectActor = makeEffectActor<AppServices>(runtime)

/** `actors: { readFile: effectCallbackActor(csvOps.read) }` */
export const effectCallbackActor = makeEffectCallbackActor<AppServices>(runtime)
