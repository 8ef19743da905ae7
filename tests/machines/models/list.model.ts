/** The generic list machine: a page is fetched for every new search, and on reload. */
import { expect } from 'vitest'
import { makeListMachine, type PagingSearch } from '../../../src/machines/list.machine'
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
    ready: (snapshot) => expect(snapshot.context.error).toBeUndefined(),
  },
})
