/**
 * The report routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (src/app/wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are report.routes.tsx, which this module never imports.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { reportPages } from './report.wiring'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'

const ReportPage = lazyPage(() => import('./report.page'), 'ReportPage')
const ReportClientPage = lazyPage(() => import('./report-client.page'), 'ReportClientPage')

// the routes by id (typed params and search without importing the routes module back)
const reportRoute = getRouteApi('/main/report')
const reportClientRoute = getRouteApi('/main/report/client')

const useReportProps = (): ComponentProps<typeof ReportPage> => {
  const navigate = useNavigate()
  const period = reportRoute.useSearch()
  return {
    machine: reportPages.download,
    period,
    onPeriod: (search) => void navigate({ to: '/report', search }),
    onByClient: () => void navigate({ to: '/report/client', search: { from: period.from, to: period.to } }),
  }
}

const useReportClientProps = (): ComponentProps<typeof ReportClientPage> => {
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

export const report = createLazyRoute('/main/report')({ component: routePage(ReportPage, useReportProps) })
export const reportClient = createLazyRoute('/main/report/client')({ component: routePage(ReportClientPage, useReportClientProps) })
