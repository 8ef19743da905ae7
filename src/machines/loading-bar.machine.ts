/**
 * Loading bar: a thin bar at the top of the page while work is pending.
 *
 * Spec: 'Loading bar: throttle 200 ms, duration 5000 ms, 2 px high.' The bar appears only
 * when work has been pending for 200 ms (quick calls never flash it) and gives up after
 * 5000 ms of showing (a long poll does not keep a bar on screen forever).
 *
 * Events: `work.start` / `work.end`, one pair per unit of pending work (a route load, a call).
 * The count of pending units is kept, so overlapping work keeps the bar until the last ends.
 * States: `idle` → `waiting` (throttle) → `showing` (tag `visible`) → `gaveUp`.
 * A `work.end` with nothing pending is a caller bug: it is ignored and emitted as
 * `work.unbalanced` so the app can log it.
 */
import { assign, emit, setup } from 'xstate'

export type LoadingBarEvent = { readonly type: 'work.start' } | { readonly type: 'work.end' }

export type LoadingBarEmitted = { readonly type: 'work.unbalanced' }

interface LoadingBarContext {
  readonly pending: number
}

export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
    emitted: {} as LoadingBarEmitted,
  },
  guards: {
    lastWorkEnds: ({ context }) => context.pending <= 1,
  },
  actions: {
    addWork: assign({ pending: ({ context }) => context.pending + 1 }),
    endWork: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
    reportUnbalanced: emit({ type: 'work.unbalanced' as const }),
  },
  delays: {
    loadingThrottle: 200,
    loadingDuration: 5000,
  },
}).createMachine({
  id: 'loadingBar',
  context: { pending: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'work.start': { target: 'busy', actions: 'addWork' },
        'work.end': { actions: 'reportUnbalanced' },
      },
    },
    busy: {
      tags: ['busy'],
      initial: 'waiting',
      on: {
        'work.start': { actions: 'addWork' },
        'work.end': [{ guard: 'lastWorkEnds', target: 'idle', actions: 'endWork' }, { actions: 'endWork' }],
      },
      states: {
        waiting: { after: { loadingThrottle: 'showing' } },
        showing: { tags: ['visible'], after: { loadingDuration: 'gaveUp' } },
        gaveUp: {},
      },
    },
  },
})
