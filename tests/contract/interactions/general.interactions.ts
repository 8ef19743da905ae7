/** The general API (/api/v1): what the console sends and expects, one row per interaction. */
import { interaction as row, type InteractionSpec } from '../support/contract'
import { auditRevertRefusals } from './audit.interactions'
import { generatedInteractions } from './list-pages'
import * as x from '../support/examples'
import * as s from '../support/states'
import { clientOps } from '@src/areas/client/client.ops'
import { doctorOps } from '@src/areas/doctor/doctor.ops'
import { expertiseOps } from '@src/areas/expertise/expertise.ops'
import { lookupOps } from '@src/areas/doctor/doctor-lookups.ops'
import { operatorOps } from '@src/areas/operator/operator.ops'
import { organizationOps } from '@src/areas/organization/organization.ops'
import { pointsOps } from '@src/areas/points/points.ops'
import { manuscriptOps } from '@src/areas/manuscript/manuscript.ops'
import { pressReleaseOps } from '@src/areas/press-release/press-release.ops'
import { emptyModerationDraft, type ModerationDraft, type ModerationStep } from '@src/domain/manuscript'
import { homeOps } from '@src/areas/home/home.ops'
import { workQueueOps } from '@src/services/work-queue.ops'
import { reportOps } from '@src/areas/report/report.ops'
import { surveyOps } from '@src/areas/survey/survey.ops'

const contact = { kind: 'general', name: '山田 太郎', email: 'taro@example.jp', subject: '掲載について', body: '掲載の条件を教えてください。' } as const
const profile = {
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  phone: '090-9999-0000',
  medicalLicenseNumber: '123456',
  organizationId: '5',
  belongIds: ['3'],
  expertiseIds: ['11'],
  prefecture: '東京都',
} as const
const clientProfile = {
  email: 'client7@fixtures.example',
  companyName: 'テスト製薬7株式会社',
  companyNameKana: 'テストセイヤク',
  department: '広報部',
  contactName: '担当 一郎',
  contactNameKana: 'タントウ イチロウ',
  phone: '03-1234-5678',
  postalCode: '100-0001',
  prefecture: '東京都',
  address: '千代田区千代田1-1',
  url: 'https://client7.example',
} as const
/** The server sniffs the type from the bytes (docs/security.md): an ASCII-only WebP header, so the text survives the Pact file. */
const png = { name: 'figure1.webp', contentType: 'image/webp', text: 'RIFF0000WEBPVP8 not really an image' } as const
const reviewed = { reviewedAt: x.at } as const
/** A moderation step on manuscript 21 as the detail page's dialog sends it. */
const step = (s: ModerationStep, patch: Readonly<Record<string, unknown>> = {}) => ({ id: '21', draft: { ...emptyModerationDraft(s), ...patch } as ModerationDraft })
const hold = { reason: '著作権の確認中', heldBy: '1', heldAt: x.at } as const
const prInput = { title: '新薬の承認取得のお知らせ', body: '<p>本文</p>', mediaId: '8', tagIds: ['61'] } as const

