/**
 * Loading bar (SPEC 9: 'throttle 200 ms, duration 5000 ms'): shown after 200 ms of pending
 * work, progress paced over 5000 ms approaching but never reaching the end while work pends,
 * completing (100 %) and hiding when the work ends. Never gives up while work pends.
 *
 * 1. Scenarios on the real machine with SimulatedClock.
 * 2. Model-based: `createTestModel` over the real machine walks every state and every
 *    transition, timed ones included (the machine's timers raise named events, which the
 *    model sends directly); each shortest path is replayed on a real actor where a timed
 *    step is NOT sent but happens by advancing the simulated clock by exactly its delay,
 *    and the actor must match the model at every step.
 */
import { describe, expect, it } from 'vitest'
import { createActor, getNextSnapshot, SimulatedClock, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  estimatedProgress,
  loadingBarMachine,
  loadingDurationMs,
  loadingFinishMs,
  loadingThrottleMs,
  progressTickMs,
} from '@src/machines/loading-bar.machine'

const start = () => {
  const clock = new SimulatedClock()
  const actor = createActor(loadingBarMachine, { clock })
  let unbalanced = 0
  actor.on('work.unbalanced', () => {
    unbalanced += 1
  })
  actor.start()
  const visible = () => actor.getSnapshot().hasTag('visible')
  const progress = () => actor.getSnapshot().context.progress
  /** Let `ms` pass in 10 ms steps (SimulatedClock fires one timer generation per increment). */
  const elapse = (ms: number) => {
    for (let left = ms; left > 0; left -= 10) clock.increment(Math.min(10, left))
  }
  return { actor, clock, elapse, visible, progress, unbalanced: () => unbalanced }
}

