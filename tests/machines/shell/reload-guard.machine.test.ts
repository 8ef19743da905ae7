/**
 * Reload guard: a stale chunk reloads the page at most once per 60 s.
 *
 * Scenario tests drive the real machine with SimulatedClock. The model-based paths over the real
 * machine (every state and transition, a fresh document and one opened by a reload 15 s ago) are
 * in tests/machines/models/reload-guard.model.ts, run by tests/machines/model-coverage.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { reloadGuardMachine, reloadWindowMs } from '@src/machines/reload-guard.machine'

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
