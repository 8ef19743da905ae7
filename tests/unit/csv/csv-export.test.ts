import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvFile } from '../../../src/services/csv/csv-export'
import { failedRowsCsv } from '../../../src/services/csv/failed-rows'

const read = (text: string) => Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data

describe('csvFile: every CSV the console writes', () => {
  it('starts with a UTF-8 BOM, keeps Japanese headers and ends lines with CRLF', () => {
    const text = csvFile(['クライアント名', '閲覧数'], [['テスト製薬', 340]])
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text.slice(1)).toBe('クライアント名,閲覧数\r\nテスト製薬,340\r\n')
  })

  it('writes a cell starting with = + - @ tab or CR as text (leading apostrophe), and leaves the others alone', () => {
    const risky = ['=HYPERLINK("http://evil.example","x")', '+81-3-1234', '-1000', '@SUM(A1)', '\tcmd', '\rcmd']
    const safe = ['山田 太郎', '1000', 'a=b', 'mail@example.jp']
    const [, row] = read(csvFile([...risky, ...safe].map((_, i) => `c${i}`), [[...risky, ...safe]]))
    expect(row!.slice(0, risky.length)).toEqual(risky.map((cell) => `'${cell}`))
    expect(row!.slice(risky.length)).toEqual(safe)
  })

  it('is what the failed-rows download uses', () => {
    const text = failedRowsCsv(['姓'], [{ line: 2, raw: { 姓: '=1+2' }, errors: ['必須項目です'] }])
    expect(read(text)[1]).toEqual(["'=1+2", '必須項目です', '2'])
  })
})
