/**
 * What Excel does to a CSV of Japanese records, undone where the original is certain (the CSV
 * 一括更新 says each repair in its preview, src/domain/csv-update.ts), refused where it is not:
 *
 *   '=…, '+…, '-…, '@…     the apostrophe the console's own export puts before a formula-like cell
 *                          (src/services/csv/csv-export.ts) → taken off
 *   ０３１２               full-width digits → half-width (the cell Schemas normalise with NFKC too)
 *   9.012345678E+09        a number Excel wrote in exponent form: every digit shown → the number;
 *                          fewer digits than the number has (9.01235E+09) → refused, the original is lost
 *   312345678 (電話番号)   the leading zero Excel drops from a number: a phone of 9 or 10 digits
 *                          without it, a postal code of 6 digits → the zero put back
 *                          (declared per column: `csv.repair` in the record's declaration)
 *
 * The file's encoding (Shift_JIS / CP932, UTF-8 with or without a BOM) is the insert import's own
 * detection (src/services/csv/encoding.ts), reused by the console before the upload. The templates
 * of doctors, clients and organisations have no date column, so no reformatted date is repaired.
 */

/** A cell after repair: the value, what was repaired (for the preview), or why it cannot be. */
export interface RepairedCell {
  readonly value: string
  readonly notes: ReadonlyArray<string>
  readonly refusal?: string
}

export type CellRepair = 'phone' | 'postalCode'

export const repairNotes = {
  apostrophe: '先頭のアポストロフィ（数式対策）を外しました',
  fullWidth: '全角数字を半角にしました',
  exponent: (shown: string, value: string) => `指数表記（${shown}）を ${value} に戻しました`,
  leadingZero: '先頭の0を補いました（Excelが数値として落とした0）',
} as const

export const exponentRefusal = (shown: string): string =>
  `指数表記（${shown}）のため元の数字が分かりません。セルを文字列にして保存し直してください`

const formulaGuard = /^'[=+\-@\t\r]/
const fullWidthDigit = /[０-９]/
const exponentForm = /^(\d)(?:\.(\d+))?E\+?(\d{1,2})$/i

/** Repair one cell; `repair` is the column's declared repair (leading zeros). */
export const repairCell = (raw: string, repair?: CellRepair): RepairedCell => {
  const notes: string[] = []
  let value = raw.trim()
  if (formulaGuard.test(value)) {
    value = value.slice(1)
    notes.push(repairNotes.apostrophe)
  }
  if (fullWidthDigit.test(value)) {
    value = value.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    notes.push(repairNotes.fullWidth)
  }
  const exponent = exponentForm.exec(value)
  if (exponent) {
    const digits = exponent[1]! + (exponent[2] ?? '')
    const length = Number(exponent[3]) + 1
    // every digit of the number is shown: certain; fewer: Excel rounded it away
    if (digits.length > length || digits.length < length) return { value, notes, refusal: exponentRefusal(value) }
    const shown = value
    value = digits
    notes.push(repairNotes.exponent(shown, value))
  }
  if (repair !== undefined && /^\d+$/.test(value) && !value.startsWith('0')) {
    const dropped = repair === 'phone' ? value.length === 9 || value.length === 10 : value.length === 6
    if (dropped) {
      value = `0${value}`
      notes.push(repairNotes.leadingZero)
    }
  }
  return { value, notes }
}

/** Digits only (a phone or postal code compared without its dashes). */
export const digitsOf = (s: string): string => s.replace(/\D/g, '')
