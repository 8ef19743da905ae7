/**
 * A kind's ゴミ箱 page (docs/trash.md): its deleted records, newest delete first, a page at a time;
 * 「復元」 of one or of the ticked ones, one restore call each, in turn. A refused restore (the
 * server's words: the e-mail a live record took since …) is kept beside the record's name and the
 * others go on; once all are done the list is read again and the restored ones are confirmed.
 *
 *   loading --> ready --(trash.restore)--> restoring --(each)--> restoring … --> loading
 *      |          |  \--(trash.more)--> loadingMore --> ready
 *      v          |
 *   loadFailed (trash.reload)
 *
 * One machine for every kind: each area provides its two operations (`<area>Ops.trash`, `.restore`).
 */
import { and, assign, setup, type DoneActorEvent } from 'xstate'
import type { TrashEntry } from '../domain/trash'
import { failureOf, messageOf, placeholder, unusedInvokeKeys, type Failure } from './machine-helpers'

/** One page of deleted records and the cursor of the next (null: the last page). */
export interface TrashPage<Id extends string = string> {
  readonly items: ReadonlyArray<TrashEntry<Id>>
  readonly nextCursorKey: string | null
}

/** A restore the server refused, in its words, named as staff know the record. */
export interface TrashRefusal<Id extends string = string> {
  readonly id: Id
  readonly name: string
  readonly message: string
}

export interface TrashContext<Id extends string = string> {
  readonly items: ReadonlyArray<TrashEntry<Id>>
  readonly next: string | null
  /** The records still to restore (the first is being restored while `restoring`). */
  readonly queue: ReadonlyArray<TrashEntry<Id>>
  /** Restored in this round. */
  readonly restored: ReadonlyArray<TrashEntry<Id>>
  /** Refused in the last round, in the server's words. */
  readonly refusals: ReadonlyArray<TrashRefusal<Id>>
  readonly error?: string
}

export type TrashEvent<Id extends string = string> =
  | { readonly type: 'trash.restore'; readonly ids: ReadonlyArray<Id> }
  | { readonly type: 'trash.more' }
  | { readonly type: 'trash.reload' }

/** The trash machine of a kind whose ids are `Id` (`makeTrashMachine<DoctorId>('doctorTrash')`). */
export const makeTrashMachine = <Id extends string>(id: string) => setup({
  types: {
    context: {} as TrashContext<Id>,
    events: {} as TrashEvent<Id>,
  },
  actors: {
    /** A page of the trash after the cursor (null: the first page). */
    fetchTrash: placeholder<TrashPage<Id>, string | null>('fetchTrash'),
    /** Restores one record (its id). */
    restoreOne: placeholder<{ readonly restoredAt: string }, Id>('restoreOne'),
  },
  actions: {
    showError: (_, _params: Failure) => {},
    /** The records restored in a round (at least one). */
    showRestored: (_, _params: { readonly names: ReadonlyArray<string> }) => {},
  },
  guards: {
    listed: ({ context }, params: { readonly ids: ReadonlyArray<Id> }) => context.items.some((i) => params.ids.includes(i.id)),
    hasNext: ({ context }) => context.next !== null,
    queueEmpty: ({ context }) => context.queue.length === 0,
    restoredAny: ({ context }) => context.restored.length > 0,
  },
}).createMachine({
  id,
  context: { items: [], next: null, queue: [], restored: [], refusals: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        ...unusedInvokeKeys,
        id: 'fetchTrash',
        src: 'fetchTrash',
        input: () => null,
        onDone: {
          target: 'ready',
          actions: assign(({ event }: { event: DoneActorEvent<TrashPage<Id>> }) => ({ items: event.output.items, next: event.output.nextCursorKey, error: undefined })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'trash.reload': 'loading' } },
    ready: {
      on: {
        'trash.restore': {
          guard: { type: 'listed', params: ({ event }) => ({ ids: event.ids }) },
          target: 'restoring',
          actions: assign({
            queue: ({ context, event }) => context.items.filter((i) => event.ids.includes(i.id)),
            restored: [],
            refusals: [],
          }),
        },
        'trash.more': { guard: 'hasNext', target: 'loadingMore' },
        'trash.reload': 'loading',
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        ...unusedInvokeKeys,
        id: 'fetchMore',
        src: 'fetchTrash',
        input: ({ context }) => context.next,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }: { context: TrashContext<Id>; event: DoneActorEvent<TrashPage<Id>> }) => ({
            items: [...context.items, ...event.output.items.filter((i) => !context.items.some((k) => k.id === i.id))],
            next: event.output.nextCursorKey,
          })),
        },
        onError: { target: 'ready', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
      },
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        ...unusedInvokeKeys,
        id: 'restoreOne',
        src: 'restoreOne',
        input: ({ context }) => context.queue[0]!.id,
        onDone: {
          target: 'nextRestore',
          actions: assign(({ context }: { context: TrashContext<Id>; event: DoneActorEvent<{ readonly restoredAt: string }> }) => ({
            restored: [...context.restored, context.queue[0]!],
            queue: context.queue.slice(1),
          })),
        },
        onError: {
          target: 'nextRestore',
          actions: assign({
            refusals: ({ context, event }): ReadonlyArray<TrashRefusal<Id>> => [
              ...context.refusals,
              { id: context.queue[0]!.id, name: context.queue[0]!.name, message: messageOf(event.error) },
            ],
            queue: ({ context }): ReadonlyArray<TrashEntry<Id>> => context.queue.slice(1),
          }),
        },
      },
    },
    nextRestore: {
      always: [
        {
          guard: and(['queueEmpty', 'restoredAny']),
          target: 'loading',
          actions: { type: 'showRestored', params: ({ context }) => ({ names: context.restored.map((r) => r.name) }) },
        },
        { guard: 'queueEmpty', target: 'loading' },
        { target: 'restoring' },
      ],
    },
  },
})

export type TrashMachine<Id extends string = string> = ReturnType<typeof makeTrashMachine<Id>>
