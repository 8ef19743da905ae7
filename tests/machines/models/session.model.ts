import { expect } from 'vitest'
import { fromCallback, type AnyEventObject } from 'xstate'
import { sessionMachine, type SessionUser } from '@src/machines/session.machine'
import { defineModelSpec } from '../support/model'

const admin: SessionUser = { uid: 'u-admin', email: 'admin@medicolle.example' }
const other: SessionUser = { uid: 'u-op', email: 'operator@medicolle.example' }

export const spec = defineModelSpec({
  machine: sessionMachine,
  events: [
    { type: 'auth.changed', user: admin },
    { type: 'auth.changed', user: other },
    { type: 'auth.changed', user: null },
    { type: 'session.logout' },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: new Error('offline') },
  ],
  record: ['leave', 'expire', 'reportSignOutFailure'],
  // auth state changes arrive the real way: through the subscription's sendBack
  setup: () => {
    let emit: ((event: AnyEventObject) => void) | undefined
    return {
      actors: { authState: fromCallback(({ sendBack }) => void (emit = sendBack)) },
      exec: { 'auth.changed': (event) => emit!(event) },
    }
  },
  checks: {
    '*': (snapshot, run) => {
      // leave after each asked-for logout, expire when signed-in staff lose the session on their own
      const count = (type: string) => run.effects.filter((e) => e.type === type).length
      const values = run.steps.map((s) => s.state.value)
      const expired = values.filter((v, i) => v === 'signedOut' && values[i - 1] === 'signedIn').length
      expect(count('leave')).toBe(run.steps.filter((s) => s.event.type === 'xstate.done.actor.signOut').length)
      expect(count('expire')).toBe(expired)
      expect(count('reportSignOutFailure')).toBe(run.steps.filter((s) => s.event.type === 'xstate.error.actor.signOut').length)
      expect(snapshot.hasTag('signed-in')).toBe(snapshot.context.user !== null)
    },
  },
})
