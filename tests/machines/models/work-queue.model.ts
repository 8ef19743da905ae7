/**
 * The work queues' counts (src/machines/work-queue.machine.ts), replayed on the real machine: the
 * counts shown are the last ones read, kept through a refresh and a failure; a refresh at any time
 * reads again (one call under way); a failure says why and is logged.
 */
import { expect } from 'vitest'
import { workQueueMachine } from '@src/machines/work-queue.machine'
import { defineModelSpec } from '../support/model'

const first = { manuscriptsUnderReview: 2, pressReleasesRequested: 1 }
const second = { manuscriptsUnderReview: 3, pressReleasesRequested: 0 }

export const spec = defineModelSpec({
  machine: workQueueMachine,
  events: [
    { type: 'queue.refresh' },
    { type: 'xstate.done.actor.loadCounts', output: first },
    { type: 'xstate.done.actor.loadCounts', output: second },
    { type: 'xstate.error.actor.loadCounts', error: new Error('集計を読み込めませんでした') },
  ],
  record: ['logFailure'],
  checks: {
    '*': (snapshot, run) => {
      const answers = run.steps.filter((s) => s.event.type === 'xstate.done.actor.loadCounts')
      const last = answers[answers.length - 1] as { event: { output?: unknown } } | undefined
      expect(snapshot.context.counts).toEqual(last?.event.output)
      expect(snapshot.context.error !== undefined).toBe(snapshot.matches('failed'))
      const failures = run.steps.filter((s) => s.event.type === 'xstate.error.actor.loadCounts')
      expect(run.effects.filter((e) => e.type === 'logFailure')).toHaveLength(failures.length)
      if (snapshot.matches('loading')) expect(run.stubs['loadCounts']!.pending()).toBeDefined()
    },
  },
})
