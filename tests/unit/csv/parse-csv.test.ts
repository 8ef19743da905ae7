import Encoding from 'encoding-japanese'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeCsvBytes, UnknownEncodingError } from '@src/services/csv/encoding'
import { parseCsvBytes, sha256Hex } from '@src/services/csv/parse-csv'
import { encodeCsv, fixtureDoctorEmail, makeClientCsvText, makeDoctorCsv, makeDoctorCsvText } from '../../e2e/fixtures/doctor-csv.fixture'

const header = 'メールアドレス,姓,名,セイ,メイ,医籍登録番号,電話番号,都道府県,所属組織ID,所属区分ID,専門分野ID,承認'
const one = '山田＠ＥＸＡＭＰＬＥ．ＪＰ,山田,太郎,ﾔﾏﾀﾞ,たろう,１２３４５６,０３ー１２３４ー５６７８,東京都,,,,はい'

describe('encoding detection', () => {
  it.each(['utf-8', 'utf-8-bom', 'shift_jis'] as const)('decodes %s to the same text', (encoding) => {
    const text = `${header}\r\n${one}\r\n`
    const decoded = decodeCsvBytes(encodeCsv(text, encoding))
    expect(decoded.text).toBe(text)
    expect(decoded.encoding).toBe({ 'utf-8': 'UTF-8', 'utf-8-bom': 'UTF-8 (BOM)', shift_jis: 'Shift_JIS' }[encoding])
  })

  it('decodes CP932 extensions (①, ㈱, 髙 in NEC/IBM ranges)', () => {
    const text = 'メールアドレス\r\n①㈱髙橋\r\n'
    expect(decodeCsvBytes(encodeCsv(text, 'shift_jis')).text).toBe(text)
  })

  it('refuses binary content', () => {
    expect(() => decodeCsvBytes(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0xff, 0xfe, 0x80, 0x81]))).toThrow(UnknownEncodingError)
  })

  // decided by the platform decoder's fatal mode, no detection library (issue 31)
  const legacyBytes = (text: string, to: 'SJIS' | 'EUCJP') => Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to, from: 'UNICODE', type: 'array' }))

  it('reads an EUC-JP file as EUC-JP: its Japanese text is not valid Shift_JIS', () => {
    const text = `${header}\r\n${one}\r\n`
    expect(decodeCsvBytes(legacyBytes(text, 'EUCJP'))).toEqual({ text, encoding: 'EUC-JP' })
  })

  it('reads a Shift_JIS file of half-width kana only as Shift_JIS (valid in both legacy encodings: Excel writes Shift_JIS)', () => {
    const text = 'ｱｲｳｴｵ,ﾔﾏﾀﾞ\r\n'
    expect(decodeCsvBytes(legacyBytes(text, 'SJIS'))).toEqual({ text, encoding: 'Shift_JIS' })
  })

  it('refuses a file whose bytes fit no encoding, even with a valid Shift_JIS start', () => {
    const start = legacyBytes('メールアドレス,姓\r\n', 'SJIS')
    expect(() => decodeCsvBytes(Uint8Array.from([...start, 0x82, 0x0a, 0xfd, 0xfe]))).toThrow(UnknownEncodingError)
  })

  it('the decoder carries no detection library (the CSV worker bundles this file)', () => {
    const source = readFileSync(new URL('../../../src/services/csv/encoding.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from 'encoding-japanese'/)
  })
})

