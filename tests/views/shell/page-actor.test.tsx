// @vitest-environment jsdom
/** Page actors are inspectable: `usePageActor` attaches the observer the composition root provides. */
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { createMachine, type InspectionEvent } from 'xstate'
import { ActorInspectContext, usePageActor } from '@src/views/components/page-actor'

afterEach(cleanup)

const machine = createMachine({ id: 'probe', initial: 'idle', states: { idle: {} } })

const Probe = () => {
  usePageActor(machine)
  return null
}

it('a page actor reports to the inspector given by the root, and runs without one', () => {
  const seen: Array<InspectionEvent> = []
  render(
    <ActorInspectContext.Provider value={(event) => seen.push(event)}>
      <Probe />
    </ActorInspectContext.Provider>,
  )
  expect(seen.some((e) => e.type === '@xstate.actor' && e.actorRef.getSnapshot().machine?.id === 'probe')).toBe(true)
  cleanup()
  expect(() => render(<Probe />)).not.toThrow()
})
