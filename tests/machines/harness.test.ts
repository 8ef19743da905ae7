/**
 * The model harness itself: coverage is what the real actor took, so a transition no path can
 * take is reported; timers fire at the exact moment they are due.
 */
import { describe, expect, it } from 'vitest'
import { assign, createMachine, fromPromise, raise, setup } from 'xstate'
import { coverageOf, defineModelSpec, runSpec, transitionKeys } from './support/model'

describe('model harness', () => {
  it('reports a guarded candidate and a state that no path reaches', async () => {
    const machine = setup({ guards: { never: () => false } }).createMachine({
      id: 'dead',
      initial: 'a',
      states: {
        a: { on: { go: [{ guard: 'never', target: 'unreachable' }, { target: 'b' }] } },
        b: {},
        unreachable: {},
      },
    })
    const { coverage } = await runSpec(defineModelSpec({ machine, events: [{ type: 'go' }] }))
    const figures = coverageOf(machine, coverage)
    expect(figures.states).toEqual({ reached: 3, total: 4, missed: ['dead.unreachable'] })
    expect(figures.transitions).toEqual({ reached: 1, total: 2, missed: ['#dead.a go[0]'] })
  })

  it('counts every candidate of every state, eventless and delayed ones included', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { always: [{ guard: () => false, target: 'b' }, { target: 'c' }] },
        b: { after: { 100: 'c' } },
        c: { invoke: { id: 'job', src: fromPromise(async () => 1), onDone: 'a', onError: 'b' } },
      },
    })
    expect(transitionKeys(machine).sort()).toEqual(
      ['#m.a always[0]', '#m.a always[1]', '#m.b xstate.after.100.m.b', '#m.c xstate.done.actor.job', '#m.c xstate.error.actor.job'].sort(),
    )
  })

  it('fires a timer (after, delayed raise) when it is due, to the millisecond', async () => {
    const seen: Array<number> = []
    const machine = setup({
      actors: { job: fromPromise(async () => 'done') },
      // named, as in the loading bar (xstate/graph refuses inline delayed actions)
      actions: { schedulePing: raise({ type: 'ping' }, { delay: 250 }) },
    }).createMachine({
      id: 'timed',
      context: { at: [] as Array<number> },
      initial: 'waiting',
      states: {
        waiting: { entry: 'schedulePing', on: { ping: 'working' } },
        working: {
          invoke: { id: 'job', src: 'job', onDone: 'resting' },
        },
        resting: { after: { 1000: { target: 'waiting', actions: assign({ at: ({ context }) => [...context.at, 1] }) } } },
      },
    })
    const spec = defineModelSpec({
      machine,
      events: [{ type: 'xstate.done.actor.job', output: 'done' }],
      // one round: the context would grow without end
      stopWhen: (snapshot) => snapshot.context.at.length > 1,
      checks: {
        '*': (_, run) => void seen.push(run.clock.now()),
        working: (_, run) => expect(run.clock.now() % 1250).toBe(250),
        resting: (_, run) => expect(run.clock.now() % 1250).toBe(250),
      },
    })
    const { coverage } = await runSpec(spec)
    const figures = coverageOf(machine, coverage)
    expect(figures.transitions.missed).toEqual([])
    expect(seen).toContain(1250)
  })
})
