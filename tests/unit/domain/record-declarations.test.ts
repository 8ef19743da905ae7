/**
 * A record declared once (src/domain/record.ts, issue 39): every place a field is shown reads the
 * one label of its declaration, and the CSV a list exports is the import template with ID and
 * バージョン, so an exported file goes back in.
 */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { fieldText } from '@src/areas/audit-log/audit-log.text'
import { doctorColumns } from '@src/areas/doctor/doctor-list.page'
import { manuscriptColumns } from '@src/areas/manuscript/manuscript-list.page'
import { emptyOperatorValues, operatorForm } from '@src/areas/operator/operator-form.machine'
import { auditReferences, revertibleColumns, revertibleLabel } from '@src/domain/audit'
import { ClientCsvRow, ClientInput, clientRecord, type Client } from '@src/domain/client'
import { DoctorCsvRow, DoctorInput, doctorRecord, type Doctor } from '@src/domain/doctor'
import { expertiseRecord, type Expertise } from '@src/domain/expertise'
import { manuscriptRecord, type Manuscript } from '@src/domain/manuscript'
import { operatorRecord, type Operator } from '@src/domain/operator'
import { OrganizationCsvRow, OrganizationInput, organizationRecord, type Organization } from '@src/domain/organization'
import { mediaRecord, type Media } from '@src/domain/media'
import { pressReleaseRecord, type PressRelease } from '@src/domain/press-release'
import type { FieldDecl } from '@src/domain/record'
import { recordColumns, recordDetailItems } from '@src/views/components/record-view'
import { ClientId, DoctorId, ExpertiseId, ManuscriptId, MediaId, OperatorId, OrganizationId, PressReleaseId } from '@src/domain/ids'

const doctor: Doctor = {
  id: Schema.decodeSync(DoctorId)('12'),
  email: 'taro@example.jp', lastName: '山田', firstName: '太郎', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ', phone: '03-1234-5678',
  medicalLicenseNumber: '012345', organizationId: Schema.decodeSync(OrganizationId)('5'), organizationName: '東京病院',
  belongIds: [], expertiseIds: [], prefecture: '東京都', allowed: true, frozen: false, deletedAt: null,
  notification: { disabled: false, receptionFrequency: 'daily' }, mpBalance: 1200, lastSignedInAt: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-02T00:00:00.000Z', version: 3,
} as unknown as Doctor
const client: Client = {
  id: Schema.decodeSync(ClientId)('7'), companyName: '株式会社メディカ', companyNameKana: 'メディカ', department: null, contactName: '佐藤', contactNameKana: 'サトウ',
  email: 'sato@example.jp', phone: '0312345678', postalCode: '100-0001', prefecture: '東京都', address: '千代田区1-1', url: 'https://example.jp',
  suspended: false, suspendedAt: null, createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z', version: 1,
}
const organization: Organization = {
  id: Schema.decodeSync(OrganizationId)('5'), name: '東京病院', nameKana: 'トウキョウビョウイン', kind: 'university', prefecture: null, postalCode: null,
  address: null, phone: null, url: null, doctorCount: 2, createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z', version: 9,
}

const operator: Operator = {
  id: Schema.decodeSync(OperatorId)('3'), accountId: null, email: 'hanako@medicolle.example', name: '運用 花子', role: 'operator', active: true, lastSignedInAt: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-02T03:04:00.000Z', version: 2,
}
const expertise: Expertise = {
  id: Schema.decodeSync(ExpertiseId)('9'), name: '循環器内科', parentId: Schema.decodeSync(ExpertiseId)('8'), sortOrder: 10,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z', version: 1,
}

const manuscript: Manuscript = {
  id: Schema.decodeSync(ManuscriptId)('21'), doctorId: Schema.decodeSync(DoctorId)('12'), doctorName: '山田 太郎', title: '高血圧治療の最前線', contents: '<p>本文</p>',
  fileIds: [], tagIds: [], expertiseIds: [], status: 'acceptable',
  hold: { reason: '掲載媒体との調整中', heldBy: Schema.decodeSync(OperatorId)('7'), heldAt: '2024-04-03T00:00:00.000Z' },
  submittedAt: '2024-04-01T00:00:00.000Z', reviewedAt: '2024-04-02T00:00:00.000Z', latestOfferedAt: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-03T00:00:00.000Z', version: 2,
} as unknown as Manuscript

