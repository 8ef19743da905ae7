import { expect } from 'vitest'
import { tokenMachine } from '@src/machines/token.machine'
import { defineModelSpec } from '../support/model'

const finished = (snapshot: { status: string; output: unknown; context: { outcome: unknown }; hasTag(t: string): boolean }) => {
  expect(snapshot.status).toBe('done')
  expect(snapshot.hasTag('busy')).toBe(false)
  expect(snapshot.output).toEqual(snapshot.context.outcome)
}

export const spec = defineModelSpec({
  machine: tokenMachine,
  events: [
    { type: 'xstate.done.actor.readToken', output: { kind: 'token', token: 'id-token' } },
    { type: 'xstate.done.actor.readToken', output: { kind: 'signed-out' } },
    { type: 'xstate.done.actor.readToken', output: { kind: 'pending' } },
    { type: 'xstate.error.actor.readToken', error: new Error('probe failed') },
    { type: 'xstate.after.tokenPoll.token.waiting' },
    { type: 'xstate.after.tokenTimeout.token' },
  ],
  checks: {
    probing: (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    waiting: (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    ready: finished,
    signedOut: finished,
    failed: finished,
    timedOut: finished,
  },
})
