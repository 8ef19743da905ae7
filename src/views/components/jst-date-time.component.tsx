/**
 * The spec's date-time picker: PrimeReact Calendar with time, in Japan time (JST) whatever the
 * browser's zone, Japanese locale (src/app/locale.ts). Values are ISO instants; the calendar
 * shows their Tokyo wall-clock time.
 */
import dayjs from 'dayjs'
import { Calendar } from 'primereact/calendar'

const zone = 'Asia/Tokyo'

/** An ISO instant → a local Date showing the Tokyo wall-clock time (what the Calendar displays). */
export const wallClockOf = (iso: string | undefined): Date | null => {
  if (!iso) return null
  const t = dayjs(iso).tz(zone)
  return new Date(t.year(), t.month(), t.date(), t.hour(), t.minute())
}

/** A Calendar value (Tokyo wall-clock time in a local Date) → the ISO instant. */
export const instantOf = (date: Date): string =>
  dayjs.tz(dayjs(date).format('YYYY-MM-DD HH:mm'), zone).toISOString()

export interface JstDateTimeProps {
  readonly id: string
  readonly value: string | undefined
  readonly onChange: (iso: string | undefined) => void
  readonly invalid?: boolean
  readonly disabled?: boolean
}

export const JstDateTime = ({ id, value, onChange, invalid = false, disabled = false }: JstDateTimeProps) => (
  <Calendar
    inputId={id}
    value={wallClockOf(value)}
    onChange={(e) => onChange(e.value instanceof Date ? instantOf(e.value) : undefined)}
    showTime
    hourFormat="24"
    dateFormat="yy/mm/dd"
    locale="ja"
    showIcon
    invalid={invalid}
    disabled={disabled}
  />
)