const pressRelease: PressRelease = {
  id: Schema.decodeSync(PressReleaseId)('21'), clientId: Schema.decodeSync(ClientId)('7'), clientName: '株式会社メディカ', mediaId: null, title: '新薬承認のお知らせ',
  body: '<p>本日、<b>承認</b>されました。</p>', tagIds: [], status: 'request', publishedAt: null, statusReason: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-02T01:00:00.000Z', version: 2,
} as unknown as PressRelease
const medium: Media = {
  id: Schema.decodeSync(MediaId)('4'), name: '医療新聞', url: 'https://iryo.example.jp', description: '医療の専門紙', logoUrl: null, suspended: false, suspendedAt: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z', version: 1,
}

/** The records with a CSV import (and so an export that goes back in). */
const withCsv = [
  { name: 'doctor', record: doctorRecord, entity: doctor, row: DoctorCsvRow, input: DoctorInput },
  { name: 'client', record: clientRecord, entity: client, row: ClientCsvRow, input: ClientInput },
  { name: 'organization', record: organizationRecord, entity: organization, row: OrganizationCsvRow, input: OrganizationInput },
] as const
const records = [
  ...withCsv,
  { name: 'manuscript', record: manuscriptRecord, entity: manuscript },
  { name: 'pressRelease', record: pressReleaseRecord, entity: pressRelease },
  { name: 'media', record: mediaRecord, entity: medium },
] as const
/** Fields that share a label on purpose: one is the other shown (its id and its name). */
const sharedLabels = new Map<unknown, ReadonlyArray<ReadonlyArray<string>>>([
  [doctorRecord, [['organizationId', 'organizationName']]],
  [manuscriptRecord, [['doctorId', 'doctorName']]],
  [pressReleaseRecord, [['clientId', 'clientName']]],
])

/** Every declared kind. */
const declared = [
  ...records,
  { name: 'operator', record: operatorRecord, entity: operator },
  { name: 'expertise', record: expertiseRecord, entity: expertise },
] as const

/**
 * Texts that differ from a field's label on purpose: a CSV column of ids is 「<label>ID」 (its
 * cells hold ids, the form and the detail page show names).
 */
const csvHeaderOf = (decl: FieldDecl) => (typeof decl.reads === 'object' && ('ref' in decl.reads || 'refs' in decl.reads) ? `${decl.label}ID` : decl.label)

describe.each(declared)('the $name record: one label per field', ({ record, entity }) => {
  const fields = record.fields as Readonly<Record<string, FieldDecl>>
  const labelOf = (key: string) => fields[key]?.label ?? (record.computed as Readonly<Record<string, { label: string }>>)[key]!.label

  it('the detail page, the list columns and the form read the declared label of each field', () => {
    const items = recordDetailItems(record as never, entity as never, { none: '未設定' })
    const shown = record.detail.filter((k) => !(fields[k]?.reads === 'since' && (entity as Record<string, unknown>)[k] == null))
    expect(items.map((i) => i.label)).toEqual(shown.map(labelOf))
    expect(recordColumns(record as never, { none: '—' }).map((c) => c.header)).toEqual(record.list.map((c) => labelOf(c.key)))
    for (const key of record.form) expect(fields[key]!.form, key).toBeDefined()
  })

  it('the CSV template and the 履歴 name each field by its label (a column of ids: 「<label>ID」)', () => {
    expect(record.csvColumns.template).toEqual(record.csv.map((k) => csvHeaderOf(fields[k]!)))
    for (const [column, h] of Object.entries(record.history)) {
      expect(fieldText(record.kind, column).label, column).toBe(h.label)
      if (fields[h.field]) expect(h.label).toBe(fields[h.field]!.label)
    }
  })

  it("a refused revert names each revertible field by the 履歴's label", () => {
    for (const [column, h] of Object.entries(record.history)) if (h.revertible) expect(revertibleLabel(record.kind, column), column).toBe(h.label)
  })

  it('no two fields share a label unless one is the other shown (所属組織: its id and its name)', () => {
    const byLabel = new Map<string, Array<string>>()
    for (const [key, f] of Object.entries(fields)) byLabel.set(f.label, [...(byLabel.get(f.label) ?? []), key])
    const shared = [...byLabel.values()].filter((keys) => keys.length > 1)
    expect(shared).toEqual(sharedLabels.get(record) ?? [])
  })
})

