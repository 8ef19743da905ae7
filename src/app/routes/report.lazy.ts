/**
 * The report routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are report.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import { reportPages } from '../wiring/report.wiring'
import type { ReportPage } from '../../views/pages/report/report.page'
import type { ReportClientPage } from '../../views/pages/report/report-client.page'
import type { ComponentProps } from 'react'
import { reportRoute, reportClientRoute } from './report.routes'

export const useReportProps = (): ComponentProps<typeof ReportPage> => {
  const navigate = useNavigate()
  const period = reportRoute.useSearch()
  return {
    machine: reportPages.download,
    period,
    onPeriod: (search) => void navigate({ to: '/report', search }),
    onByClient: () => void navigate({ to: '/report/client', search: { from: period.from, to: period.to } }),
  }
}

export const useReportClientProps = (): ComponentProps<typeof ReportClientPage> => {
  const navigate = useNavigate()
  const search = reportClientRoute.useSearch()
  return {
    optionsMachine: reportPages.clientOptions,
    machine: reportPages.clientUsage,
    search,
    onSearch: (next) => void navigate({ to: '/report/client', search: next }),
    onBack: () => void navigate({ to: '/report', search: { from: search.from, to: search.to } }),
  }
}
