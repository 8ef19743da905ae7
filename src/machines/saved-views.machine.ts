/**
 * The ビュー menu of every list (ListFilters): the signed-in operator's saved views of one list,
 * stored on the server so they follow the operator to another browser.
 *
 *   loading --> ready <--> saving   (view.save: the current filter + sort + hidden columns under a name; same name replaced)
 *      |          ^  \--> deleting (view.delete)
 *      v          |
 *   loadFailed (views.retry)
 *
 * Applying a view needs no machine: the list page puts its search in the URL and hides its columns
 * (views/components/column-visibility.ts). A failed save or
 * delete keeps the views and tells staff why (`showError`); a success is a toast (`showDone`).
 */
import { assign, setup } from 'xstate'
import type { SavedView, SavedViewInput, SavedViewSearch } from '../domain/saved-view'
import { failureOf, messageOf, placeholder, type Failure } from './machine-helpers'

export interface SavedViewsContext {
  /** Which list (its route: `doctor`, `client` …). */
  readonly list: string
  readonly views: ReadonlyArray<SavedView>
  readonly error?: string
  /** What is being saved (view.save) while `saving`. */
  readonly pending?: SavedViewInput
  /** The view being deleted (view.delete) while `deleting`. */
  readonly deleting?: SavedView['id']
}

export type SavedViewsEvent =
  | { readonly type: 'view.save'; readonly name: string; readonly search: SavedViewSearch; readonly hiddenColumns: ReadonlyArray<string> }
  | { readonly type: 'view.delete'; readonly id: SavedView['id'] }
  | { readonly type: 'views.retry' }

const byName = (views: ReadonlyArray<SavedView>) => [...views].sort((a, b) => a.name.localeCompare(b.name, 'ja'))

export const savedViewsMachine = setup({
  types: {
    context: {} as SavedViewsContext,
    events: {} as SavedViewsEvent,
    input: {} as { readonly list: string },
  },
  actors: {
    listViews: placeholder<ReadonlyArray<SavedView>, string>('listViews'),
    saveView: placeholder<SavedView, SavedViewInput>('saveView'),
    deleteView: placeholder<unknown, SavedView['id']>('deleteView'),
  },
  actions: {
    showError: (_, _params: Failure) => {},
    showDone: (_, _params: { readonly action: 'save' | 'delete' }) => {},
  },
  guards: {
    hasName: (_, params: { readonly name: string }) => params.name.trim() !== '',
  },
}).createMachine({
  id: 'savedViews',
  context: ({ input }) => ({ list: input.list, views: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listViews',
        src: 'listViews',
        input: ({ context }) => context.list,
        onDone: { target: 'ready', actions: assign({ views: ({ event }) => byName(event.output), error: undefined }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'views.retry': 'loading' } },
    ready: {
      on: {
        'view.save': {
          guard: { type: 'hasName', params: ({ event }) => ({ name: event.name }) },
          target: 'saving',
          actions: assign({
            pending: ({ context, event }) => ({ list: context.list, name: event.name.trim(), search: event.search, hiddenColumns: [...event.hiddenColumns] }),
          }),
        },
        'view.delete': { target: 'deleting', actions: assign({ deleting: ({ event }) => event.id }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveView',
        src: 'saveView',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'ready',
          actions: [
            assign({ views: ({ context, event }) => byName([...context.views.filter((v) => v.name !== event.output.name), event.output]), pending: undefined }),
            { type: 'showDone', params: { action: 'save' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [assign({ pending: undefined }), { type: 'showError', params: ({ event }) => failureOf(event.error) }],
        },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteView',
        src: 'deleteView',
        input: ({ context }) => context.deleting!,
        onDone: {
          target: 'ready',
          actions: [
            assign({ views: ({ context }) => context.views.filter((v) => v.id !== context.deleting), deleting: undefined }),
            { type: 'showDone', params: { action: 'delete' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [assign({ deleting: undefined }), { type: 'showError', params: ({ event }) => failureOf(event.error) }],
        },
      },
    },
  },
})

export type SavedViewsMachine = typeof savedViewsMachine
