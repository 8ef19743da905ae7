/**
 * What the 監査ログ screen keeps in the URL (operator, kind of object, action, period, the paging
 * trail), and the search of one record's 履歴 (its kind and id; paged, never in the URL).
 */
import { Schema } from 'effect'
import { AuditAction, AuditTargetType } from '../../domain/audit'
import { IsoDate } from '../../domain/fields'
import { OperatorId } from '../../domain/ids'
import { backField, parseListSearch } from '../../domain/list-search'

export const AuditLogListSearch = Schema.Struct({
  operatorId: Schema.optional(OperatorId),
  targetType: Schema.optional(AuditTargetType),
  action: Schema.optional(AuditAction),
  from: Schema.optional(IsoDate),
  to: Schema.optional(IsoDate),
  cursor: Schema.optional(Schema.String),
  ...backField,
})
export type AuditLogListSearch = typeof AuditLogListSearch.Type

export const parseAuditLogListSearch = parseListSearch(AuditLogListSearch)

/** One record's history: its kind and id, and the page (cursor and trail). */
export interface HistorySearch {
  readonly targetType: AuditTargetType
  readonly targetId: string
  readonly cursor?: string | undefined
  readonly back?: ReadonlyArray<string> | undefined
}
