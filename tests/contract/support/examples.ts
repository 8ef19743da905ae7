/**
 * Example payloads in the wire form, one builder per entity, typed against the catalogue's
 * payload schemas (tsc checks every field) and decoded by the console in every consumer test.
 *
 * Values are examples (matched by type, dates by pattern), EXCEPT nullness and the presence of
 * optional keys: Pact has no "string or null" matcher, so the provider states
 * (server/testing/provider-states.ts) create exactly these entities — doctor 42 belongs to
 * organisation 5, client 7 has a postal code, operator 3 never signed in, and so on.
 */
import { Account } from '@src/domain/account'
import { Belong } from '@src/domain/belong'
import { Client, ClientPublic } from '@src/domain/client'
import { Doctor, DoctorPublic } from '@src/domain/doctor'
import { DoctorArticle, DoctorArticleAnswer } from '@src/domain/doctor-article'
import { Expertise, ExpertiseNodeEncoded } from '@src/domain/expertise'
import { FileMeta, UploadedImage } from '@src/domain/file'
import { CsvUpdateJob } from '@src/domain/csv-update'
import { ImportRecord } from '@src/domain/import-record'
import { DenialReason, Manuscript, Offer, Review } from '@src/domain/manuscript'
import { Interview, Media, MediaArticle, MediaArticleAnswer } from '@src/domain/media'
import { Notification } from '@src/domain/notification'
import { Operator } from '@src/domain/operator'
import { Organization } from '@src/domain/organization'
import { GiftExchange, MpGrantEntry } from '@src/domain/points'
import { PressRelease } from '@src/domain/press-release'
import { Recommend } from '@src/domain/recommend'
import { RankingEntry } from '@src/domain/report'
import { SavedView } from '@src/domain/saved-view'
import { Tag } from '@src/domain/tag'
import type { TrashEntry } from '@src/domain/trash'

/** The wire form of a schema's values (the Encoded side: ids are plain strings). */
export type Wire<S extends { readonly Encoded: unknown }> = S['Encoded']

export const at = '2024-04-01T09:00:00.000Z'

/**
 * A non-null example for a nullable field whose row example is null (tests/contract/support/shape.ts):
 * the response rule then says "this type OR null", so a provider may answer either.
 */
const namedSamples: Readonly<Record<string, string | number>> = {
  phone: '090-1234-5678', postalCode: '100-0001', prefecture: '東京都', address: '千代田区千代田1-1', url: 'https://example.jp',
  department: '広報部', contactNameKana: 'タントウ イチロウ', organizationName: 'テスト病院5', logoUrl: 'https://example.jp/logo.png',
  note: '備考', revertOf: '1', actorName: '管理 太郎', field: 'prefecture', fileName: 'doctors.csv', undoOf: '1', undoneBy: '1', statusReason: '理由', failureReason: '理由', width: 640, height: 480, error: 'エラー', maskedCode: '****-1234', reason: '理由', status: 'under_review', body: '本文', title: '題名', comment: 'コメント', name: '名前', email: 'someone@example.jp',
}
export const nullableSamples = (field: string): string | number | undefined =>
  namedSamples[field] ?? (/At$|deadline|startsAt|endsAt/.test(field) ? at : /Id$/.test(field) ? '1' : undefined)
const stamps = { createdAt: at, updatedAt: at }

type Over<S extends { readonly Encoded: unknown }> = Partial<Wire<S>>

export const doctor = (o: Over<typeof Doctor> = {}): Wire<typeof Doctor> => ({
  id: '42',
  email: 'doctor42@fixtures.example',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  phone: '090-1234-5678',
  medicalLicenseNumber: '123456',
  organizationId: '5',
  organizationName: 'テスト病院5',
  belongIds: ['3'],
  expertiseIds: ['11'],
  prefecture: '東京都',
  allowed: true,
  frozen: false,
  deletedAt: null,
  notification: { disabled: false, receptionFrequency: 'daily' },
  mpBalance: 0,
  lastSignedInAt: null,
  ...stamps,
  version: 1,
  ...o,
})

export const doctorPublic = (o: Over<typeof DoctorPublic> = {}): Wire<typeof DoctorPublic> => ({
  id: '42',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  organizationName: 'テスト病院5',
  expertiseIds: ['11'],
  prefecture: '東京都',
  ...o,
})

