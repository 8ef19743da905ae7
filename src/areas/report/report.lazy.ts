/**
 * The report routes' lazy parts (loaded on demand through the router's `route.lazy`, never in the
 * entry chunk): each route's component, its page (a chunk of its own, loaded next) and the page's
 * props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * report.area.ts, which this module never imports.
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import { reportMachines } from './report.wiring'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'

/** The area's page machines, for the tests' page registry (`pages` in report.area.ts: through this module, so the build has no second way into the wiring). */
export { reportMachines }

const ReportPage = lazyPage(() => import('./report.page'), 'ReportPage')
const ReportClientPage = lazyPage(() => import('./report-client.page'), 'ReportClientPage')

/** This month in Japan: the period when the URL has none. */
const thisMonth = () => dayjs().tz().format('YYYY-MM')

export const report = lazyRoute('/main/report', ReportPage, (route) => {
  const navigate = useNavigate()
  const period = route.useSearch()
  return {
    machine: reportMachines.download,
    period,
    onPeriod: (search) => void navigate({ to: '/report', search }),
    byClientLink: linkOptions({ to: '/report/client', search: { from: period.from, to: period.to } }),
  }
})

export const reportClient = lazyRoute('/main/report/client', ReportClientPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  const usageSearch = useMemo(() => {
    const from = search.from ?? thisMonth()
    return { clientId: search.clientId, from, to: search.to ?? from }
  }, [search])
  // the text typed into the client select's filter (not a URL search: it only narrows the options)
  const [typed, setTyped] = useState('')
  const optionsSearch = useMemo(() => (typed.trim() ? { keyword: typed.trim() } : {}), [typed])
  return {
    options: useRouteList(reportMachines.clientOptions, optionsSearch),
    onOptionsFilter: setTyped,
    usage: useRouteList(reportMachines.clientUsage, usageSearch),
    usageSearch,
    search,
    onSearch: (next) => void navigate({ to: '/report/client', search: next }),
    reportLink: linkOptions({ to: '/report', search: { from: search.from, to: search.to } }),
  }
})
