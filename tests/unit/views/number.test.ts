/**
 * `groupDigits` (src/views/text/number.ts) writes every number exactly as
 * `toLocaleString('ja-JP')` does, which is what the console showed before it and what staff read.
 */
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { groupDigits } from '@src/views/text/number'

const ja = (n: number) => n.toLocaleString('ja-JP')

it('groups a whole number by three digits with commas, like ja-JP', () => {
  expect(groupDigits(0)).toBe('0')
  expect(groupDigits(999)).toBe('999')
  expect(groupDigits(1000)).toBe('1,000')
  expect(groupDigits(-1000)).toBe('-1,000')
  expect(groupDigits(7500)).toBe('7,500')
  expect(groupDigits(123456789)).toBe('123,456,789')
  expect(groupDigits(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991')
})

it('is toLocaleString("ja-JP") for every safe integer', () => {
  fc.assert(fc.property(fc.maxSafeInteger(), (n) => groupDigits(n) === ja(n)), { numRuns: 20_000 })
  fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => groupDigits(n) === ja(n)), { numRuns: 20_000 })
})

it('leaves anything else to toLocaleString("ja-JP"): fractions, -0, NaN, infinities, beyond 2^53', () => {
  for (const n of [0.5, -1234.5678, 1e21, 2 ** 53 + 2, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
    expect(groupDigits(n)).toBe(ja(n))
  fc.assert(fc.property(fc.double(), (n) => groupDigits(n) === ja(n)), { numRuns: 5_000 })
})
