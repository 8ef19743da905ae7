/**
 * The console search (Ctrl+K, every signed-in page): the dialog's text and the records one call
 * finds for it (`admin.search.query`, src/domain/console-search.ts).
 *
 *   closed --search.open--> open.idle --search.type (words)--> open.waiting --after debounce--> open.searching
 *                              ^   \--search.type (blank)--> idle (no records)      |  done: records  |  error
 *                              +-------------------------------------------------------+  open.failed (search.retry)
 *
 * Typing while waiting starts the wait again; typing while searching leaves the call (its answer is
 * for text no longer shown: the invoke is stopped) and waits again. `search.close` from anywhere
 * closes and forgets the text. The list of pages and actions and the recent records are the view's
 * (they need no call); which line is chosen is the view's too.
 */
import { assign, setup } from 'xstate'
import type { ConsoleSearchHit, ConsoleSearchResult } from '../domain/console-search'
import { messageOf, required } from './machine-helpers'

/** How long typing must pause before the call is made. */
export const searchDebounceMs = 200

export interface ConsoleSearchContext {
  /** The text as typed. */
  readonly text: string
  /** The records found for `searched`. */
  readonly hits: ReadonlyArray<ConsoleSearchHit>
  /** The text the records answer ('' before any). */
  readonly searched: string
  readonly error?: string
}

export type ConsoleSearchEvent =
  | { readonly type: 'search.open' }
  | { readonly type: 'search.close' }
  | { readonly type: 'search.type'; readonly text: string }
  | { readonly type: 'search.retry' }

const closedContext: ConsoleSearchContext = { text: '', hits: [], searched: '' }

export const consoleSearchMachine = setup({
  types: { context: {} as ConsoleSearchContext, events: {} as ConsoleSearchEvent },
  actors: { searchRecords: required<ConsoleSearchResult, string>('searchRecords') },
  delays: { debounce: searchDebounceMs },
  guards: { blank: ({ event }) => event.type === 'search.type' && event.text.trim() === '' },
  actions: {
    setText: assign({ text: ({ context, event }) => (event.type === 'search.type' ? event.text : context.text), error: undefined }),
    forget: assign({ text: '', hits: [], searched: '', error: undefined }),
  },
}).createMachine({
  id: 'consoleSearch',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: { on: { 'search.open': { target: 'open', actions: 'forget' } } },
    open: {
      tags: ['open'],
      initial: 'idle',
      on: {
        'search.close': { target: 'closed', actions: 'forget' },
        'search.type': [
          { guard: 'blank', target: '.idle', actions: ['setText', assign({ hits: [], searched: '' })] },
          { target: '.waiting', reenter: true, actions: 'setText' },
        ],
      },
      states: {
        idle: {},
        waiting: { after: { debounce: 'searching' } },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'searchRecords',
            src: 'searchRecords',
            input: ({ context }) => context.text,
            onDone: { target: 'idle', actions: assign({ hits: ({ event }) => event.output.hits, searched: ({ context }) => context.text, error: undefined }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        failed: { on: { 'search.retry': { target: 'searching', actions: assign({ error: undefined }) } } },
      },
    },
  },
})
