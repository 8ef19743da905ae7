/**
 * The audit log (issue 32): the 監査ログ screen's and the records' 履歴 search, and a revert from a
 * history (the record's own update with `?revertOf=<entry>`; the clean ones are generated for every kind,
 * list-pages.ts `reverts`): here its refusals (a field moved on since the entry: 409; a value the entry
 * never held before: 422) and the record's fields now (`admin.auditLogs.current`, the confirmation's
 * 現在の値). Same `row()` API as admin.interactions.ts.
 */
import { interaction as row, state } from '../support/contract'
import * as x from '../support/examples'
import * as s from '../support/states'
import { exampleCursor, nextPageState } from '../support/variants'
import { Schema } from 'effect'
import { auditLogOps } from '@src/areas/audit-log/audit-log.ops'
import { AuditLogId, DoctorId, OperatorId } from '@src/domain/ids'

const entry81 = {
  id: '81', action: 'doctors.delete', targetType: 'doctor', targetId: '42', actorUid: 'uid-admin', actorEmail: 'admin@medicolle.example', actorOperatorId: '1',
  actorName: '管理 太郎', before: { email: 'doctor42@fixtures.example', deleted_at: null }, after: { email: 'doctor42@fixtures.example', deleted_at: '2024-04-01T09:00:00+00:00' },
  reason: '退会の申し出', revertOf: null, createdAt: x.at, names: {},
} as const

const revertOfExpertise = { id: '11', version: 1, body: { name: '循環器科', sortOrder: 10 }, revertOf: Schema.decodeSync(AuditLogId)('81') }
const entryOfExpertise = (phrase: 'update' | 'older update', before: Readonly<Record<string, string>>) =>
  state(`audit log entry 81 records an ${phrase} of expertise 11`, { auditLogId: '81', targetType: 'expertise', targetId: '11', before })

/** A revert's refusals (the general group's expertise update: the rule holds on every record kind's update alike). */
export const auditRevertRefusals = [
  row({
    page: { op: auditLogOps.revertSteps.updateExpertise, input: revertOfExpertise },
    call: 'general.expertise.update', description: 'a revert of entry 81 over a newer change of the name is refused with 409, the field named',
    states: [s.expertiseExists('11', '10'), entryOfExpertise('older update', { name: '循環器科' })],
    input: { params: { expertiseID: '11' }, query: { revertOf: '81' }, body: { name: '循環器科', sortOrder: 10, version: 1 } },
    outcome: { kind: 'refused', status: 409, messages: ['この項目はこの変更の後にも更新されています（分野名）'] },
  }),
  row({
    page: { op: auditLogOps.revertSteps.updateExpertise, input: revertOfExpertise },
    call: 'general.expertise.update', description: 'an update tagged as the revert of entry 81 that writes a name the entry never held before is refused with 422',
    states: [s.expertiseExists('11', '10'), entryOfExpertise('update', { name: '別の名前' })],
    input: { params: { expertiseID: '11' }, query: { revertOf: '81' }, body: { name: '循環器科', sortOrder: 10, version: 1 } },
    outcome: { kind: 'refused', status: 422, messages: ['この変更の前の値とは異なる値は、元に戻す操作として保存できません（分野名）'] },
  }),
]

const doctor42Edit = { ...x.doctorInput, email: 'doctor42@fixtures.example' }

export const auditInteractions = [
  row({
    page: { op: auditLogOps.revertSteps.updateDoctor, input: { id: '42', version: 1, body: doctor42Edit, revertOf: Schema.decodeSync(AuditLogId)('81') } },
    call: 'admin.doctors.update', description: 'a revert of entry 81 over newer changes of the doctor is refused with 409, the fields named',
    states: [
      s.doctorExists('42'),
      state('audit log entry 81 records an older update of doctor 42', { auditLogId: '81', targetType: 'doctor', targetId: '42', before: doctor42Edit }),
    ],
    input: { params: { doctorID: '42' }, query: { revertOf: '81' }, body: { ...doctor42Edit, version: 1 } },
    outcome: { kind: 'refused', status: 409, messages: ['この項目はこの変更の後にも更新されています（姓、名）'] },
  }),
  row({
    page: { op: auditLogOps.currentValues, input: { targetType: 'expertise', targetId: '11' } },
    call: 'admin.auditLogs.current', description: "a revert's confirmation reads expertise 11's fields as they are now", states: [s.expertiseExists('11', '10')],
    input: { query: { targetType: 'expertise', targetId: '11' } },
    outcome: { kind: 'item', payload: { values: { name: '循環器内科' }, names: {} } },
  }),
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