describe.each(withCsv)('the $name list exports the import template with ID and バージョン', ({ record, entity, row: Row, input }) => {
  it('the export header is ID, バージョン and the template; each row goes back in as the record holds it', () => {
    expect(record.csvColumns.export).toEqual(['ID', 'バージョン', ...record.csvColumns.template])
    const [id, version, ...cells] = record.csvColumns.row(entity as never)
    expect([id, version]).toEqual([String(entity.id), String(entity.version)])
    const decoded = Schema.decodeUnknownSync(Row)(Object.fromEntries(record.csvColumns.template.map((h, i) => [h, cells[i]])))
    const held = Object.fromEntries(Object.keys(input.fields).map((k) => [k, (entity as Record<string, unknown>)[k] ?? null]))
    expect(decoded).toEqual(held)
  })
})

it('the doctor list reads its columns from the declaration (kept ids: hidden columns and saved views still find them)', () => {
  expect(doctorColumns.map((c) => c.id)).toEqual(['name', 'kana', 'email', 'organization', 'prefecture', 'status', 'mp', 'createdAt'])
  expect(doctorColumns.map((c) => c.header)).toEqual(['氏名', '氏名（カナ）', 'メールアドレス', '所属組織', '都道府県', '承認', 'MP残高', '登録日時'])
})

describe('the operator record (管理者): its pages read the declaration', () => {
  it('the detail page: every field with its label, 有効 and 権限 in words, 未ログイン for no sign-in yet', () => {
    expect(recordDetailItems(operatorRecord, operator, { none: '未設定' }).map((i) => [i.label, i.value])).toEqual([
      ['管理者ID', '3'], ['氏名', '運用 花子'], ['メールアドレス', 'hanako@medicolle.example'], ['権限', 'オペレーター'], ['有効', '有効'],
      ['最終ログイン', '未ログイン'], ['登録日時', '2024/04/01 09:00'], ['更新日時', '2024/04/02 12:04'],
    ])
  })

  it('the list: its columns (ids kept for saved views), sortable where the server sorts, cells as words', () => {
    const columns = recordColumns(operatorRecord, { none: '—' })
    expect(columns.map((c) => [c.id, c.header, c.sortKey])).toEqual([
      ['name', '氏名', 'name'], ['email', 'メールアドレス', 'email'], ['role', '権限', undefined], ['active', '有効', undefined],
      ['lastSignedInAt', '最終ログイン', undefined], ['createdAt', '登録日時', 'createdAt'],
    ])
    const deactivatedAdmin = { ...operator, role: 'admin', active: false, lastSignedInAt: '2024-05-01T01:30:00.000Z' } as const
    expect(columns.map((c) => c.cell(deactivatedAdmin))).toEqual(['運用 花子', 'hanako@medicolle.example', '管理者（全権限）', '無効', '2024/05/01 10:30', '2024/04/01'])
  })

  it('the form: e-mail, name, role, active; a new operator is an active オペレーター', () => {
    expect(Object.keys(emptyOperatorValues)).toEqual(['email', 'name', 'role', 'active'])
    expect(emptyOperatorValues).toEqual({ email: '', name: '', role: 'operator', active: true })
    expect(operatorForm.toValues(operator)).toEqual({ email: operator.email, name: operator.name, role: 'operator', active: true })
  })

  it('the 履歴: the form\'s fields under their labels, each revertible; 権限 and 有効 in words', () => {
    expect(Object.fromEntries(Object.entries(operatorRecord.history).map(([c, h]) => [c, [h.label, h.revertible]]))).toEqual({
      email: ['メールアドレス', true], name: ['氏名', true], role: ['権限', true], active: ['有効', true],
    })
    expect(fieldText('operator', 'role').value('admin', {})).toBe('管理者（全権限）')
    expect(fieldText('operator', 'active').value(false, {})).toBe('無効')
  })
})

