import { expect } from 'vitest'
import { historyLimit, messageHistoryMachine } from '@src/machines/message-history.machine'
import { defineModelSpec } from '../support/model'

const error = { kind: 'error', at: '2026-11-23T10:00:00.000Z', messages: ['保存できませんでした。'], logId: 'c0ffee12' } as const
const toast = { kind: 'success', at: '2026-11-23T10:00:01.000Z', messages: ['保存しました'] } as const

export const spec = defineModelSpec({
  machine: messageHistoryMachine,
  events: [{ type: 'history.record', entry: error }, { type: 'history.record', entry: toast }, { type: 'history.open' }, { type: 'history.close' }],
  // the history grows without end in the model: three entries show every case
  stopWhen: (snapshot) => snapshot.context.entries.length >= 3,
  checks: {
    '*': (snapshot, run) => {
      // newest first, every recorded entry kept (up to the limit)
      const recorded = run.steps.filter((s) => s.event.type === 'history.record').map((s) => (s.event as unknown as { entry: unknown }).entry)
      expect(snapshot.context.entries).toEqual(recorded.reverse().slice(0, historyLimit))
      expect(snapshot.hasTag('open')).toBe(snapshot.value === 'open')
    },
  },
})