const generalRows: InteractionSpec[] = [
  // Admissions, health, contact, auth, log
  row({
    call: 'general.admissions.check', description: 'an active operator is admitted to management', states: [s.activeOperator('admin@medicolle.example')],
    input: { query: { email: 'admin@medicolle.example', loginDest: 'management' } }, outcome: { kind: 'item', payload: true }, exact: [''],
  }),
  row({
    call: 'general.admissions.check', description: 'an unknown e-mail is not admitted', states: [s.notAnOperator('nobody@medicolle.example')],
    input: { query: { email: 'nobody@medicolle.example', loginDest: 'management' } }, outcome: { kind: 'item', payload: false }, exact: [''],
  }),
  row({ call: 'general.health.check', description: 'the API answers ok', states: [s.apiUp], input: {}, outcome: { kind: 'item', payload: { status: 'ok', time: x.at } } }),
  row({
    call: 'general.contact.post', description: 'a contact message is received', states: [s.apiUp], input: { body: contact },
    outcome: { kind: 'item', status: 201, payload: { id: '1000', receivedAt: x.at } },
  }),
  row({
    page: { op: operatorOps.signedInAccount, input: 'uid-staff3' },
    call: 'general.auth.get', description: 'the account of operator 3', states: [s.operatorHasAccount('3', 'uid-staff3')],
    input: { params: { AccountID: 'uid-staff3' } }, outcome: { kind: 'item', payload: x.account() },
  }),
  row({
    call: 'general.logProxy.post', description: 'a console error is logged', states: [s.apiUp],
    input: { body: { appName: 'MediColle WEB', buildHash: 'test', level: 'error', payload: { uri: '/doctor', messages: ['Unknown error occurred in Vue context!'] } } },
    outcome: { kind: 'item', status: 202, payload: { accepted: true, receivedAt: x.at } }, exact: ['accepted'],
  }),

  // Belongs
  row({ page: { op: lookupOps.load, input: 'belongs' }, call: 'general.belongs.list', description: 'the belong kinds', states: [s.belongExists('3')], input: {}, outcome: { kind: 'page', items: [x.belong()] } }),
  row({ call: 'general.belongs.get', description: 'belong 3', states: [s.belongExists('3')], input: { params: { belongID: '3' } }, outcome: { kind: 'item', payload: x.belong() } }),
  row({ call: 'general.belongs.lookup', description: 'belong 3 by id', states: [s.belongExists('3')], input: { body: { ids: ['3'] } }, outcome: { kind: 'page', items: [x.belong()] } }),

  // Clients
  row({ call: 'general.clients.list', description: 'a keyword finds client 7', states: [s.clientExists('7')], input: { query: { keyword: 'テスト製薬' } }, outcome: { kind: 'page', items: [x.client()] } }),
  row({ page: { op: clientOps.get, input: '7' }, call: 'general.clients.get', description: 'client 7', states: [s.clientExists('7')], input: { params: { clientID: '7' } }, outcome: { kind: 'item', payload: x.client() } }),
  row({
    page: { op: reportOps.clientUsage, input: { clientId: '7', from: '2024-04', to: '2024-04' } },
    call: 'general.clients.usageReport', description: 'the usage of April 2024 as rows', states: [s.clientUsage('7', '2024-04')],
    input: { query: { from: '2024-04', to: '2024-04', clientId: '7' } },
    outcome: { kind: 'page', items: [{ clientId: '7', clientName: 'テスト製薬7', month: '2024-04', pressReleaseCount: 2, offerCount: 1, viewCount: 340 }] },
  }),
  row({
    page: { op: clientOps.save, input: { id: '7', version: 1, body: clientProfile } }, call: 'general.clients.update', description: 'client 7 updates its profile', states: [s.clientExists('7')],
    input: { params: { clientID: '7' }, body: { ...clientProfile, version: 1 } }, outcome: { kind: 'item', payload: x.client({ companyName: 'テスト製薬7株式会社' }) }, exact: ['companyName'],
  }),

  // Denial reasons
  row({ page: { op: manuscriptOps.lookup, input: 'denialReasons' }, call: 'general.denialReasons.list', description: 'the denial reasons', states: [s.denialReasonExists('41')], input: {}, outcome: { kind: 'page', items: [x.denialReason()] } }),
  row({ call: 'general.denialReasons.lookup', description: 'denial reason 41 by id', states: [s.denialReasonExists('41')], input: { body: { ids: ['41'] } }, outcome: { kind: 'page', items: [x.denialReason()] } }),

  // Doctors
  row({
    call: 'general.doctors.list', description: 'a keyword finds approved doctor 42', states: [s.doctorExists('42')],
    input: { query: { keyword: '山田', allowed: 'true' } }, outcome: { kind: 'page', items: [x.doctor()] },
  }),
  row({
    page: { op: pointsOps.resolveDoctors, input: [{ line: 1, text: '42', kind: 'id' }] }, call: 'general.doctors.get', description: 'a pasted doctor id is looked up',
    states: [s.doctorExists('42')], input: { params: { doctorID: '42' } }, outcome: { kind: 'item', payload: x.doctor() },
  }),
  row({ page: { op: doctorOps.get, input: '42' }, call: 'general.doctors.get', description: 'doctor 42', states: [s.doctorExists('42')], input: { params: { doctorID: '42' } }, outcome: { kind: 'item', payload: x.doctor() } }),
  row({
    page: { op: doctorOps.get, input: '404' }, call: 'general.doctors.get', description: 'an unknown doctor is refused with 404', states: [s.doctorMissing('404')],
    input: { params: { doctorID: '404' } }, outcome: { kind: 'refused', status: 404, messages: ['医師が見つかりません'] },
  }),
  row({
    call: 'general.doctors.update', description: 'doctor 42 updates the profile', states: [s.doctorExists('42')],
    input: { params: { doctorID: '42' }, body: { ...profile, version: 1 } }, outcome: { kind: 'item', payload: x.doctor({ phone: '090-9999-0000' }) }, exact: ['phone'],
  }),

  // Doctor articles (survey)
  row({
    call: 'general.doctorArticles.list', description: 'open survey articles', states: [s.doctorArticleOpen('51')],
    input: { query: { status: 'open' } }, outcome: { kind: 'page', items: [x.doctorArticle({ answerCount: 0 })] },
  }),
  row({
    page: { op: surveyOps.articles, input: { keyword: '働き方', status: 'open' } },
    call: 'general.doctorArticles.list', description: 'the survey list finds open articles by title, 50 a page', states: [s.doctorArticleOpen('51')],
    input: { query: { keyword: '働き方', status: 'open', limit: '50' } }, outcome: { kind: 'page', items: [x.doctorArticle({ answerCount: 0 })] },
  }),
  row({ call: 'general.doctorArticles.get', description: 'survey article 51', states: [s.doctorArticleOpen('51')], input: { params: { articleID: '51' } }, outcome: { kind: 'item', payload: x.doctorArticle({ answerCount: 0 }) } }),
  row({
    page: { op: surveyOps.article, input: { articleId: '51' } },
    call: 'general.doctorArticles.get', description: 'the survey page shows article 51 with its questions', states: [s.doctorArticleOpen('51')],
    input: { params: { articleID: '51' } }, outcome: { kind: 'item', payload: x.doctorArticle({ answerCount: 0 }) },
  }),
  row({
    call: 'general.doctorArticles.answers', description: 'the answers to survey article 51', states: [s.doctorArticleAnswered('51', '52')],
    input: { params: { articleID: '51' } }, outcome: { kind: 'page', items: [x.doctorArticleAnswer()] },
  }),
  row({
    page: { op: surveyOps.answers, input: { articleId: '51' } },
    call: 'general.doctorArticles.answers', description: 'the survey page lists the answers to article 51, 50 a page', states: [s.doctorArticleAnswered('51', '52')],
    input: { params: { articleID: '51' }, query: { limit: '50' } }, outcome: { kind: 'page', items: [x.doctorArticleAnswer()] },
  }),
  row({
    page: { op: surveyOps.tally, input: { articleId: '51', cursor: 'shown-page' } },
    call: 'general.doctorArticles.answers', description: 'the survey charts walk every answer to article 51 from the first page, 100 a page', states: [s.doctorArticleAnswered('51', '52')],
    input: { params: { articleID: '51' }, query: { limit: '100' } }, outcome: { kind: 'page', items: [x.doctorArticleAnswer()] },
  }),
  row({
    call: 'general.doctorArticles.answer', description: 'doctor 42 answers survey article 51', states: [s.doctorArticleOpen('51'), s.doctorSignedIn('42')],
    input: { params: { articleID: '51' }, body: { answers: [{ questionId: 'q1', value: '40時間以上' }] } },
    outcome: { kind: 'item', status: 201, payload: x.doctorArticleAnswer({ id: '1000' }) },
  }),
  row({
    call: 'general.doctorArticles.updateAnswer', description: 'doctor 42 edits the answer', states: [s.doctorArticleAnswered('51', '52'), s.doctorSignedIn('42')],
    input: { params: { articleID: '51', answerID: '52' }, body: { answers: [{ questionId: 'q1', value: '40時間未満' }] } },
    outcome: { kind: 'item', payload: x.doctorArticleAnswer({ answers: [{ questionId: 'q1', value: '40時間未満' }] }) },
  }),

  // Doctor notification settings
  row({
    call: 'general.doctorNotifications.disable', description: 'doctor 42 turns notifications off', states: [s.doctorSignedIn('42')],
    input: { body: { disabled: true } }, outcome: { kind: 'item', payload: { disabled: true, receptionFrequency: 'daily' } }, exact: ['disabled'],
  }),
  row({
    call: 'general.doctorNotifications.frequency', description: 'doctor 42 asks for weekly notifications', states: [s.doctorSignedIn('42')],
    input: { body: { receptionFrequency: 'weekly' } }, outcome: { kind: 'item', payload: { disabled: false, receptionFrequency: 'weekly' } }, exact: ['receptionFrequency'],
  }),

  // Doctor points
  row({
    call: 'general.doctorPoints.deleteGiftCard', description: 'doctor 42 hides issued gift card 91', states: [s.giftExchangeIs('91', 'issued'), s.doctorSignedIn('42')],
    input: { body: { exchangeId: '91' } }, outcome: { kind: 'item', payload: { id: '91', deletedAt: x.at } },
  }),
  row({
    call: 'general.doctorPoints.exchangeHistories', description: "doctor 42's requested exchanges", states: [s.giftExchangeIs('91', 'requested'), s.doctorSignedIn('42')],
    input: { query: { status: 'requested' } }, outcome: { kind: 'page', items: [x.giftExchange()] },
  }),
  row({
    call: 'general.doctorPoints.mine', description: "doctor 42's balance and ledger", states: [s.doctorHasMp('42', 1500), s.doctorSignedIn('42')],
    input: {},
    outcome: {
      kind: 'item',
      payload: {
        doctorId: '42', balance: 1500, pending: 0,
        recent: [{ id: '1000', doctorId: '42', amount: 1500, reason: 'grant', note: 'テストデータ', operatorId: null, balanceAfter: 1500, createdAt: x.at }],
      },
    },
    exact: ['balance'],
  }),
  row({
    call: 'general.doctorPoints.exchange', description: 'doctor 42 exchanges 1000 MP', states: [s.doctorHasMp('42', 1500), s.doctorSignedIn('42')],
    input: { body: { points: 1000 } }, outcome: { kind: 'item', status: 201, payload: x.giftExchange({ id: '1000' }) }, exact: ['status'],
  }),
  row({
    call: 'general.doctorPoints.exchange', description: 'exchanging more MP than held is refused with 422', states: [s.doctorHasMp('42', 500), s.doctorSignedIn('42')],
    input: { body: { points: 1000 } }, outcome: { kind: 'refused', status: 422, messages: ['保有MP（500MP）が不足しているため交換できません'] },
  }),

  // Expertise (the lookups' tree for the doctor pages; the tree page /expertise and its changes: expertiseOps)
  row({ page: { op: lookupOps.load, input: 'expertise' }, call: 'general.expertise.tree', description: 'the expertise tree', states: [s.expertiseExists('11', '10')], input: {}, outcome: { kind: 'item', payload: x.expertiseTree() } }),
  row({
    page: { op: expertiseOps.tree, input: undefined }, call: 'general.expertise.tree', description: 'the expertise tree with the doctors of each subtree', states: [s.doctorExists('42')],
    input: {}, outcome: { kind: 'item', payload: x.expertiseTree(1) },
  }),
  row({
    page: { op: expertiseOps.save, input: { kind: 'create', parentId: '11', name: '不整脈' } },
    call: 'general.expertise.create', description: 'an expertise node is created under 11', states: [s.expertiseExists('11', '10')],
    input: { body: { name: '不整脈', parentId: '11' } }, outcome: { kind: 'item', status: 201, payload: x.expertise({ id: '1000', name: '不整脈', parentId: '11' }) },
  }),
  row({
    page: { op: expertiseOps.save, input: { kind: 'delete', id: '11' } },
    call: 'general.expertise.delete', description: 'leaf expertise 11 is deleted', states: [s.expertiseExists('11', '10')],
    input: { params: { expertiseID: '11' } }, outcome: { kind: 'item', payload: { id: '11', deletedAt: x.at } },
  }),
  row({
    page: { op: expertiseOps.save, input: { kind: 'delete', id: '11' } },
    call: 'general.expertise.delete', description: 'deleting expertise 11 that doctor 42 holds is refused with 409 and the count', states: [s.doctorExists('42')],
    input: { params: { expertiseID: '11' } }, outcome: { kind: 'refused', status: 409, messages: ['この分野を登録している医師が 1 名いるため削除できません'] },
  }),
  row({
    page: { op: expertiseOps.save, input: { kind: 'rename', id: '11', name: '循環器科', sortOrder: 20, version: 1 } },
    call: 'general.expertise.update', description: 'expertise 11 is renamed at the version the tree read', states: [s.expertiseExists('11', '10')],
    input: { params: { expertiseID: '11' }, body: { name: '循環器科', sortOrder: 20, version: 1 } }, outcome: { kind: 'item', payload: x.expertise({ name: '循環器科', sortOrder: 20, version: 2 }) }, exact: ['name'],
  }),
  row({
    page: { op: expertiseOps.save, input: { kind: 'move', id: '11', parentId: null } },
    call: 'general.expertise.move', description: 'expertise 11 becomes a root', states: [s.expertiseExists('11', '10')],
    input: { params: { expertiseID: '11' }, body: { parentId: null } }, outcome: { kind: 'item', payload: x.expertise({ parentId: null }) }, exact: ['parentId'],
  }),
  row({
    page: { op: expertiseOps.save, input: { kind: 'move', id: '11', parentId: '12' } },
    call: 'general.expertise.move', description: 'expertise 11 moves under another root, 12', states: [s.expertiseExists('11', '10'), s.expertiseExists('13', '12')],
    input: { params: { expertiseID: '11' }, body: { parentId: '12' } }, outcome: { kind: 'item', payload: x.expertise({ parentId: '12' }) },
  }),
  row({
    page: { op: expertiseOps.save, input: { kind: 'move', id: '10', parentId: '11' } },
    call: 'general.expertise.move', description: 'moving a node under its own child is refused with 422', states: [s.expertiseExists('11', '10')],
    input: { params: { expertiseID: '10' }, body: { parentId: '11' } },
    outcome: { kind: 'refused', status: 422, messages: ['自分自身またはその配下の分野を親にすることはできません（循環します）'] },
  }),
  row({ call: 'general.expertise.lookup', description: 'expertise 11 by id', states: [s.expertiseExists('11', '10')], input: { body: { ids: ['11'] } }, outcome: { kind: 'page', items: [x.expertise()] } }),

  // Files, images, giftcard
  row({ call: 'general.files.get', description: 'clean file 71', states: [s.fileIs('71', 'clean')], input: { params: { fileID: '71' } }, outcome: { kind: 'item', payload: x.fileMeta() } }),
  row({
    call: 'general.files.get', description: 'quarantined file 72 is refused by the console', states: [s.fileIs('72', 'quarantined')],
    input: { params: { fileID: '72' } }, outcome: { kind: 'quarantined', payload: x.fileMeta({ id: '72', status: 'quarantined', url: null }) }, exact: ['status'],
  }),
  row({ page: { op: manuscriptOps.files, input: ['71'] }, call: 'general.files.search', description: 'file 71 by id', states: [s.fileIs('71', 'clean')], input: { body: { ids: ['71'] } }, outcome: { kind: 'page', items: [x.fileMeta()] } }),
  row({
    call: 'general.files.upload', description: 'a file is uploaded and scanned clean', states: [s.apiUp],
    input: { body: { purpose: 'manuscript', name: 'figure1.png' }, file: png },
    outcome: { kind: 'item', status: 201, payload: x.fileMeta({ id: '1000', size: png.text.length, url: `/uploads/1000-${x.imageToken}.png` }) },
  }),
  row({
    call: 'general.giftcard.convert', description: "the gift code of doctor 42's requested exchange 91", states: [s.giftExchangeIs('91', 'requested'), s.doctorSignedIn('42')],
    input: { body: { exchangeId: '91' } }, outcome: { kind: 'item', payload: { exchangeId: '91', code: 'AQ7M-9XK2PQ-ZT4R', amountYen: 1000, issuedAt: x.at } },
  }),
  row({
    page: { op: pressReleaseOps.uploadImage, input: { alt: 'ロゴ', file: new File([png.text], png.name, { type: png.contentType }) } },
    call: 'general.images.upload', description: 'an image is uploaded', states: [s.apiUp],
    input: { body: { purpose: 'pressRelease', alt: 'ロゴ' }, file: png }, outcome: { kind: 'item', status: 201, payload: x.uploadedImage() },
  }),

  // Manuscripts
  row({
    page: { op: manuscriptOps.list, input: { tab: 'all', status: 'under_review' } },
    call: 'general.manuscripts.list', description: 'manuscripts under review', states: [s.manuscriptIs('21', 'under_review'), s.noManuscriptHeld],
    input: { query: { status: 'under_review', limit: '50' } }, outcome: { kind: 'page', items: [x.manuscript()] },
  }),
  row({
    page: { op: manuscriptOps.list, input: { tab: 'acceptable' } },
    call: 'general.manuscripts.acceptable', description: 'acceptable manuscripts', states: [s.manuscriptIs('21', 'acceptable'), s.noManuscriptHeld],
    input: { query: { limit: '50' } }, outcome: { kind: 'page', items: [x.manuscript({ status: 'acceptable', ...reviewed })] },
  }),
  row({
    page: { op: manuscriptOps.list, input: { tab: 'latest_offered' } },
    call: 'general.manuscripts.latestOffered', description: 'manuscripts by latest offer', states: [s.manuscriptIs('21', 'offered'), s.noManuscriptHeld],
    input: { query: { limit: '50' } }, outcome: { kind: 'page', items: [x.manuscript({ status: 'offered', ...reviewed, latestOfferedAt: x.at })] },
  }),
  row({
    page: { op: manuscriptOps.list, input: { tab: 'reviewed' } },
    call: 'general.manuscripts.reviewed', description: 'reviewed manuscripts', states: [s.manuscriptIs('21', 'reviewed'), s.noManuscriptHeld],
    input: { query: { limit: '50' } }, outcome: { kind: 'page', items: [x.manuscript({ status: 'reviewed', ...reviewed })] },
  }),
  row({
    page: { op: manuscriptOps.list, input: {} },
    call: 'general.manuscripts.underReviews', description: 'manuscripts under review', states: [s.manuscriptIs('21', 'under_review'), s.noManuscriptHeld],
    input: { query: { limit: '50' } }, outcome: { kind: 'page', items: [x.manuscript()] },
  }),
  row({ page: { op: manuscriptOps.get, input: '21' }, call: 'general.manuscripts.get', description: 'manuscript 21', states: [s.manuscriptIs('21', 'under_review')], input: { params: { manuscriptID: '21' } }, outcome: { kind: 'item', payload: x.manuscript() } }),
  row({
    call: 'general.manuscripts.create', description: 'an operator writes a draft for doctor 42', states: [s.doctorExists('42'), s.tagExists('61', '循環器')],
    input: { body: { title: '高血圧治療の最前線', contents: '<p>本文</p>', tagIds: ['61'], expertiseIds: ['11'], doctorId: '42', status: 'draft' } },
    outcome: { kind: 'item', status: 201, payload: x.manuscript({ id: '1000', status: 'draft', submittedAt: null }) }, exact: ['status'],
  }),
  row({
    page: { op: manuscriptOps.list, input: { tab: 'under_review', keyword: '高血圧' } },
    call: 'general.manuscripts.search', description: 'a keyword finds manuscript 21', states: [s.manuscriptIs('21', 'under_review'), s.noManuscriptHeld],
    input: { body: { keyword: '高血圧', statuses: ['under_review'], limit: 50 } }, outcome: { kind: 'page', items: [x.manuscript()] },
  }),
  row({
    page: { op: manuscriptOps.save, input: { id: '21', version: 1, body: { title: '高血圧治療の最前線（改訂）', contents: '<p>改訂</p>', tagIds: ['61'], expertiseIds: ['11'] } } },
    call: 'general.manuscripts.update', description: 'draft 21 is edited', states: [s.manuscriptIs('21', 'draft')],
    input: { params: { manuscriptID: '21' }, body: { title: '高血圧治療の最前線（改訂）', contents: '<p>改訂</p>', tagIds: ['61'], expertiseIds: ['11'], version: 1 } },
    outcome: { kind: 'item', payload: x.manuscript({ status: 'draft', submittedAt: null, title: '高血圧治療の最前線（改訂）', contents: '<p>改訂</p>', version: 2 }) }, exact: ['title'],
  }),
  row({
    page: { op: manuscriptOps.save, input: { id: '21', version: 1, body: { title: '高血圧治療の最前線（改訂）', contents: '<p>改訂</p>', tagIds: ['61'], expertiseIds: ['11'] } } },
    call: 'general.manuscripts.update', description: 'a save over a version another operator has replaced is refused with 409',
    states: [s.manuscriptEditedMeanwhile('21', 1)],
    input: { params: { manuscriptID: '21' }, body: { title: '高血圧治療の最前線（改訂）', contents: '<p>改訂</p>', tagIds: ['61'], expertiseIds: ['11'], version: 1 } },
    outcome: { kind: 'refused', status: 409, messages: ['この原稿は他の操作者が先に更新しました。最新の内容を確認してから保存し直してください。'] },
  }),
  row({
    page: { op: manuscriptOps.upload, input: { manuscriptId: '21', alt: '図1', file: new File([png.text], png.name, { type: png.contentType }) } },
    call: 'general.manuscripts.uploadContent', description: 'an image of the contents is uploaded', states: [s.manuscriptIs('21', 'draft')],
    input: { body: { manuscriptId: '21', alt: '図1' }, file: png }, outcome: { kind: 'item', status: 201, payload: { fileId: '1000', url: `/uploads/1000-${x.imageToken}.png`, contentType: 'image/png' } },
  }),
  row({
    page: { op: manuscriptOps.reviews, input: '21' },
    call: 'general.manuscripts.reviews', description: 'the reviews of manuscript 21', states: [s.reviewExists('31', '21')],
    input: { params: { manuscriptID: '21' } }, outcome: { kind: 'page', items: [x.review()] },
  }),
  row({
    page: { op: manuscriptOps.moderate, input: step('offer', { message: '掲載を希望します', clientId: '7' }) },
    call: 'general.manuscripts.offer', description: 'client 7 is offered acceptable manuscript 21', states: [s.manuscriptIs('21', 'acceptable'), s.clientExists('7')],
    input: { params: { manuscriptID: '21' }, body: { message: '掲載を希望します', clientId: '7' } }, outcome: { kind: 'item', status: 201, payload: x.offer() },
  }),
  row({
    page: { op: manuscriptOps.moderate, input: step('offer', { message: '掲載を希望します', clientId: '7' }) },
    call: 'general.manuscripts.offer', description: 'a held manuscript cannot be offered: 422', states: [s.manuscriptIs('21', 'acceptable'), s.manuscriptHeld('21'), s.clientExists('7')],
    input: { params: { manuscriptID: '21' }, body: { message: '掲載を希望します', clientId: '7' } },
    outcome: { kind: 'refused', status: 422, messages: ['保留中の原稿にはオファーできません。保留を解除してください'] },
  }),
  row({
    call: 'general.manuscripts.getReview', description: 'review 31 of manuscript 21', states: [s.reviewExists('31', '21')],
    input: { params: { manuscriptID: '21', reviewID: '31' } }, outcome: { kind: 'item', payload: x.review() },
  }),
  row({
    page: { op: manuscriptOps.moderate, input: step('review', { result: 'revise', denialReasonIds: ['41'], comment: '出典を追記してください' }) },
    call: 'general.manuscripts.createReview', description: 'manuscript 21 under review is sent back', states: [s.manuscriptIs('21', 'under_review'), s.denialReasonExists('41')],
    input: { params: { manuscriptID: '21' }, body: { result: 'revise', denialReasonIds: ['41'], comment: '出典を追記してください' } },
    outcome: { kind: 'item', status: 201, payload: x.review({ id: '1000' }) }, exact: ['result'],
  }),
  row({
    page: { op: manuscriptOps.moderate, input: step('editReview', { reviewId: '31', result: 'revise', denialReasonIds: ['41'], comment: '図の出典も追記してください' }) },
    call: 'general.manuscripts.updateReview', description: 'the comment of review 31 is edited', states: [s.reviewExists('31', '21')],
    input: { params: { manuscriptID: '21', reviewID: '31' }, body: { result: 'revise', denialReasonIds: ['41'], comment: '図の出典も追記してください' } },
    outcome: { kind: 'item', payload: x.review({ comment: '図の出典も追記してください' }) }, exact: ['comment'],
  }),
  row({
    page: { op: manuscriptOps.moderate, input: step('hold', { reason: '著作権の確認中' }) },
    call: 'general.manuscripts.holdRelease', description: 'acceptable manuscript 21 is held', states: [s.manuscriptIs('21', 'acceptable')],
    input: { params: { manuscriptID: '21' }, body: { held: true, reason: '著作権の確認中' } },
    outcome: { kind: 'item', payload: x.manuscript({ status: 'acceptable', ...reviewed, hold }) },
  }),
  row({
    page: { op: manuscriptOps.moderate, input: step('release') },
    call: 'general.manuscripts.holdRelease', description: 'held manuscript 21 is released', states: [s.manuscriptIs('21', 'acceptable'), s.manuscriptHeld('21')],
    input: { params: { manuscriptID: '21' }, body: { held: false } },
    outcome: { kind: 'item', payload: x.manuscript({ status: 'acceptable', ...reviewed }) },
  }),

  // Media articles
  row({
    call: 'general.mediaArticles.answers', description: "doctors' answers to media article 53", states: [s.mediaArticleAnswered('53', '54')],
    input: { params: { articleID: '53' } }, outcome: { kind: 'page', items: [x.mediaArticleAnswer()] },
  }),
  row({ call: 'general.mediaArticles.get', description: 'media article 53', states: [s.mediaArticleAnswered('53', '54')], input: { params: { articleID: '53' } }, outcome: { kind: 'item', payload: x.mediaArticle() } }),
  row({
    call: 'general.mediaArticles.create', description: 'medium 8 puts a new article', states: [s.mediumExists('8')],
    input: { body: { mediaId: '8', title: '在宅医療についてのアンケート', body: '<p>ご意見をお聞かせください</p>', deadline: '2030-04-30T15:00:00.000Z' } },
    outcome: { kind: 'item', status: 201, payload: x.mediaArticle({ id: '1000', answerCount: 0 }) },
  }),
  row({
    call: 'general.mediaArticles.update', description: 'media article 53 is edited', states: [s.mediaArticleAnswered('53', '54')],
    input: { params: { articleID: '53' }, body: { mediaId: '8', title: '在宅医療アンケート（改訂）', body: '<p>ご意見をお聞かせください</p>', deadline: '2030-04-30T15:00:00.000Z' } },
    outcome: { kind: 'item', payload: x.mediaArticle({ title: '在宅医療アンケート（改訂）' }) }, exact: ['title'],
  }),

  // Organizations
  row({ call: 'general.organizations.list', description: 'hospitals', states: [s.organizationExists('5')], input: { query: { kind: 'hospital' } }, outcome: { kind: 'page', items: [x.organization()] } }),
  row({ page: { op: organizationOps.get, input: '5' }, call: 'general.organizations.get', description: 'organization 5', states: [s.organizationExists('5')], input: { params: { organizationID: '5' } }, outcome: { kind: 'item', payload: x.organization() } }),

  // Press releases
  row({
    call: 'general.pressReleases.list', description: "client 7's press releases", states: [s.pressReleaseIs('7', 'editing')],
    input: { query: { clientId: '7' } }, outcome: { kind: 'page', items: [x.pressRelease({ status: 'editing' })] },
  }),
  row({
    call: 'general.pressReleases.get', description: 'press release 7', states: [s.pressReleaseIs('7', 'editing')],
    input: { params: { pressReleaseID: '7' } }, outcome: { kind: 'item', payload: x.pressRelease({ status: 'editing' }) },
  }),
  row({
    call: 'general.pressReleases.create', description: 'a press release is drafted for client 7', states: [s.clientExists('7'), s.tagExists('61', '循環器')],
    input: { body: { ...prInput, clientId: '7' } }, outcome: { kind: 'item', status: 201, payload: x.pressRelease({ id: '1000', status: 'editing' }) }, exact: ['status'],
  }),
  row({
    call: 'general.pressReleases.update', description: 'press release 7 in editing is edited', states: [s.pressReleaseIs('7', 'editing')],
    input: { params: { pressReleaseID: '7' }, body: { ...prInput, title: '新薬承認のお知らせ（改訂）', version: 1 } },
    outcome: { kind: 'item', payload: x.pressRelease({ status: 'editing', title: '新薬承認のお知らせ（改訂）' }) }, exact: ['title'],
  }),
  row({
    page: { op: pressReleaseOps.publishedAt, input: { id: '7', publishedAt: '2024-04-10T01:00:00.000Z' } },
    call: 'general.pressReleases.publishedAt', description: 'published press release 7 gets a new publication time', states: [s.pressReleaseIs('7', 'published')],
    input: { params: { pressReleaseID: '7' }, body: { publishedAt: '2024-04-10T01:00:00.000Z' } },
    outcome: { kind: 'item', payload: x.pressRelease({ status: 'published', publishedAt: '2024-04-10T01:00:00.000Z' }) },
  }),

  // Reviews, stats
  row({
    call: 'general.reviews.list', description: 'the reviews of manuscript 21', states: [s.reviewExists('31', '21')],
    input: { query: { manuscriptId: '21' } }, outcome: { kind: 'page', items: [x.review()] },
  }),
  row({
    page: { op: homeOps.stats, input: {} },
    call: 'general.stats.get', description: 'the platform statistics', states: [s.doctorExists('42'), s.clientExists('7')], input: {},
    outcome: {
      kind: 'item',
      payload: {
        doctors: { total: 1, allowed: 1, frozen: 0 }, clients: { total: 1, suspended: 0 }, manuscripts: {}, pressReleases: {},
        mp: { granted: 0, exchanged: 0, outstanding: 0 }, generatedAt: x.at,
      },
    },
  }),
  row({
    page: { op: workQueueOps.counts, input: undefined },
    call: 'general.stats.get', description: "the menu's work queues: a manuscript waits for review", states: [s.manuscriptIs('21', 'under_review')], input: {},
    outcome: {
      kind: 'item',
      payload: {
        doctors: { total: 1, allowed: 1, frozen: 0 }, clients: { total: 0, suspended: 0 }, manuscripts: { under_review: 1 }, pressReleases: {},
        mp: { granted: 0, exchanged: 0, outstanding: 0 }, generatedAt: x.at,
      },
    },
  }),
  row({
    page: { op: workQueueOps.counts, input: undefined },
    call: 'general.stats.get', description: "the menu's work queues, read as the session ended (no token), are refused with 401",
    signedIn: false, states: [s.apiUp], input: {}, outcome: { kind: 'refused', status: 401, messages: ['ログインしてください'] },
  }),

  // Tags
  row({ call: 'general.tags.list', description: 'a keyword finds tag 61', states: [s.tagExists('61', '循環器')], input: { query: { keyword: '循環' } }, outcome: { kind: 'page', items: [x.tag()] } }),
  row({
    page: { op: pressReleaseOps.formLookup, input: 'tags' }, call: 'general.tags.list', description: 'the tags offered by the press release edit form', states: [s.tagExists('61', '循環器')],
    input: { query: { limit: '100' } }, outcome: { kind: 'page', items: [x.tag()] },
  }),
  row({ page: { op: manuscriptOps.createTag, input: '腫瘍内科' }, call: 'general.tags.create', description: 'a tag is created', states: [s.apiUp], input: { body: { name: '腫瘍内科' } }, outcome: { kind: 'item', payload: x.tag({ id: '1000', name: '腫瘍内科' }) }, exact: ['name'] }),
  row({
    call: 'general.tags.bulkInsert', description: 'an existing and a new tag', states: [s.tagExists('61', '循環器')],
    input: { body: { names: ['循環器', '腫瘍内科'] } }, outcome: { kind: 'item', payload: [x.tag(), x.tag({ id: '1000', name: '腫瘍内科' })] },
  }),
  row({
    page: { op: manuscriptOps.tagOptions, input: '循環' }, call: 'general.tags.search', description: 'a keyword finds tag 61 for the manuscript form', states: [s.tagExists('61', '循環器')],
    input: { body: { keyword: '循環', limit: 20 } }, outcome: { kind: 'page', items: [x.tag()] },
  }),
  row({ page: { op: manuscriptOps.tags, input: ['61'] }, call: 'general.tags.search', description: 'tag 61 by id', states: [s.tagExists('61', '循環器')], input: { body: { ids: ['61'] } }, outcome: { kind: 'page', items: [x.tag()] } }),
]

/** The rows above, and the interactions generated from the group's list pages and forms (list-pages.ts). */
export const generalInteractions: ReadonlyArray<InteractionSpec> = [...generalRows, ...auditRevertRefusals, ...generatedInteractions('general', generalRows)]
