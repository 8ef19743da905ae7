/**
 * Issue 32, a history staff read: a recorded field naming another record by id reads as that
 * record's name (the organisation's name, the doctor's 氏名, the client's company, the medium, the
 * operator, an expertise node's path, belongs and denial reasons, files by file name), a list of
 * them joined with 「、」, and a record that no longer exists as 「（削除済み）組織ID 5」 — never an
 * id alone, never a count, never blank.
 */
import { describe, expect, it } from 'vitest'
import { changeSummary, targetOf } from '@src/areas/audit-log/audit-log.page'
import { fieldText, historyFields } from '@src/areas/audit-log/audit-log.text'
import { auditReferences, revertibleColumns, revertibleLabel, type AuditLogEntry } from '@src/domain/audit'
import type { AuditLogId } from '@src/domain/ids'

const names = {
  'organization:5': '東京中央病院', 'doctor:12': '山田 太郎', 'client:3': '株式会社テスト', 'media:4': '医療新聞', 'operator:7': '運用 花子',
  'expertise:9': '内科 › 循環器内科', 'belong:1': '日本内科学会', 'belong:2': '日本循環器学会', 'denialReason:1': '医学的根拠が不十分', 'file:71': '原稿.pdf',
}
const read = (kind: string, column: string, value: unknown) => fieldText(kind, column).value(value, names)

describe('a field naming a record by id', () => {
  it('reads as its name', () => {
    expect(read('doctor', 'organization_id', '5')).toBe('東京中央病院')
    expect(read('manuscript', 'doctor_id', '12')).toBe('山田 太郎')
    expect(read('manuscript', 'client_id', '3')).toBe('株式会社テスト')
    expect(read('pressRelease', 'client_id', '3')).toBe('株式会社テスト')
    expect(read('pressRelease', 'media_id', '4')).toBe('医療新聞')
    expect(read('manuscript', 'operator_id', '7')).toBe('運用 花子')
    expect(read('expertise', 'parent_id', '9')).toBe('内科 › 循環器内科')
  })

  it('a record that no longer exists reads as deleted, with its kind and id', () => {
    expect(read('doctor', 'organization_id', '6')).toBe('（削除済み）組織ID 6')
    expect(read('manuscript', 'doctor_id', '13')).toBe('（削除済み）医師ID 13')
    expect(read('pressRelease', 'client_id', '8')).toBe('（削除済み）クライアントID 8')
    expect(read('pressRelease', 'media_id', '8')).toBe('（削除済み）メディアID 8')
    expect(read('manuscript', 'operator_id', '8')).toBe('（削除済み）管理者ID 8')
    expect(read('expertise', 'parent_id', '10')).toBe('（削除済み）分野ID 10')
  })

  it('none reads as such (an expertise root as ルート)', () => {
    expect(read('doctor', 'organization_id', null)).toBe('（なし）')
    expect(read('manuscript', 'operator_id', null)).toBe('（なし）')
    expect(read('expertise', 'parent_id', null)).toBe('ルート')
  })
})

describe('a field naming a list of records', () => {
  it('reads as their names joined with 「、」 (expertise as paths), deleted ones as such, an empty list as none', () => {
    expect(read('doctor', 'belong_ids', ['1', '2'])).toBe('日本内科学会、日本循環器学会')
    expect(read('doctor', 'expertise_ids', ['9'])).toBe('内科 › 循環器内科')
    expect(read('manuscript', 'expertise_ids', ['9', '99'])).toBe('内科 › 循環器内科、（削除済み）分野ID 99')
    expect(read('manuscript', 'denial_reason_ids', ['1'])).toBe('医学的根拠が不十分')
    expect(read('manuscript', 'file_ids', ['71', '72'])).toBe('原稿.pdf、（削除済み）ファイルID 72')
    expect(read('doctor', 'belong_ids', [])).toBe('（なし）')
    expect(read('doctor', 'belong_ids', ['3'])).toBe('（削除済み）所属区分ID 3')
  })
})

it('every column the server looks names up for reads by the name of the kind it names', () => {
  for (const [kind, columns] of Object.entries(auditReferences))
    for (const [column, refKind] of Object.entries(columns ?? {})) {
      expect(historyFields[kind as keyof typeof historyFields]?.[column]?.value, `${kind}.${column}`).toBeDefined()
      const recorded = column.endsWith('_ids') ? ['42', '43'] : '42'
      const read = fieldText(kind, column).value(recorded, { [`${refKind}:42`]: '名前', [`${refKind}:43`]: '名前2' })
      expect(read, `${kind}.${column}`).toBe(column.endsWith('_ids') ? '名前、名前2' : '名前')
    }
})

it("the 監査ログ's change line reads names too", () => {
  const entry: AuditLogEntry = {
    id: '90' as AuditLogId, action: 'doctors.update', targetType: 'doctor', targetId: '42', actorUid: null, actorEmail: null, actorOperatorId: null, actorName: null,
    before: { organization_id: '6', belong_ids: ['1'] }, after: { organization_id: '5', belong_ids: ['1', '2'] }, reason: null, revertOf: null,
    createdAt: '2026-04-01T00:00:00Z', names,
  }
  expect(changeSummary(entry)).toBe('所属組織: （削除済み）組織ID 6 → 東京中央病院 / 所属区分: 日本内科学会 → 日本内科学会、日本循環器学会')
})

it("the 監査ログ's 対象 column: the kind, the id and the record's name while it exists", () => {
  const about = (targetType: AuditLogEntry['targetType'], targetId: string, names: Record<string, string>): AuditLogEntry => ({
    id: '91' as AuditLogId, action: 'doctors.update', targetType, targetId, actorUid: null, actorEmail: null, actorOperatorId: null, actorName: null,
    before: null, after: null, reason: null, revertOf: null, createdAt: '2026-04-01T00:00:00Z', names,
  })
  expect(targetOf(about('doctor', '42', { 'doctor:42': '山田 太郎' }))).toBe('医師 #42 山田 太郎')
  expect(targetOf(about('pressRelease', '7', { 'pressRelease:7': '新製品のお知らせ' }))).toBe('プレスリリース #7 新製品のお知らせ')
  expect(targetOf(about('doctor', '43', {}))).toBe('医師 #43') // gone: the id alone
  expect(targetOf(about('tag', '3', { 'doctor:3': '別の記録' }))).toBe('タグ #3') // a kind without names
})

describe('the labels a refused revert names its fields with (src/domain/audit.ts revertibleLabel)', () => {
  it("are the 履歴's own labels for every revertible field of every kind", () => {
    for (const [kind, columns] of Object.entries(revertibleColumns)) {
      for (const column of Object.keys(columns ?? {})) expect({ kind, column, label: revertibleLabel(kind, column) }).toEqual({ kind, column, label: fieldText(kind, column).label })
    }
  })
})
