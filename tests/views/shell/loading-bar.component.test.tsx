// @vitest-environment jsdom
/**
 * The loading bar view bound to a real loading-bar actor on a simulated clock: hidden for the
 * first 200 ms, then a progressbar whose fill width and aria-valuenow follow the paced progress
 * (still shown after 5 s, below 100 %), 100 % when the work ends, then gone.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { loadingBarMachine } from '@src/machines/loading-bar.machine'
import { LoadingBar } from '@src/views/components/loading-bar.component'

afterEach(cleanup)

const setup = () => {
  const clock = new SimulatedClock()
  const actor = createActor(loadingBarMachine, { clock }).start()
  render(<LoadingBar actor={actor} />)
  const elapse = (ms: number) =>
    act(() => {
      for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left))
    })
  const fill = () => screen.getByRole('progressbar').firstElementChild as HTMLElement
  return { actor, elapse, fill }
}

describe('LoadingBar', () => {
  it('shows after 200 ms, paces its width over 5 s without reaching the end, completes and hides', () => {
    const { actor, elapse, fill } = setup()
    act(() => actor.send({ type: 'work.start' }))
    elapse(100)
    expect(screen.queryByRole('progressbar')).toBeNull()
    elapse(100)
    const bar = screen.getByRole('progressbar', { name: '読み込み中' })
    expect(bar.getAttribute('aria-busy')).toBe('true')
    expect(fill().style.width).toBe('0%')

    elapse(1250)
    const early = Number.parseFloat(fill().style.width)
    expect(early).toBeGreaterThan(25)
    expect(early).toBeLessThan(35)
    elapse(5000 - 1250)
    const at5s = Number.parseFloat(fill().style.width)
    expect(at5s).toBeGreaterThan(early)
    expect(at5s).toBeLessThan(100)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(Math.round(at5s)))
    elapse(10_000)
    expect(Number.parseFloat(fill().style.width)).toBeLessThan(100)

    act(() => actor.send({ type: 'work.end' }))
    expect(fill().style.width).toBe('100%')
    expect(screen.getByRole('progressbar').getAttribute('aria-busy')).toBe('false')
    elapse(500)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