describe('parseCsvBytes', () => {
  it('normalises full-width e-mail, phone and licence number, and half-width or hiragana kana', async () => {
    const parsed = await parseCsvBytes(encodeCsv(`${header}\r\n${one}\r\n`, 'shift_jis'), 'doctor', 'a.csv')
    expect(parsed.missingColumns).toEqual([])
    expect(parsed.rows).toHaveLength(1)
    const row = parsed.rows[0]!
    expect(row.errors).toEqual([])
    expect(row.line).toBe(2)
    expect(row.value).toMatchObject({
      email: '山田@EXAMPLE.JP',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'タロウ',
      medicalLicenseNumber: '123456',
      phone: '03-1234-5678',
      prefecture: '東京都',
      allowed: true,
    })
  })

  it('gives every row a key from the file hash and its line, stable across parses', async () => {
    const bytes = makeDoctorCsv({ count: 3 })
    const a = await parseCsvBytes(bytes, 'doctor', 'a.csv')
    const b = await parseCsvBytes(bytes, 'doctor', 'renamed.csv')
    const hash = await sha256Hex(bytes)
    expect(a.rows.map((r) => r.key)).toEqual([`${hash}:2`, `${hash}:3`, `${hash}:4`])
    expect(b.rows.map((r) => r.key)).toEqual(a.rows.map((r) => r.key))
  })

  it('reports Japanese messages per column for bad rows and keeps Excel line numbers across blank lines', async () => {
    const text = makeDoctorCsvText({ count: 6, badLines: [3, 5, 7] }).replace(/\r\n/, '\r\n\r\n')
    // A blank line after the header shifts every record down by one line.
    const parsed = await parseCsvBytes(encodeCsv(text, 'utf-8'), 'doctor', 'a.csv')
    expect(parsed.rows.map((r) => r.line)).toEqual([3, 4, 5, 6, 7, 8])
    const bad = parsed.rows.filter((r) => r.errors.length > 0)
    expect(bad.map((r) => r.raw['メールアドレス'])).toEqual(['not-an-email', fixtureDoctorEmail(5), fixtureDoctorEmail(7)])
    expect(bad[0]!.errors).toEqual(['メールアドレス: メールアドレスの形式が正しくありません'])
    expect(bad[1]!.errors).toEqual(['セイ: カタカナで入力してください'])
    expect(bad[2]!.errors).toEqual(['姓: 必須項目です', '医籍登録番号: 医籍登録番号は数字のみで入力してください（6桁以内）'])
  })

  it('parses 1,000 Shift_JIS doctors with exactly the 3 bad rows refused', async () => {
    const parsed = await parseCsvBytes(makeDoctorCsv({ count: 1000, badLines: [101, 502, 903] }), 'doctor', 'doctors.csv')
    expect(parsed.encoding).toBe('Shift_JIS')
    expect(parsed.rows).toHaveLength(1000)
    expect(parsed.rows.filter((r) => r.errors.length > 0).map((r) => r.line)).toEqual([101, 502, 903])
    expect(parsed.rows[5]!.value).toMatchObject({ email: fixtureDoctorEmail(7) })
  })

  it('names the required columns a header lacks', async () => {
    const parsed = await parseCsvBytes(encodeCsv('メールアドレス,姓,名\r\na@b.jp,山田,太郎\r\n', 'utf-8'), 'doctor', 'a.csv')
    expect(parsed.missingColumns).toEqual(['セイ', 'メイ', '医籍登録番号'])
  })

  it('yields no rows for an empty file or a header-only file', async () => {
    expect((await parseCsvBytes(new Uint8Array(), 'doctor', 'a.csv')).rows).toEqual([])
    expect((await parseCsvBytes(encodeCsv(`${header}\r\n\r\n`, 'utf-8-bom'), 'doctor', 'a.csv')).rows).toEqual([])
  })

  it('ignores unknown columns such as the error column of a failed-rows download', async () => {
    const parsed = await parseCsvBytes(encodeCsv(`エラー,${header}\r\n前回のエラー,${one}\r\n`, 'utf-8'), 'doctor', 'a.csv')
    expect(parsed.rows[0]!.errors).toEqual([])
  })

  it('checks client rows with the client schema', async () => {
    const parsed = await parseCsvBytes(encodeCsv(makeClientCsvText({ count: 3, badLines: [3] }), 'utf-8'), 'client', 'c.csv')
    expect(parsed.rows.map((r) => r.errors.length > 0)).toEqual([false, true, false])
    expect(parsed.rows[0]!.value).toMatchObject({ companyName: '株式会社テスト2', prefecture: '東京都' })
  })
})
