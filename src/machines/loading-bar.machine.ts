/**
 * Loading bar: a thin bar at the top of the page while work is pending.
 *
 * Spec: 'Loading bar: throttle 200 ms, duration 5000 ms, 2 px high.' The conventional loading
 * indicator: the bar appears only when work has been pending for 200 ms (quick calls never
 * flash it); its progress is paced over an estimated 5000 ms, creeping towards the end but
 * never reaching it while work is still pending (long work keeps the bar on screen); when the
 * last work ends it runs to 100 % and hides.
 *
 * Events: `work.start` / `work.end`, one pair per unit of pending work (a route load, a call).
 * The count of pending units is kept, so overlapping work keeps the bar until the last ends.
 *
 * States:
 * - `idle`: nothing pending, hidden.
 * - `busy.waiting` (tag `busy`): work pending for less than 200 ms, hidden.
 * - `busy.showing` (tags `busy`, `visible`): every 100 ms the shown time grows and
 *   `progress = estimatedProgress(shown)` (0 → approaching 100, never 100).
 * - `finishing` (tag `visible`): the last work ended while shown; progress 100 for 500 ms,
 *   then `idle`. New work meanwhile shows the bar again at once (it is already on screen).
 * A `work.end` with nothing pending is a caller bug: it is ignored and emitted as
 * `work.unbalanced` so the app can log it.
 *
 * Timers: each timed state raises its own named event to itself after its delay
 * (`loading.throttled`, `loading.tick`, `loading.finished`) and cancels it on exit — what
 * `after` does, with names, so the model-based test (xstate/graph) can walk the timed
 * transitions of this very machine. Only the machine raises them; callers send `work.*`.
 */
import { assign, cancel, emit, raise, setup } from 'xstate'

/** SPEC 9: shown only after this much pending time. */
export const loadingThrottleMs = 200
/** SPEC 9: the estimated duration the progress is paced over. */
export const loadingDurationMs = 5000
/** How often the shown progress advances. */
export const progressTickMs = 100
/** How long the completed (100 %) bar stays before it hides. */
export const loadingFinishMs = 500
/** While work pends the progress stays below this (percent). */
export const maxPendingProgress = 99

/**
 * Progress (percent) after `shownMs` of showing, paced over `durationMs`:
 * `(2/π)·atan(2·shown/duration)·100`, i.e. ~50 % at a quarter of the duration, ~70 % at the
 * duration, approaching but never reaching 100 (held below `maxPendingProgress`).
 */
export const estimatedProgress = (shownMs: number, durationMs: number = loadingDurationMs): number =>
  Math.min(maxPendingProgress, (2 / Math.PI) * 100 * Math.atan((2 * Math.max(0, shownMs)) / durationMs))

export type LoadingBarEvent = { readonly type: 'work.start' } | { readonly type: 'work.end' }

/** Raised by the machine to itself when a timer runs out. */
export type LoadingBarTimerEvent =
  | { readonly type: 'loading.throttled' }
  | { readonly type: 'loading.tick' }
  | { readonly type: 'loading.finished' }

export type LoadingBarEmitted = { readonly type: 'work.unbalanced' }

export interface LoadingBarContext {
  /** Units of work started and not yet ended. */
  readonly pending: number
  /** Time the bar has been showing for the current work (ms, in ticks of 100 ms). */
  readonly shownMs: number
  /** Width of the bar, percent. */
  readonly progress: number
}

export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent | LoadingBarTimerEvent,
    emitted: {} as LoadingBarEmitted,
  },
  guards: {
    lastWorkEnds: ({ context }) => context.pending <= 1,
  },
  actions: {
    addWork: assign({ pending: ({ context }) => context.pending + 1 }),
    endWork: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
    restartProgress: assign({ shownMs: 0, progress: 0 }),
    advanceProgress: assign(({ context }) => {
      const shownMs = context.shownMs + progressTickMs
      return { shownMs, progress: estimatedProgress(shownMs) }
    }),
    completeProgress: assign({ progress: 100 }),
    reportUnbalanced: emit({ type: 'work.unbalanced' as const }),
    startThrottle: raise({ type: 'loading.throttled' }, { id: 'throttle', delay: 'loadingThrottle' }),
    stopThrottle: cancel('throttle'),
    startTick: raise({ type: 'loading.tick' }, { id: 'tick', delay: 'progressTick' }),
    stopTick: cancel('tick'),
    startFinish: raise({ type: 'loading.finished' }, { id: 'finish', delay: 'loadingFinish' }),
    stopFinish: cancel('finish'),
  },
  delays: {
    loadingThrottle: loadingThrottleMs,
    progressTick: progressTickMs,
    loadingFinish: loadingFinishMs,
  },
}).createMachine({
  id: 'loadingBar',
  context: { pending: 0, shownMs: 0, progress: 0 },
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
      },
      states: {
        waiting: {
          entry: 'startThrottle',
          exit: 'stopThrottle',
          on: {
            'loading.throttled': { target: 'showing', actions: 'restartProgress' },
            'work.end': [{ guard: 'lastWorkEnds', target: '#loadingBar.idle', actions: 'endWork' }, { actions: 'endWork' }],
          },
        },
        showing: {
          tags: ['visible'],
          entry: 'startTick',
          exit: 'stopTick',
          on: {
            'loading.tick': { target: 'showing', reenter: true, actions: 'advanceProgress' },
            'work.end': [
              { guard: 'lastWorkEnds', target: '#loadingBar.finishing', actions: ['endWork', 'completeProgress'] },
              { actions: 'endWork' },
            ],
          },
        },
      },
    },
    finishing: {
      tags: ['visible'],
      entry: 'startFinish',
      exit: 'stopFinish',
      on: {
        'loading.finished': { target: 'idle', actions: 'restartProgress' },
        'work.start': { target: '#loadingBar.busy.showing', actions: ['addWork', 'restartProgress'] },
        'work.end': { actions: 'reportUnbalanced' },
      },
    },
  },
})
