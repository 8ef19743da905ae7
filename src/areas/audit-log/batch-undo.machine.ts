/**
 * 「この一括変更を元に戻す」 in a record's 履歴: an entry that was one record of a batch (a bulk edit, a
 * CSV update, an undo) offers to set every record of that batch back (docs/architecture.md "Batches").
 *
 *   idle --undo.ask [batch]--> confirming --undo.accept--> undoing --done--> done --undo.close--> idle (undo.done)
 *     ^                           |  ^                         |
 *     +-------undo.cancel---------+  +--- failure (its words) -+
 *
 * The confirmation says what the batch was and how many records it changed; the undo is one call
 * (`runUndo`: `admin.batches.undo`), which sets back every record except the ones changed since;
 * the result lists those (name and why). A failure (already undone: 409, a batch gone) keeps the
 * confirmation with the server's words. Closing the result emits `undo.done` (the history reloads,
 * the page reads its record again). Tags: `open` except idle, `busy` while the call runs.
 */
import { assign, emit, setup } from 'xstate'
import type { Batch, BatchId, BatchUndoResult } from '../../domain/batch'
import { messageOf, required, unusedInvokeKeys } from '../../machines/machine-helpers'

export interface BatchUndoContext {
  readonly batch?: Batch
  readonly result?: BatchUndoResult
  /** Why the server refused the undo (its words). */
  readonly error?: string
}

export type BatchUndoEvent =
  | { readonly type: 'undo.ask'; readonly batch: Batch }
  | { readonly type: 'undo.accept' }
  | { readonly type: 'undo.cancel' }
  | { readonly type: 'undo.close' }

export type BatchUndoEmitted = { readonly type: 'undo.done'; readonly batch: Batch }

export const batchUndoMachine = setup({
  types: {
    context: {} as BatchUndoContext,
    events: {} as BatchUndoEvent,
    emitted: {} as BatchUndoEmitted,
  },
  actors: {
    /** The undo (the wiring gives it `auditLogOps.undoBatch`). */
    runUndo: required<BatchUndoResult, BatchId>('runUndo'),
  },
  guards: {
    /** A batch not undone yet (an undone one offers nothing: the server would refuse it). */
    undoable: ({ event }) => event.type === 'undo.ask' && event.batch.undoneBy === null,
  },
}).createMachine({
  id: 'batchUndo',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: { 'undo.ask': { guard: 'undoable', target: 'confirming', actions: assign(({ event }) => ({ batch: event.batch, result: undefined, error: undefined })) } },
    },
    confirming: {
      tags: ['open'],
      on: {
        'undo.accept': 'undoing',
        'undo.cancel': { target: 'idle', actions: assign({ batch: undefined, error: undefined }) },
      },
    },
    undoing: {
      tags: ['open', 'busy'],
      invoke: {
        ...unusedInvokeKeys,
        id: 'runUndo',
        src: 'runUndo',
        input: ({ context }) => context.batch!.id,
        onDone: { target: 'done', actions: assign(({ event }) => ({ result: event.output, error: undefined })) },
        onError: { target: 'confirming', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    done: {
      tags: ['open'],
      on: {
        'undo.close': {
          target: 'idle',
          actions: [emit(({ context }) => ({ type: 'undo.done' as const, batch: context.batch! })), assign({ batch: undefined, result: undefined, error: undefined })],
        },
      },
    },
  },
})

export type BatchUndoMachine = typeof batchUndoMachine
