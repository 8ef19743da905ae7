/**
 * The home route's lazy part (loaded on demand through the router's `route.lazy`, never in the
 * entry chunk): its component, the page (a chunk of its own, loaded next) and the page's props:
 * the menu's links (those the signed-in account's role may see, like the menu) and the
 * dashboard's machines (src/app/wiring/home.wiring.ts).
 */
import { createLazyRoute } from '@tanstack/react-router'
import { useMemo, type ComponentProps } from 'react'
import { useMenuAccess } from '../../app/main-shell'
import { allowedBy, hrefOf, menuSpec } from '../../app/menu'
import { useNavigateHref } from '../../app/navigation'
import type { ImportRecord } from '../../domain/import-record'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { saveTextFile } from '../../app/save-file'
import { homePages } from './home.wiring'
import { lazyPage, routePage } from '../../app/lazy'

const HomePage = lazyPage(() => import('./home.page'), 'HomePage')

const useHomeProps = (): ComponentProps<typeof HomePage> => ({
  links: useHomeLinks(),
  onNavigate: useNavigateHref(),
  statsMachine: homePages.stats,
  monthGrantsMachine: homePages.monthGrants,
  failedImportsMachine: homePages.failedImports,
  onDownloadFailedRows: downloadFailedRows,
})

/** An import's failed rows as the import page offers them: its columns, the error and the line (formula-safe CSV). */
const downloadFailedRows = (record: ImportRecord) =>
  saveTextFile(
    `${record.fileName.replace(/\.csv$/i, '')}_失敗行.csv`,
    failedRowsCsv(record.header, record.failedRows.map((r) => ({ line: r.line, raw: r.cells, errors: [r.reason] }))),
  )

/** The menu's entries as the home page's links: those the signed-in account's role may see, like the menu. */
const useHomeLinks = () => {
  const access = useMenuAccess()
  return useMemo(
    () => menuSpec.filter((spec) => allowedBy(spec, access)).map((spec) => ({ key: spec.key, label: spec.label, icon: spec.icon, href: hrefOf(spec) })),
    [access],
  )
}

export const home = createLazyRoute('/main/')({ component: routePage(HomePage, useHomeProps) })
