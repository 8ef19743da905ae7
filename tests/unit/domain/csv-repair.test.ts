/** What Excel does to a CSV of Japanese records: repaired when certain, refused when not (src/domain/csv-repair.ts). */
import { describe, expect, it } from 'vitest'
import { exponentRefusal, repairCell, repairNotes } from '@src/domain/csv-repair'

describe('repairCell', () => {
  it('takes off the apostrophe the export puts before a formula-like cell, and only that one', () => {
    expect(repairCell("'=SUM(A1)")).toEqual({ value: '=SUM(A1)', notes: [repairNotes.apostrophe] })
    expect(repairCell("'-3")).toEqual({ value: '-3', notes: [repairNotes.apostrophe] })
    expect(repairCell("'山田")).toEqual({ value: "'山田", notes: [] })
  })

  it('puts back the leading zero Excel drops from a phone (9 or 10 digits) or a postal code (6 digits)', () => {
    expect(repairCell('312345678', 'phone')).toEqual({ value: '0312345678', notes: [repairNotes.leadingZero] })
    expect(repairCell('9012345678', 'phone')).toEqual({ value: '09012345678', notes: [repairNotes.leadingZero] })
    expect(repairCell('600001', 'postalCode')).toEqual({ value: '0600001', notes: [repairNotes.leadingZero] })
    // already whole, or not a column that declares the repair: left as it is
    expect(repairCell('03-1234-5678', 'phone')).toEqual({ value: '03-1234-5678', notes: [] })
    expect(repairCell('1000001', 'postalCode')).toEqual({ value: '1000001', notes: [] })
    expect(repairCell('312345678')).toEqual({ value: '312345678', notes: [] })
  })

  it('turns full-width digits half-width', () => {
    expect(repairCell('０３１２３４５６７８', 'phone')).toEqual({ value: '0312345678', notes: [repairNotes.fullWidth] })
  })

  it('expands an exponent form only when every digit is shown, and refuses one Excel rounded', () => {
    expect(repairCell('9.012345678E+09', 'phone')).toEqual({ value: '09012345678', notes: [repairNotes.exponent('9.012345678E+09', '9012345678'), repairNotes.leadingZero] })
    expect(repairCell('1.23E+10', 'phone')).toEqual({ value: '1.23E+10', notes: [], refusal: exponentRefusal('1.23E+10') })
  })
})
