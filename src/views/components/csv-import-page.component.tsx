/**
 * A CSV import page (doctors, clients, organisations): heading with the way back to the list, and
 * the import panel over the area's import machine. Each area names its kind, texts, required
 * columns and sample template: `export const DoctorImportPage = csvImportPage({ ... })`.
 */
import type { CsvImportMachine, FailedRow, ImportKind } from '../../machines/csv-import.machine'
import { CsvImportPanel } from './csv-import-panel.component'
import { PageHeading } from './page-heading.component'

export interface CsvImportPageProps {
  readonly machine: CsvImportMachine
  readonly buildFailedCsv: (header: ReadonlyArray<string>, rows: ReadonlyArray<FailedRow>) => string
  readonly onBack: () => void
}

export interface CsvImportPageSpec {
  readonly kind: ImportKind
  /** The page title and the area's name (breadcrumb back to `listHref`). */
  readonly title: string
  readonly area: string
  readonly listHref: string
  readonly requiredColumns: ReadonlyArray<string>
  readonly templateHref: string
}

export const csvImportPage = ({ kind, title, area, listHref, requiredColumns, templateHref }: CsvImportPageSpec) => {
  const CsvImportPage = ({ machine, buildFailedCsv, onBack }: CsvImportPageProps) => (
    <div className={`${kind}-import-page`}>
      <PageHeading title={title} trail={[{ label: area, href: listHref, onNavigate: onBack }, { label: title }]} />
      <CsvImportPanel
        machine={machine}
        kind={kind}
        requiredColumns={requiredColumns}
        templateHref={templateHref}
        buildFailedCsv={buildFailedCsv}
        onFinished={onBack}
      />
    </div>
  )
  return CsvImportPage
}
