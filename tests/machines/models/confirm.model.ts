import { expect } from 'vitest'
import { confirmMachine } from '@src/machines/confirm.machine'
import { defineModelSpec } from '../support/model'

const request = { id: 'q1', message: '削除しますか？' }

export const spec = defineModelSpec({
  machine: confirmMachine,
  events: [
    { type: 'confirm.open', request },
    { type: 'confirm.open', request: { id: 'q2', message: '  ' } },
    { type: 'confirm.accept' },
    { type: 'confirm.cancel' },
  ],
  checks: {
    '*': (snapshot, run) => {
      // every event answers: an answer to the open question, or a typed rejection
      const last = run.steps[run.steps.length - 1]!
      if (last.event.type === 'xstate.init') return expect(run.emitted).toEqual([])
      const previous = run.steps[run.steps.length - 2]!.state.value
      const emitted = run.emitted[run.emitted.length - 1] as { type: string; id?: string; accepted?: boolean; error?: { reason: string } }
      if (previous === 'open' && last.event.type !== 'confirm.open') {
        expect(emitted).toEqual({ type: 'confirm.answered', id: 'q1', accepted: last.event.type === 'confirm.accept' })
      } else if (!(previous === 'closed' && snapshot.value === 'open')) {
        expect(emitted.type).toBe('confirm.rejected')
      }
      expect(snapshot.hasTag('open')).toBe(snapshot.value === 'open')
    },
  },
})
