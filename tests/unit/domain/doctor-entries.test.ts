/** Lines of a paste or a CSV file naming doctors (src/domain/doctor-entries.ts): each line is an entry or a reported line. */
import { describe, expect, it } from 'vitest'
import { parseDoctorEntries } from '@src/domain/doctor-entries'

describe('parseDoctorEntries', () => {
  it('reads e-mails and ids, one a line, skipping blank lines, and reports what names no doctor', () => {
    const { entries, unknown } = parseDoctorEntries('taro@example.jp\r\n\r\n1024\n山田 太郎\nfoo@\nTARO@example.jp\n１０２４\n')
    expect(entries).toEqual([
      { line: 1, text: 'taro@example.jp', kind: 'email' },
      { line: 3, text: '1024', kind: 'id' },
    ])
    expect(unknown).toEqual([
      { line: 4, text: '山田 太郎', reason: 'malformed' },
      { line: 5, text: 'foo@', reason: 'malformed' },
      // an e-mail again, whatever its case; full-width digits are the same id
      { line: 6, text: 'TARO@example.jp', reason: 'duplicate', firstLine: 1 },
      { line: 7, text: '1024', reason: 'duplicate', firstLine: 3 },
    ])
  })

  it('takes the column a header names in a CSV file (BOM, quotes, other columns)', () => {
    const { entries, unknown } = parseDoctorEntries('\uFEFF氏名,メールアドレス\n山田 太郎,"taro@example.jp"\n佐藤 花子,\n')
    expect(entries).toEqual([{ line: 2, text: 'taro@example.jp', kind: 'email' }])
    expect(unknown).toEqual([{ line: 3, text: '佐藤 花子,', reason: 'malformed' }])
  })

  it('takes the first cell without a header', () => {
    expect(parseDoctorEntries('42,山田\n43\t佐藤').entries.map((e) => e.text)).toEqual(['42', '43'])
  })
})
