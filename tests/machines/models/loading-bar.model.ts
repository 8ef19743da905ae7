/**
 * The loading bar (SPEC 9: throttle 200 ms, duration 5000 ms): work in, visibility and progress
 * out. The timers (named raised events) are taken by the harness as the clock reaching them.
 * Context grows without end (pending count, shown time), so the walk stops at 3 units pending
 * and at 2 progress ticks: enough to take every transition.
 */
import { expect } from 'vitest'
import { estimatedProgress, loadingBarMachine } from '@src/machines/loading-bar.machine'
import { defineModelSpec } from '../support/model'

export const spec = defineModelSpec({
  machine: loadingBarMachine,
  events: (snapshot) => [
    { type: 'work.start' },
    { type: 'work.end' },
    ...(snapshot.matches({ busy: 'waiting' }) ? [{ type: 'loading.throttled' }] : []),
    ...(snapshot.matches({ busy: 'showing' }) ? [{ type: 'loading.tick' }] : []),
    ...(snapshot.matches('finishing') ? [{ type: 'loading.finished' }] : []),
  ],
  stopWhen: (snapshot) => snapshot.context.pending >= 3 || snapshot.context.shownMs >= 200,
  checks: {
    '*': (snapshot, run) => {
      const shown = snapshot.matches({ busy: 'showing' }) || snapshot.matches('finishing')
      expect(snapshot.hasTag('visible')).toBe(shown)
      expect(snapshot.hasTag('busy')).toBe(snapshot.context.pending > 0)
      if (snapshot.hasTag('busy')) expect(snapshot.context.progress).toBe(estimatedProgress(snapshot.context.shownMs))
      if (snapshot.matches('finishing')) expect(snapshot.context.progress).toBe(100)
      // a work.end with nothing pending is reported, never counted below zero
      const unbalanced = run.steps.filter((step, i) => step.event.type === 'work.end' && (run.steps[i - 1]?.state as typeof snapshot | undefined)?.context.pending === 0).length
      expect(run.emitted).toEqual(Array.from({ length: unbalanced }, () => ({ type: 'work.unbalanced' })))
    },
  },
})
