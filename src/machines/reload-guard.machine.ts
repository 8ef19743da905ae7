/**
 * Reload guard: a stale chunk (a lazily loaded module that a newer deployment
 * replaced) reloads the page, at most once per 60 s.
 *
 * Spec: 'A failed chunk load reloads the page.' / 'Stale chunk: reload the page,
 * at most once per 60 seconds.' / 'Reload guard: 60000 ms.'
 *
 * The machine is pure. The composition root (src/app/reload-guard.ts) provides:
 * - input `sinceLastReload`: milliseconds since the last guarded reload of this tab
 *   (read from sessionStorage), or null when there was none;
 * - action `stampReload`: remember "a reload happens now" (sessionStorage);
 * - action `reloadPage`: `window.location.reload()`.
 *
 * Events: `chunk.failed` (from `vite:preloadError` and from the route error component).
 * States:
 * - `armed`: a failure reloads the page (→ `reloading`);
 * - `reloading`: the reload was asked for; if the page is still here (a blocked reload, a test)
 *   a further failure does not reload again, until `reloadWindow` has passed;
 * - `coolingDown`: this document was itself opened by a guarded reload less than 60 s ago; a
 *   failure now shows the error page instead of looping, until the rest of the window has passed.
 * Views ask `state.hasTag('reloading')` to show "reloading" instead of the error page.
 */
import { assign, emit, setup } from 'xstate'

/** Spec constant: at most one guarded reload per this many milliseconds. */
export const reloadWindowMs = 60_000

export interface ReloadGuardInput {
  /** Milliseconds since the last guarded reload of this tab, or null when there was none. */
  readonly sinceLastReload: number | null
}

interface ReloadGuardContext {
  /** What is left of the window opened by the reload that produced this document. */
  readonly remaining: number
  /** Failures seen while a reload was not allowed (shown as errors, for the log). */
  readonly suppressed: number
}

export type ReloadGuardEvent = { readonly type: 'chunk.failed' }

/** Emitted when a failure is not turned into a reload (so the app can log it). */
export type ReloadGuardEmitted = { readonly type: 'reload.suppressed'; readonly suppressed: number }

const remainingOf = (sinceLastReload: number | null): number =>
  sinceLastReload === null || sinceLastReload < 0 || sinceLastReload >= reloadWindowMs
    ? 0
    : reloadWindowMs - sinceLastReload

export const reloadGuardMachine = setup({
  types: {
    context: {} as ReloadGuardContext,
    events: {} as ReloadGuardEvent,
    input: {} as ReloadGuardInput,
    emitted: {} as ReloadGuardEmitted,
  },
  actions: {
    stampReload: () => {
      throw new Error('provide stampReload')
    },
    reloadPage: () => {
      throw new Error('provide reloadPage')
    },
    countSuppressed: assign({ suppressed: ({ context }) => context.suppressed + 1 }),
    reportSuppressed: emit(({ context }) => ({ type: 'reload.suppressed' as const, suppressed: context.suppressed })),
  },
  guards: {
    reloadedRecently: ({ context }) => context.remaining > 0,
  },
  delays: {
    reloadWindow: reloadWindowMs,
    remainingWindow: ({ context }) => context.remaining,
  },
}).createMachine({
  id: 'reloadGuard',
  context: ({ input }) => ({ remaining: remainingOf(input.sinceLastReload), suppressed: 0 }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'reloadedRecently', target: 'coolingDown' }, { target: 'armed' }],
    },
    armed: {
      tags: ['armed'],
      on: { 'chunk.failed': { target: 'reloading' } },
    },
    reloading: {
      tags: ['reloading'],
      entry: ['stampReload', 'reloadPage'],
      after: { reloadWindow: { target: 'armed' } },
      on: { 'chunk.failed': { actions: ['countSuppressed', 'reportSuppressed'] } },
    },
    coolingDown: {
      after: { remainingWindow: { target: 'armed', actions: assign({ remaining: 0 }) } },
      on: { 'chunk.failed': { actions: ['countSuppressed', 'reportSuppressed'] } },
    },
  },
})