export const client = (o: Over<typeof Client> = {}): Wire<typeof Client> => ({
  id: '7',
  companyName: 'テスト製薬7',
  companyNameKana: 'テストセイヤク',
  department: '広報部',
  contactName: '担当 一郎',
  contactNameKana: 'タントウ イチロウ',
  email: 'client7@fixtures.example',
  phone: '03-1234-5678',
  postalCode: '100-0001',
  prefecture: '東京都',
  address: '千代田区千代田1-1',
  url: 'https://client7.example',
  suspended: false,
  suspendedAt: null,
  ...stamps,
  version: 1,
  ...o,
})

export const clientPublic = (o: Over<typeof ClientPublic> = {}): Wire<typeof ClientPublic> => ({
  id: '7',
  companyName: 'テスト製薬7',
  companyNameKana: 'テストセイヤク',
  url: 'https://client7.example',
  ...o,
})

export const organization = (o: Over<typeof Organization> = {}): Wire<typeof Organization> => ({
  id: '5',
  name: 'テスト病院5',
  nameKana: 'テストビョウイン',
  kind: 'hospital',
  prefecture: '東京都',
  postalCode: '160-0001',
  address: '新宿区西新宿1-1',
  phone: '03-0000-0005',
  url: 'https://hospital5.example',
  doctorCount: 0,
  ...stamps,
  version: 1,
  ...o,
})

export const operator = (o: Over<typeof Operator> = {}): Wire<typeof Operator> => ({
  id: '3',
  accountId: null,
  email: 'staff3@medicolle.example',
  name: '運営 花子',
  role: 'operator',
  active: true,
  lastSignedInAt: null,
  ...stamps,
  version: 1,
  ...o,
})

export const account = (o: Over<typeof Account> = {}): Wire<typeof Account> => ({
  accountId: 'uid-staff3',
  kind: 'operator',
  email: 'staff3@medicolle.example',
  displayName: '運営 花子',
  operatorId: '3',
  role: 'operator',
  active: true,
  ...o,
})

export const belong = (o: Over<typeof Belong> = {}): Wire<typeof Belong> => ({ id: '3', name: '勤務医', sortOrder: 10, ...stamps, ...o })

export const expertise = (o: Over<typeof Expertise> = {}): Wire<typeof Expertise> => ({
  id: '11',
  name: '循環器内科',
  parentId: '10',
  sortOrder: 10,
  ...stamps,
  version: 1,
  ...o,
})

/** The tree of provider state 'expertise 11 exists under root 10'; `doctors`: how many doctors hold 11 (doctor 42's state: 1). */
export const expertiseTree = (doctors = 0): ReadonlyArray<ExpertiseNodeEncoded> => [
  {
    id: '10',
    name: '内科',
    parentId: null,
    sortOrder: 10,
    version: 1,
    doctorCount: 0,
    subtreeDoctorCount: doctors,
    children: [{ id: '11', name: '循環器内科', parentId: '10', sortOrder: 10, version: 1, doctorCount: doctors, subtreeDoctorCount: doctors, children: [] }],
  },
]

export const tag = (o: Over<typeof Tag> = {}): Wire<typeof Tag> => ({ id: '61', name: '循環器', usageCount: 0, createdAt: at, ...o })

export const manuscript = (o: Over<typeof Manuscript> = {}): Wire<typeof Manuscript> => ({
  id: '21',
  doctorId: '42',
  doctorName: '山田 太郎',
  title: '高血圧治療の最前線',
  contents: '<p>本文</p>',
  fileIds: [],
  tagIds: ['61'],
  expertiseIds: ['11'],
  status: 'under_review',
  hold: null,
  submittedAt: at,
  reviewedAt: null,
  latestOfferedAt: null,
  ...stamps,
  version: 1,
  ...o,
})

export const review = (o: Over<typeof Review> = {}): Wire<typeof Review> => ({
  id: '31',
  manuscriptId: '21',
  operatorId: '1',
  result: 'revise',
  denialReasonIds: ['41'],
  comment: '出典を追記してください',
  ...stamps,
  ...o,
})

export const denialReason = (o: Over<typeof DenialReason> = {}): Wire<typeof DenialReason> => ({ id: '41', label: '出典が不明確', sortOrder: 10, ...o })

export const offer = (o: Over<typeof Offer> = {}): Wire<typeof Offer> => ({
  id: '1000',
  manuscriptId: '21',
  clientId: '7',
  message: '掲載を希望します',
  createdAt: at,
  ...o,
})

export const pressRelease = (o: Over<typeof PressRelease> = {}): Wire<typeof PressRelease> => ({
  id: '7',
  clientId: '7',
  clientName: 'テスト製薬7',
  mediaId: '8',
  title: '新薬の承認取得のお知らせ',
  body: '<p>本文</p>',
  tagIds: ['61'],
  status: 'request',
  publishedAt: null,
  statusReason: null,
  ...stamps,
  version: 1,
  ...o,
})

