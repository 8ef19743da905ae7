/** Helpers shared by the machines. */
import { fromPromise } from 'xstate'

/** The text of a failure an actor rejected with (typed errors carry a Japanese `message`). */
export const messageOf = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message !== '') return error.message
  return String(error)
}

/** A refusal because the record changed since it was read (HTTP 409: a stale `version`). */
export const isConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409

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