describe('loading bar (scenarios)', () => {
  it('SPEC 9 constants: throttle 200 ms, duration 5000 ms', () => {
    expect(loadingThrottleMs).toBe(200)
    expect(loadingDurationMs).toBe(5000)
  })

  it('stays hidden for work shorter than 200 ms', () => {
    const { actor, elapse, visible } = start()
    actor.send({ type: 'work.start' })
    elapse(199)
    expect(visible()).toBe(false)
    actor.send({ type: 'work.end' })
    elapse(1000)
    expect(visible()).toBe(false)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('shows after 200 ms of pending work, starting from no progress', () => {
    const { actor, elapse, visible, progress } = start()
    actor.send({ type: 'work.start' })
    elapse(200)
    expect(visible()).toBe(true)
    expect(progress()).toBe(0)
  })

  it('paces the progress over 5000 ms: rising, about 70 % at 5 s, never the end, still shown after a minute', () => {
    const { actor, elapse, visible, progress } = start()
    actor.send({ type: 'work.start' })
    elapse(200)
    const seen: number[] = []
    for (let t = 0; t < 5000; t += progressTickMs) {
      elapse(progressTickMs)
      seen.push(progress())
    }
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBeGreaterThan(seen[i - 1]!)
    expect(seen[0]).toBeGreaterThan(0)
    expect(progress()).toBeCloseTo(estimatedProgress(5000), 6)
    expect(progress()).toBeGreaterThan(65)
    expect(progress()).toBeLessThan(75)
    expect(visible()).toBe(true)
    elapse(60_000)
    expect(visible()).toBe(true)
    expect(progress()).toBeGreaterThan(95)
    expect(progress()).toBeLessThan(100)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('completes to 100 % when the work ends, then hides after 500 ms', () => {
    const { actor, elapse, visible, progress } = start()
    actor.send({ type: 'work.start' })
    elapse(1200)
    actor.send({ type: 'work.end' })
    expect(visible()).toBe(true)
    expect(progress()).toBe(100)
    elapse(loadingFinishMs - 10)
    expect(visible()).toBe(true)
    elapse(10)
    expect(visible()).toBe(false)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(progress()).toBe(0)
  })

  it('counts overlapping work: shown and pending until the last unit ends', () => {
    const { actor, elapse, visible, progress } = start()
    actor.send({ type: 'work.start' })
    actor.send({ type: 'work.start' })
    elapse(300)
    actor.send({ type: 'work.end' })
    expect(visible()).toBe(true)
    expect(progress()).toBeLessThan(100)
    expect(actor.getSnapshot().context.pending).toBe(1)
    actor.send({ type: 'work.end' })
    expect(progress()).toBe(100)
    expect(actor.getSnapshot().context.pending).toBe(0)
  })

  it('new work while completing shows the bar again at once, from the start', () => {
    const { actor, elapse, visible, progress } = start()
    actor.send({ type: 'work.start' })
    elapse(700)
    actor.send({ type: 'work.end' })
    elapse(100)
    actor.send({ type: 'work.start' })
    expect(visible()).toBe(true)
    expect(progress()).toBe(0)
    elapse(loadingFinishMs)
    expect(visible()).toBe(true)
    expect(progress()).toBeGreaterThan(0)
    expect(progress()).toBeLessThan(100)
  })

  it('reports an unbalanced work.end instead of going negative', () => {
    const { actor, unbalanced } = start()
    actor.send({ type: 'work.end' })
    expect(unbalanced()).toBe(1)
    expect(actor.getSnapshot().context.pending).toBe(0)
  })
})

describe('estimatedProgress', () => {
  it('0 at the start, rising, below 100 for any time', () => {
    expect(estimatedProgress(0)).toBe(0)
    let previous = 0
    for (const ms of [100, 1000, 2500, 5000, 10_000, 60_000]) {
      const p = estimatedProgress(ms)
      expect(p).toBeGreaterThan(previous)
      expect(p).toBeLessThan(100)
      previous = p
    }
    expect(estimatedProgress(Number.MAX_SAFE_INTEGER)).toBeLessThan(100)
    expect(estimatedProgress(1250)).toBeCloseTo(29.5, 1)
    expect(estimatedProgress(2500)).toBeCloseTo(50, 6)
  })
})

// ---------------------------------------------------------------------------------------------
// Model-based: every state, every transition of the real machine.

type Snapshot = SnapshotFrom<typeof loadingBarMachine>
type Event = { type: string }

const timed = {
  throttle: 'loading.throttled',
  tick: 'loading.tick',
  finish: 'loading.finished',
} as const
const delayOf: Record<string, number> = {
  [timed.throttle]: loadingThrottleMs,
  [timed.tick]: progressTickMs,
  [timed.finish]: loadingFinishMs,
}

/** The delayed event of the state's own timer (only one is running at a time). */
const timedEvent = (snapshot: Snapshot): string => {
  if (snapshot.matches({ busy: 'waiting' })) return timed.throttle
  if (snapshot.matches({ busy: 'showing' })) return timed.tick
  return timed.finish
}

const eventsFor = (snapshot: Snapshot): Event[] => [
  { type: 'work.start' },
  { type: 'work.end' },
  ...(snapshot.matches('idle') ? [] : [{ type: timedEvent(snapshot) }]),
]

/**
 * A finite slice of the (infinite) state space: at most 2 units pending, at most 2 progress
 * ticks. Snapshots are told apart by value and full context, so every path is exact.
 */
const withinBounds = (snapshot: Snapshot, event: Event): boolean =>
  !(event.type === 'work.start' && snapshot.context.pending >= 2) &&
  !(event.type === timed.tick && snapshot.context.shownMs >= 2 * progressTickMs)

const serializeState = (snapshot: Snapshot): string => JSON.stringify({ value: snapshot.value, context: snapshot.context })

/** Every transition the machine defines, as `state event #candidate`. */
const allTransitions = (): string[] => {
  const out: string[] = []
  const walk = (node: (typeof loadingBarMachine)['root']) => {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((_, i) => out.push(`${node.id} ${eventType} #${i}`))
    }
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(loadingBarMachine.root)
  return out.sort()
}

/** Which transition the machine takes for this event in this state (none = ignored). */
const takenTransitions = (snapshot: Snapshot, event: Event): string[] =>
  loadingBarMachine.getTransitionData(snapshot, event as never).map((t) => {
    const candidates = t.source.transitions.get(t.eventType) ?? []
    return `${t.source.id} ${t.eventType} #${candidates.indexOf(t as never)}`
  })

describe('loading bar (model-based, every state and transition)', () => {
  const traverse = () => {
    const model = createTestModel(loadingBarMachine, {
      events: eventsFor as never,
      filterEvents: withinBounds as never,
      serializeState: serializeState as never,
    })
    /** One shortest path to every state of the slice; each is then extended by every event it takes. */
    const toEachState = model.getShortestPaths({ allowDuplicatePaths: true })
    const edges = toEachState.flatMap((path) =>
      eventsFor(path.state)
        .filter((event) => withinBounds(path.state, event))
        .map((event) => ({ path, event, expected: getNextSnapshot(loadingBarMachine, path.state, event as never) })),
    )
    return { toEachState, edges }
  }

  it('the traversal reaches every state and every transition the machine defines', () => {
    const { toEachState, edges } = traverse()
    const states = new Set(toEachState.map((path) => JSON.stringify(path.state.value)))
    expect([...states].sort()).toEqual(['"finishing"', '"idle"', '{"busy":"showing"}', '{"busy":"waiting"}'])
    const taken = new Set(edges.flatMap(({ path, event }) => takenTransitions(path.state, event)))
    expect([...taken].sort()).toEqual(allTransitions())
    expect(allTransitions()).toHaveLength(12)
  })

  it('every transition replayed on a real actor, timers by the simulated clock, matches the model step by step', async () => {
    const { edges } = traverse()
    for (const { path, event, expected } of edges) {
      const clock = new SimulatedClock()
      const actor = createActor(loadingBarMachine, { clock }).start()
      // A timed step is not sent: the clock runs for exactly that timer's delay.
      const perform = (e: Event) => (e.type in delayOf ? clock.increment(delayOf[e.type]!) : actor.send(e as never))
      const matches = (want: Snapshot) => {
        const real = actor.getSnapshot()
        expect(real.value).toEqual(want.value)
        expect(real.context).toEqual(want.context)
        // The spec-level invariants, whatever the path.
        const shown = real.matches({ busy: 'showing' }) || real.matches('finishing')
        expect(real.hasTag('visible')).toBe(shown)
        if (real.hasTag('busy')) expect(real.context.progress).toBeLessThan(100)
        if (real.matches('finishing')) expect(real.context.progress).toBe(100)
        if (real.matches('idle')) expect(real.context.pending).toBe(0)
      }
      await path.test({
        events: Object.fromEntries(
          ['work.start', 'work.end', ...Object.values(timed)].map((type) => [type, ({ event: e }: { event: Event }) => perform(e)]),
        ) as never,
        states: { '*': matches as never },
      })
      perform(event)
      matches(expected)
      actor.stop()
    }
    expect(edges.length).toBeGreaterThanOrEqual(allTransitions().length)
  })
})
