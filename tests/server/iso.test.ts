/**
 * `iso` (server/src/areas/support/paging.ts): the database's UTC timestamp text rewritten directly gives
 * exactly what `new Date(text).toISOString()` gives; other forms still go through Date.
 */
import { describe, expect, it } from 'vitest'
import { iso, isoOrNull } from '@server/src/areas/support/paging'

const viaDate = (text: string) => new Date(text).toISOString()

describe('iso', () => {
  it('rewrites PostgreSQL UTC text as Date would (fractions of 0–6 digits, truncated to milliseconds)', () => {
    const samples = [
      '2026-07-30 04:06:46.452273+00',
      '2026-07-30 04:06:46+00',
      '2026-07-30 04:06:46.4+00',
      '2026-07-30 04:06:46.45+00',
      '2026-07-30 04:06:46.999999+00',
      '1999-12-31 23:59:59.0005+00',
      '2024-02-29 00:00:00.000001+00',
    ]
    for (const text of samples) expect(iso(text), text).toBe(viaDate(text))
    // a sweep of instants written the way PostgreSQL writes them
    for (let ms = Date.UTC(2020, 0, 1); ms < Date.UTC(2030, 0, 1); ms += 86_399_123) {
      const d = new Date(ms).toISOString()
      const micro = `${d.slice(0, 10)} ${d.slice(11, 19)}.${d.slice(20, 23)}${String(ms % 1000).padStart(3, '0')}+00`
      expect(iso(micro)).toBe(viaDate(micro))
    }
  })

  it('other offsets, ISO text and Date objects go through Date', () => {
    expect(iso('2026-07-30 13:06:46.452+09')).toBe('2026-07-30T04:06:46.452Z')
    expect(iso('2026-07-30T04:06:46.452Z')).toBe('2026-07-30T04:06:46.452Z')
    expect(iso(new Date(Date.UTC(2026, 6, 30, 4, 6, 46, 452)))).toBe('2026-07-30T04:06:46.452Z')
    expect(isoOrNull(null)).toBeNull()
  })
})
