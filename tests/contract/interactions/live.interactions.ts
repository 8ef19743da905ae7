/**
 * Presence (docs/live.md): what the console sends and expects of `admin.presence.beat`, one row per
 * interaction (the same `row()` API as admin.interactions.ts). The event stream `admin.live.events`
 * (Server-Sent Events, never ending) has no row: a Pact interaction needs a response body that
 * ends. It is tested against the reference server instead (tests/server/live.test.ts: two
 * instances, access, presence; tests/e2e/live.spec.ts: the browser journey).
 */
import { interaction as row } from '../support/contract'
import * as s from '../support/states'
import { liveOps } from '@src/services/live.ops'

const session = 'tab-contract-0001'

export const liveInteractions = [
  row({
    page: { op: liveOps.beat, input: { session, topic: 'doctors/42', editing: false } },
    call: 'admin.presence.beat', description: 'the admin has doctor 42 open: who is on it', states: [s.doctorExists('42')],
    input: { body: { session, topic: 'doctors/42', editing: false } },
    outcome: { kind: 'item', payload: { topic: 'doctors/42', present: [{ session, operatorId: '1', name: '管理 太郎', editing: false }] } },
    exact: ['topic', 'session', 'editing'],
  }),
  row({
    page: { op: liveOps.leave, input: { session, topic: 'doctors/42', editing: true, leave: true } },
    call: 'admin.presence.beat', description: 'the admin leaves the edit form of doctor 42: nobody is left on it', states: [s.doctorExists('42')],
    input: { body: { session, topic: 'doctors/42', editing: true, leave: true } },
    outcome: { kind: 'item', payload: { topic: 'doctors/42', present: [] } },
    exact: ['topic', 'present'],
  }),
  row({
    page: { op: liveOps.beat, input: { session, topic: 'operators/1', editing: false } },
    call: 'admin.presence.beat', description: "a plain operator on an operator's record (admin only): 403", states: [s.callerIsPlainOperator],
    input: { body: { session, topic: 'operators/1', editing: false } },
    outcome: { kind: 'refused', status: 403, messages: ['この操作は管理者権限が必要です'] },
  }),
]
