/**
 * The home route's page props (loaded with the page, never in the entry chunk): the menu's
 * links and the dashboard's machines (src/app/wiring/home.wiring.ts).
 */
import type { ComponentProps } from 'react'
import type { HomePage } from '../../views/pages/home/home.page'
import { hrefOf, menuSpec } from '../menu'
import { useNavigateHref } from '../navigation'
import type { ImportRecord } from '../../domain/import-record'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { saveTextFile } from '../save-file'
import { homePages } from '../wiring/home.wiring'

const homeLinks = menuSpec.map((spec) => ({ key: spec.key, label: spec.label, icon: spec.icon, href: hrefOf(spec) }))

export const useHomeProps = (): ComponentProps<typeof HomePage> => ({
  links: homeLinks,
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
