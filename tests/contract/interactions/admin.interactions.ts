/** The admin API (/api/v1/admin): what the console sends and expects, one row per interaction. */
import { interaction as row, type InteractionSpec } from '../support/contract'
import { auditInteractions } from './audit.interactions'
import { batchInteractions } from './batch.interactions'
import { generatedInteractions } from './list-pages'
import { exampleCursor, nextPageState } from '../support/variants'
import { liveInteractions } from './live.interactions'
import { consoleSearchOps } from '@src/services/console-search.ops'
import * as x from '../support/examples'
import * as s from '../support/states'
import { clientOps } from '@src/areas/client/client.ops'
import { doctorOps } from '@src/areas/doctor/doctor.ops'
import { importRecordOps } from '@src/services/import-record.ops'
import { csvUpdateOps } from '@src/services/csv-update.ops'
import { pointsOps } from '@src/areas/points/points.ops'
import { reportOps } from '@src/areas/report/report.ops'
import { lookupOps } from '@src/areas/doctor/doctor-lookups.ops'
import { mediaOps } from '@src/areas/press-release/media.ops'
import { operatorOps } from '@src/areas/operator/operator.ops'
import { organizationOps } from '@src/areas/organization/organization.ops'
import { pressReleaseOps } from '@src/areas/press-release/press-release.ops'
import { savedViewOps } from '@src/services/saved-view.ops'
import { manuscriptOps } from '@src/areas/manuscript/manuscript.ops'
import { emptyModerationDraft } from '@src/domain/manuscript'
import { csvBatch, csvRow } from '../support/pages'

const newOperator = { email: 'new.staff@medicolle.example', name: '新人 次郎', role: 'operator', active: true } as const
const doctorRefs = [s.organizationExists('5'), s.belongExists('3'), s.expertiseExists('11', '10')] as const
const doctorCreated = x.doctor({
  id: '1000',
  email: x.doctorInput.email,
  lastName: x.doctorInput.lastName,
  firstName: x.doctorInput.firstName,
  lastNameKana: x.doctorInput.lastNameKana,
  firstNameKana: x.doctorInput.firstNameKana,
  phone: x.doctorInput.phone,
  medicalLicenseNumber: x.doctorInput.medicalLicenseNumber,
})
const usageHeader = '\uFEFFクライアントID,クライアント名,年月,プレスリリース数,オファー数,閲覧数\r\n'

