/**
 * A record declared once (src/domain/record.ts, issue 39): every place a field is shown reads the
 * one label of its declaration, and the CSV a list exports is the import template with ID and
 * バージョン, so an exported file goes back in.
 */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { fieldText } from '../../../src/areas/audit-log/audit-log.text'
import { doctorColumns } from '../../../src/areas/doctor/doctor-list.page'
import { ClientCsvRow, ClientInput, clientRecord, type Client } from '../../../src/domain/client'
import { DoctorCsvRow, DoctorInput, doctorRecord, type Doctor } from '../../../src/domain/doctor'
import { OrganizationCsvRow, OrganizationInput, organizationRecord, type Organization } from '../../../src/domain/organization'
import { mediaRecord, type Media } from '../../../src/domain/media'
import { pressReleaseRecord, type PressRelease } from '../../../src/domain/press-release'
import type { FieldDecl } from '../../../src/domain/record'
import { auditReferences, revertibleColumns, revertibleLabel } from '../../../src/domain/audit'
import { recordColumns, recordDetailItems } from '../../../src/views/components/record-view'
import { ClientId, DoctorId, MediaId, OrganizationId, PressReleaseId } from '../../../src/domain/ids'

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

const pressRelease: PressRelease = {
  id: Schema.decodeSync(PressReleaseId)('21'), clientId: Schema.decodeSync(ClientId)('7'), clientName: '株式会社メディカ', mediaId: null, title: '新薬承認のお知らせ',
  body: '<p>本日、<b>承認</b>されました。</p>', tagIds: [], status: 'request', publishedAt: null, statusReason: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-02T01:00:00.000Z', version: 2,
} as unknown as PressRelease
const medium: Media = {
  id: Schema.decodeSync(MediaId)('4'), name: '医療新聞', url: 'https://iryo.example.jp', description: '医療の専門紙', logoUrl: null, suspended: false, suspendedAt: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z', version: 1,
}

/** The kinds imported from CSV: their lists export the import template. */
const imported = [
  { name: 'doctor', record: doctorRecord, entity: doctor, row: DoctorCsvRow, input: DoctorInput },
  { name: 'client', record: clientRecord, entity: client, row: ClientCsvRow, input: ClientInput },
  { name: 'organization', record: organizationRecord, entity: organization, row: OrganizationCsvRow, input: OrganizationInput },
] as const
const records = [
  ...imported,
  { name: 'pressRelease', record: pressReleaseRecord, entity: pressRelease },
  { name: 'media', record: mediaRecord, entity: medium },
] as const

/**
 * Texts that differ from a field's label on purpose: a CSV column of ids is 「<label>ID」 (its
 * cells hold ids, the form and the detail page show names).
 */
const csvHeaderOf = (decl: FieldDecl) => (typeof decl.reads === 'object' && ('ref' in decl.reads || 'refs' in decl.reads) ? `${decl.label}ID` : decl.label)

describe.each(records)('the $name record: one label per field', ({ record, entity }) => {
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

  it('no two fields share a label unless one is the other shown (所属組織: its id and its name)', () => {
    const byLabel = new Map<string, Array<string>>()
    for (const [key, f] of Object.entries(fields)) byLabel.set(f.label, [...(byLabel.get(f.label) ?? []), key])
    const shared = [...byLabel.values()].filter((keys) => keys.length > 1)
    const shownBeside = { doctor: [['organizationId', 'organizationName']], pressRelease: [['clientId', 'clientName']] } as Readonly<Record<string, unknown>>
    expect(shared).toEqual(shownBeside[record.kind] ?? [])
  })
})

describe.each(imported)('the $name list exports the import template with ID and バージョン', ({ record, entity, row: Row, input }) => {
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
