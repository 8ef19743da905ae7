/**
 * Presence on one record (src/machines/presence.machine.ts): beats, their answers and failures,
 * the beat timer, the stream's updates, resync (beat at once) and leaving, replayed on the real machine.
 */
import { expect } from 'vitest'
import { presenceMachine } from '../../../src/machines/presence.machine'
import type { PresenceEntry } from '../../../src/domain/live'
import { defineModelSpec } from '../support/model'

const me: PresenceEntry = { session: 'tab-mine-0001', operatorId: '1', name: '管理 太郎', editing: true }
const yamada: PresenceEntry = { session: 'tab-yamada-01', operatorId: '7', name: '山田 一郎', editing: false }
const topic = 'doctors/42'

export const spec = defineModelSpec({
  machine: presenceMachine,
  input: { session: me.session, topic, editing: true },
  events: [
    { type: 'xstate.done.actor.beat', output: { topic, present: [me, yamada] } },
    { type: 'xstate.error.actor.beat', error: new Error('network') },
    { type: 'xstate.after.beatInterval.presence.resting' },
    { type: 'presence.update', present: [me] },
    { type: 'presence.update', present: [yamada, me] },
    { type: 'presence.resync' },
    { type: 'presence.leave' },
    { type: 'xstate.done.actor.leave', output: { topic, present: [yamada] } },
    { type: 'xstate.error.actor.leave', error: new Error('network') },
  ],
  checks: {
    '*': (snapshot, run) => {
      // never this tab itself among the others
      expect(snapshot.context.others.some((p) => p.session === me.session)).toBe(false)
      // every beat says who, where and how; the last one says it leaves
      const beats = run.stubs['beat']?.calls.map((c) => c.input) ?? []
      for (const b of beats) expect(b).toEqual({ session: me.session, topic, editing: true })
      const leaves = run.stubs['leave']?.calls.map((c) => c.input) ?? []
      expect(leaves).toEqual(snapshot.matches('leaving') || snapshot.status === 'done' ? [{ session: me.session, topic, editing: true, leave: true }] : [])
      expect(snapshot.status === 'done').toBe(snapshot.matches('left'))
    },
    beating: (_snapshot, run) => {
      // a resync beats at once: one beat under way, started by it (one that was under way is dropped)
      if (run.steps.at(-1)?.event.type === 'presence.resync') {
        const live = run.stubs['beat']?.live() ?? []
        expect(live).toHaveLength(1)
        expect(live[0]).toBe(run.stubs['beat']?.calls.at(-1))
        expect(live[0]?.input).toEqual({ session: me.session, topic, editing: true })
      }
    },
    resting: (snapshot, run) => {
      const last = run.steps.at(-1)?.event.type
      if (last === 'xstate.error.actor.beat') expect(snapshot.context.failed).toBe(true)
      if (last === 'xstate.done.actor.beat') expect(snapshot.context).toMatchObject({ failed: false, others: [yamada] })
    },
  },
})
