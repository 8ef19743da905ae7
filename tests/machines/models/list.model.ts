/**
 * The generic list machine: a page is fetched for every new search, and on reload; after a gap in
 * the live stream `list.check` reads the page shown again quietly and tells whether its rows moved.
 */
import { expect } from 'vitest'
import { makeListMachine, type PagingSearch } from '@src/machines/list.machine'
import { defineModelSpec } from '../support/model'

interface Search extends PagingSearch {
  readonly keyword?: string
}

const machine = makeListMachine<string, Search>('listModel')
const first: Search = {}
const filtered: Search = { keyword: '山田' }
const second: Search = { keyword: '山田', cursor: 'c2', back: [''] }

export const spec = defineModelSpec({
  machine,
  factory: makeListMachine,
  input: { search: first },
  events: [
    { type: 'query.change', search: first },
    { type: 'query.change', search: filtered },
    { type: 'query.change', search: second },
    { type: 'list.reload' },
    { type: 'xstate.done.actor.fetchPage', output: { items: ['d-1', 'd-2'], nextCursorKey: 'c2' } },
    { type: 'xstate.done.actor.fetchPage', output: { items: [], nextCursorKey: null } },
    { type: 'xstate.error.actor.fetchPage', error: new Error('検索できませんでした') },
    { type: 'list.check' },
    { type: 'xstate.done.actor.checkPage', output: { items: ['d-1', 'd-2'], nextCursorKey: 'c2' } },
    { type: 'xstate.done.actor.checkPage', output: { items: ['d-1'], nextCursorKey: null } },
    { type: 'xstate.error.actor.checkPage', error: new Error('検索できませんでした') },
  ],
  checks: {
    '*': (snapshot) => expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'loading'),
    // the page asked for is the one the URL names
    loading: (snapshot, run) => expect(run.stubs.fetchPage!.pending().input).toEqual(snapshot.context.search),
    failed: (snapshot) => {
      // a failure stays visible and shows no stale rows
      expect(snapshot.context.error).toBe('検索できませんでした')
      expect(snapshot.context.items).toEqual([])
    },
    ready: (snapshot, run) => {
      expect(snapshot.context.error).toBeUndefined()
      // a quiet check leaves the rows shown; it tells whether they (or the next page) moved, or that it cannot tell
      const last = run.steps.at(-1)!.event
      const before = run.steps.at(-2)?.state.context as { items: ReadonlyArray<string>; nextCursorKey: string | null } | undefined
      if (last.type === 'xstate.done.actor.checkPage') {
        const page = last['output'] as { items: ReadonlyArray<string>; nextCursorKey: string | null }
        expect(snapshot.context).toEqual(before)
        expect(run.emitted.at(-1)).toEqual({ type: 'list.checked', changed: JSON.stringify(page) !== JSON.stringify({ items: before!.items, nextCursorKey: before!.nextCursorKey }) })
      }
      if (last.type === 'xstate.error.actor.checkPage') {
        expect(snapshot.context).toEqual(before)
        expect(run.emitted.at(-1)).toEqual({ type: 'list.checked', changed: true, failed: '検索できませんでした' })
      }
    },
    // quiet: not busy, the same search as the page shown
    checking: (snapshot, run) => expect(run.stubs.checkPage!.pending().input).toEqual(snapshot.context.search),
  },
})
