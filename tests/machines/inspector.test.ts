// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:5173/doctor?inspect"}
/**
 * `?inspect` in development: every actor made with the app's `createActor` reports to the Stately
 * inspector, including what happened before the inspector (a dynamic import) had loaded.
 */
import { describe, expect, it, vi } from 'vitest'
import { createMachine, type InspectionEvent } from 'xstate'

const inspector = vi.hoisted(() => ({ opened: 0, received: [] as Array<InspectionEvent> }))
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    inspector.opened += 1
    return { inspect: { next: (event: InspectionEvent) => void inspector.received.push(event) } }
  },
}))

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
})

describe('Stately inspector (?inspect)', () => {
  it("gives every actor of the app's createActor to the inspector, events from before it loaded included, in order", async () => {
    const { createActor, inspect } = await import('@src/app/inspect')
    expect(inspect).toBeTypeOf('function')
    // the inspector is still loading: the actor's first events wait for it
    expect(inspector.opened).toBe(0)
    const actor = createActor(toggle).start()
    actor.send({ type: 'flip' })
    await vi.waitFor(() => expect(inspector.opened).toBe(1))
    actor.send({ type: 'flip' })
    const mine = inspector.received.filter((e) => e.actorRef === actor)
    expect(mine.filter((e) => e.type === '@xstate.actor')).toHaveLength(1)
    expect(
      mine.filter((e) => e.type === '@xstate.snapshot').map((e) => (e as unknown as { snapshot: { value: unknown } }).snapshot.value),
    ).toEqual(['off', 'on', 'off'])
  })

  it('reads ?inspect or the VITE_INSPECT flag', async () => {
    const { inspectorRequested } = await import('@src/app/inspect')
    expect(inspectorRequested('?inspect', undefined)).toBe(true)
    expect(inspectorRequested('?tab=mp&inspect=1', undefined)).toBe(true)
    expect(inspectorRequested('', '1')).toBe(true)
    expect(inspectorRequested('?tab=mp', undefined)).toBe(false)
    expect(inspectorRequested('', '0')).toBe(false)
  })
})
