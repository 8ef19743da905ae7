/**
 * Routes of the report area: /report (usage report of a period of months, in the URL as
 * `from` / `to`, YYYY-MM) and /report/client (one client's usage: client, months in the URL). The machines come provided
 * from src/app/wiring/report.wiring.ts.
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { Schema } from 'effect'
import { YearMonth } from '../../domain/fields'
import { ClientId } from '../../domain/ids'
import { lazyPage, routePage } from '../lazy'
import { reportPages } from '../wiring/report.wiring'
import { mainLayoutRoute } from './layouts'
import { backField, parseListSearch } from './search'

const ReportPage = lazyPage(() => import('../../views/pages/report/report.page'), 'ReportPage')
const ReportClientPage = lazyPage(() => import('../../views/pages/report/report-client.page'), 'ReportClientPage')

export const ReportSearch = Schema.Struct({ from: Schema.optional(YearMonth), to: Schema.optional(YearMonth) })
export const parseReportSearch = parseListSearch(ReportSearch)

export const reportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report', validateSearch: parseReportSearch })
reportRoute.update({
  component: routePage(ReportPage, () => {
    const navigate = useNavigate()
    const period = reportRoute.useSearch()
    return {
      machine: reportPages.download,
      period,
      onPeriod: (search) => void navigate({ to: '/report', search }),
      onByClient: () => void navigate({ to: '/report/client', search: { from: period.from, to: period.to } }),
    }
  }),
})

export const ClientUsageSearch = Schema.Struct({ clientId: Schema.optional(ClientId), from: Schema.optional(YearMonth), to: Schema.optional(YearMonth), ...backField })
export type ClientUsageSearch = typeof ClientUsageSearch.Type
export const parseClientUsageSearch = parseListSearch(ClientUsageSearch)

export const reportClientRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report/client', validateSearch: parseClientUsageSearch })
reportClientRoute.update({
  component: routePage(ReportClientPage, () => {
    const navigate = useNavigate()
    const search = reportClientRoute.useSearch()
    return {
      optionsMachine: reportPages.clientOptions,
      machine: reportPages.clientUsage,
      search,
      onSearch: (next) => void navigate({ to: '/report/client', search: next }),
      onBack: () => void navigate({ to: '/report', search: { from: search.from, to: search.to } }),
    }
  }),
})

export const reportRoutes = [reportRoute, reportClientRoute] as const
