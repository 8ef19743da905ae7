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
import type { FieldDecl } from '../../../src/domain/record'
import { recordColumns, recordDetailItems } from '../../../src/views/components/record-view'
import { ClientId, DoctorId, OrganizationId } from '../../../src/domain/ids'

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

const records = [
  { name: 'doctor', record: doctorRecord, entity: doctor, row: DoctorCsvRow, input: DoctorInput },
  { name: 'client', record: clientRecord, entity: client, row: ClientCsvRow, input: ClientInput },
  { name: 'organization', record: organizationRecord, entity: organization, row: OrganizationCsvRow, input: OrganizationInput },
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
    expect(shared).toEqual(record === doctorRecord ? [['organizationId', 'organizationName']] : [])
  })
})

describe.each(records)('the $name list exports the import template with ID and バージョン', ({ record, entity, row: Row, input }) => {
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
