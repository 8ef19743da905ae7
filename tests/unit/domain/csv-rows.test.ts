import { Result, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { BulkRequest, BulkResult, maxBulkRows } from '@src/domain/bulk'
import { ClientCsvRow, ClientInput, clientCsvColumns, clientCsvRequiredColumns } from '@src/domain/client'
import { DoctorCsvRow, DoctorInput, doctorCsvColumns, doctorCsvRequiredColumns } from '@src/domain/doctor'
import { DoctorId } from '@src/domain/ids'
import { issueMessages } from '@src/domain/issues'

const decode = <S extends Schema.Codec<unknown, unknown>>(schema: S, input: unknown) =>
  Schema.decodeUnknownResult(schema)(input, { errors: 'all' })
const errors = (schema: Schema.Codec<unknown, unknown>, input: unknown) => {
  const r = decode(schema, input)
  return Result.isFailure(r) ? issueMessages(r.failure) : []
}

const doctorRow = {
  メールアドレス: 'taro@example.jp',
  姓: '山田',
  名: '太郎',
  セイ: 'ヤマダ',
  メイ: 'タロウ',
  医籍登録番号: '123456',
  電話番号: '',
  都道府県: '',
  所属組織ID: '',
  所属区分ID: '',
  専門分野ID: '',
  承認: '',
}

describe('doctor CSV rows', () => {
  it('lists the Japanese header, required columns first', () => {
    expect(doctorCsvColumns.slice(0, doctorCsvRequiredColumns.length)).toEqual([...doctorCsvRequiredColumns])
    expect(Object.keys(doctorRow)).toEqual([...doctorCsvColumns])
  })

  it('decodes a minimal row to a DoctorInput with blanks as null / empty lists / not allowed', () => {
    const r = decode(DoctorCsvRow, doctorRow)
    expect(Result.isSuccess(r) && r.success).toEqual({
      email: 'taro@example.jp',
      lastName: '山田',
      firstName: '太郎',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'タロウ',
      medicalLicenseNumber: '123456',
      phone: null,
      prefecture: null,
      organizationId: null,
      belongIds: [],
      expertiseIds: [],
      allowed: false,
    })
    if (Result.isSuccess(r)) expect(errors(DoctorInput, r.success)).toEqual([])
  })

  it('normalises what Excel users type: full width, half-width kana, hiragana, dash variants, lists', () => {
    const r = decode(DoctorCsvRow, {
      ...doctorRow,
      メールアドレス: ' ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ ',
      セイ: 'ﾔﾏﾀﾞ',
      メイ: 'たろう',
      医籍登録番号: '１２３４５６',
      電話番号: '０３ー１２３４ー５６７８',
      都道府県: '東京都',
      所属組織ID: ' 12 ',
      所属区分ID: '1;2',
      専門分野ID: '3、4, 5',
      承認: 'はい',
    })
    expect(Result.isSuccess(r) && r.success).toMatchObject({
      email: 'taro@example.jp',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'タロウ',
      medicalLicenseNumber: '123456',
      phone: '03-1234-5678',
      prefecture: '東京都',
      organizationId: '12',
      belongIds: ['1', '2'],
      expertiseIds: ['3', '4', '5'],
      allowed: true,
    })
  })

  it('reports every bad cell under its Japanese column name', () => {
    expect(
      errors(DoctorCsvRow, {
        ...doctorRow,
        メールアドレス: 'taro@',
        姓: ' ',
        セイ: 'yamada',
        医籍登録番号: '12-34',
        電話番号: '03-12',
        都道府県: '東京',
        承認: 'maybe',
      }),
    ).toEqual([
      'メールアドレス: メールアドレスの形式が正しくありません',
      '姓: 必須項目です',
      'セイ: カタカナで入力してください',
      '医籍登録番号: 医籍登録番号は数字のみで入力してください（6桁以内）',
      '電話番号: 電話番号の桁数が正しくありません（10桁または11桁）',
      '都道府県: 都道府県名が正しくありません',
      '承認: 「1」または「0」（はい／いいえ）で入力してください',
    ])
  })

  it('reports missing required columns and tolerates missing optional ones', () => {
    expect(errors(DoctorCsvRow, { メールアドレス: 'taro@example.jp', 姓: '山田', 名: '太郎', セイ: 'ヤマダ', メイ: 'タロウ' })).toEqual([
      '医籍登録番号: 必須項目です',
    ])
    const { 電話番号: _a, 都道府県: _b, 所属組織ID: _c, 所属区分ID: _d, 専門分野ID: _e, 承認: _f, ...requiredOnly } = doctorRow
    expect(errors(DoctorCsvRow, requiredOnly)).toEqual([])
  })

  it('encodes a DoctorInput back to a CSV row (template / export)', () => {
    const input = Schema.decodeUnknownSync(DoctorCsvRow)({ ...doctorRow, 所属区分ID: '1;2', 承認: '1' })
    expect(Schema.encodeSync(DoctorCsvRow)(input)).toEqual({ ...doctorRow, 所属区分ID: '1;2', 承認: '1' })
  })
})

describe('client CSV rows', () => {
  const clientRow = {
    メールアドレス: 'pr@pharma.example.jp',
    会社名: '株式会社メディ製薬',
    会社名カナ: 'カブシキガイシャメディセイヤク',
    担当者名: '佐藤花子',
  }

  it('decodes required columns and normalises optional ones', () => {
    expect(clientCsvColumns.slice(0, clientCsvRequiredColumns.length)).toEqual([...clientCsvRequiredColumns])
    const r = decode(ClientCsvRow, { ...clientRow, 郵便番号: '１０３ー００２７', 電話番号: '', 都道府県: '東京都', URL: '' })
    expect(Result.isSuccess(r) && r.success).toMatchObject({
      email: 'pr@pharma.example.jp',
      companyName: '株式会社メディ製薬',
      postalCode: '103-0027',
      phone: null,
      prefecture: '東京都',
      url: null,
    })
    if (Result.isSuccess(r)) expect(errors(ClientInput, r.success)).toEqual([])
  })

  it('reports bad cells under their column', () => {
    expect(errors(ClientCsvRow, { ...clientRow, 会社名カナ: 'メディ製薬', URL: 'pharma.example.jp' })).toEqual([
      '会社名カナ: カタカナで入力してください',
      'URL: URLの形式が正しくありません',
    ])
  })
})

describe('bulk registration', () => {
  const BulkDoctors = BulkRequest(DoctorInput)
  const input = Schema.decodeUnknownSync(DoctorCsvRow)(doctorRow)

  it('carries one idempotency key per row and at most 100 rows', () => {
    expect(errors(BulkDoctors, { rows: [{ row: 2, importKey: 'sha:2', input }] })).toEqual([])
    expect(errors(BulkDoctors, { rows: [] })).toEqual(['rows: 少なくとも1つ指定してください'])
    expect(errors(BulkDoctors, { rows: [{ row: 2, importKey: '', input }] })).toEqual(['importKey: 必須項目です'])
    const tooMany = Array.from({ length: maxBulkRows + 1 }, (_, i) => ({ row: i + 2, importKey: `k${i}`, input }))
    expect(errors(BulkDoctors, { rows: tooMany })).toEqual([`rows: 一度に指定できるのは${maxBulkRows}件までです`])
  })

  it('returns a result per row, with the id of a duplicate', () => {
    const result = Schema.decodeUnknownSync(BulkResult(DoctorId))({
      results: [
        { row: 2, importKey: 'sha:2', ok: true, id: '10' },
        { row: 3, importKey: 'sha:3', ok: true, id: '7', duplicate: true },
        { row: 4, importKey: 'sha:4', ok: false, errors: ['メールアドレスは既に登録されています'] },
      ],
      succeeded: 2,
      failed: 1,
    })
    expect(result.results.map((r) => [r.row, r.ok, r.id ?? null])).toEqual([
      [2, true, '10'],
      [3, true, '7'],
      [4, false, null],
    ])
  })
})
