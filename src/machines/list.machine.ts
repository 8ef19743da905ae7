/**
 * A cursor-paged, filterable, sortable list (doctors, clients; reusable by later areas).
 *
 * The URL is the source of truth: filters, sort, the current cursor and the trail of earlier
 * cursors live in the route's search params, so a view can be shared and survives a reload.
 * The route hands the validated search to the list: its props hook starts the actor with it as
 * input and sends `query.change` when the URL gives a new one (`useRouteList`,
 * src/app/routes/route-list.ts); the machine fetches that page (a search equal to the current one
 * is ignored). Paging needs no total count: 'next' exists when the page has a `nextCursorKey`,
 * 'previous' when the trail is not empty. Helpers below compute the next URL search.
 *
 * `list.check` (the live stream may have missed a save: docs/live.md "Gaps and resync") reads the
 * page shown again quietly (`checking`: not busy, the rows shown stay) and emits `list.checked`:
 * `changed` when its rows (or whether a next page exists) differ, or when it could not be read
 * (`failed`: the page cannot tell, so 更新 is offered). The rows move only when staff press 更新.
 */
import { assign, emit, setup, type DoneActorEvent } from 'xstate'
import type { Page } from '../domain/endpoint'
import { backgroundTag, messageOf, required, unusedInvokeKeys } from './machine-helpers'

/** The paging part of a list's URL search. */
export interface PagingSearch {
  /** Cursor of the page shown; absent on the first page. */
  readonly cursor?: string | undefined
  /** Cursors of the pages before this one ('' = the first page), oldest first. */
  readonly back?: ReadonlyArray<string> | undefined
}

export interface ListContext<Item, Search extends PagingSearch> {
  readonly search: Search
  readonly items: ReadonlyArray<Item>
  readonly nextCursorKey: string | null
  readonly error?: string
}

export type ListEvent<Search> =
  | { readonly type: 'query.change'; readonly search: Search }
  | { readonly type: 'list.reload' }
  | { readonly type: 'list.check' }

/** What a quiet check found (`list.check`): the rows shown may be out of date. */
export type ListChecked = { readonly type: 'list.checked'; readonly changed: boolean; readonly failed?: string }

/** Same search (ignoring key order and undefined values)? */
export const sameSearch = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b)

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([x], [y]) => x.localeCompare(y)))
      : v,
  )

/** The search of the next page. */
export const nextPageSearch = <S extends PagingSearch>(search: S, nextCursorKey: string): S => ({
  ...search,
  cursor: nextCursorKey,
  back: [...(search.back ?? []), search.cursor ?? ''],
})

/** The search of the previous page (the first page has neither cursor nor trail). */
export const previousPageSearch = <S extends PagingSearch>(search: S): S => {
  const back = search.back ?? []
  const previous = back[back.length - 1]
  const rest = back.slice(0, -1)
  return { ...search, cursor: previous === '' || previous === undefined ? undefined : previous, back: rest.length > 0 ? rest : undefined }
}

/** New filters or sort: back to the first page. */
export const withFilters = <S extends PagingSearch>(search: S, patch: Partial<S>): S => ({
  ...search,
  ...patch,
  cursor: undefined,
  back: undefined,
})

export const hasPreviousPage = (search: PagingSearch): boolean => (search.back?.length ?? 0) > 0

export const makeListMachine = <Item, Search extends PagingSearch>(id: string) =>
  setup({
    types: {
      context: {} as ListContext<Item, Search>,
      events: {} as ListEvent<Search>,
      input: {} as { readonly search: Search },
      emitted: {} as ListChecked,
    },
    actors: {
      /** One page of the list for a search; the wiring gives it the area's search operation. */
      fetchPage: required<Page<Item>, Search>('fetchPage'),
    },
    actions: {
      storeSearch: assign({ search: ({ context, event }) => (event.type === 'query.change' ? event.search : context.search) }),
    },
    guards: {
      searchChanged: ({ context, event }) => event.type === 'query.change' && !sameSearch(context.search, event.search),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ search: input.search, items: [], nextCursorKey: null }),
    initial: 'loading',
    on: {
      'query.change': { guard: 'searchChanged', target: '.loading', actions: 'storeSearch', reenter: true },
      'list.reload': { target: '.loading', reenter: true },
    },
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          ...unusedInvokeKeys,
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => context.search,
          onDone: {
            target: 'ready',
            // the page's type written out: TypeScript 7's parallel checkers did not always infer it through the generic actor
            actions: assign(({ event }: { event: DoneActorEvent<Page<Item>> }) => ({ items: event.output.items, nextCursorKey: event.output.nextCursorKey, error: undefined })),
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageOf(event.error), items: [], nextCursorKey: null }),
          },
        },
      },
      ready: { on: { 'list.check': 'checking' } },
      // quiet: the rows shown stay; a new search or 更新 (the root's) drops the check
      checking: {
        tags: [backgroundTag],
        invoke: {
          ...unusedInvokeKeys,
          id: 'checkPage',
          src: 'fetchPage',
          input: ({ context }) => context.search,
          onDone: {
            target: 'ready',
            actions: emit(({ context, event }: { context: ListContext<Item, Search>; event: DoneActorEvent<Page<Item>> }) => ({
              type: 'list.checked' as const,
              changed: JSON.stringify(event.output.items) !== JSON.stringify(context.items) || event.output.nextCursorKey !== context.nextCursorKey,
            })),
          },
          onError: { target: 'ready', actions: emit(({ event }) => ({ type: 'list.checked' as const, changed: true, failed: messageOf(event.error) })) },
        },
      },
      failed: {},
    },
  })

export type ListMachine<Item, Search extends PagingSearch> = ReturnType<typeof makeListMachine<Item, Search>>
