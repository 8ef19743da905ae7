/** What the report pages keep in the URL: the period of months, and for /report/client the client and the paging trail. */
import { Schema } from 'effect'
import { YearMonth } from '../../domain/fields'
import { ClientId } from '../../domain/ids'
import { backField, parseListSearch } from '../../domain/list-search'

export const ReportSearch = Schema.Struct({ from: Schema.optional(YearMonth), to: Schema.optional(YearMonth) })
export type ReportSearch = typeof ReportSearch.Type
export const parseReportSearch = parseListSearch(ReportSearch)

export const ClientUsageSearch = Schema.Struct({ clientId: Schema.optional(ClientId), from: Schema.optional(YearMonth), to: Schema.optional(YearMonth), ...backField })
export type ClientUsageSearch = typeof ClientUsageSearch.Type
export const parseClientUsageSearch = parseListSearch(ClientUsageSearch)