describe('the expertise record (専門分野): the 履歴 and the name dialog read the declaration', () => {
  it('the recorded columns, their labels, and which one a revert sets back (the name: a rename)', () => {
    expect(Object.fromEntries(Object.entries(expertiseRecord.history).map(([c, h]) => [c, [h.label, h.revertible]]))).toEqual({
      name: ['分野名', true], parent_id: ['親分野', false], sort_order: ['並び順', false],
    })
    expect(expertiseRecord.revertibleColumns).toEqual({ name: 'name' })
    expect(expertiseRecord.references).toEqual({ parent_id: 'expertise' })
    expect(expertiseRecord.form).toEqual(['name'])
  })

  it('the parent reads as its path, a root as ルート, a node gone as such; the order as it is', () => {
    expect(fieldText('expertise', 'parent_id').value('8', { 'expertise:8': '内科' })).toBe('内科')
    expect(fieldText('expertise', 'parent_id').value(null, {})).toBe('ルート')
    expect(fieldText('expertise', 'parent_id').value('7', {})).toBe('（削除済み）分野ID 7')
    expect(fieldText('expertise', 'sort_order').value(1000, {})).toBe('1000')
  })
})

describe('the manuscript record (its pages, its 履歴, its reverts read the declaration)', () => {
  it('the list keeps its column ids (hidden columns and saved views still find them) and reads each cell as declared in CSV出力', () => {
    expect(manuscriptColumns.map((c) => c.id)).toEqual(['title', 'doctor', 'status', 'hold', 'submittedAt', 'latestOfferedAt'])
    expect(manuscriptColumns.map((c) => c.header)).toEqual(['タイトル', '著者', 'ステータス', '保留', '投稿日時', '最新オファー日時'])
    const csv = Object.fromEntries(manuscriptColumns.map((c) => [c.id, c.csv ? c.csv(manuscript) : c.cell(manuscript)]))
    expect(csv).toMatchObject({ title: '高血圧治療の最前線', doctor: '山田 太郎', status: '掲載可', hold: '保留中', latestOfferedAt: '—' })
    expect(manuscriptColumns.find((c) => c.id === 'hold')!.csv!({ ...manuscript, hold: null })).toBe('保留なし')
  })

  it('the detail page lists its items in order, the hold a whole row wide', () => {
    const items = recordDetailItems(manuscriptRecord, manuscript, { none: '—', wide: ['held'] })
    expect(items.map((i) => i.label)).toEqual(['ID', 'ステータス', '著者', 'タグ', '保留', '投稿日時', '審査日時', '最新オファー', '更新日時'])
    expect(items.filter((i) => i.wide).map((i) => i.label)).toEqual(['保留'])
    expect(items.find((i) => i.label === 'ステータス')!.value).toBe('掲載可')
  })

  it('the 履歴 names every recorded column as before: its own, and those of its holds, reviews and offers', () => {
    const labels = Object.fromEntries(Object.keys(manuscriptRecord.history).map((column) => [column, fieldText('manuscript', column).label]))
    expect(labels).toEqual({
      doctor_id: '著者', title: 'タイトル', contents: '本文', file_ids: '添付ファイル', expertise_ids: '専門分野', status: 'ステータス',
      deleted_at: '削除日時', held: '保留', reason: '保留理由', operator_id: '担当者', result: '審査結果', denial_reason_ids: '否認理由',
      comment: 'コメント', client_id: 'オファー先', message: 'メッセージ',
    })
    expect(fieldText('manuscript', 'status').value('under_review', {})).toBe('審査中')
    expect(fieldText('manuscript', 'held').value(false, {})).toBe('保留解除')
    expect(fieldText('manuscript', 'result').value('revise', {})).toBe('修正依頼')
    expect(fieldText('manuscript', 'contents').value('<p>本文<b>です</b></p>', {})).toBe('本文 です')
  })

  it('a revert sets back what the edit form edits (title, contents, expertise), named by their labels; the names looked up are those of the ids it records', () => {
    expect(revertibleColumns.manuscript).toEqual({ title: 'title', contents: 'contents', expertise_ids: 'expertiseIds' })
    expect(['title', 'contents', 'expertise_ids', 'file_ids'].map((c) => revertibleLabel('manuscript', c))).toEqual(['タイトル', '本文', '専門分野', 'file_ids'])
    expect(auditReferences.manuscript).toEqual({
      doctor_id: 'doctor', file_ids: 'file', expertise_ids: 'expertise', operator_id: 'operator', denial_reason_ids: 'denialReason', client_id: 'client',
    })
  })
})

