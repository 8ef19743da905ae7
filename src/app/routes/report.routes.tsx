/**
 * Routes of the report area: /report (usage report of a period of months, in the URL as
 * `from` / `to`, YYYY-MM) and /report/client (one client's usage: client, months in the URL). The machines come provided
 * from src/app/wiring/report.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { Schema } from 'effect'
import { YearMonth } from '../../domain/fields'
import { ClientId } from '../../domain/ids'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { mainLayoutRoute } from './layouts'
import { backField, parseListSearch } from './search'

const ReportPage = lazyPage(() => import('../../views/pages/report/report.page'), 'ReportPage')
const ReportClientPage = lazyPage(() => import('../../views/pages/report/report-client.page'), 'ReportClientPage')
const props = <K extends keyof typeof import('./report.lazy')>(name: K) => lazyHook(() => import('./report.lazy'), name)

export const ReportSearch = Schema.Struct({ from: Schema.optional(YearMonth), to: Schema.optional(YearMonth) })
export const parseReportSearch = parseListSearch(ReportSearch)

export const reportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report', validateSearch: parseReportSearch })
reportRoute.update({ component: routePage(ReportPage, props('useReportProps')) })

export const ClientUsageSearch = Schema.Struct({ clientId: Schema.optional(ClientId), from: Schema.optional(YearMonth), to: Schema.optional(YearMonth), ...backField })
export type ClientUsageSearch = typeof ClientUsageSearch.Type
export const parseClientUsageSearch = parseListSearch(ClientUsageSearch)

export const reportClientRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report/client', validateSearch: parseClientUsageSearch })
reportClientRoute.update({ component: routePage(ReportClientPage, props('useReportClientProps')) })

export const reportRoutes = [reportRoute, reportClientRoute] as const
