/**
 * The home route's lazy part (loaded on demand through the router's `route.lazy`, never in the
 * entry chunk): its component, the page (a chunk of its own, loaded next) and the page's props:
 * the menu's links (those the signed-in account's role may see, like the menu) and the
 * dashboard's machines (src/areas/home/home.wiring.ts).
 */
import { linkOptions } from '@tanstack/react-router'
import { useMemo, type ComponentProps } from 'react'
import { allowedBy } from '../../app/menu'
import { useMenuSpec } from '../../app/area'
import { useMenuAccess } from '../../app/route-access'
import dayjs from 'dayjs'
import { failedImportsDays, type ImportRecord } from '../../domain/import-record'
import type { PagingSearch } from '../../machines/list.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { saveTextFile } from '../../app/save-file'
import { homeMachines } from './home.wiring'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'
import { useWorkQueueCounts } from '../../app/work-queue-context'

/** The area's page machines, for the tests' page registry (`pages` in home.area.ts: through this module, so the build has no second way into the wiring). */
export { homeMachines }

const HomePage = lazyPage(() => import('./home.page'), 'HomePage')

/** The dashboard figures ask for no filter. */
const noSearch: PagingSearch = {}
/** The first day of this month in Japan: where the month's grants start. */
const monthStart = () => dayjs().tz().startOf('month').format('YYYY-MM-DD')
/** The first JST day of the failed-imports card's period. */
const failedImportsStart = () => dayjs().tz().subtract(failedImportsDays - 1, 'day').format('YYYY-MM-DD')

/** An import's failed rows as the import page offers them: its columns, the error and the line (formula-safe CSV). */
const downloadFailedRows = (record: ImportRecord) =>
  saveTextFile(
    `${record.fileName.replace(/\.csv$/i, '')}_失敗行.csv`,
    failedRowsCsv(record.header, record.failedRows.map((r) => ({ line: r.line, raw: r.cells, errors: [r.reason] }))),
  )

/** Each dashboard figure's list, filtered as the figure counts (`linkOptions` checks each path and search against the route tree). */
const figureLinks: ComponentProps<typeof HomePage>['figureLinks'] = {
  pressReleasesRequested: linkOptions({ to: '/press_release', search: { status: 'request' } }),
  manuscriptsUnderReview: linkOptions({ to: '/manuscript' }),
  doctorsFrozen: linkOptions({ to: '/doctor', search: { frozen: 'true' } }),
  clientsSuspended: linkOptions({ to: '/client', search: { suspended: 'true' } }),
  doctors: linkOptions({ to: '/doctor' }),
  clients: linkOptions({ to: '/client' }),
  mpGranted: linkOptions({ to: '/mp_management' }),
  mpOutstanding: linkOptions({ to: '/mp_swap' }),
  mpGrantedThisMonth: (from) => linkOptions({ to: '/mp_management', search: { ledger: { from } } }),
}

/**
 * The menu's entries as the home page's links: those the signed-in account's role may see, like the
 * menu; undefined while the role is asked (the page draws them once known, so no link is put in
 * between others after they are shown).
 */
const useHomeLinks = () => {
  const access = useMenuAccess()
  const menuSpec = useMenuSpec()
  return useMemo(
    () =>
      access === undefined
        ? undefined
        : menuSpec.filter((spec) => allowedBy(spec, access)).map((spec) => ({ key: spec.key, label: spec.label, icon: spec.icon, link: { to: spec.path, search: spec.status ? { status: spec.status } : {} } })),
    [access, menuSpec],
  )
}

/** The dashboard's lists, run by the route: their searches are fixed here (the day the page opened). */
export const home = lazyRoute('/main/', HomePage, () => ({
  links: useHomeLinks(),
  figureLinks,
  stats: useRouteList(homeMachines.stats, noSearch),
  monthGrants: useRouteList(homeMachines.monthGrants, useMemo(() => ({ from: monthStart() }), [])),
  failedImports: useRouteList(homeMachines.failedImports, useMemo(() => ({ from: failedImportsStart() }), [])),
  onDownloadFailedRows: downloadFailedRows,
  queueCounts: useWorkQueueCounts(),
}))
