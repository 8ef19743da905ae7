/**
 * Batches (docs/architecture.md "Batches"): 「一括編集」 of the ticked doctors, clients and
 * organisations (each list page's operation), a bad value refused with 400 and the field's words, a
 * row whose version moved reported stale, a batch read, and 「この一括変更を元に戻す」 from a record's
 * 履歴. Same `row()` API as admin.interactions.ts.
 */
import { interaction as row } from '../support/contract'
import * as x from '../support/examples'
import * as s from '../support/states'
import { auditLogOps } from '@src/areas/audit-log/audit-log.ops'
import { clientOps } from '@src/areas/client/client.ops'
import { doctorOps } from '@src/areas/doctor/doctor.ops'
import { organizationOps } from '@src/areas/organization/organization.ops'
import type { BatchId } from '@src/domain/batch'

const batch = (over: Record<string, unknown> = {}) =>
  ({
    id: '1000', action: 'bulkEdit', targetType: 'doctor', field: 'prefecture', fileName: null, actorEmail: 'admin@medicolle.example', actorName: '管理 太郎',
    counts: { applied: 1, unchanged: 0, stale: 0, failed: 0 }, undoOf: null, undoneBy: null, createdAt: x.at, ...over,
  }) as const

const prefectureOf42 = { rows: [{ id: '42', version: 1 }], field: 'prefecture', value: '北海道' } as const

export const batchInteractions = [
  row({
    page: { op: doctorOps.bulkEdit, input: prefectureOf42 }, call: 'admin.doctors.bulkEdit', description: '一括編集 sets the prefecture of doctor 42 as one batch', states: [s.doctorExists('42')],
    input: { body: prefectureOf42 }, outcome: { kind: 'item', payload: { batch: batch(), results: [{ id: '42', status: 'applied' }] } },
  }),
  row({
    page: { op: doctorOps.bulkEdit, input: prefectureOf42 }, call: 'admin.doctors.bulkEdit', description: '一括編集 leaves doctor 42 edited by another operator since the list read it (stale)',
    states: [s.doctorEditedMeanwhile('42', 1)],
    input: { body: prefectureOf42 }, outcome: { kind: 'item', payload: { batch: batch({ counts: { applied: 0, unchanged: 0, stale: 1, failed: 0 } }), results: [{ id: '42', status: 'stale' }] } },
  }),
  row({
    page: { op: doctorOps.bulkEdit, input: { ...prefectureOf42, value: 'カリフォルニア' } }, call: 'admin.doctors.bulkEdit', description: '一括編集 with a value the field refuses is 400, the field named',
    states: [s.doctorExists('42')],
    input: { body: { ...prefectureOf42, value: 'カリフォルニア' } }, outcome: { kind: 'refused', status: 400, messages: ['都道府県: 都道府県名が正しくありません'] },
  }),
  row({
    page: { op: clientOps.bulkEdit, input: { rows: [{ id: '7', version: 1 }], field: 'prefecture', value: '京都府' } }, call: 'admin.clients.bulkEdit',
    description: '一括編集 sets the prefecture of client 7 as one batch', states: [s.clientExists('7')],
    input: { body: { rows: [{ id: '7', version: 1 }], field: 'prefecture', value: '京都府' } },
    outcome: { kind: 'item', payload: { batch: batch({ targetType: 'client' }), results: [{ id: '7', status: 'applied' }] } },
  }),
  row({
    page: { op: organizationOps.bulkEdit, input: { rows: [{ id: '5', version: 1 }], field: 'kind', value: 'clinic' } }, call: 'admin.organizations.bulkEdit',
    description: '一括編集 sets the kind of organization 5 as one batch', states: [s.organizationExists('5')],
    input: { body: { rows: [{ id: '5', version: 1 }], field: 'kind', value: 'clinic' } },
    outcome: { kind: 'item', payload: { batch: batch({ targetType: 'organization', field: 'kind' }), results: [{ id: '5', status: 'applied' }] } },
  }),
  row({
    call: 'admin.batches.get', description: 'batch 900 reads as what it did, who, when and its counts', states: [s.doctorExists('42'), s.batchSetPrefecture('900', '42', '東京都', '北海道')],
    input: { params: { batchID: '900' } }, outcome: { kind: 'item', payload: batch({ id: '900' }) },
  }),
  row({
    page: { op: auditLogOps.undoBatch, input: '900' as BatchId }, call: 'admin.batches.undo', description: 'この一括変更を元に戻す sets doctor 42 back, recorded as a batch itself',
    states: [s.doctorExists('42'), s.batchSetPrefecture('900', '42', '東京都', '北海道')],
    input: { params: { batchID: '900' } }, outcome: { kind: 'item', payload: { batch: batch({ action: 'undo', field: null, undoOf: '900' }), skipped: [] } },
  }),
  row({
    page: { op: auditLogOps.undoBatch, input: '404' as BatchId }, call: 'admin.batches.undo', description: 'an unknown batch is refused with 404', states: [s.apiUp],
    input: { params: { batchID: '404' } }, outcome: { kind: 'refused', status: 404, messages: ['一括変更が見つかりません'] },
  }),
]
