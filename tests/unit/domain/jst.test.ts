import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import '@src/app/dayjs'
import { jstDate, jstDateTime, jstTime } from '@src/domain/jst'

describe('JST formatter of the list tables', () => {
  it('turns the date at 15:00 UTC, JST midnight', () => {
    expect(jstDateTime('2024-03-31T14:59:59.999Z')).toBe('2024/03/31 23:59')
    expect(jstDateTime('2024-03-31T15:00:00.000Z')).toBe('2024/04/01 00:00')
    expect(jstDate('2024-03-31T14:59:59Z')).toBe('2024/03/31')
    expect(jstDate('2024-03-31T15:00:00Z')).toBe('2024/04/01')
  })

  it('rolls over months, years and leap days', () => {
    expect(jstDateTime('2023-12-31T15:00:00Z')).toBe('2024/01/01 00:00')
    expect(jstDate('2023-12-31T14:59:00Z')).toBe('2023/12/31')
    expect(jstDate('2024-02-28T15:00:00Z')).toBe('2024/02/29')
    expect(jstDate('2023-02-28T15:00:00Z')).toBe('2023/03/01')
    expect(jstDate('2100-02-28T15:00:00Z')).toBe('2100/03/01')
    expect(jstDate('2000-02-28T15:00:00Z')).toBe('2000/02/29')
    expect(jstDateTime('1970-01-01T00:00:00Z')).toBe('1970/01/01 09:00')
    expect(jstDateTime('1969-12-31T14:59:00Z')).toBe('1969/12/31 23:59')
  })

  it('reads offsets other than Z as the same instant', () => {
    expect(jstDateTime('2024-04-01T00:30:00+09:00')).toBe('2024/04/01 00:30')
    expect(jstDateTime('2024-04-01T00:30:00-05:00')).toBe('2024/04/01 14:30')
  })

  it('agrees with dayjs in Asia/Tokyo across four years (every 17 h 13 min)', () => {
    const start = Date.UTC(2023, 0, 1)
    for (let t = start; t < start + 4 * 366 * 86_400_000; t += 17 * 3_600_000 + 13 * 60_000) {
      const iso = new Date(t).toISOString()
      expect(jstDateTime(iso)).toBe(dayjs(iso).tz('Asia/Tokyo').format('YYYY/MM/DD HH:mm'))
    }
  })

  it("gives the message history's HH:mm:ss as toLocaleTimeString('ja-JP') in Asia/Tokyo did", () => {
    expect(jstTime('2024-03-31T14:59:59.999Z')).toBe('23:59:59')
    expect(jstTime('2024-03-31T15:00:00Z')).toBe('00:00:00')
    const start = Date.UTC(2023, 0, 1)
    for (let t = start; t < start + 2 * 366 * 86_400_000; t += 7 * 3_600_000 + 13 * 60_000 + 17_001) {
      const iso = new Date(t).toISOString()
      expect(jstTime(iso)).toBe(new Date(iso).toLocaleTimeString('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', second: '2-digit' }))
    }
  })

  it('gives back input that is not a date unchanged', () => {
    expect(jstDate('')).toBe('')
    expect(jstDate('not a date')).toBe('not a date')
    expect(jstDateTime('2024-13-45T99:00:00Z')).toBe('2024-13-45T99:00:00Z')
  })
})
