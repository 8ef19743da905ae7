import { Result, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { DoctorInput, DoctorStatusPatch, MedicalLicenseNumber, doctorFieldLabels } from '@src/domain/doctor'
import {
  Email, IsoDateTime, Katakana, Phone, Prefecture, QueryBoolean, QueryLimit, YearMonth,
  normalizeKana, normalizePhone, prefectures, validationMessages,
} from '@src/domain/fields'
import { DoctorId, idPattern } from '@src/domain/ids'
import { issueMessages } from '@src/domain/issues'
import { HoldReleaseInput, ReviewInput } from '@src/domain/manuscript'
import { MpGrantInput, PointsExchangeInput, mpPresets } from '@src/domain/points'
import { RecommendInput } from '@src/domain/recommend'
import { UsageReportQuery } from '@src/domain/report'

/** Japanese messages of a failed decode, or [] when it succeeds. */
const messages = (schema: Schema.Top, input: unknown, labels: Record<string, string> = {}): ReadonlyArray<string> => {
  const r = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(input, { errors: 'all' })
  return Result.isFailure(r) ? issueMessages(r.failure, labels) : []
}

describe('validated fields carry Japanese messages', () => {
  it.each([
    ['taro@example.jp', []],
    ['taro.yamada+pr@mail.example.co.jp', []],
    ['taro@example', [validationMessages.email]],
    ['taro example@x.jp', [validationMessages.email]],
    ['@x.jp', [validationMessages.email]],
    ['', [validationMessages.required]],
  ])('e-mail %j', (input, expected) => {
    expect(messages(Email, input)).toEqual(expected)
  })

  it.each([
    ['ヤマダ', []],
    ['ヤマダ　タロウ', []],
    ['ヴァーチャル', []],
    ['やまだ', [validationMessages.katakana]],
    ['山田', [validationMessages.katakana]],
    ['yamada', [validationMessages.katakana]],
    ['', [validationMessages.required]],
  ])('katakana %j', (input, expected) => {
    expect(messages(Katakana, input)).toEqual(expected)
  })

  it.each([
    ['03-1234-5678', []],
    ['09012345678', []],
    ['0312345678', []],
    ['03(1234)5678', [validationMessages.phone]],
    ['03-1234-567', [validationMessages.phoneDigits]],
    ['090-1234-56789', [validationMessages.phoneDigits]],
  ])('phone %j', (input, expected) => {
    expect(messages(Phone, input)).toEqual(expected)
  })

  it.each([
    ['123456', []],
    ['1', []],
    ['12345a', ['医籍登録番号は数字のみで入力してください（6桁以内）']],
    ['1234567', ['医籍登録番号は数字のみで入力してください（6桁以内）']],
    ['', ['医籍登録番号は数字のみで入力してください（6桁以内）']],
  ])('medical licence number %j', (input, expected) => {
    expect(messages(MedicalLicenseNumber, input)).toEqual(expected)
  })

  it('knows the 47 prefectures, in JIS order, and nothing else', () => {
    expect(prefectures).toHaveLength(47)
    expect(new Set(prefectures).size).toBe(47)
    expect(prefectures[0]).toBe('北海道')
    expect(prefectures[12]).toBe('東京都')
    expect(prefectures[46]).toBe('沖縄県')
    expect(messages(Prefecture, '大阪府')).toEqual([])
    expect(messages(Prefecture, '大阪')).toEqual([validationMessages.prefecture])
  })

  it('checks date-times and months', () => {
    expect(messages(IsoDateTime, '2024-04-01T09:00:00.000Z')).toEqual([])
    expect(messages(IsoDateTime, '2024-04-01T18:00:00+09:00')).toEqual([])
    expect(messages(IsoDateTime, '2024-04-01 09:00')).toEqual([validationMessages.dateTime])
    expect(messages(IsoDateTime, '2024-13-45T99:00:00Z')).toEqual([validationMessages.dateTime])
    expect(messages(YearMonth, '2024-04')).toEqual([])
    expect(messages(YearMonth, '2024-4')).toEqual([validationMessages.yearMonth])
  })

  it('decodes query-string values and encodes them back to strings', () => {
    expect(Schema.decodeUnknownSync(QueryLimit)('20')).toBe(20)
    expect(Schema.encodeSync(QueryLimit)(20)).toBe('20')
    expect(messages(QueryLimit, '0')).toEqual([validationMessages.limit])
    expect(messages(QueryLimit, '101')).toEqual([validationMessages.limit])
    expect(messages(QueryLimit, '2.5')).toContain(validationMessages.integer)
    expect(Schema.decodeUnknownSync(QueryBoolean)('false')).toBe(false)
    expect(Schema.encodeSync(QueryBoolean)(true)).toBe('true')
    expect(messages(QueryBoolean, 'yes')).toEqual([validationMessages.boolean])
  })

  it('brands ids as URL-safe strings', () => {
    expect(Schema.decodeUnknownSync(DoctorId)('42')).toBe('42')
    expect(idPattern.test('0190a3c2-7c1e-7000-8000-000000000000')).toBe(true)
    expect(messages(DoctorId, 'a/b')).toEqual([validationMessages.id])
    expect(messages(DoctorId, '')).toEqual([validationMessages.id])
    expect(messages(DoctorId, 42)).toEqual(['文字列で入力してください'])
  })

  it('normalises phone numbers and kana typed in full width', () => {
    expect(normalizePhone('０３ー１２３４－５６７８')).toBe('03-1234-5678')
    expect(normalizePhone(' 090 1234 5678 ')).toBe('09012345678')
    expect(normalizeKana('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('ヤマダ タロウ')
    expect(normalizeKana('やまだ')).toBe('ヤマダ')
  })
})

describe('input schemas', () => {
  const doctor = {
    email: 'taro@example.jp',
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'タロウ',
    medicalLicenseNumber: '123456',
    belongIds: [],
    expertiseIds: ['1'],
    allowed: false,
  }

  it('accepts a complete doctor and labels every problem in Japanese', () => {
    expect(messages(DoctorInput, doctor)).toEqual([])
    expect(messages(DoctorInput, { ...doctor, email: 'x', lastNameKana: 'やまだ', phone: 'abc' }, doctorFieldLabels)).toEqual([
      'メールアドレス: メールアドレスの形式が正しくありません',
      'セイ: カタカナで入力してください',
      '電話番号: 電話番号は数字とハイフンで入力してください',
    ])
    const { lastName: _omit, ...withoutLastName } = doctor
    expect(messages(DoctorInput, withoutLastName, doctorFieldLabels)).toEqual(['姓: 必須項目です'])
  })

  it('needs at least one field to patch a doctor status', () => {
    expect(messages(DoctorStatusPatch, { frozen: true })).toEqual([])
    expect(messages(DoctorStatusPatch, {})).toEqual([validationMessages.atLeastOne])
  })

  it('checks the MP grant amount: a non-zero integer, presets included', () => {
    for (const amount of mpPresets) expect(messages(MpGrantInput, { doctorIds: ['1'], amount })).toEqual([])
    expect(messages(MpGrantInput, { doctorIds: ['1'], amount: 0 })).toEqual(['amount: MPに0は指定できません'])
    expect(messages(MpGrantInput, { doctorIds: ['1'], amount: 1.5 })).toEqual(['amount: MPは整数で入力してください'])
    expect(messages(MpGrantInput, { doctorIds: ['1'], amount: 'abc' })).toEqual(['amount: MPは数値で入力してください'])
    expect(messages(MpGrantInput, { doctorIds: [], amount: 500 })).toEqual(['doctorIds: 付与する医師を選択してください'])
  })

  it('exchanges points in units of 500', () => {
    expect(messages(PointsExchangeInput, { points: 1500 })).toEqual([])
    expect(messages(PointsExchangeInput, { points: 700 })).toEqual(['points: 500MP単位で指定してください'])
  })

  it('requires a reason to hold and denial reasons to refuse', () => {
    expect(messages(HoldReleaseInput, { held: false })).toEqual([])
    expect(messages(HoldReleaseInput, { held: true, reason: ' ' })).toEqual(['reason: 保留理由を入力してください'])
    expect(messages(ReviewInput, { result: 'accept', denialReasonIds: [], comment: '' })).toEqual([])
    expect(messages(ReviewInput, { result: 'reject', denialReasonIds: [], comment: '' })).toEqual([
      'denialReasonIds: 否認理由を1つ以上選択してください',
    ])
  })

  it('orders ranges', () => {
    expect(messages(UsageReportQuery, { from: '2024-04', to: '2024-06' })).toEqual([])
    expect(messages(UsageReportQuery, { from: '2024-06', to: '2024-04' })).toEqual(['to: 終了月は開始月以降にしてください'])
    expect(
      messages(RecommendInput, {
        target: 'doctor', targetId: '1', rank: 1, enabled: true,
        startsAt: '2024-05-01T00:00:00Z', endsAt: '2024-04-01T00:00:00Z',
      }),
    ).toEqual(['endsAt: 終了日時は開始日時より後にしてください'])
  })
})
