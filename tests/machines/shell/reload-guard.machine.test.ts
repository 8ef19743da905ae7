/**
 * Reload guard: a stale chunk reloads the page at most once per 60 s.
 *
 * Scenario tests drive the real machine with SimulatedClock. The model-based part describes the
 * expected behaviour as a small test model (xstate/graph cannot traverse `after` transitions,
 * so time is modelled as two events: 'clock.almost' = 1 ms before the window ends, and
 * 'clock.elapse' = the window has ended) and replays every shortest path on the real machine.
 */
import { describe, expect, it } from 'vitest'
import { assign, createActor, setup, SimulatedClock, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { reloadGuardMachine, reloadWindowMs } from '../../../src/machines/reload-guard.machine'

const start = (sinceLastReload: number | null) => {
  const clock = new SimulatedClock()
  const calls: string[] = []
  const actor = createActor(
    reloadGuardMachine.provide({
      actions: {
        stampReload: () => {
          calls.push('stamp')
        },
        reloadPage: () => {
          calls.push('reload')
        },
      },
    }),
    { clock, input: { sinceLastReload } },
  )
  const suppressed: number[] = []
  actor.on('reload.suppressed', (event) => suppressed.push(event.suppressed))
  actor.start()
  const reloads = () => calls.filter((call) => call === 'reload').length
  return { actor, clock, calls, reloads, suppressed }
}

describe('reload guard (scenarios)', () => {
  it('reloads on the first chunk failure, stamping first', () => {
    const { actor, calls } = start(null)
    expect(actor.getSnapshot().value).toBe('armed')
    actor.send({ type: 'chunk.failed' })
    expect(calls).toEqual(['stamp', 'reload'])
    expect(actor.getSnapshot().hasTag('reloading')).toBe(true)
  })

  it('a second failure within 60 s does not reload again (no loop)', () => {
    const { actor, clock, reloads, suppressed } = start(null)
    actor.send({ type: 'chunk.failed' })
    clock.increment(30_000)
    actor.send({ type: 'chunk.failed' })
    clock.increment(reloadWindowMs - 30_000 - 1)
    actor.send({ type: 'chunk.failed' })
    expect(reloads()).toBe(1)
    expect(suppressed).toEqual([1, 2])
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('armed')
    actor.send({ type: 'chunk.failed' })
    expect(reloads()).toBe(2)
  })

  it('a document opened by a guarded reload 10 s ago does not reload for the remaining 50 s', () => {
    const { actor, clock, reloads, suppressed } = start(10_000)
    expect(actor.getSnapshot().value).toBe('coolingDown')
    actor.send({ type: 'chunk.failed' })
    expect(reloads()).toBe(0)
    expect(suppressed).toEqual([1])
    clock.increment(49_999)
    expect(actor.getSnapshot().value).toBe('coolingDown')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('armed')
    actor.send({ type: 'chunk.failed' })
    expect(reloads()).toBe(1)
  })

  it('a reload stamped 60 s ago or more, in the future, or never, leaves the guard armed', () => {
    expect(start(reloadWindowMs).actor.getSnapshot().value).toBe('armed')
    expect(start(3_600_000).actor.getSnapshot().value).toBe('armed')
    expect(start(-5).actor.getSnapshot().value).toBe('armed')
    expect(start(null).actor.getSnapshot().value).toBe('armed')
  })
})

type ModelEvent = { type: 'chunk.failed' } | { type: 'clock.almost' } | { type: 'clock.elapse' }

/** The expected behaviour, as a test model, starting where the real guard starts. */
const makeGuardModel = (initial: 'armed' | 'coolingDown') => {
  const waiting = {
    initial: 'early' as const,
    states: { early: { on: { 'clock.almost': 'late' } }, late: {} },
    on: {
      'chunk.failed': { actions: 'countSuppressed' as const },
      'clock.elapse': 'armed',
    },
  }
  return setup({
    types: { context: {} as { reloads: number; suppressed: number }, events: {} as ModelEvent },
    actions: {
      countReload: assign({ reloads: ({ context }) => context.reloads + 1 }),
      countSuppressed: assign({ suppressed: ({ context }) => context.suppressed + 1 }),
    },
  }).createMachine({
    id: 'guardModel',
    context: { reloads: 0, suppressed: 0 },
    initial,
    states: {
      armed: { on: { 'chunk.failed': { target: 'reloading', actions: 'countReload' } } },
      reloading: waiting,
      coolingDown: waiting,
    },
  })
}

type ModelSnapshot = SnapshotFrom<ReturnType<typeof makeGuardModel>>

const topState = (snapshot: ModelSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] as string)

describe.each([
  { name: 'fresh document', sinceLastReload: null, initial: 'armed' as const, window: reloadWindowMs },
  { name: 'document opened by a reload 15 s ago', sinceLastReload: 15_000, initial: 'coolingDown' as const, window: 45_000 },
])('reload guard (model-based paths): $name', ({ sinceLastReload, initial, window }) => {
  const paths = createTestModel(makeGuardModel(initial), {
    events: [{ type: 'chunk.failed' }, { type: 'clock.almost' }, { type: 'clock.elapse' }],
    stopWhen: (snapshot) => snapshot.context.reloads >= 2 || snapshot.context.suppressed >= 2,
  }).getShortestPaths()

  it('has paths through arming, reloading and suppressing', () => {
    const reached = new Set(paths.map((path) => topState(path.state)))
    expect(reached).toContain('armed')
    expect(reached).toContain('reloading')
    expect(paths.some((path) => path.state.context.suppressed > 0)).toBe(true)
    expect(paths.some((path) => path.state.context.reloads === 2)).toBe(true)
  })

  for (const path of paths) {
    it(`replays: ${path.description}`, async () => {
      const sut = start(sinceLastReload)
      // The window the real guard is waiting out: from the start (cooling down) or from a reload.
      let windowStart = 0
      let windowLength = window
      const assertMatches = (snapshot: ModelSnapshot) => {
        const real = sut.actor.getSnapshot()
        expect(real.value).toBe(topState(snapshot))
        expect(sut.reloads()).toBe(snapshot.context.reloads)
        expect(sut.calls.filter((call) => call === 'stamp')).toHaveLength(snapshot.context.reloads)
        expect(real.context.suppressed).toBe(snapshot.context.suppressed)
      }
      await path.test({
        events: {
          'chunk.failed': () => {
            const before = sut.actor.getSnapshot().value
            sut.actor.send({ type: 'chunk.failed' })
            if (before === 'armed') {
              windowStart = sut.clock.now()
              windowLength = reloadWindowMs
            }
          },
          'clock.almost': () => sut.clock.set(windowStart + windowLength - 1),
          'clock.elapse': () => sut.clock.set(windowStart + windowLength),
        },
        states: { armed: assertMatches, reloading: assertMatches, coolingDown: assertMatches },
      })
      assertMatches(path.state)
    })
  }
})
