/**
 * The console search (src/machines/console-search.machine.ts), replayed on the real machine: the
 * call is made only after typing pauses, with the text shown; a blank text makes no call and shows
 * no records; records shown always answer a text that was typed; closing forgets everything.
 */
import { expect } from 'vitest'
import { consoleSearchMachine } from '@src/machines/console-search.machine'
import type { ConsoleSearchResult } from '@src/domain/console-search'
import { defineModelSpec } from '../support/model'

const found: ConsoleSearchResult = { hits: [{ kind: 'doctor', id: '42', title: '林 花子', detail: 'hayashi@example.jp', status: null }] }

export const spec = defineModelSpec({
  machine: consoleSearchMachine,
  events: [
    { type: 'search.open' },
    { type: 'search.close' },
    { type: 'search.type', text: 'ﾊﾔｼ' },
    { type: 'search.type', text: '  ' },
    { type: 'xstate.after.debounce.consoleSearch.open.waiting' },
    { type: 'xstate.done.actor.searchRecords', output: found },
    { type: 'xstate.error.actor.searchRecords', error: new Error('検索できませんでした') },
    { type: 'search.retry' },
  ],
  checks: {
    '*': (snapshot, run) => {
      const { text, hits, searched, error } = snapshot.context
      expect(snapshot.hasTag('open')).toBe(snapshot.matches('open'))
      if (snapshot.matches('closed')) expect(snapshot.context).toEqual({ text: '', hits: [], searched: '' })
      // the call runs with the text shown, only once typing paused on words
      if (snapshot.matches({ open: 'searching' })) {
        expect(run.stubs['searchRecords']!.pending().input).toBe(text)
        expect(text.trim()).not.toBe('')
      }
      // a blank text: no records and nothing waiting
      if (text.trim() === '') {
        expect(hits).toEqual([])
        expect(snapshot.matches({ open: 'waiting' }) || snapshot.matches({ open: 'searching' })).toBe(false)
      }
      // records shown answer a text that was typed
      if (hits.length > 0) expect(searched).not.toBe('')
      expect(error !== undefined).toBe(snapshot.matches({ open: 'failed' }))
      if (snapshot.matches({ open: 'failed' })) expect(error).toBe('検索できませんでした')
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches({ open: 'searching' }))
    },
  },
})