describe('the press release and the medium, declared once (their pages, 履歴 and reverts as before)', () => {
  it('the press release list: its column ids, headers and sort keys; a release with no medium and no time exports なし and 未設定', () => {
    const columns = recordColumns(pressReleaseRecord, { none: '未設定' }) // the list page's blank: a release not scheduled
    expect(columns.map((c) => [c.id, c.header, c.sortKey])).toEqual([
      ['title', 'タイトル', 'title'], ['client', 'クライアント', undefined], ['media', 'メディア', undefined], ['status', 'ステータス', undefined],
      ['publishedAt', '公開日時', 'publishedAt'], ['updatedAt', '更新日時', 'updatedAt'],
    ])
    const csv = (id: string) => { const c = columns.find((x) => x.id === id)!; return (c.csv ?? c.cell)(pressRelease) }
    expect([csv('client'), csv('media'), csv('status'), csv('publishedAt')]).toEqual(['株式会社メディカ', 'なし', '公開申請中', '未設定'])
  })

  it('the media list: its column ids and headers', () => {
    expect(recordColumns(mediaRecord, { none: '未設定' }).map((c) => [c.id, c.header])).toEqual([['name', 'メディア名'], ['status', '状態'], ['url', 'URL'], ['createdAt', '登録日時']])
  })

  it('the 履歴 labels each recorded column as before and reads its value as before', () => {
    const labels = (kind: string) => Object.fromEntries(Object.keys(kind === 'media' ? mediaRecord.history : pressReleaseRecord.history).map((c) => [c, fieldText(kind, c).label]))
    expect(labels('pressRelease')).toEqual({
      client_id: 'クライアント', media_id: 'メディア', title: 'タイトル', body: '本文', status: 'ステータス', published_at: '公開日時', status_reason: '理由', version: '版',
    })
    expect(labels('media')).toEqual({ name: 'メディア名', url: 'URL', description: '説明', logo_url: 'ロゴ', suspended: '状態', suspended_at: '利用停止日時', deleted_at: '削除日時' })
    const read = (kind: string, column: string, value: unknown) => fieldText(kind, column).value(value, { 'media:4': '医療新聞' })
    expect(read('pressRelease', 'media_id', '4')).toBe('医療新聞')
    expect(read('pressRelease', 'media_id', null)).toBe('（なし）')
    expect(read('pressRelease', 'status', 'request')).toBe('公開申請中')
    expect(read('pressRelease', 'published_at', null)).toBe('（なし）')
    expect(read('pressRelease', 'body', '<p>本日、<b>承認</b>されました。</p>')).toBe('本日、 承認 されました。')
    expect(read('media', 'suspended', true)).toBe('利用停止中')
    expect(read('media', 'suspended_at', null)).toBe('—')
    expect(read('media', 'deleted_at', null)).toBe('—')
  })

  it('a revert sets back what the forms edit, named by the same labels; the server looks up the names of the client and the medium', () => {
    expect(revertibleColumns.pressRelease).toEqual({ title: 'title', body: 'body', media_id: 'mediaId' })
    expect(revertibleColumns.media).toEqual({ name: 'name', url: 'url', description: 'description' })
    expect(['title', 'body', 'media_id'].map((c) => revertibleLabel('pressRelease', c))).toEqual(['タイトル', '本文', 'メディア'])
    expect(['name', 'url', 'description'].map((c) => revertibleLabel('media', c))).toEqual(['メディア名', 'URL', '説明'])
    expect(auditReferences.pressRelease).toEqual({ client_id: 'client', media_id: 'media' })
  })

  it("a page's render decides whether a detail item shows: a `since` time it renders, an item it renders as null left out; `wide` items", () => {
    const items = recordDetailItems(mediaRecord, medium, { none: '未設定', wide: ['description'], render: { suspendedAt: () => '未設定' } })
    expect(items.map((i) => [i.label, i.value, i.wide ?? false])).toEqual([
      ['ID', '4', false], ['メディア名', '医療新聞', false], ['状態', '利用中', false], ['利用停止日時', '未設定', false], ['URL', 'https://iryo.example.jp', false],
      ['説明', '医療の専門紙', true], ['登録日時', '2024/04/01 09:00', false], ['更新日時', '2024/04/01 09:00', false],
    ])
    expect(recordDetailItems(mediaRecord, medium, { none: '未設定' }).map((i) => i.label)).not.toContain('利用停止日時')
    const facts = recordDetailItems(pressReleaseRecord, pressRelease, { none: 'なし', render: { statusReason: (p) => p.statusReason } })
    expect(facts.map((i) => i.label)).toEqual(['ステータス', 'クライアント', 'メディア', '公開日時'])
  })
})