const adminRows: InteractionSpec[] = [
  row({ call: 'admin.health.check', description: 'the API answers ok', states: [s.apiUp], input: {}, outcome: { kind: 'item', payload: { status: 'ok', time: x.at } } }),

  // Audit log: tests/contract/interactions/audit.interactions.ts

  // Clients
  row({ page: { op: clientOps.runAction, input: { id: '7', action: 'delete' } }, call: 'admin.clients.delete', description: 'client 7 is deleted', states: [s.clientExists('7')], input: { params: { clientID: '7' } }, outcome: { kind: 'item', payload: { id: '7', deletedAt: x.at } } }),
  row({
    page: { op: clientOps.runAction, input: { id: '7', action: 'suspend' } }, call: 'admin.clients.suspend', description: 'client 7 is suspended', states: [s.clientExists('7')],
    input: { params: { clientID: '7' }, body: { suspended: true } },
    outcome: { kind: 'item', payload: x.client({ suspended: true, suspendedAt: x.at }) }, exact: ['suspended'],
  }),
  row({
    page: { op: clientOps.runAction, input: { id: '7', action: 'resume' } }, call: 'admin.clients.suspend', description: 'suspended client 7 is resumed', states: [s.clientSuspended('7')],
    input: { params: { clientID: '7' }, body: { suspended: false } },
    outcome: { kind: 'item', payload: x.client() }, exact: ['suspended'],
  }),
  row({
    page: { op: clientOps.save, input: { body: x.clientInput } }, call: 'admin.clients.create', description: 'a client is created', states: [s.apiUp], input: { body: x.clientInput },
    outcome: { kind: 'item', status: 201, payload: x.client({ ...x.clientInput, id: '1000' }) },
  }),
  row({
    page: { op: clientOps.commitBatch, input: csvBatch('client', 'clients.csv:2', x.clientInput) }, call: 'admin.clients.bulkRegister', description: 'one CSV row registers a client', states: [s.apiUp],
    input: { body: { rows: [{ row: 2, importKey: 'clients.csv:2', input: x.clientInput }] } },
    outcome: { kind: 'item', payload: { results: [{ row: 2, importKey: 'clients.csv:2', ok: true, id: '1000' }], succeeded: 1, failed: 0 } },
  }),
  row({
    page: { op: clientOps.search, input: { keyword: 'テスト製薬' } }, call: 'admin.clients.search', description: 'a keyword finds client 7', states: [s.clientExists('7')],
    input: { body: { keyword: 'テスト製薬', limit: 50 } }, outcome: { kind: 'page', items: [x.client()] },
  }),
  row({
    page: { op: reportOps.clientOptions, input: {} }, call: 'admin.clients.search', description: 'the usage report client select lists the first 100 clients by kana', states: [s.clientExists('7')],
    input: { body: { sort: 'companyNameKana', order: 'asc', limit: 100 } }, outcome: { kind: 'page', items: [x.client()] },
  }),

  // Doctors
  row({ page: { op: doctorOps.runAction, input: { id: '42', action: 'delete' } }, call: 'admin.doctors.delete', description: 'doctor 42 is deleted', states: [s.doctorExists('42')], input: { params: { doctorID: '42' } }, outcome: { kind: 'item', payload: { id: '42', deletedAt: x.at } } }),
  row({
    page: { op: doctorOps.runAction, input: { id: '404', action: 'delete' } }, call: 'admin.doctors.delete', description: 'an unknown doctor is refused with 404', states: [s.doctorMissing('404')],
    input: { params: { doctorID: '404' } }, outcome: { kind: 'refused', status: 404, messages: ['医師が見つかりません'] },
  }),
  row({
    page: { op: doctorOps.save, input: { body: x.doctorInput } }, call: 'admin.doctors.create', description: 'a doctor is created', states: doctorRefs, input: { body: x.doctorInput },
    outcome: { kind: 'item', status: 201, payload: doctorCreated },
  }),
  row({
    page: { op: doctorOps.commitBatch, input: csvBatch('doctor', 'doctors.csv:2', x.doctorInput) }, call: 'admin.doctors.bulkRegister', description: 'one CSV row registers a doctor', states: doctorRefs,
    input: { body: { rows: [{ row: 2, importKey: 'doctors.csv:2', input: x.doctorInput }] } },
    outcome: { kind: 'item', payload: { results: [{ row: 2, importKey: 'doctors.csv:2', ok: true, id: '1000' }], succeeded: 1, failed: 0 } },
  }),
  row({
    // The first refused row stops the batch: row 2 is created, row 3 (doctor 42's e-mail) is refused,
    // row 4 is neither created nor answered (the console sends it again after スキップ).
    page: {
      op: doctorOps.commitBatch,
      input: {
        kind: 'doctor',
        rows: [
          csvRow('doctor', 2, 'doctors.csv:2', x.doctorInput),
          csvRow('doctor', 3, 'doctors.csv:3', { ...x.doctorInput, email: 'doctor42@fixtures.example' }),
          csvRow('doctor', 4, 'doctors.csv:4', { ...x.doctorInput, email: 'row4.doctor@fixtures.example' }),
        ],
      },
    },
    call: 'admin.doctors.bulkRegister', description: 'a refused row stops the batch: the rows above it are created, the rows below it are not processed', states: [...doctorRefs, s.doctorExists('42')],
    input: {
      body: {
        rows: [
          { row: 2, importKey: 'doctors.csv:2', input: x.doctorInput },
          { row: 3, importKey: 'doctors.csv:3', input: { ...x.doctorInput, email: 'doctor42@fixtures.example' } },
          { row: 4, importKey: 'doctors.csv:4', input: { ...x.doctorInput, email: 'row4.doctor@fixtures.example' } },
        ],
      },
    },
    outcome: {
      kind: 'item',
      payload: {
        results: [
          { row: 2, importKey: 'doctors.csv:2', ok: true, id: '1000' },
          { row: 3, importKey: 'doctors.csv:3', ok: false, id: null, errors: ['メールアドレス doctor42@fixtures.example はすでに登録されています'] },
        ],
        succeeded: 1,
        failed: 1,
      },
    },
  }),
  row({
    page: { op: doctorOps.search, input: { keyword: '山田' } }, call: 'admin.doctors.search', description: 'a keyword finds doctor 42', states: [s.doctorExists('42')],
    input: { body: { keyword: '山田', limit: 50 } }, outcome: { kind: 'page', items: [x.doctor({ organizationName: 'テスト病院5' })], nextCursorKey: null },
  }),
  row({
    call: 'admin.doctors.search', description: 'a page of one doctor carries the cursor of the next page', states: [s.doctorsExist(['42', '43'])],
    input: { body: { limit: 1 } }, outcome: { kind: 'page', items: [x.doctor()], nextCursorKey: 'eyJjdXJzb3IiOiJvcGFxdWUifQ' },
  }),
  row({
    page: { op: pointsOps.resolveDoctors, input: [{ line: 1, text: 'doctor42@fixtures.example', kind: 'email' }] },
    call: 'admin.doctors.search', description: 'a pasted e-mail is looked up among the doctors, 100 a page (the exact match is kept)', states: [s.doctorExists('42')],
    input: { body: { keyword: 'doctor42@fixtures.example', limit: 100 } }, outcome: { kind: 'page', items: [x.doctor({ organizationName: 'テスト病院5' })], nextCursorKey: null },
    exact: ['email'],
  }),
  row({
    page: { op: doctorOps.search, input: { keyword: '該当なし' } }, call: 'admin.doctors.search', description: 'no doctor matches: an empty list', states: [s.noDoctors],
    input: { body: { keyword: '該当なし', limit: 50 } }, outcome: { kind: 'empty' },
  }),
  row({
    page: { op: doctorOps.search, input: {} }, call: 'admin.doctors.search', description: 'an expired token is refused with 401', states: [s.tokenExpired],
    input: { body: { limit: 50 } }, outcome: { kind: 'refused', status: 401, messages: ['ログインが必要です。再度ログインしてください。'] },
  }),
  row({
    page: { op: doctorOps.save, input: { id: '42', version: 1, body: { ...x.doctorInput, email: 'doctor42@fixtures.example' } } }, call: 'admin.doctors.update', description: 'doctor 42 is updated', states: [s.doctorExists('42')],
    input: { params: { doctorID: '42' }, body: { ...x.doctorInput, email: 'doctor42@fixtures.example', version: 1 } },
    outcome: {
      kind: 'item',
      payload: x.doctor({ lastName: '佐藤', firstName: '花子', lastNameKana: 'サトウ', firstNameKana: 'ハナコ', phone: '090-0000-1111', medicalLicenseNumber: '654321' }),
    },
    exact: ['lastName', 'firstName'],
  }),
  row({
    page: { op: doctorOps.save, input: { id: '42', version: 1, body: { ...x.doctorInput, email: 'doctor42@fixtures.example' } } }, call: 'admin.doctors.update',
    description: 'a save over a version another operator has replaced is refused with 409', states: [s.doctorEditedMeanwhile('42', 1)],
    input: { params: { doctorID: '42' }, body: { ...x.doctorInput, email: 'doctor42@fixtures.example', version: 1 } },
    outcome: { kind: 'refused', status: 409, messages: ['この医師は他の操作者が先に更新しました。最新の内容を確認してから保存し直してください。'] },
  }),
  row({
    page: { op: doctorOps.runAction, input: { id: '42', action: 'freeze' } }, call: 'admin.doctors.setStatus', description: 'doctor 42 is frozen', states: [s.doctorExists('42')],
    input: { params: { doctorID: '42' }, body: { frozen: true } }, outcome: { kind: 'item', payload: x.doctor({ frozen: true }) }, exact: ['frozen'],
  }),
  row({
    page: { op: doctorOps.runAction, input: { id: '42', action: 'unfreeze' } }, call: 'admin.doctors.setStatus', description: 'frozen doctor 42 is unfrozen', states: [s.doctorFrozen('42')],
    input: { params: { doctorID: '42' }, body: { frozen: false } }, outcome: { kind: 'item', payload: x.doctor({ frozen: false }) }, exact: ['frozen'],
  }),
  row({
    page: { op: doctorOps.runAction, input: { id: '42', action: 'allow' } }, call: 'admin.doctors.setStatus', description: 'doctor 42 is approved', states: [s.doctorNotApproved('42')],
    input: { params: { doctorID: '42' }, body: { allowed: true } }, outcome: { kind: 'item', payload: x.doctor({ allowed: true }) }, exact: ['allowed'],
  }),
  row({
    page: { op: doctorOps.runAction, input: { id: '404', action: 'freeze' } }, call: 'admin.doctors.setStatus', description: 'an unknown doctor is refused with 404', states: [s.doctorMissing('404')],
    input: { params: { doctorID: '404' }, body: { frozen: true } }, outcome: { kind: 'refused', status: 404, messages: ['医師が見つかりません'] },
  }),

  // Histories
  row({
    page: { op: pointsOps.history, input: { status: 'requested' } },
    call: 'admin.histories.amazonGifts', description: 'requested gift exchanges are listed', states: [s.giftExchangeIs('91', 'requested')],
    input: { body: { statuses: ['requested'], limit: 50 } }, outcome: { kind: 'page', items: [x.giftExchange()] },
  }),
  row({
    page: { op: pointsOps.historyTotals, input: { from: '2024-04-01', cursor: 'shown-page' } },
    call: 'admin.histories.amazonGifts', description: 'the exchange history totals walk the period from its first page, 100 rows a page', states: [s.giftExchangeIs('91', 'requested')],
    input: { body: { requestedFrom: '2024-04-01', limit: 100 } }, outcome: { kind: 'page', items: [x.giftExchange()] },
  }),

  // MP grant ledger
  row({
    page: { op: pointsOps.grants, input: { keyword: '山田', operator: '運営' } },
    call: 'admin.mp.grants', description: 'the grant ledger: who granted how much MP to whom, when and why', states: [s.mpGranted('95', '42', 1000)],
    input: { body: { doctorKeyword: '山田', operatorKeyword: '運営', limit: 50 } }, outcome: { kind: 'page', items: [x.mpGrant()] },
  }),
  row({
    page: { op: pointsOps.grantTotals, input: { from: '2024-04-01', cursor: 'shown-page' } },
    call: 'admin.mp.grants', description: 'the grant totals walk the period from its first page, 100 rows a page', states: [s.mpGranted('95', '42', 1000)],
    input: { body: { grantedFrom: '2024-04-01', limit: 100 } }, outcome: { kind: 'page', items: [x.mpGrant()] },
  }),

  row({
    call: 'admin.mp.grants', description: 'the next page of the grant totals, sent as the session ended (no token), is refused with 401',
    signedIn: false, states: [s.mpGranted('95', '42', 1000), s.mpGranted('96', '42', 500), nextPageState('MP grant ledger', 'admin.mp.grants', { body: { limit: 1 } })],
    input: { body: { grantedFrom: '2024-04-01', cursor: exampleCursor, limit: 100 } },
    outcome: { kind: 'refused', status: 401, messages: ['ログインしてください'] },
  }),

  // Manuscripts
  row({ page: { op: manuscriptOps.moderate, input: { id: '21', draft: emptyModerationDraft('delete') } }, call: 'admin.manuscripts.delete', description: 'manuscript 21 is deleted', states: [s.manuscriptIs('21', 'draft')], input: { params: { manuscriptID: '21' } }, outcome: { kind: 'item', payload: { id: '21', deletedAt: x.at } } }),
  row({
    page: { op: manuscriptOps.moderate, input: { id: '21', draft: { ...emptyModerationDraft('move'), to: 'acceptable' } } },
    call: 'admin.manuscripts.setStatus', description: 'reviewed manuscript 21 becomes acceptable', states: [s.manuscriptIs('21', 'reviewed')],
    input: { params: { manuscriptID: '21' }, body: { status: 'acceptable' } },
    outcome: { kind: 'item', payload: x.manuscript({ status: 'acceptable', reviewedAt: x.at }) }, exact: ['status'],
  }),
  row({
    call: 'admin.manuscripts.setStatus', description: 'a draft cannot jump to offered: 422', states: [s.manuscriptIs('21', 'draft')],
    input: { params: { manuscriptID: '21' }, body: { status: 'offered' } },
    outcome: { kind: 'refused', status: 422, messages: ['原稿のステータスを「下書き」から「オファー済み」に変更することはできません'] },
  }),
  row({
    page: { op: manuscriptOps.hold, input: '21' },
    call: 'admin.manuscripts.hold', description: 'the hold of manuscript 21, never held', states: [s.manuscriptIs('21', 'acceptable')],
    input: { params: { manuscriptID: '21' } },
    outcome: { kind: 'item', payload: { manuscriptId: '21', held: false, hold: null, history: [] } },
    exact: ['held'],
  }),
  row({
    page: { op: manuscriptOps.hold, input: '21' },
    call: 'admin.manuscripts.hold', description: 'the hold of held manuscript 21', states: [s.manuscriptIs('21', 'acceptable'), s.manuscriptHeld('21')],
    input: { params: { manuscriptID: '21' } },
    outcome: {
      kind: 'item',
      payload: { manuscriptId: '21', held: true, hold: { reason: '著作権の確認中', heldBy: '1', heldAt: x.at }, history: [{ held: true, reason: '著作権の確認中', by: '1', at: x.at }] },
    },
    exact: ['held'],
  }),

  // Media
  row({
    page: { op: mediaOps.runAction, input: { id: '8', action: 'delete' } },
    call: 'admin.medium.delete', description: 'medium 8 is deleted', states: [s.mediumExists('8')], input: { params: { mediaID: '8' } }, outcome: { kind: 'item', payload: { id: '8', deletedAt: x.at } },
  }),
  row({
    page: { op: mediaOps.runAction, input: { id: '8', action: 'suspend' } },
    call: 'admin.medium.suspend', description: 'medium 8 is suspended', states: [s.mediumExists('8')],
    input: { params: { mediaID: '8' }, body: { suspended: true } }, outcome: { kind: 'item', payload: x.media({ suspended: true, suspendedAt: x.at }) }, exact: ['suspended'],
  }),
  row({
    page: { op: mediaOps.runAction, input: { id: '8', action: 'resume' } },
    call: 'admin.medium.suspend', description: 'medium 8 is resumed', states: [s.mediumExists('8')],
    input: { params: { mediaID: '8' }, body: { suspended: false } }, outcome: { kind: 'item', payload: x.media() }, exact: ['suspended'],
  }),

  // MP
  row({
    page: { op: doctorOps.grantMp, input: { doctorIds: ['42'], amount: 500 } }, call: 'admin.mp.grant', description: 'doctor 42 is granted 500 MP', states: [s.doctorHasMp('42', 1500)],
    input: { body: { doctorIds: ['42'], amount: 500 } },
    outcome: { kind: 'item', payload: { results: [{ doctorId: '42', ok: true, balance: 2000, error: null }] } }, exact: ['results[].ok', 'results[].balance'],
  }),
  row({
    page: { op: doctorOps.grantMp, input: { doctorIds: ['42'], amount: 1000, note: '学会協力のお礼' } }, call: 'admin.mp.grant', description: 'the bulk grant gives doctor 42 1000 MP with its note', states: [s.doctorHasMp('42', 1500)],
    input: { body: { doctorIds: ['42'], amount: 1000, note: '学会協力のお礼' } },
    outcome: { kind: 'item', payload: { results: [{ doctorId: '42', ok: true, balance: 2500, error: null }] } }, exact: ['results[].ok', 'results[].balance'],
  }),
  row({
    page: { op: doctorOps.grantMp, input: { doctorIds: ['42'], amount: -1000 } }, call: 'admin.mp.grant', description: 'taking back more MP than doctor 42 holds is refused with 422', states: [s.doctorHasMp('42', 500)],
    input: { body: { doctorIds: ['42'], amount: -1000 } }, outcome: { kind: 'refused', status: 422, messages: ['保有MP（500）を下回るため減算できません'] },
  }),

  // The console search (Ctrl+K): the text as typed, every area at once
  row({
    page: { op: consoleSearchOps.query, input: '#42' }, call: 'admin.search.query', description: 'Ctrl+K with #42 finds doctor 42', states: [s.doctorExists('42')],
    input: { query: { q: '#42' } },
    outcome: { kind: 'item', payload: { hits: [{ kind: 'doctor', id: '42', title: '山田 太郎', detail: 'doctor42@fixtures.example', status: null }] } },
    exact: ['kind', 'id'],
  }),

  // Notifications
  row({
    call: 'admin.notifications.list', description: 'publication requests notified to operators', states: [s.pressReleaseIs('7', 'request')],
    input: { query: { kind: 'pressReleaseRequested' } }, outcome: { kind: 'page', items: [x.notification()] },
  }),

  // Operators (role admin)
  row({ page: { op: operatorOps.runAction, input: { id: '3', action: 'delete' } }, call: 'admin.operators.delete', description: 'operator 3 is deleted', states: [s.operatorExists('3')], input: { params: { operatorID: '3' } }, outcome: { kind: 'item', payload: { id: '3', deletedAt: x.at } } }),
  row({
    page: { op: operatorOps.runAction, input: { id: '3', action: 'delete' } }, call: 'admin.operators.delete', description: 'an operator without the admin role cannot delete an operator: 403',
    states: [s.operatorExists('3'), s.callerIsPlainOperator], input: { params: { operatorID: '3' } }, outcome: { kind: 'refused', status: 403, messages: ['この操作は管理者権限が必要です'] },
  }),
  row({
    page: { op: operatorOps.list, input: { keyword: 'staff' } }, call: 'admin.operators.list', description: 'a keyword finds operator 3', states: [s.operatorExists('3')],
    input: { query: { keyword: 'staff', limit: '50' } }, outcome: { kind: 'page', items: [x.operator()] },
  }),
  row({
    page: { op: operatorOps.list, input: {} }, call: 'admin.operators.list', description: 'an operator without the admin role is refused with 403', states: [s.callerIsPlainOperator],
    input: { query: { limit: '50' } }, outcome: { kind: 'refused', status: 403, messages: ['この操作は管理者権限が必要です'] },
  }),
  row({ page: { op: operatorOps.get, input: '3' }, call: 'admin.operators.get', description: 'operator 3', states: [s.operatorExists('3')], input: { params: { operatorID: '3' } }, outcome: { kind: 'item', payload: x.operator() } }),
  row({
    page: { op: operatorOps.save, input: { body: newOperator } }, call: 'admin.operators.create', description: 'an operator is created', states: [s.apiUp],
    input: { body: newOperator },
    outcome: { kind: 'item', status: 201, payload: x.operator({ id: '1000', email: 'new.staff@medicolle.example', name: '新人 次郎' }) },
  }),
  row({
    page: { op: operatorOps.save, input: { body: newOperator } }, call: 'admin.operators.create', description: 'an operator without the admin role cannot create an operator: 403',
    states: [s.callerIsPlainOperator], input: { body: newOperator }, outcome: { kind: 'refused', status: 403, messages: ['この操作は管理者権限が必要です'] },
  }),
  row({
    page: { op: operatorOps.save, input: { id: '3', version: 1, body: { email: 'staff3@medicolle.example', name: '運営 次郎', role: 'operator', active: true } } },
    call: 'admin.operators.update', description: 'operator 3 is renamed, its role kept', states: [s.operatorExists('3')],
    input: { params: { operatorID: '3' }, body: { email: 'staff3@medicolle.example', name: '運営 次郎', role: 'operator', active: true, version: 1 } },
    outcome: { kind: 'item', payload: x.operator({ name: '運営 次郎' }) }, exact: ['role'],
  }),
  row({
    page: { op: operatorOps.save, input: { id: '3', version: 1, body: { email: 'staff3@medicolle.example', name: '運営 花子', role: 'admin', active: true } } },
    call: 'admin.operators.update', description: 'operator 3 becomes an admin', states: [s.operatorExists('3')],
    input: { params: { operatorID: '3' }, body: { email: 'staff3@medicolle.example', name: '運営 花子', role: 'admin', active: true, version: 1 } },
    outcome: { kind: 'item', payload: x.operator({ role: 'admin' }) }, exact: ['role'],
  }),

  // Organizations
  row({
    page: { op: organizationOps.runAction, input: { id: '5', action: 'delete' } }, call: 'admin.organizations.delete',
    description: 'an organization doctors belong to is not deleted: 409 with their number', states: [s.doctorExists('42')],
    input: { params: { organizationID: '5' } }, outcome: { kind: 'refused', status: 409, messages: ['所属している医師が 1 名いるため削除できません'] },
  }),
  row({ page: { op: organizationOps.runAction, input: { id: '5', action: 'delete' } }, call: 'admin.organizations.delete', description: 'organization 5 is deleted', states: [s.organizationExists('5')], input: { params: { organizationID: '5' } }, outcome: { kind: 'item', payload: { id: '5', deletedAt: x.at } } }),
  row({
    page: { op: organizationOps.save, input: { body: x.organizationInput } }, call: 'admin.organizations.create', description: 'an organization is created', states: [s.apiUp], input: { body: x.organizationInput },
    outcome: { kind: 'item', status: 201, payload: x.organization({ ...x.organizationInput, id: '1000' }) },
  }),
  row({
    page: { op: organizationOps.commitBatch, input: csvBatch('organization', 'organizations.csv:2', x.organizationInput) },
    call: 'admin.organizations.bulkInsert', description: 'one CSV row creates an organization', states: [s.apiUp],
    input: { body: { rows: [{ row: 2, importKey: 'organizations.csv:2', input: x.organizationInput }] } },
    outcome: { kind: 'item', payload: { results: [{ row: 2, importKey: 'organizations.csv:2', ok: true, id: '1000' }], succeeded: 1, failed: 0 } },
  }),
  row({
    call: 'admin.organizations.search', description: 'a keyword finds organization 5', states: [s.organizationExists('5')],
    input: { body: { keyword: 'テスト病院', limit: 20 } }, outcome: { kind: 'page', items: [x.organization()] },
  }),
  row({
    page: { op: organizationOps.search, input: { keyword: 'テストビョウイン', prefecture: '東京都' } }, call: 'admin.organizations.search',
    description: 'the organization list finds organization 5 by its kana in Tokyo', states: [s.organizationExists('5')],
    input: { body: { keyword: 'テストビョウイン', prefectures: ['東京都'], limit: 50 } }, outcome: { kind: 'page', items: [x.organization()] },
  }),
  row({
    page: { op: lookupOps.organizationOptions, input: { keyword: 'てすとびょう' } },
    call: 'admin.organizations.search', description: 'the organization select finds organization 5 by typed hiragana of its kana', states: [s.organizationExists('5')],
    input: { body: { keyword: 'テストビョウ', limit: 20 } }, outcome: { kind: 'page', items: [x.organization()] },
  }),
  row({
    page: { op: lookupOps.organizationOptions, input: { keyword: '', ids: ['5'] } },
    call: 'admin.organizations.search', description: "the organization select names a doctor's organization 5", states: [s.organizationExists('5')],
    input: { body: { ids: ['5'], limit: 20 } }, outcome: { kind: 'page', items: [x.organization()] },
  }),
  row({
    page: { op: organizationOps.save, input: { id: '5', version: 1, body: { ...x.organizationInput, name: 'テスト中央病院' } } },
    call: 'admin.organizations.update', description: 'organization 5 is updated', states: [s.organizationExists('5')],
    input: { params: { organizationID: '5' }, body: { ...x.organizationInput, name: 'テスト中央病院', version: 1 } },
    outcome: { kind: 'item', payload: x.organization({ ...x.organizationInput, name: 'テスト中央病院' }) }, exact: ['name'],
  }),

  // Press releases
  row({
    page: { op: pressReleaseOps.list, input: { status: 'request' } },
    call: 'admin.pressReleases.list', description: 'press releases requesting publication', states: [s.pressReleaseIs('7', 'request')],
    input: { query: { status: 'request', limit: '50' } }, outcome: { kind: 'page', items: [x.pressRelease()] },
  }),
  row({
    page: { op: manuscriptOps.lookup, input: 'clients' }, call: 'admin.clients.search', description: 'the clients an offer may name: not suspended, by kana', states: [s.clientExists('7')],
    input: { body: { suspended: false, sort: 'companyNameKana', order: 'asc', limit: 100 } }, outcome: { kind: 'page', items: [x.client()] },
  }),
  row({
    page: { op: pressReleaseOps.lookup, input: 'clients' }, call: 'admin.clients.search', description: 'the clients offered by the press release filter', states: [s.clientExists('7')],
    input: { body: { limit: 100 } }, outcome: { kind: 'page', items: [x.client()] },
  }),
  row({ page: { op: pressReleaseOps.get, input: '7' }, call: 'admin.pressReleases.get', description: 'press release 7', states: [s.pressReleaseIs('7', 'request')], input: { params: { pressReleaseID: '7' } }, outcome: { kind: 'item', payload: x.pressRelease() } }),
  row({
    page: { op: pressReleaseOps.move, input: { id: '7', move: { to: 'published', reason: '', when: 'scheduled', publishedAt: '2024-04-02T01:00:00.000Z' } } },
    call: 'admin.pressReleases.setStatus', description: 'press release 7 in request is published', states: [s.pressReleaseIs('7', 'request')],
    input: { params: { pressReleaseID: '7' }, body: { status: 'published', publishedAt: '2024-04-02T01:00:00.000Z' } },
    outcome: { kind: 'item', payload: x.pressRelease({ status: 'published', publishedAt: '2024-04-02T01:00:00.000Z' }) }, exact: ['status'],
  }),
  row({
    page: { op: pressReleaseOps.move, input: { id: '7', move: { to: 'suspend', reason: '表現に誤りがあります', when: 'now', publishedAt: undefined } } },
    call: 'admin.pressReleases.setStatus', description: 'published press release 7 is suspended with a reason', states: [s.pressReleaseIs('7', 'published')],
    input: { params: { pressReleaseID: '7' }, body: { status: 'suspend', reason: '表現に誤りがあります' } },
    outcome: { kind: 'item', payload: x.pressRelease({ status: 'suspend', statusReason: '表現に誤りがあります', publishedAt: '2024-04-02T01:00:00.000Z' }) }, exact: ['status', 'statusReason'],
  }),
  row({
    call: 'admin.pressReleases.setStatus', description: 'a published press release cannot go back to request: 422', states: [s.pressReleaseIs('7', 'published')],
    input: { params: { pressReleaseID: '7' }, body: { status: 'request' } },
    outcome: { kind: 'refused', status: 422, messages: ['プレスリリースのステータスを「公開中」から「公開申請中」に変更することはできません'] },
  }),
  row({
    page: { op: pressReleaseOps.list, input: { mediaId: '8' } },
    call: 'admin.pressReleases.list', description: 'the press releases medium 8 carries', states: [s.pressReleaseIs('7', 'published'), s.mediumExists('8')],
    input: { query: { mediaId: '8', limit: '50' } }, outcome: { kind: 'page', items: [x.pressRelease({ status: 'published', publishedAt: x.at })] },
  }),
  row({
    call: 'admin.pressReleases.update', description: 'a published press release cannot be edited: 422', states: [s.pressReleaseIs('7', 'published')],
    input: { params: { pressReleaseID: '7' }, body: { title: '新薬承認のお知らせ（改訂）', body: '<p>改訂版</p>', mediaId: '8', tagIds: ['61'], version: 1 } },
    outcome: { kind: 'refused', status: 422, messages: ['「公開中」のプレスリリースは編集できません（編集中に戻してから編集してください）'] },
  }),
  row({
    page: { op: pressReleaseOps.update, input: { id: '7', version: 1, body: { title: '新薬承認のお知らせ（改訂）', body: '<p>改訂版</p>', mediaId: '8', tagIds: ['61'] } } },
    call: 'admin.pressReleases.update', description: 'press release 7 in editing is edited', states: [s.pressReleaseIs('7', 'editing')],
    input: { params: { pressReleaseID: '7' }, body: { title: '新薬承認のお知らせ（改訂）', body: '<p>改訂版</p>', mediaId: '8', tagIds: ['61'], version: 1 } },
    outcome: { kind: 'item', payload: x.pressRelease({ status: 'editing', title: '新薬承認のお知らせ（改訂）', body: '<p>改訂版</p>' }) }, exact: ['title'],
  }),

  // Recommends
  row({
    call: 'admin.recommends.list', description: 'recommend slots promoting doctors', states: [s.recommendExists('81')],
    input: { query: { target: 'doctor' } }, outcome: { kind: 'page', items: [x.recommend()] },
  }),
  row({ call: 'admin.recommends.get', description: 'recommend 81', states: [s.recommendExists('81')], input: { params: { recommendID: '81' } }, outcome: { kind: 'item', payload: x.recommend() } }),
  row({
    call: 'admin.recommends.update', description: 'recommend 81 moves to rank 2', states: [s.recommendExists('81')],
    input: { params: { recommendID: '81' }, body: { target: 'doctor', targetId: '42', rank: 2, enabled: true } },
    outcome: { kind: 'item', payload: x.recommend({ rank: 2 }) }, exact: ['rank'],
  }),

  // Saved views (the signed-in operator's own)
  row({
    page: { op: savedViewOps.list, input: 'doctor' }, call: 'admin.savedViews.list', description: "the admin's saved views of the doctor list",
    states: [s.savedViewOfAdmin('95', 'doctor', '東京都の医師')], input: { query: { list: 'doctor' } }, outcome: { kind: 'page', items: [x.savedView()] },
    exact: ['name', 'list', 'hiddenColumns'],
  }),
  row({
    page: { op: savedViewOps.list, input: 'doctor' }, call: 'admin.savedViews.list', description: "another operator's saved views are not listed",
    states: [s.savedViewOfOperator('96', 'doctor', '大阪府の医師')], input: { query: { list: 'doctor' } }, outcome: { kind: 'empty' },
  }),
  row({
    page: { op: savedViewOps.save, input: { list: 'doctor', name: '東京都の医師', search: { prefecture: '東京都', sort: 'lastNameKana', order: 'asc' }, hiddenColumns: ['mp'] } },
    call: 'admin.savedViews.create', description: 'the admin saves the doctor list filtered to 東京都 by kana, without the MP column', states: [s.apiUp],
    input: { body: { list: 'doctor', name: '東京都の医師', search: { prefecture: '東京都', sort: 'lastNameKana', order: 'asc' }, hiddenColumns: ['mp'] } },
    outcome: { kind: 'item', status: 201, payload: x.savedView({ id: '1000' }) }, exact: ['name', 'search', 'hiddenColumns'],
  }),
  row({
    page: { op: savedViewOps.remove, input: '95' }, call: 'admin.savedViews.delete', description: 'the admin deletes saved view 95',
    states: [s.savedViewOfAdmin('95', 'doctor', '東京都の医師')], input: { params: { savedViewID: '95' } }, outcome: { kind: 'item', payload: { id: '95', deletedAt: x.at } },
  }),
  row({
    page: { op: savedViewOps.remove, input: '96' }, call: 'admin.savedViews.delete', description: "another operator's saved view is not found: 404",
    states: [s.savedViewOfOperator('96', 'doctor', '大阪府の医師')], input: { params: { savedViewID: '96' } },
    outcome: { kind: 'refused', status: 404, messages: ['ビューが見つかりません'] },
  }),

  // CSV import records (the home dashboard's imports that left failed rows)
  row({
    page: { op: importRecordOps.record, input: x.importRecordInput }, call: 'admin.imports.record',
    description: 'a finished doctor import is recorded with its refused row', states: [s.apiUp],
    input: { body: x.importRecordInput }, outcome: { kind: 'item', status: 201, payload: x.importRecord({ id: '1000' }) }, exact: ['failed', 'failedRows'],
  }),
  row({
    page: { op: importRecordOps.record, input: { ...x.importRecordInput, committed: 3 } }, call: 'admin.imports.record',
    description: 'an import record whose counts do not add up is refused with 400', states: [s.apiUp],
    input: { body: { ...x.importRecordInput, committed: 3 } },
    outcome: { kind: 'refused', status: 400, messages: ['total: 取り込んだ行（3）と失敗した行（1）の合計がファイルの行数（3）を超えています'] },
  }),
  row({
    page: { op: importRecordOps.failedImports, input: { from: '2024-04-01' } }, call: 'admin.imports.list',
    description: 'the imports that left failed rows since a day, 100 a page', states: [s.importLeftFailedRow('97')],
    input: { query: { failed: 'true', from: '2024-04-01', limit: '100' } }, outcome: { kind: 'page', items: [x.importRecord()] }, exact: ['kind'],
  }),

  // CSV 一括更新 (src/domain/csv-update.ts): the import page's 一括更新 mode
  row({
    page: { op: csvUpdateOps.create, input: { kind: 'doctor', fileName: 'doctors.csv', encoding: 'Shift_JIS', header: ['ID', 'バージョン', '電話番号'] } },
    call: 'admin.imports.updateCreate', description: 'a CSV update of doctors starts with its header', states: [s.apiUp],
    input: { body: { kind: 'doctor', fileName: 'doctors.csv', encoding: 'Shift_JIS', header: ['ID', 'バージョン', '電話番号'] } },
    outcome: { kind: 'item', status: 201, payload: x.csvUpdateJob({ id: '1000', status: 'uploading', counts: x.csvUpdateCounts({ total: 0 }) }) }, exact: ['status', 'counts'],
  }),
  row({
    page: { op: csvUpdateOps.create, input: { kind: 'doctor', fileName: 'doctors.csv', encoding: 'UTF-8', header: ['電話番号'] } },
    call: 'admin.imports.updateCreate', description: 'a CSV update whose header lacks ID and バージョン is refused with 400', states: [s.apiUp],
    input: { body: { kind: 'doctor', fileName: 'doctors.csv', encoding: 'UTF-8', header: ['電話番号'] } },
    outcome: { kind: 'refused', status: 400, messages: ['header: 「ID」列がありません（一括更新にはCSV出力したファイルを使ってください）', 'header: 「バージョン」列がありません（一括更新にはCSV出力したファイルを使ってください）'] },
  }),
  row({
    page: { op: csvUpdateOps.rows, input: { id: '98', rows: [{ line: 2, cells: ['42', '1', '090-1111-2222'] }] } },
    call: 'admin.imports.updateRows', description: "a row of doctor 42's new 電話番号 is uploaded", states: [s.csvUpdateOf('98', 'uploading')],
    input: { params: { csvUpdateID: '98' }, body: { rows: [{ line: 2, cells: ['42', '1', '090-1111-2222'] }] } },
    outcome: { kind: 'item', payload: x.csvUpdateJob({ status: 'uploading', counts: x.csvUpdateCounts({ total: 1 }) }) }, exact: ['status', 'counts'],
  }),
  row({
    page: { op: csvUpdateOps.check, input: { id: '98' } }, call: 'admin.imports.updateCheck', description: 'the uploaded file is checked: nothing written, counts per state',
    states: [s.csvUpdateOf('98', 'uploading')], input: { params: { csvUpdateID: '98' } },
    outcome: { kind: 'item', payload: x.csvUpdateJob({ counts: x.csvUpdateCounts({ total: 0 }) }) }, exact: ['status'],
  }),
  row({
    page: { op: csvUpdateOps.loadPage, input: { id: '98', status: 'change' } }, call: 'admin.imports.updatePreview',
    description: "the preview's rows that would change, 現在値 → 新値, 50 a page", states: [s.csvUpdateOf('98', 'checked')],
    input: { params: { csvUpdateID: '98' }, query: { status: 'change', limit: '50' } },
    outcome: { kind: 'page', items: [{ line: 2, recordId: '42', status: 'change', changes: [{ column: '電話番号', before: '090-1234-5678', after: '090-1111-2222', notes: [] }], messages: [] }] },
    exact: ['status'],
  }),
  row({
    page: { op: csvUpdateOps.applyBatch, input: { id: '98' } }, call: 'admin.imports.updateApply', description: '更新を実行 applies the next batch: the row of doctor 42 is applied',
    states: [s.csvUpdateOf('98', 'checked')], input: { params: { csvUpdateID: '98' } },
    outcome: { kind: 'item', payload: x.csvUpdateJob({ status: 'done', counts: x.csvUpdateCounts({ applied: 1 }) }) }, exact: ['status', 'counts'],
  }),
  row({
    page: { op: csvUpdateOps.abort, input: { id: '98' } }, call: 'admin.imports.updateAbort', description: '中止 leaves the rows not applied untouched',
    states: [s.csvUpdateOf('98', 'checked')], input: { params: { csvUpdateID: '98' } },
    outcome: { kind: 'item', payload: x.csvUpdateJob({ status: 'aborted', counts: x.csvUpdateCounts({ skipped: 1 }) }) }, exact: ['status', 'counts'],
  }),
  // ゴミ箱: each kind's deleted records (the page's first page) and the restore of one (元に戻す / 復元);
  // manuscripts and media have no ゴミ箱 page yet and the media toast's 元に戻す runs outside a machine:
  // their rows describe the calls without a page operation
  row({
    page: { op: doctorOps.trash, input: null }, call: 'admin.doctors.trash', description: 'the deleted doctors, with when and by whom',
    states: [s.deletedByAdmin('doctor', '42')], input: { query: { limit: '50' } }, outcome: { kind: 'page', items: [x.trashEntry()] }, exact: ['name', 'deletedBy'],
  }),
  row({
    page: { op: doctorOps.restore, input: '42' }, call: 'admin.doctors.restore', description: 'deleted doctor 42 is restored',
    states: [s.deletedByAdmin('doctor', '42')], input: { params: { doctorID: '42' } }, outcome: { kind: 'item', payload: { id: '42', restoredAt: x.at } },
  }),
  row({
    page: { op: doctorOps.restore, input: '42' }, call: 'admin.doctors.restore', description: 'a deleted doctor whose e-mail a live doctor took is not restored: 409 in words',
    states: [s.deletedByAdmin('doctor', '42'), s.tookEmailOfDeleted('43', '42')], input: { params: { doctorID: '42' } },
    outcome: {
      kind: 'refused', status: 409,
      messages: ['メールアドレス「doctor42@fixtures.example」は削除後に登録された別の医師が使っているため復元できません。先にそちらのメールアドレスを変更してください'],
    },
  }),
  row({
    page: { op: doctorOps.restore, input: '42' }, call: 'admin.doctors.restore', description: 'a doctor that is not deleted is not restored: 409',
    states: [s.doctorExists('42')], input: { params: { doctorID: '42' } },
    outcome: { kind: 'refused', status: 409, messages: ['この医師は削除されていません（すでに復元されています）'] },
  }),
  row({
    page: { op: clientOps.trash, input: null }, call: 'admin.clients.trash', description: 'the deleted clients, with when and by whom',
    states: [s.deletedByAdmin('client', '7')], input: { query: { limit: '50' } },
    outcome: { kind: 'page', items: [x.trashEntry({ id: '7', name: 'テスト製薬7', note: 'client7@fixtures.example' })] }, exact: ['deletedBy'],
  }),
  row({
    page: { op: clientOps.restore, input: '7' }, call: 'admin.clients.restore', description: 'deleted client 7 is restored',
    states: [s.deletedByAdmin('client', '7')], input: { params: { clientID: '7' } }, outcome: { kind: 'item', payload: { id: '7', restoredAt: x.at } },
  }),
  row({
    call: 'admin.manuscripts.trash', description: 'the deleted manuscripts, with their author, when and by whom',
    states: [s.deletedByAdmin('manuscript', '21')], input: { query: { limit: '50' } },
    outcome: { kind: 'page', items: [x.trashEntry({ id: '21', name: '高血圧治療の最前線', note: '山田 太郎' })] }, exact: ['deletedBy'],
  }),
  row({
    call: 'admin.manuscripts.restore', description: 'deleted manuscript 21 is restored',
    states: [s.deletedByAdmin('manuscript', '21')], input: { params: { manuscriptID: '21' } }, outcome: { kind: 'item', payload: { id: '21', restoredAt: x.at } },
  }),
  row({
    call: 'admin.medium.trash', description: 'the deleted media, when and by whom',
    states: [s.deletedByAdmin('medium', '8')], input: { query: { limit: '50' } },
    outcome: { kind: 'page', items: [x.trashEntry({ id: '8', name: '医療ニュース8', note: null })] }, exact: ['deletedBy'],
  }),
  row({
    call: 'admin.medium.restore', description: 'deleted medium 8 is restored',
    states: [s.deletedByAdmin('medium', '8')], input: { params: { mediaID: '8' } }, outcome: { kind: 'item', payload: { id: '8', restoredAt: x.at } },
  }),

  row({
    page: { op: organizationOps.trash, input: null }, call: 'admin.organizations.trash', description: 'the deleted organisations, when and by whom',
    states: [s.deletedByAdmin('organization', '5')], input: { query: { limit: '50' } },
    outcome: { kind: 'page', items: [x.trashEntry({ id: '5', name: 'テスト病院5', note: '東京都' })] }, exact: ['deletedBy'],
  }),
  row({
    page: { op: organizationOps.restore, input: '5' }, call: 'admin.organizations.restore', description: 'deleted organisation 5 is restored',
    states: [s.deletedByAdmin('organization', '5')], input: { params: { organizationID: '5' } }, outcome: { kind: 'item', payload: { id: '5', restoredAt: x.at } },
  }),

  // Reports
  row({
    page: { op: reportOps.download, input: { from: '2024-04', to: '2024-04' } },
    call: 'admin.reports.usageReport', description: 'the usage report of April 2024 as CSV', states: [s.clientUsage('7', '2024-04')],
    input: { query: { from: '2024-04', to: '2024-04' } },
    outcome: { kind: 'csv', prefix: usageHeader, text: `${usageHeader}7,テスト製薬7,2024-04,2,1,340\r\n` },
  }),
]

/** The rows above with the audit log's and live updates' (issue 32), and the interactions generated from the group's pages and forms (list-pages.ts). */
const allAdminRows: InteractionSpec[] = [...adminRows, ...auditInteractions, ...batchInteractions, ...liveInteractions]
export const adminInteractions: ReadonlyArray<InteractionSpec> = [...allAdminRows, ...generatedInteractions('admin', allAdminRows)]
