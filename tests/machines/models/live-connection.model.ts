/**
 * The live connection (src/machines/live-connection.machine.ts): the stream's reports, the
 * backoff timer and `live.retry`, replayed on the real machine. The failure count grows without
 * end in the model: the walk stops at 3, enough to take every transition. A stream open again
 * after an earlier one, and each `resync` event, run `resync` (docs/live.md "Gaps and resync").
 */
import { expect } from 'vitest'
import { backoffMs, liveConnectionMachine } from '@src/machines/live-connection.machine'
import type { LiveEvent } from '@src/domain/live'
import { defineModelSpec } from '../support/model'

const change: LiveEvent = { kind: 'change', area: 'doctors', ids: ['42'], byOperatorId: '7', by: '山田 一郎' }
const resync: LiveEvent = { kind: 'resync' }
const openValue = JSON.stringify({ connected: 'open' })
const openingValue = JSON.stringify({ connected: 'opening' })

export const spec = defineModelSpec({
  machine: liveConnectionMachine,
  input: { session: 'tab-0001-abcd' },
  events: [
    { type: 'stream.open' },
    { type: 'stream.event', event: change },
    { type: 'stream.event', event: resync },
    { type: 'stream.closed' },
    { type: 'stream.failed', reason: 'network' },
    { type: 'stream.refused', reason: 'この操作は管理者・オペレーターのみ行えます' },
    { type: 'xstate.error.actor.stream', error: new Error('reader broke') },
    { type: 'xstate.after.backoff.liveConnection.waiting' },
    { type: 'live.retry' },
  ],
  stopWhen: (snapshot) => snapshot.context.failures >= 3,
  record: ['deliver', 'resync'],
  checks: {
    '*': (snapshot, run) => {
      // every event received while open is handed on, once, in order; none before the stream is open
      const wasOpen = (i: number) => JSON.stringify(run.steps[i - 1]?.state.value) === openValue
      const delivered = run.steps.filter((s, i) => s.event.type === 'stream.event' && (s.event as { event?: LiveEvent }).event?.kind === 'change' && wasOpen(i))
      expect(run.effects.filter((e) => e.type === 'deliver')).toEqual(delivered.map(() => ({ type: 'deliver', params: { event: change } })))
      // missed events: every open after the first, and every resync event while open, run resync; nothing else does
      const opens = run.steps.filter((s, i) => s.event.type === 'stream.open' && JSON.stringify(run.steps[i - 1]?.state.value) === openingValue)
      const resyncs = run.steps.filter((s, i) => s.event.type === 'stream.event' && (s.event as { event?: LiveEvent }).event?.kind === 'resync' && wasOpen(i))
      expect(run.effects.filter((e) => e.type === 'resync')).toHaveLength(Math.max(0, opens.length - 1) + resyncs.length)
      expect(snapshot.context.opened).toBe(opens.length > 0)
      expect(snapshot.hasTag('offline')).toBe(snapshot.matches('waiting') || snapshot.matches('refused'))
      expect(snapshot.context.session).toBe('tab-0001-abcd')
      expect(snapshot.context.refusal !== undefined).toBe(snapshot.matches('refused'))
      if (snapshot.matches({ connected: 'open' })) expect(snapshot.context.failures).toBe(0)
    },
  },
})

// backoff: 1 s after an orderly close, doubling per failure, at most 30 s
expect([0, 1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
