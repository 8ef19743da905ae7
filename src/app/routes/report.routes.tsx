/**
 * Routes of the report area: /report (usage report of a period of months, in the URL as
 * `from` / `to`, YYYY-MM) and /report/client (still a placeholder). The machines come provided
 * from src/app/wiring/report.wiring.ts.
 */
import { createRoute, useNavigate } from '@tanstack/react-router'
import { Schema } from 'effect'
import { YearMonth } from '../../domain/fields'
import { lazyPage, routePage } from '../lazy'
import { useNavigateHref } from '../navigation'
import { reportPages } from '../wiring/report.wiring'
import { mainLayoutRoute } from './layouts'
import { parseListSearch } from './search'

const ReportPage = lazyPage(() => import('../../views/pages/report/report.page'), 'ReportPage')
const ReportClientPage = lazyPage(() => import('../../views/pages/report/report-client.page'), 'ReportClientPage')

export const ReportSearch = Schema.Struct({ from: Schema.optional(YearMonth), to: Schema.optional(YearMonth) })
export const parseReportSearch = parseListSearch(ReportSearch)

export const reportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report', validateSearch: parseReportSearch })
reportRoute.update({
  component: routePage(ReportPage, () => {
    const navigate = useNavigate()
    return {
      machine: reportPages.download,
      period: reportRoute.useSearch(),
      onPeriod: (search) => void navigate({ to: '/report', search }),
    }
  }),
})

export const reportClientRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'report/client' })
reportClientRoute.update({ component: routePage(ReportClientPage, () => ({ onNavigate: useNavigateHref() })) })

export const reportRoutes = [reportRoute, reportClientRoute] as const
