/**
 * The work queues' counts next to the menu entries (src/domain/work-queue.ts), read with
 * `loadCounts` (`general.stats.get`).
 *
 *   loading --done--> ready --queue.refresh--> loading (the counts shown stay until the new ones come)
 *      |                                   ^
 *      +--error--> failed --queue.refresh--+
 *
 * `queue.refresh` comes from the live stream (a change in a queue's area, a resync) and from the
 * operator's own moves (another page): a refresh under way is started again, so a burst of changes
 * ends in one answer for the latest. A failed read keeps the counts it had (none: no badge) and is
 * logged by the wiring (`showError` would be a dialog on every page for a badge).
 */
import { assign, setup } from 'xstate'
import type { WorkQueueCounts } from '../domain/work-queue'
import { failureOf, required, type Failure } from './machine-helpers'

export interface WorkQueueContext {
  readonly counts?: WorkQueueCounts
  readonly error?: string
}

export type WorkQueueEvent = { readonly type: 'queue.refresh' }

export const workQueueMachine = setup({
  types: { context: {} as WorkQueueContext, events: {} as WorkQueueEvent },
  actors: { loadCounts: required<WorkQueueCounts, void>('loadCounts') },
  actions: { logFailure: (_, _params: Failure) => {} },
}).createMachine({
  id: 'workQueue',
  context: {},
  initial: 'loading',
  on: { 'queue.refresh': { target: '.loading', reenter: true, actions: assign({ error: undefined }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadCounts',
        src: 'loadCounts',
        onDone: { target: 'ready', actions: assign({ counts: ({ event }) => event.output, error: undefined }) },
        onError: {
          target: 'failed',
          actions: [assign({ error: ({ event }) => failureOf(event.error).message }), { type: 'logFailure', params: ({ event }) => failureOf(event.error) }],
        },
      },
    },
    ready: {},
    failed: {},
  },
})
