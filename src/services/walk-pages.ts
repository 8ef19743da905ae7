/**
 * Walking every page of a list call (100 rows a page, as `maxLimit`) for a figure the API has no
 * aggregate for: the exchange totals of a period, the MP granted this month, a survey's tally.
 */
import { Effect } from 'effect'
import type { Page } from '../domain/endpoint'

/** Pages walked at most (100 rows each); past that the figures say they are partial. */
export const totalsMaxPages = 50

/**
 * Every page of a query (100 rows a page, at most `totalsMaxPages` pages), folded into `start`.
 * `partial` says the walk stopped before the last page.
 */
export const walkPages = <Q extends { readonly cursor?: string | undefined }, T, A, E, R>(
  chunk: (q: Q) => Effect.Effect<Page<T>, E, R>,
  query: Q,
  start: A,
  add: (acc: A, item: T) => A,
): Effect.Effect<{ readonly value: A; readonly partial: boolean }, E, R> =>
  Effect.gen(function* () {
    const { cursor: _shown, ...filters } = query
    let value = start
    let cursor: string | null = null
    for (let n = 0; n < totalsMaxPages; n++) {
      const page: Page<T> = yield* chunk((cursor ? { ...filters, cursor } : filters) as Q)
      for (const item of page.items) value = add(value, item)
      cursor = page.nextCursorKey
      if (!cursor) break
    }
    return { value, partial: cursor !== null }
  })

