/**
 * The organisation select: typing waits for the debounce before searching, typing again restarts
 * it (cancelling a search in flight), さらに表示 appends the next page only when there is one, a
 * failure says why and is retried, and a chosen id given at start is named first.
 */
import { expect } from 'vitest'
import { organizationSelectMachine } from '@src/areas/organization/organization-select.machine'
import { defineModelSpec } from '../support/model'

const hospital = { id: '5', name: 'テスト病院5' }
const more = { items: [hospital], nextCursorKey: 'c-1' }
const last = { items: [hospital], nextCursorKey: null }

export const spec = defineModelSpec({
  machine: organizationSelectMachine,
  input: { selected: '5' },
  events: [
    { type: 'select.type', keyword: 'てすと' },
    { type: 'select.more' },
    { type: 'select.retry' },
    { type: 'select.pick', option: hospital },
    { type: 'xstate.after.debounce.organizationSelect.debouncing' },
    ...['resolveOrganization', 'searchOrganizations', 'loadMoreOrganizations'].flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: more },
      { type: `xstate.done.actor.${id}`, output: last },
      { type: `xstate.error.actor.${id}`, error: new Error('HTTP 503') },
    ]),
  ],
  stopWhen: (snapshot) => snapshot.context.items.length >= 3,
  checks: {
    resolving: (_, run) => expect(run.stubs.resolveOrganization!.pending().input).toEqual({ keyword: '', ids: ['5'] }),
    searching: (snapshot, run) => {
      // the search asks for what was typed, from its first page
      expect(run.stubs.searchOrganizations!.pending().input).toEqual({ keyword: snapshot.context.keyword })
      expect(snapshot.context.error).toBeUndefined()
    },
    loadingMore: (snapshot, run) => {
      expect(snapshot.context.nextCursor).not.toBeNull()
      expect(run.stubs.loadMoreOrganizations!.pending().input).toEqual({ keyword: snapshot.context.keyword, cursor: snapshot.context.nextCursor })
    },
    debouncing: (_, run) => {
      // nothing is asked while typing
      for (const stub of Object.values(run.stubs)) expect(stub.calls.filter((c) => !c.settled && !c.signal.aborted)).toHaveLength(0)
    },
    failed: (snapshot) => expect(snapshot.context.error).toBe('HTTP 503'),
    '*': (snapshot) => {
      // once named or chosen, the option is shown; the id is no longer pending
      if (snapshot.context.selected !== null) expect(snapshot.context.unresolved).toBeUndefined()
      expect(snapshot.hasTag('busy')).toBe(['resolving', 'searching', 'loadingMore'].includes(snapshot.value as string))
    },
  },
})
