import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvFile, csvHeader, csvRows } from '@src/services/csv/csv-export'
import { failedRowsCsv } from '@src/services/csv/failed-rows'

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

describe('the writer is Papa Parse\'s, cell for cell (it no longer loads Papa Parse: issue 42)', () => {
  const papa = (rows: ReadonlyArray<ReadonlyArray<string>>) => Papa.unparse(rows.map((r) => [...r]), { newline: '\r\n', escapeFormulae: true })
  // every character the quoting and the formula rule look at, and plain ones around them
  const alphabet = ['=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', '\uFEFF', "'", 'a', '1', '山', ';']
  const cells: Array<string> = ['', ' ', '=', '=a\nb', 'a\r\nb', ' lead', 'trail ', '"', '""', 'a,b', '\uFEFFx', '-1000', '@', "'=x"]
  // a deterministic walk over short strings of the alphabet (no randomness: a failure reproduces)
  for (let n = 0; n < 4000; n++) {
    let text = ''
    for (let k = n, len = (n % 5) + 1; len > 0; len--, k = Math.floor(k / alphabet.length) + n * 7) text += alphabet[k % alphabet.length]
    cells.push(text)
  }

  it('quotes and escapes every cell as Papa.unparse with escapeFormulae does', () => {
    const rows = Array.from({ length: Math.ceil(cells.length / 4) }, (_, i) => cells.slice(i * 4, i * 4 + 4))
    expect(csvRows(rows)).toBe(papa(rows) + '\r\n')
    for (const c of cells) expect(csvRows([[c]]), JSON.stringify(c)).toBe(papa([[c]]) + '\r\n')
  })

  it('writes the header line the same way, after the BOM; no rows is no text', () => {
    expect(csvHeader(['=姓', '名 ', 'a"b'])).toBe('\uFEFF' + papa([['=姓', '名 ', 'a"b']]) + '\r\n')
    expect(csvRows([])).toBe('')
  })
})
