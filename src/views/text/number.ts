/**
 * A whole number as staff read it: digits grouped by three with commas, exactly what
 * `toLocaleString('ja-JP')` gives for a safe integer (tests/unit/views/number.test.ts), without
 * ICU. In Chromium on the 2-core machine a page's first `toLocaleString('ja-JP')` loads the
 * locale's ICU data (20 ms; 35 ms inside the CSV import's first progress render, which made that
 * task go over 50 ms) and every later call builds a formatter again (0.05 ms: 2.5 ms for a 50-row
 * table's MP column each render). Anything else (a fraction, -0, NaN, ±Infinity, beyond 2^53)
 * is still formatted by `toLocaleString('ja-JP')`.
 */
export const groupDigits = (n: number): string => {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('ja-JP')
  const digits = String(Math.abs(n))
  const head = digits.length % 3 || 3
  let out = digits.slice(0, head)
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`
  return n < 0 ? `-${out}` : out
}
