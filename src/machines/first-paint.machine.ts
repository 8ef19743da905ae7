/**
 * First paint (a light /sign-in). The entry chunk alone (React, XState, this machine,
 * the sign-in form's markup) shows /sign-in; the console itself (router, session, Firebase,
 * Effect, the sign-in machine, PrimeReact) loads on the first thing staff do on the page — a key,
 * a pointer, text put in the field, the submit — while they go on typing, and takes the screen
 * once its own sign-in page is mounted with what was typed (src/app/first-paint.tsx).
 * Any other address (or /sign-in with a session remembered) loads the console at once.
 *
 * light    only the entry is loaded: nothing else is fetched until `page.wake` (or a `page.press`)
 * loading  the console's chunk is on its way (`loadConsole`); the light form stays usable
 * mounted  the console is rendered, hidden, behind the light form, until its page sends `page.claim`
 * claimed  the page claimed the screen while a pointer was held on the light form (`page.press`):
 *          the swap waits for `page.release`, so a click that began on the light form ends there
 *          (swapped in between, its press and release would land on two different buttons and the
 *          browser would fire no click: a lost ログインリンクを送信)
 * shown    the console has the screen (final)
 * failed   the chunk did not load: the light page says so, with 再読み込み (`page.retry` reloads the
 *          page: a browser keeps a failed module import failed, so importing again would not refetch)
 *
 * `page.submit` on the light form is kept (`submitRequested`) and replayed by the console's page,
 * so a click on ログインリンクを送信 before the console has loaded is not lost.
 */
import { assign, fromPromise, setup } from 'xstate'

export interface FirstPaintInput {
  /** Show the light page and wait for staff (true), or load the console at once (false). */
  readonly light: boolean
}

interface FirstPaintContext {
  readonly light: boolean
  /** The console's root component, once loaded. */
  readonly console: unknown
  readonly submitRequested: boolean
  /** A pointer is held down on the light page (between `page.press` and `page.release`). */
  readonly pressed: boolean
  readonly error: unknown
}

export type FirstPaintEvent =
  | { readonly type: 'page.wake' }
  | { readonly type: 'page.submit' }
  | { readonly type: 'page.claim' }
  | { readonly type: 'page.retry' }
  | { readonly type: 'page.press' }
  | { readonly type: 'page.release' }

export const firstPaintMachine = setup({
  types: {
    context: {} as FirstPaintContext,
    events: {} as FirstPaintEvent,
    input: {} as FirstPaintInput,
  },
  actors: {
    loadConsole: fromPromise<unknown>(async () => {
      throw new Error('provide loadConsole')
    }),
  },
  actions: {
    /** The chunk failed: log it (the log proxy is in the console, which did not load). */
    reportFailure: (_, _params: { readonly error: unknown }) => {},
    /** Load the page again (the chunk afresh). */
    reloadPage: () => {},
    keepConsole: assign({ console: (_, params: { readonly console: unknown }) => params.console }),
  },
  guards: {
    light: ({ context }) => context.light,
    pressed: ({ context }) => context.pressed,
  },
}).createMachine({
  id: 'firstPaint',
  context: ({ input }) => ({ light: input.light, console: null, submitRequested: false, pressed: false, error: null }),
  initial: 'deciding',
  on: {
    'page.press': { actions: assign({ pressed: true }) },
    'page.release': { actions: assign({ pressed: false }) },
  },
  states: {
    deciding: {
      always: [{ guard: 'light', target: 'light' }, { target: 'loading' }],
    },
    light: {
      on: {
        'page.wake': 'loading',
        // a pointer down on the page is staff acting on it too
        'page.press': { target: 'loading', actions: assign({ pressed: true }) },
        'page.submit': { target: 'loading', actions: assign({ submitRequested: true }) },
      },
    },
    loading: {
      tags: ['waking'],
      invoke: {
        id: 'loadConsole',
        src: 'loadConsole',
        // 'failed' only leaves by reloading the page, so there is no earlier error to clear
        onDone: [
          { guard: 'light', target: 'mounted', actions: { type: 'keepConsole', params: ({ event }) => ({ console: event.output }) } },
          { target: 'shown', actions: { type: 'keepConsole', params: ({ event }) => ({ console: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: [assign({ error: ({ event }) => event.error }), { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
      on: { 'page.submit': { actions: assign({ submitRequested: true }) } },
    },
    mounted: {
      tags: ['waking'],
      on: {
        'page.submit': { actions: assign({ submitRequested: true }) },
        'page.claim': [{ guard: 'pressed', target: 'claimed' }, { target: 'shown' }],
      },
    },
    claimed: {
      tags: ['waking'],
      on: {
        'page.submit': { actions: assign({ submitRequested: true }) },
        'page.release': { target: 'shown', actions: assign({ pressed: false }) },
      },
    },
    failed: {
      on: { 'page.retry': { actions: 'reloadPage' } },
    },
    shown: { type: 'final' },
  },
})
