/**
 * dayjs for the whole console: Japanese locale, Asia/Tokyo time zone.
 * Imported once for its side effect by main.tsx (and by tests that format dates);
 * anything may then `import dayjs from 'dayjs'` and call `dayjs.tz(...)`.
 */
import dayjs from 'dayjs'
import 'dayjs/locale/ja'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

export const consoleTimeZone = 'Asia/Tokyo'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.locale('ja')
dayjs.tz.setDefault(consoleTimeZone)

/** The current moment in Tokyo. */
export const tokyoNow = (): dayjs.Dayjs => dayjs().tz(consoleTimeZone)
