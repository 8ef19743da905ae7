/**
 * Loading bar (SPEC section 9: throttle 200 ms, duration 5000 ms), driven by SimulatedClock.
 */
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { loadingBarMachine } from '../../../src/machines/loading-bar.machine'

const start = () => {
  const clock = new SimulatedClock()
  const actor = createActor(loadingBarMachine, { clock })
  let unbalanced = 0
  actor.on('work.unbalanced', () => {
    unbalanced += 1
  })
  actor.start()
  const visible = () => actor.getSnapshot().hasTag('visible')
  return { actor, clock, visible, unbalanced: () => unbalanced }
}

describe('loading bar', () => {
  it('stays hidden for work shorter than 200 ms', () => {
    const { actor, clock, visible } = start()
    actor.send({ type: 'work.start' })
    clock.increment(199)
    expect(visible()).toBe(false)
    actor.send({ type: 'work.end' })
    clock.increment(1000)
    expect(visible()).toBe(false)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('shows after 200 ms of pending work and hides when it ends', () => {
    const { actor, clock, visible } = start()
    actor.send({ type: 'work.start' })
    clock.increment(200)
    expect(visible()).toBe(true)
    actor.send({ type: 'work.end' })
    expect(visible()).toBe(false)
  })

  it('gives up after 5000 ms of showing, and stays hidden until all work ends', () => {
    const { actor, clock, visible } = start()
    actor.send({ type: 'work.start' })
    clock.increment(200)
    clock.increment(4999)
    expect(visible()).toBe(true)
    clock.increment(1)
    expect(visible()).toBe(false)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'work.start' })
    clock.increment(1000)
    expect(visible()).toBe(false)
    actor.send({ type: 'work.end' })
    actor.send({ type: 'work.end' })
    expect(actor.getSnapshot().value).toBe('idle')
    // New work after that starts a new cycle.
    actor.send({ type: 'work.start' })
    clock.increment(200)
    expect(visible()).toBe(true)
  })

  it('counts overlapping work: visible until the last unit ends', () => {
    const { actor, clock, visible } = start()
    actor.send({ type: 'work.start' })
    actor.send({ type: 'work.start' })
    clock.increment(300)
    actor.send({ type: 'work.end' })
    expect(visible()).toBe(true)
    expect(actor.getSnapshot().context.pending).toBe(1)
    actor.send({ type: 'work.end' })
    expect(visible()).toBe(false)
    expect(actor.getSnapshot().context.pending).toBe(0)
  })

  it('reports an unbalanced work.end instead of going negative', () => {
    const { actor, unbalanced } = start()
    actor.send({ type: 'work.end' })
    expect(unbalanced()).toBe(1)
    expect(actor.getSnapshot().context.pending).toBe(0)
  })
})
