/**
 * The audit log (issue 32): the 監査ログ screen's and the records' 履歴 search, and a revert from a
 * history (the record's own update with `?revertOf=<entry>`). Same `row()` API as admin.interactions.ts.
 */
import { interaction as row } from '../support/contract'
import * as x from '../support/examples'
import * as s from '../support/states'
import { exampleCursor, nextPageState } from '../support/variants'
import { Schema } from 'effect'
import { auditLogOps } from '../../../src/areas/audit-log/audit-log.ops'
import { DoctorId, OperatorId } from '../../../src/domain/ids'

const entry81 = {
  id: '81', action: 'doctors.delete', targetType: 'doctor', targetId: '42', actorUid: 'uid-admin', actorEmail: 'admin@medicolle.example', actorOperatorId: '1',
  actorName: '管理 太郎', before: { email: 'doctor42@fixtures.example', deleted_at: null }, after: { email: 'doctor42@fixtures.example', deleted_at: '2024-04-01T09:00:00+00:00' },
  reason: '退会の申し出', revertOf: null, createdAt: x.at, names: {},
} as const

export const auditInteractions = [
  row({
    page: { op: auditLogOps.history, input: { targetType: 'doctor', targetId: Schema.decodeSync(DoctorId)('42') } },
    call: 'admin.auditLogs.search', description: "a record's history: the admin reads who deleted doctor 42", states: [s.auditLogged('81', '42')],
    input: { body: { targetType: 'doctor', targetId: '42', limit: 20 } },
    outcome: { kind: 'page', items: [entry81] },
    exact: ['action', 'targetId'],
  }),
  row({
    page: {
      op: auditLogOps.search,
      input: { operatorId: Schema.decodeSync(OperatorId)('3'), targetType: 'doctor', action: 'doctors.delete', from: '2024-04-01', to: '2024-04-30' },
    },
    call: 'admin.auditLogs.search', description: 'the admin filters the log by operator, kind of object, action and period', states: [s.auditLogged('81', '42'), s.operatorExists('3')],
    input: { body: { operatorId: '3', targetType: 'doctor', action: 'doctors.delete', from: '2024-04-01', to: '2024-04-30', limit: 50 } },
    outcome: { kind: 'page', items: [entry81] },
    exact: ['action', 'targetType'],
  }),
  row({
    page: { op: auditLogOps.search, input: { operatorId: Schema.decodeSync(OperatorId)('3'), targetType: 'doctor', action: 'doctors.delete' } },
    call: 'admin.auditLogs.search', description: 'the admin narrows the log to what one operator did to one kind of object by one action, any time',
    states: [s.auditLogged('81', '42'), s.operatorExists('3')],
    input: { body: { operatorId: '3', targetType: 'doctor', action: 'doctors.delete', limit: 50 } },
    outcome: { kind: 'page', items: [entry81] },
    exact: ['action', 'targetType'],
  }),
  row({
    page: { op: auditLogOps.operators, input: {} }, call: 'admin.operators.list', description: 'the 監査ログ operator filter walks every operator from the first page, 100 a page',
    states: [s.operatorExists('3')], input: { query: { limit: '100' } }, outcome: { kind: 'page', items: [x.operator()] },
  }),
  row({
    page: { op: auditLogOps.operatorsChunk, input: { cursor: exampleCursor } }, call: 'admin.operators.list',
    description: "the 監査ログ operator filter's walk asks for the next page by the cursor the provider issued",
    states: [s.operatorExists('3'), nextPageState('operator list', 'admin.operators.list', { query: { limit: '1' } })],
    input: { query: { limit: '100', cursor: exampleCursor } }, outcome: { kind: 'page', items: [x.operator()] },
  }),
]
