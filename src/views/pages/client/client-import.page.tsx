/** /client/import: CSV bulk registration of clients. */
import { clientCsvRequiredColumns } from '../../../domain/client'
import type { CsvImportMachine, FailedRow } from '../../../machines/csv-import.machine'
import { CsvImportPanel } from '../../components/csv-import-panel.component'
import { PageHeading } from '../../components/page-heading.component'
import { clientText as t } from '../../text/client.text'

export interface ClientImportPageProps {
  readonly machine: CsvImportMachine
  readonly buildFailedCsv: (header: ReadonlyArray<string>, rows: ReadonlyArray<FailedRow>) => string
  readonly onBack: () => void
}

export const ClientImportPage = ({ machine, buildFailedCsv, onBack }: ClientImportPageProps) => (
  <div className="client-import-page">
    <PageHeading title={t.import} trail={[{ label: t.area, href: '/client', onNavigate: onBack }, { label: t.import }]} />
    <CsvImportPanel
      machine={machine}
      kind="client"
      requiredColumns={clientCsvRequiredColumns}
      templateHref="/templates/clients.csv"
      buildFailedCsv={buildFailedCsv}
      onFinished={onBack}
    />
  </div>
)