export const media = (o: Over<typeof Media> = {}): Wire<typeof Media> => ({
  id: '8',
  name: '医療ニュース8',
  url: 'https://media8.example',
  description: '医療従事者向けニュース',
  logoUrl: 'https://media8.example/logo.png',
  suspended: false,
  suspendedAt: null,
  ...stamps,
  version: 1,
  ...o,
})

export const interview = (o: Over<typeof Interview> = {}): Wire<typeof Interview> => ({
  id: '85',
  mediaId: '8',
  pressReleaseId: '7',
  doctorId: '42',
  title: '新薬開発の現場から',
  summary: '開発担当医へのインタビュー',
  url: 'https://media8.example/interviews/85',
  publishedAt: at,
  ...o,
})

export const mediaArticle = (o: Over<typeof MediaArticle> = {}): Wire<typeof MediaArticle> => ({
  id: '53',
  mediaId: '8',
  title: '在宅医療についてのアンケート',
  body: '<p>ご意見をお聞かせください</p>',
  deadline: '2030-04-30T15:00:00.000Z',
  answerCount: 1,
  ...stamps,
  ...o,
})

export const mediaArticleAnswer = (o: Over<typeof MediaArticleAnswer> = {}): Wire<typeof MediaArticleAnswer> => ({
  id: '54',
  articleId: '53',
  doctorId: '42',
  doctorName: '山田 太郎',
  body: '訪問診療の体制強化が必要です',
  ...stamps,
  ...o,
})

export const doctorArticle = (o: Over<typeof DoctorArticle> = {}): Wire<typeof DoctorArticle> => ({
  id: '51',
  title: '働き方に関するアンケート',
  body: '<p>ご協力ください</p>',
  questions: [{ id: 'q1', label: '週あたりの勤務時間', kind: 'single', options: ['40時間未満', '40時間以上'], required: true }],
  status: 'open',
  rewardPoints: 100,
  opensAt: at,
  closesAt: '2030-03-31T15:00:00.000Z',
  answerCount: 1,
  ...stamps,
  ...o,
})

export const doctorArticleAnswer = (o: Over<typeof DoctorArticleAnswer> = {}): Wire<typeof DoctorArticleAnswer> => ({
  id: '52',
  articleId: '51',
  doctorId: '42',
  doctorName: '山田 太郎',
  answers: [{ questionId: 'q1', value: '40時間以上' }],
  ...stamps,
  ...o,
})

export const giftExchange = (o: Over<typeof GiftExchange> = {}): Wire<typeof GiftExchange> => ({
  id: '91',
  doctorId: '42',
  doctorName: '山田 太郎',
  points: 1000,
  amountYen: 1000,
  maskedCode: null,
  status: 'requested',
  failureReason: null,
  requestedAt: at,
  issuedAt: null,
  ...o,
})

export const mpGrant = (o: Over<typeof MpGrantEntry> = {}): Wire<typeof MpGrantEntry> => ({
  id: '95',
  doctorId: '42',
  doctorName: '山田 太郎',
  doctorEmail: 'doctor42@fixtures.example',
  amount: 1000,
  note: '学会協力のお礼',
  operatorId: '3',
  operatorName: '運営 花子',
  grantedAt: at,
  ...o,
})

/** An image file's URL token (server/src/areas/file/file.images.ts): 64 hex digits. */
export const imageToken = '3f9c2a7e5b1d48c6a0e7f2b9d4c8a1e6b5f0c3d7a9e2b4f6c8d1a3e5f7b9c0d2'

export const fileMeta = (o: Over<typeof FileMeta> = {}): Wire<typeof FileMeta> => ({
  id: '71',
  name: 'figure1.png',
  contentType: 'image/png',
  size: 2048,
  status: 'clean',
  url: `/uploads/71-${imageToken}.png`,
  createdAt: at,
  ...o,
})

export const uploadedImage = (o: Over<typeof UploadedImage> = {}): Wire<typeof UploadedImage> => ({
  fileId: '1000',
  url: `/uploads/1000-${imageToken}.png`,
  contentType: 'image/png',
  width: null,
  height: null,
  status: 'clean',
  ...o,
})

export const recommend = (o: Over<typeof Recommend> = {}): Wire<typeof Recommend> => ({
  id: '81',
  target: 'doctor',
  targetId: '42',
  title: '山田 太郎',
  rank: 1,
  enabled: true,
  startsAt: null,
  endsAt: null,
  ...stamps,
  ...o,
})

