import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { clientCsvColumns } from '@src/domain/client'
import { doctorCsvColumns } from '@src/domain/doctor'
import { organizationCsvColumns } from '@src/domain/organization'
import { failedRowsCsv } from '@src/services/csv/failed-rows'
import { parseCsvBytes } from '@src/services/csv/parse-csv'
import { encodeCsv, makeDoctorCsvText } from '../../e2e/fixtures/doctor-csv.fixture'

describe('sample templates', () => {
  it.each([
    ['doctors.csv', 'doctor', doctorCsvColumns],
    ['clients.csv', 'client', clientCsvColumns],
    ['organizations.csv', 'organization', organizationCsvColumns],
  ] as const)('%s has every column, in order, and an example row that imports cleanly', async (file, kind, columns) => {
    const bytes = new Uint8Array(readFileSync(`public/templates/${file}`))
    const parsed = await parseCsvBytes(bytes, kind, file)
    expect(parsed.encoding).toBe('UTF-8 (BOM)')
    expect(parsed.header).toEqual([...columns])
    expect(parsed.rows).toHaveLength(1)
    expect(parsed.rows[0]!.errors).toEqual([])
  })
})

describe('failed-rows download', () => {
  it('keeps the original cells, adds the errors, and imports again once fixed', async () => {
    const parsed = await parseCsvBytes(encodeCsv(makeDoctorCsvText({ count: 3, badLines: [3] }), 'shift_jis'), 'doctor', 'a.csv')
    const bad = parsed.rows.filter((r) => r.errors.length > 0)
    const csv = failedRowsCsv(parsed.header, bad)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toContain('not-an-email')
    expect(csv).toContain('メールアドレス: メールアドレスの形式が正しくありません')
    const fixed = csv.replace('not-an-email', 'fixed@example.jp')
    const again = await parseCsvBytes(new TextEncoder().encode(fixed), 'doctor', 'fixed.csv')
    expect(again.rows).toHaveLength(1)
    expect(again.rows[0]!.errors).toEqual([])
    expect(again.rows[0]!.value).toMatchObject({ email: 'fixed@example.jp' })
  })
})
