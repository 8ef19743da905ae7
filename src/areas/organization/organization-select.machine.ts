/**
 * The searchable organisation select (doctor form, doctor list filter): any of 100,000
 * organisations can be found by typing part of its name or kana; the server searches, the
 * console never holds the whole list.
 *
 *   start ──[a chosen id to name]──> resolving ──> searching
 *     └───────────────────────────────────────────> searching ──> results ──select.more [next page]──> loadingMore ──> results
 *   (any) ──select.type──> debouncing ──after 250 ms──> searching          searching / resolving / loadingMore ──fails──> failed
 *   failed ──select.retry──> start                                          select.pick: the chosen option (shown as the value)
 *
 * Its one actor `searchOrganizations` runs the search operation (src/areas/doctor/doctor-lookups.ops.ts `organizationOptions`);
 * typing again cancels the request in flight (leaving its state stops it).
 */
import { assign, setup } from 'xstate'
import type { OrganizationId } from '../../domain/ids'
import type { OrganizationOption, OrganizationOptionsPage, OrganizationOptionsQuery } from '../../domain/lookups'
import { messageOf, placeholder } from '../../machines/machine-helpers'

/** How long typing must pause before the search runs. */
export const organizationSearchDebounceMs = 250

export interface OrganizationSelectContext {
  readonly keyword: string
  readonly items: ReadonlyArray<OrganizationOption>
  readonly nextCursor: string | null
  /** The chosen organisation (its name shown as the value), or the id still to be named. */
  readonly selected: OrganizationOption | null
  readonly unresolved?: OrganizationId
  readonly error?: string
}

export type OrganizationSelectEvent =
  | { readonly type: 'select.type'; readonly keyword: string }
  | { readonly type: 'select.more' }
  | { readonly type: 'select.retry' }
  | { readonly type: 'select.pick'; readonly option: OrganizationOption | null }

export const organizationSelectMachine = setup({
  types: {
    context: {} as OrganizationSelectContext,
    events: {} as OrganizationSelectEvent,
    input: {} as { readonly selected?: OrganizationId | undefined },
  },
  actors: {
    searchOrganizations: placeholder<OrganizationOptionsPage, OrganizationOptionsQuery>('searchOrganizations'),
  },
  delays: { debounce: organizationSearchDebounceMs },
  guards: {
    unresolved: ({ context }) => context.unresolved !== undefined,
    hasMore: ({ context }) => context.nextCursor !== null,
  },
  actions: {
    keepKeyword: assign({ keyword: ({ event }) => (event.type === 'select.type' ? event.keyword : '') }),
    pick: assign({ selected: ({ event }) => (event.type === 'select.pick' ? event.option : null), unresolved: undefined }),
  },
}).createMachine({
  id: 'organizationSelect',
  context: ({ input }) => ({
    keyword: '',
    items: [],
    nextCursor: null,
    selected: null,
    ...(input.selected ? { unresolved: input.selected } : {}),
  }),
  initial: 'start',
  on: {
    'select.type': { target: '.debouncing', actions: 'keepKeyword', reenter: true },
    'select.pick': { actions: 'pick' },
  },
  states: {
    start: {
      always: [{ guard: 'unresolved', target: 'resolving' }, { target: 'searching' }],
    },
    resolving: {
      tags: ['busy'],
      invoke: {
        id: 'resolveOrganization',
        src: 'searchOrganizations',
        input: ({ context }) => ({ keyword: '', ids: context.unresolved ? [context.unresolved] : [] }),
        onDone: {
          target: 'searching',
          actions: assign({
            selected: ({ context, event }) => event.output.items.find((o) => o.id === context.unresolved) ?? null,
            unresolved: undefined,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    debouncing: {
      after: { debounce: 'searching' },
    },
    searching: {
      tags: ['busy'],
      entry: assign({ error: undefined }),
      invoke: {
        id: 'searchOrganizations',
        src: 'searchOrganizations',
        input: ({ context }) => ({ keyword: context.keyword }),
        onDone: { target: 'results', actions: assign({ items: ({ event }) => event.output.items, nextCursor: ({ event }) => event.output.nextCursorKey }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    results: {
      on: { 'select.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'loadMoreOrganizations',
        src: 'searchOrganizations',
        input: ({ context }) => ({ keyword: context.keyword, ...(context.nextCursor !== null ? { cursor: context.nextCursor } : {}) }),
        onDone: {
          target: 'results',
          actions: assign({ items: ({ context, event }) => [...context.items, ...event.output.items], nextCursor: ({ event }) => event.output.nextCursorKey }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { 'select.retry': { target: 'start' } },
    },
  },
})

export type OrganizationSelectMachine = typeof organizationSelectMachine
