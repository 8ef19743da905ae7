/**
 * Japan time (JST, UTC+9, no daylight saving) as the console's tables show it: 'YYYY/MM/DD' and
 * 'YYYY/MM/DD HH:mm' (and 'HH:mm:ss' for the message history). Plain arithmetic on the instant
 * (+9 h, then the civil date of the day number), so a table cell costs a `Date.parse` and a few
 * divisions, not a dayjs time-zone conversion (~0.2–0.3 ms a cell: the largest JS cost while a
 * list scrolls, docs/doctors-clients.md).
 * Results are cached per input (lists show the same instants on every render).
 * Input that is not a date comes back as it is, so a malformed value is visible, never hidden.
 */

const jstOffsetMs = 9 * 3_600_000
const dayMs = 86_400_000

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))
const pad4 = (n: number) => (n >= 1000 ? String(n) : n >= 0 ? String(n).padStart(4, '0') : `-${String(-n).padStart(4, '0')}`)

/** Year, month (1–12), day of the day number `z` since 1970-01-01 (H. Hinnant's civil_from_days). */
const civil = (z: number): readonly [number, number, number] => {
  const shifted = z + 719_468
  const era = Math.floor(shifted / 146_097)
  const doe = shifted - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d]
}

const maxCached = 5_000
const cached = (format: (ms: number) => string) => {
  const cache = new Map<string, string>()
  return (iso: string): string => {
    const hit = cache.get(iso)
    if (hit !== undefined) return hit
    const ms = Date.parse(iso)
    const out = Number.isNaN(ms) ? iso : format(ms)
    if (cache.size >= maxCached) cache.clear()
    cache.set(iso, out)
    return out
  }
}

const parts = (ms: number) => {
  const local = ms + jstOffsetMs
  const day = Math.floor(local / dayMs)
  const seconds = Math.floor((local - day * dayMs) / 1000)
  const minutes = Math.floor(seconds / 60)
  return { date: civil(day), hour: Math.floor(minutes / 60), minute: minutes % 60, second: seconds % 60 }
}

/** An ISO instant → its JST date 'YYYY/MM/DD'. */
export const jstDate = cached((ms) => {
  const [y, m, d] = parts(ms).date
  return `${pad4(y)}/${pad2(m)}/${pad2(d)}`
})

/** An ISO instant → its JST date and time 'YYYY/MM/DD HH:mm'. */
export const jstDateTime = cached((ms) => {
  const { date: [y, m, d], hour, minute } = parts(ms)
  return `${pad4(y)}/${pad2(m)}/${pad2(d)} ${pad2(hour)}:${pad2(minute)}`
})

/**
 * An ISO instant → its JST time of day 'HH:mm:ss' (the message history). Not
 * `toLocaleTimeString('ja-JP', { timeZone: 'Asia/Tokyo' })`: its first call in a page loads ICU's
 * time-zone data (88 ms in Chromium on the 2-core machine).
 */
export const jstTime = cached((ms) => {
  const { hour, minute, second } = parts(ms)
  return `${pad2(hour)}:${pad2(minute)}:${pad2(second)}`
})

/** The JST year of an instant in milliseconds (the footer's '© <year>'). */
export const jstYear = (ms: number): number => parts(ms).date[0]
