/**
 * Presence on one record (src/machines/presence.machine.ts): beats, their answers and failures,
 * the beat timer, the stream's updates, resync (beat at once), editing on and off, and leaving,
 * replayed on the real machine. Its calls go one after another: never two under way, none
 * dropped (the server may take two calls under way in either order).
 */
import { expect } from 'vitest'
import { presenceMachine } from '@src/machines/presence.machine'
import type { PresenceEntry } from '@src/domain/live'
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
    { type: 'presence.edit', editing: false },
    { type: 'presence.edit', editing: true },
    { type: 'presence.leave' },
    { type: 'xstate.done.actor.leave', output: { topic, present: [yamada] } },
    { type: 'xstate.error.actor.leave', error: new Error('network') },
  ],
  checks: {
    '*': (snapshot, run) => {
      // never this tab itself among the others
      expect(snapshot.context.others.some((p) => p.session === me.session)).toBe(false)
      // every beat says who and where; the calls go one after another, and none is dropped
      const beats = run.stubs['beat']?.calls ?? []
      const leaves = run.stubs['leave']?.calls ?? []
      for (const b of beats) expect(b.input).toEqual({ session: me.session, topic, editing: expect.any(Boolean) })
      expect([...beats, ...leaves].filter((c) => c.signal.aborted)).toEqual([])
      expect((run.stubs['beat']?.live().length ?? 0) + (run.stubs['leave']?.live().length ?? 0)).toBeLessThanOrEqual(1)
      // the last one says it leaves, how the tab was last
      expect(leaves.map((c) => c.input)).toEqual(
        snapshot.matches('leaving') || snapshot.status === 'done' ? [{ session: me.session, topic, editing: snapshot.context.editing, leave: true }] : [],
      )
      expect(snapshot.status === 'done').toBe(snapshot.matches('left'))
    },
    beating: (snapshot, run) => {
      // the beat under way says how the tab is, or another follows it (`again`)
      if (!snapshot.context.again) expect(run.stubs['beat']?.calls.at(-1)?.input.editing).toBe(snapshot.context.editing)
      // a resync or a change of editing while a beat was under way: that beat goes on, another follows it
      const last = run.steps.at(-1)?.event
      const before = run.steps.at(-2)?.state as { value: unknown; context: { editing: boolean } } | undefined
      if (before?.value === 'beating' && !snapshot.context.quitting) {
        if (last?.type === 'presence.resync') expect(snapshot.context.again).toBe(true)
        if (last?.type === 'presence.edit' && last['editing'] !== before.context.editing) expect(snapshot.context.again).toBe(true)
      }
    },
    resting: (snapshot, run) => {
      const last = run.steps.at(-1)?.event.type
      if (last === 'xstate.error.actor.beat') expect(snapshot.context.failed).toBe(true)
      if (last === 'xstate.done.actor.beat') expect(snapshot.context).toMatchObject({ failed: false, others: [yamada] })
      // what the server was told last is how the tab is
      expect(run.stubs['beat']?.calls.at(-1)?.input.editing).toBe(snapshot.context.editing)
    },
  },
})
