/**
 * Doctors named by staff in a paste or a CSV file (/mp_management): one doctor a line, by e-mail
 * or by id. A line may be a CSV row: the first cell is taken, or the column named by a header
 * line (`email` / `メールアドレス`, `id` / `医師ID`). Blank lines are ignored; every other line
 * either becomes an entry to look up or is reported with its reason, never dropped.
 */
import type { Doctor } from './doctor'
import { emailPattern, normalizeEmail, normalizeText } from './fields'
import { idPattern } from './ids'

/** A line to look up: an e-mail (exact match) or a doctor id. */
export interface DoctorEntry {
  readonly line: number
  readonly text: string
  readonly kind: 'email' | 'id'
}

/**
 * Why a line named no doctor: no doctor has that e-mail or id; neither an e-mail nor an id;
 * the same doctor again (same text, or an e-mail and an id of one doctor); the lookup was stopped
 * (中止) before that line.
 */
export type UnknownReason = 'notFound' | 'malformed' | 'duplicate' | 'cancelled'

export interface UnknownEntry {
  readonly line: number
  readonly text: string
  readonly reason: UnknownReason
  /** The line that named the same doctor first (duplicate). */
  readonly firstLine?: number
}

/** What the lookup of one line found (null: no such doctor, or deleted). */
export interface EntryLookup {
  readonly entry: DoctorEntry
  readonly doctor: Doctor | null
}

export interface ParsedEntries {
  readonly entries: ReadonlyArray<DoctorEntry>
  readonly unknown: ReadonlyArray<UnknownEntry>
}

const emailHeaders = new Set(['email', 'e-mail', 'mail', 'メールアドレス', 'メール'])
const idHeaders = new Set(['id', 'doctorid', 'doctor_id', '医師id'])

/** The cells of one line (comma or tab separated, surrounding quotes removed). */
const cellsOf = (line: string): ReadonlyArray<string> =>
  line.split(/[,\t]/).map((c) => normalizeText(c).replace(/^"(.*)"$/, '$1').replace(/""/g, '"').trim())

/** The entry a cell names: e-mail, id, or nothing recognisable. */
export const entryKindOf = (cell: string): DoctorEntry['kind'] | undefined => {
  if (cell.includes('@')) return emailPattern.test(cell) && cell.length <= 254 ? 'email' : undefined
  return idPattern.test(cell) ? 'id' : undefined
}

/** The key two lines naming the same text share (e-mails compare without case, as the server's unique index). */
const keyOf = (kind: DoctorEntry['kind'], text: string) => (kind === 'email' ? `e:${text.toLowerCase()}` : `i:${text}`)

/** Split a paste or a decoded CSV file into entries to look up and lines that name no doctor. */
export const parseDoctorEntries = (text: string): ParsedEntries => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const entries: Array<DoctorEntry> = []
  const unknown: Array<UnknownEntry> = []
  const seen = new Map<string, number>()
  let column = 0
  let first = true
  lines.forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    const cells = cellsOf(raw)
    if (first) {
      first = false
      const header = cells.findIndex((c) => emailHeaders.has(c.toLowerCase()) || idHeaders.has(c.toLowerCase().replace(/\s/g, '')))
      if (header >= 0) {
        column = header
        return
      }
    }
    const cell = normalizeEmail(cells[column] ?? '')
    const kind = entryKindOf(cell)
    if (!kind) {
      unknown.push({ line, text: raw.trim(), reason: 'malformed' })
      return
    }
    const key = keyOf(kind, cell)
    const firstLine = seen.get(key)
    if (firstLine !== undefined) {
      unknown.push({ line, text: cell, reason: 'duplicate', firstLine })
      return
    }
    seen.set(key, line)
    entries.push({ line, text: cell, kind })
  })
  return { entries, unknown }
}

/** Does a doctor found by a keyword search carry exactly this e-mail (the search matches fragments too)? */
export const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
