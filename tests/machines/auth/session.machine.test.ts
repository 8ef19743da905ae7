import { describe, expect, it, vi } from 'vitest'
import { fromCallback, type AnyEventObject } from 'xstate'
import { sessionMachine, type SessionUser } from '@src/machines/session.machine'
import { modelPaths, PromiseStub, replay, start, stateIds, visited } from '../support/model'

const admin: SessionUser = { uid: 'u-admin', email: 'admin@medicolle.example' }
const other: SessionUser = { uid: 'u-op', email: 'operator@medicolle.example' }

const setupSession = () => {
  const signOut = new PromiseStub<void>()
  let emit: ((event: AnyEventObject) => void) | undefined
  let unsubscribed = 0
  const authState = fromCallback(({ sendBack }) => {
    emit = sendBack
    return () => {
      unsubscribed += 1
    }
  })
  const leave = vi.fn()
  const expire = vi.fn()
  const reportSignOutFailure = vi.fn()
  const machine = sessionMachine.provide({
    actors: { authState, signOut: signOut.logic },
    actions: {
      leave,
      expire,
      reportSignOutFailure: (_, params) => reportSignOutFailure(params),
    },
  })
  const driven = start({
    machine,
    stubs: { signOut },
    delays: {},
    // auth state changes arrive the real way: through the subscription's sendBack
    exec: { 'auth.changed': (event) => emit?.(event) },
  })
  return { driven, signOut, leave, expire, reportSignOutFailure, unsubscribed: () => unsubscribed }
}

describe('session machine', () => {
  it('waits for the first auth state, then follows it', async () => {
    const { driven } = setupSession()
    expect(driven.actor.getSnapshot().value).toBe('unknown')
    await driven.step({ type: 'auth.changed', user: admin })
    expect(driven.actor.getSnapshot().hasTag('signed-in')).toBe(true)
    expect(driven.actor.getSnapshot().context.user).toEqual(admin)
  })

  it('logout signs out, then leaves for /sign-in (not an expiry)', async () => {
    const { driven, signOut, leave, expire } = setupSession()
    await driven.step({ type: 'auth.changed', user: admin })
    await driven.step({ type: 'session.logout' })
    expect(signOut.calls).toHaveLength(1)
    // Firebase reports the sign-out before the promise resolves: not an expiry
    await driven.step({ type: 'auth.changed', user: null })
    expect(driven.actor.getSnapshot().value).toBe('signingOut')
    await driven.step({ type: 'xstate.done.actor.signOut' })
    expect(driven.actor.getSnapshot().value).toBe('signedOut')
    expect(leave).toHaveBeenCalledTimes(1)
    expect(expire).not.toHaveBeenCalled()
  })

  it('a session ending on its own while signed in is an expiry', async () => {
    const { driven, leave, expire } = setupSession()
    await driven.step({ type: 'auth.changed', user: admin })
    await driven.step({ type: 'auth.changed', user: null })
    expect(expire).toHaveBeenCalledTimes(1)
    expect(leave).not.toHaveBeenCalled()
  })

  it('a failed logout is reported and staff stay signed in', async () => {
    const { driven, reportSignOutFailure } = setupSession()
    await driven.step({ type: 'auth.changed', user: admin })
    await driven.step({ type: 'session.logout' })
    const error = new Error('offline')
    await driven.step({ type: 'xstate.error.actor.signOut', error })
    expect(driven.actor.getSnapshot().value).toBe('signedIn')
    expect(reportSignOutFailure).toHaveBeenCalledWith({ error })
  })

  it('stops listening to the auth state when stopped', () => {
    const { driven, unsubscribed } = setupSession()
    driven.actor.stop()
    expect(unsubscribed()).toBe(1)
  })
})

describe('session machine: model-based paths', () => {
  const paths = modelPaths(sessionMachine, {
    events: [
      { type: 'auth.changed', user: admin },
      { type: 'auth.changed', user: other },
      { type: 'auth.changed', user: null },
      { type: 'session.logout' },
      { type: 'xstate.done.actor.signOut' },
      { type: 'xstate.error.actor.signOut', error: new Error('offline') },
    ],
  })

  it('the paths visit every state', () => {
    expect([...visited(paths)].filter((id) => id !== 'session').sort()).toEqual(stateIds(sessionMachine).sort())
  })

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { driven, signOut, leave, expire, reportSignOutFailure } = setupSession()
    // count what each step should have triggered, from the model's own steps
    let expectedLeave = 0
    let expectedExpire = 0
    let expectedReports = 0
    let previous: string | undefined
    const steps = path.steps.map((s) => {
      const value = s.state.value as string
      if ((s.event.type as string) === 'xstate.done.actor.signOut') expectedLeave += 1
      if ((s.event.type as string) === 'xstate.error.actor.signOut') expectedReports += 1
      if (previous === 'signedIn' && value === 'signedOut') expectedExpire += 1
      previous = value
      return { ...s, expected: { leave: expectedLeave, expire: expectedExpire, reports: expectedReports } }
    })
    let index = 0
    const effects = () => {
      const expected = steps[index]!.expected
      expect(leave).toHaveBeenCalledTimes(expected.leave)
      expect(expire).toHaveBeenCalledTimes(expected.expire)
      expect(reportSignOutFailure).toHaveBeenCalledTimes(expected.reports)
      index += 1
    }
    await replay(driven, steps, {
      unknown: (snapshot) => {
        expect(snapshot.hasTag('signed-in')).toBe(false)
        effects()
      },
      signedIn: (snapshot) => {
        expect(snapshot.hasTag('signed-in')).toBe(true)
        expect(snapshot.can({ type: 'session.logout' })).toBe(true)
        effects()
      },
      signingOut: (snapshot) => {
        expect(snapshot.hasTag('busy')).toBe(true)
        expect(signOut.calls.filter((c) => !c.settled)).toHaveLength(1)
        effects()
      },
      signedOut: (snapshot) => {
        expect(snapshot.hasTag('signed-in')).toBe(false)
        expect(snapshot.context.user).toBeNull()
        effects()
      },
    })
  })
})
