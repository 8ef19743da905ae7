/**
 * How a declared value reads to staff (src/domain/record.ts `Reads`): one formatter for the detail
 * page, the list, the list's CSV出力 and the 履歴, so a value never reads two ways. Only the words
 * for "no value" differ by place (未設定 on a detail page, 「—」 in a list, 「（なし）」 in the 履歴).
 */
import { referencedIds } from '../../domain/audit'
import { jstDate, jstDateTime } from '../../domain/jst'
import type { Reads, ReferenceKind } from '../../domain/record'
import { groupDigits } from './number'

export interface ReadsContext {
  /** What an empty value reads as here. */
  readonly none: string
  /** The name of a record named by id, when known. */
  readonly name?: (kind: ReferenceKind, id: string) => string | undefined
  /** A record named by id whose name is not known (the 履歴: 「（削除済み）組織ID 5」); the id itself unless given. */
  readonly unknown?: (idLabel: string, id: string) => string
}


/** Rich text: its words only, shortened (the record page shows it whole). */
const words = (v: string, none: string) => {
  const text = v.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
  return text === '' ? none : text.length > 80 ? `${text.slice(0, 80)}…` : text
}

/** A value as it is: empty as `none`, a list joined with 「、」. */
export const plainValue = (v: unknown, none: string): string =>
  v === null || v === undefined || v === '' ? none : Array.isArray(v) ? (v.length === 0 ? none : v.join('、')) : String(v)

export const readValue = (reads: Reads, value: unknown, ctx: ReadsContext): string => {
  const { none } = ctx
  const named = (kind: ReferenceKind, idLabel: string, id: string) => ctx.name?.(kind, id) ?? (ctx.unknown ? ctx.unknown(idLabel, id) : id)
  if (typeof reads === 'object') {
    if ('flag' in reads) return value === true ? reads.flag.true : value === false ? reads.flag.false : plainValue(value, none)
    if ('choice' in reads) return typeof value === 'string' ? (reads.choice[value] ?? value) : plainValue(value, none)
    if ('dateTimeOr' in reads) return typeof value === 'string' && value !== '' ? jstDateTime(value) : reads.dateTimeOr
    if ('ref' in reads) {
      const [id] = referencedIds(value)
      return id === undefined ? (reads.none ?? none) : named(reads.ref, reads.idLabel, id)
    }
    if (!Array.isArray(value)) return plainValue(value, none)
    const list = referencedIds(value)
    return list.length === 0 ? none : list.map((id) => named(reads.refs, reads.idLabel, id)).join('、')
  }
  switch (reads) {
    case 'text':
      return plainValue(value, none)
    case 'number':
      return typeof value === 'number' ? groupDigits(value) : plainValue(value, none)
    case 'mp':
      return typeof value === 'number' ? `${groupDigits(value)} MP` : plainValue(value, none)
    case 'date':
      return typeof value === 'string' && value !== '' ? jstDate(value) : none
    case 'dateTime':
      return typeof value === 'string' && value !== '' ? jstDateTime(value) : none
    case 'since':
      return typeof value === 'string' && value !== '' ? jstDateTime(value) : '—'
    case 'richText':
      return typeof value === 'string' ? words(value, none) : plainValue(value, none)
  }
}
