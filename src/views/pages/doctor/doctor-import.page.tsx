/** /doctor/import: CSV bulk registration of doctors. */
import { doctorCsvRequiredColumns } from '../../../domain/doctor'
import type { CsvImportMachine, FailedRow } from '../../../machines/csv-import.machine'
import { CsvImportPanel } from '../../components/csv-import-panel.component'
import { PageHeading } from '../../components/page-heading.component'
import { doctorText as t } from '../../text/doctor.text'

export interface DoctorImportPageProps {
  readonly machine: CsvImportMachine
  readonly buildFailedCsv: (header: ReadonlyArray<string>, rows: ReadonlyArray<FailedRow>) => string
  readonly onBack: () => void
}

export const DoctorImportPage = ({ machine, buildFailedCsv, onBack }: DoctorImportPageProps) => (
  <div className="doctor-import-page">
    <PageHeading title={t.import} trail={[{ label: t.area, href: '/doctor', onNavigate: onBack }, { label: t.import }]} />
    <CsvImportPanel
      machine={machine}
      kind="doctor"
      requiredColumns={doctorCsvRequiredColumns}
      templateHref="/templates/doctors.csv"
      buildFailedCsv={buildFailedCsv}
      onFinished={onBack}
    />
  </div>
)
