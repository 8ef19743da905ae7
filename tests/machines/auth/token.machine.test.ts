import { describe, expect, it } from 'vitest'
import { tokenMachine, tokenTimeoutMessage, type TokenProbe } from '@src/machines/token.machine'
import { modelPaths, PromiseStub, replay, start, stateIds, visited } from '../support/model'

const delays = { tokenPoll: 100, tokenTimeout: 5000 }

const setupToken = () => {
  const readToken = new PromiseStub<TokenProbe>()
  const machine = tokenMachine.provide({ actors: { readToken: readToken.logic } })
  return { readToken, driven: start({ machine, stubs: { readToken }, delays }) }
}

describe('token machine: spec constants', () => {
  it('polls every 100 ms and gives up after 5000 ms, as named delays', () => {
    expect(tokenMachine.implementations.delays).toEqual({ tokenPoll: 100, tokenTimeout: 5000 })
  })

  it('polls every 100 ms until a token arrives', async () => {
    const { readToken, driven } = setupToken()
    expect(readToken.calls).toHaveLength(1)
    readToken.resolve({ kind: 'pending' })
    await driven.step({ type: 'noop' })
    expect(driven.actor.getSnapshot().value).toBe('waiting')

    driven.clock.increment(99)
    expect(readToken.calls).toHaveLength(1)
    driven.clock.increment(1)
    expect(readToken.calls).toHaveLength(2)

    readToken.resolve({ kind: 'token', token: 'id-token' })
    await driven.step({ type: 'noop' })
    expect(driven.actor.getSnapshot().status).toBe('done')
    expect(driven.actor.getSnapshot().output).toEqual({ kind: 'token', token: 'id-token' })
  })

  it("gives up after exactly 5000 ms with 'Timed out to get id token.'", async () => {
    const { readToken, driven } = setupToken()
    // keep answering 'pending': 1 probe at 0 ms, then one per 100 ms
    for (let t = 0; t < 4900; t += 100) {
      readToken.resolve({ kind: 'pending' })
      await driven.step({ type: 'noop' })
      driven.clock.increment(100)
    }
    expect(readToken.calls).toHaveLength(50)
    readToken.resolve({ kind: 'pending' })
    await driven.step({ type: 'noop' })
    driven.clock.increment(99)
    expect(driven.actor.getSnapshot().status).toBe('active')
    driven.clock.increment(1)
    const snapshot = driven.actor.getSnapshot()
    expect(snapshot.value).toBe('timedOut')
    expect(snapshot.output).toEqual({ kind: 'failed', message: tokenTimeoutMessage })
    expect(tokenTimeoutMessage).toBe('Timed out to get id token.')
  })

  it('a probe still running at 5000 ms is abandoned (its fiber interrupted)', async () => {
    const { readToken, driven } = setupToken()
    driven.clock.increment(5000)
    expect(driven.actor.getSnapshot().value).toBe('timedOut')
    expect(readToken.calls[0]?.signal.aborted).toBe(true)
  })

  it('a signed-out answer ends at once, without waiting for the timeout', async () => {
    const { readToken, driven } = setupToken()
    readToken.resolve({ kind: 'signed-out' })
    await driven.step({ type: 'noop' })
    expect(driven.actor.getSnapshot().output).toEqual({ kind: 'signed-out' })
    expect(driven.clock.now()).toBe(0)
  })

  it('a failing probe ends in failed with its message', async () => {
    const { readToken, driven } = setupToken()
    readToken.reject(new Error('network down'))
    await driven.step({ type: 'noop' })
    const snapshot = driven.actor.getSnapshot()
    expect(snapshot.value).toBe('failed')
    expect(snapshot.output).toMatchObject({ kind: 'failed', message: 'network down' })
  })
})

describe('token machine: model-based paths', () => {
  const failure = new Error('probe failed')
  const paths = modelPaths(tokenMachine, {
    events: [
      { type: 'xstate.done.actor.readToken', output: { kind: 'token', token: 'id-token' } },
      { type: 'xstate.done.actor.readToken', output: { kind: 'signed-out' } },
      { type: 'xstate.done.actor.readToken', output: { kind: 'pending' } },
      { type: 'xstate.error.actor.readToken', error: failure },
    ],
  })

  it('the paths visit every state', () => {
    expect([...visited(paths)].filter((id) => id !== 'token').sort()).toEqual(stateIds(tokenMachine).sort())
  })

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { driven, readToken } = setupToken()
    const probing = () => readToken.calls.filter((c) => !c.settled && !c.signal.aborted)
    const finished = (snapshot: ReturnType<typeof driven.actor.getSnapshot>) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.output).toEqual(snapshot.context.outcome)
      expect(probing()).toHaveLength(0)
    }
    await replay(driven, path.steps, {
      probing: (snapshot) => {
        expect(snapshot.hasTag('busy')).toBe(true)
        expect(probing()).toHaveLength(1)
      },
      waiting: (snapshot) => {
        expect(snapshot.hasTag('busy')).toBe(true)
        expect(probing()).toHaveLength(0)
      },
      ready: finished,
      signedOut: finished,
      failed: finished,
      timedOut: finished,
    })
  })
})
