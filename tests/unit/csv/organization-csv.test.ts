import { describe, expect, it } from 'vitest'
import { parseCsvBytes } from '@src/services/csv/parse-csv'
import { encodeCsv } from '../../e2e/fixtures/doctor-csv.fixture'
import { makeOrganizationCsv } from '../../e2e/fixtures/organization-csv.fixture'

describe('organisation CSV', () => {
  it('reads a Shift_JIS file: kinds by label or code, kana normalised to katakana', async () => {
    const parsed = await parseCsvBytes(makeOrganizationCsv({ count: 6, tag: 't' }), 'organization', 'o.csv')
    expect(parsed.encoding).toBe('Shift_JIS')
    expect(parsed.rows.map((r) => r.errors)).toEqual([[], [], [], [], [], []])
    expect(parsed.rows.map((r) => (r.value as { kind: string }).kind)).toEqual(['hospital', 'clinic', 'university', 'society', 'company', 'other'])
    expect(new Set(parsed.rows.map((r) => (r.value as { nameKana: string }).nameKana))).toEqual(new Set(['キネンビョウイン']))
    expect(parsed.rows[0]!.value).toMatchObject({ name: 't記念病院2', prefecture: '東京都', postalCode: '160-0022', url: null })
  })

  it('names the bad column in Japanese, and a missing required column', async () => {
    const bad = await parseCsvBytes(encodeCsv('組織名,組織名カナ,種別\r\n,Kinen,薬局\r\n', 'utf-8'), 'organization', 'b.csv')
    expect(bad.rows[0]!.errors).toEqual([
      '組織名: 必須項目です',
      '組織名カナ: カタカナで入力してください',
      expect.stringMatching(/^種別: .*病院/),
    ])
    const noKind = await parseCsvBytes(encodeCsv('組織名,組織名カナ\r\nA,エー\r\n', 'utf-8'), 'organization', 'c.csv')
    expect(noKind.missingColumns).toEqual(['種別'])
  })
})