export const notification = (o: Over<typeof Notification> = {}): Wire<typeof Notification> => ({
  id: 'pressReleaseRequested-7',
  kind: 'pressReleaseRequested',
  title: 'プレスリリースの公開申請',
  message: '「新薬の承認取得のお知らせ」の公開申請があります',
  link: '/press_release/7/edit',
  createdAt: at,
  ...o,
})

export const rankingEntry = (o: Over<typeof RankingEntry> = {}): Wire<typeof RankingEntry> => ({
  rank: 1,
  kind: 'pressRelease',
  targetId: '7',
  title: '新薬の承認取得のお知らせ',
  score: 120,
  ...o,
})

/** A valid doctor input (admin create / update, CSV row). */
export const doctorInput = {
  email: 'new.doctor@fixtures.example',
  lastName: '佐藤',
  firstName: '花子',
  lastNameKana: 'サトウ',
  firstNameKana: 'ハナコ',
  phone: '090-0000-1111',
  medicalLicenseNumber: '654321',
  organizationId: '5',
  belongIds: ['3'],
  expertiseIds: ['11'],
  prefecture: '東京都',
  allowed: true,
} as const

export const clientInput = {
  email: 'new.client@fixtures.example',
  companyName: '新規メディカル株式会社',
  companyNameKana: 'シンキメディカル',
  department: '広報部',
  contactName: '広報 次郎',
  contactNameKana: 'コウホウ ジロウ',
  phone: '03-9999-0000',
  postalCode: '105-0011',
  prefecture: '東京都',
  address: '港区芝公園1-1',
  url: 'https://new-medical.example',
} as const

export const organizationInput = {
  name: '新宿中央クリニック',
  nameKana: 'シンジュクチュウオウクリニック',
  kind: 'clinic',
  prefecture: '東京都',
  postalCode: '160-0022',
  address: '新宿区新宿3-1',
  phone: '03-1111-2222',
  url: 'https://shinjuku-clinic.example',
} as const

export const savedView = (o: Over<typeof SavedView> = {}): Wire<typeof SavedView> => ({
  id: '95',
  list: 'doctor',
  name: '東京都の医師',
  search: { prefecture: '東京都', sort: 'lastNameKana', order: 'asc' },
  hiddenColumns: ['mp'],
  ...stamps,
  ...o,
})

/** A recorded doctor import that left one refused row (the home dashboard's failed imports). */
export const importRecordInput = {
  kind: 'doctor',
  fileName: 'doctors.csv',
  outcome: 'completed',
  total: 3,
  committed: 2,
  failed: 1,
  header: ['email', 'lastName'],
  failedRows: [{ line: 3, reason: 'メールアドレス doctor42@fixtures.example はすでに登録されています', cells: { email: 'doctor42@fixtures.example', lastName: '山田' } }],
} as const
export const importRecord = (o: Over<typeof ImportRecord> = {}): Wire<typeof ImportRecord> => ({
  id: '97',
  ...importRecordInput,
  header: [...importRecordInput.header],
  failedRows: [...importRecordInput.failedRows],
  operatorId: '1',
  operatorName: '管理 太郎',
  createdAt: at,
  ...o,
})

/** A CSV 一括更新 job (admin /imports/updates): doctor 42's 電話番号 in doctors.csv. */
export const csvUpdateJob = (o: Over<typeof CsvUpdateJob> = {}): Wire<typeof CsvUpdateJob> => ({
  id: '98',
  kind: 'doctor',
  fileName: 'doctors.csv',
  encoding: 'Shift_JIS',
  header: ['ID', 'バージョン', '電話番号'],
  status: 'checked',
  counts: { total: 1, change: 1, same: 0, error: 0, stale: 0, applied: 0, skipped: 0, refused: 0 },
  operatorId: '1',
  createdAt: at,
  ...o,
})
export const csvUpdateCounts = (o: Partial<Wire<typeof CsvUpdateJob>['counts']>): Wire<typeof CsvUpdateJob>['counts'] => ({
  total: 1, change: 0, same: 0, error: 0, stale: 0, applied: 0, skipped: 0, refused: 0, ...o,
})
/** A deleted record as a trash lists it (doctor 42, deleted by the admin on 2024-04-01). */
export const trashEntry = (o: Partial<TrashEntry> = {}): TrashEntry => ({
  id: '42',
  name: '山田 太郎',
  note: 'doctor42@fixtures.example',
  deletedAt: at,
  deletedBy: '管理 太郎',
  ...o,
})
