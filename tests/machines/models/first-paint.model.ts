import { expect } from 'vitest'
import { firstPaintMachine } from '@src/machines/first-paint.machine'
import { defineModelSpec, type ModelSpec } from '../support/model'

const Console = () => null

const firstPaint = (label: string, light: boolean): ModelSpec<typeof firstPaintMachine> =>
  defineModelSpec({
    machine: firstPaintMachine,
    label,
    input: { light },
    events: [
      { type: 'page.wake' },
      { type: 'page.submit' },
      { type: 'page.claim' },
      { type: 'page.retry' },
      { type: 'page.press' },
      { type: 'page.release' },
      { type: 'xstate.done.actor.loadConsole', output: Console },
      { type: 'xstate.error.actor.loadConsole', error: new TypeError('Failed to fetch dynamically imported module') },
    ],
    record: ['reportFailure', 'reloadPage'],
    checks: {
      '*': (snapshot, run) => {
        // nothing is fetched before staff act on the light page; every failure is reported once
        const failures = run.steps.filter((s) => s.event.type === 'xstate.error.actor.loadConsole').length
        expect(run.effects.filter((e) => e.type === 'reportFailure')).toHaveLength(failures)
        const retries = run.steps.filter((s, i) => s.event.type === 'page.retry' && run.steps[i - 1]?.state.value === 'failed').length
        expect(run.effects.filter((e) => e.type === 'reloadPage')).toHaveLength(retries)
        // a submit on the light form is kept until the console's page takes over
        const submitted = run.steps.some(
          (s, i) => s.event.type === 'page.submit' && ['light', 'loading', 'mounted', 'claimed'].includes(String(run.steps[i - 1]?.state.value)),
        )
        expect(snapshot.context.submitRequested).toBe(submitted)
        expect(snapshot.hasTag('waking')).toBe(snapshot.matches('loading') || snapshot.matches('mounted') || snapshot.matches('claimed'))
        // a pointer is held from its press to its release, whatever the state
        const lastPointer = run.steps.map((s) => s.event.type).filter((type) => type === 'page.press' || type === 'page.release').at(-1)
        expect(snapshot.context.pressed).toBe(lastPointer === 'page.press')
      },
      light: (_, run) => {
        expect(light).toBe(true)
        expect(run.stubs.loadConsole === undefined || run.stubs.loadConsole.calls.length === 0).toBe(true)
      },
      loading: (_, run) => expect(run.stubs.loadConsole!.pending()).toBeDefined(),
      // loaded behind the light page: shown only when its page claims the screen
      mounted: (snapshot) => {
        expect(light).toBe(true)
        expect(snapshot.context.console).toBe(Console)
      },
      // the page claimed the screen mid-press: the light form stays until the pointer is up
      claimed: (snapshot, run) => {
        expect(light).toBe(true)
        expect(snapshot.context.pressed).toBe(true)
        expect(run.steps.at(-1)?.event.type).toMatch(/^page\.(claim|submit|press)$/)
      },
      shown: (snapshot, run) => {
        expect(snapshot.context.console).toBe(Console)
        // shown from mounted only when no pointer is held on the light form
        if (run.steps.at(-1)?.event.type === 'page.claim') {
          expect((run.steps.at(-2)?.state.context as { pressed: boolean }).pressed).toBe(false)
        }
      },
      failed: (snapshot) => expect(snapshot.context.error).toBeInstanceOf(TypeError),
    },
  })

export const specs = [firstPaint('firstPaint (/sign-in, no session remembered)', true), firstPaint('firstPaint (any other address)', false)]
