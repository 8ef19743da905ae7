/** Helpers shared by the machines. */
import { fromPromise, type AnyActorLogic } from 'xstate'

/** The text of a failure an actor rejected with (typed errors carry a Japanese `message`, never an HTTP code). */
export const messageOf = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message !== '') return error.message
  return String(error)
}

/** The HTTP status a failure carries (the client's `HttpStatusError`, `EnvelopeMessageError`, `HookStopped`), if any. */
export const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined

/**
 * A failure as the message dialog gets it: the words staff read (`message`, no HTTP code) and,
 * apart, the status it came with, kept for the message history and the logs (src/app/notify.ts).
 */
export interface Failure {
  readonly message: string
  readonly status?: number
}

/** What a machine hands its `showError` action: `messageOf` the failure, with its status carried along. */
export const failureOf = (error: unknown): Failure => {
  const status = statusOf(error)
  return status === undefined ? { message: messageOf(error) } : { message: messageOf(error), status }
}

/** A refusal because the record changed since it was read (HTTP 409: a stale `version`). */
export const isConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409

/**
 * The tag of a state whose invoked work runs for no one waiting on it: the quiet re-check of a
 * list, record or form after a gap in the live stream (docs/live.md). Such a state is not `busy`,
 * and the bridge (src/app/bridge.ts) runs its actors' operations in the background: their calls
 * show no loading bar (SPEC 9's bar is for what staff wait for).
 */
export const backgroundTag = 'background'

/**
 * Spread into every `invoke` of a generic machine (list, record, entity form, lookups) whose
 * slots are typed from the factory's type parameters (`PromiseActorLogic<Page<Item>, Search>`).
 *
 * When a slot's input is a bare type parameter (`Search`, `Id`, a lookups part), XState cannot
 * tell whether `input` is required (`RequiredActorOptions` stays a deferred conditional), so
 * that slot's invoke type is a deferred mapped type, and TypeScript relates an invoke object to
 * it only when the object spells out every key of it. The two keys the machines do not use are
 * spelt here (undefined, as if absent: XState reads both as falsy); `id`, `src`, `input`,
 * `onDone` and `onError` are written at the invoke, and checked against the slot's logic type
 * (a wrong input or a wrong use of `event.output` does not compile).
 *
 * In a machine with several slots (the record), the invoke union is then not narrowed by `src`
 * for the OTHER slots' callbacks: those name their argument's type (`({ context, event }:
 * { …; event: DoneActorEvent<R | null> }) => …`), which TypeScript still checks against the slot.
 */
export const unusedInvokeKeys = { systemId: undefined, onSnapshot: undefined } as const

/**
 * An actor slot every workflow of the machine must be given (a list's `fetchPage`): fails with
 * 'provide <name>' if invoked unprovided. Unlike `placeholder`, the one-path test does not skip it.
 */
export const required = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`provide ${name}`)
  })

/**
 * An actor slot (or a provided actor) left unchecked, said where it is: XState's own
 * `AnyActorLogic`, which fits any slot and takes any logic. Each use says why; today only a
 * record's `actionDialog`: a state machine of its own type per record (the doctor's MP grant),
 * and provide() compares logic invariantly. (The bulk action's `runAction` is checked: the machine
 * is generic, `makeBulkActionMachine<A, Id>()`, and the list page's selection keys are the ids.)
 * What such a slot answers is read as the factory's type where it is stored.
 */
export const anyLogic = (logic: AnyActorLogic): AnyActorLogic => logic

const placeholders = new WeakSet<object>()

/**
 * An actor slot's default: fails with 'provide <name>' if it is ever invoked unprovided. The
 * composition root provides the slots a workflow uses (a record without dialog actions leaves
 * `actionDialog` as it is); `isPlaceholder` tells the one-path test which slots those are.
 */
export const placeholder = <O, I>(name: string) => {
  const logic = fromPromise<O, I>(async () => {
    throw new Error(`provide ${name}`)
  })
  placeholders.add(logic)
  return logic
}

export const isPlaceholder = (logic: unknown): boolean => typeof logic === 'object' && logic !== null && placeholders.has(logic)
