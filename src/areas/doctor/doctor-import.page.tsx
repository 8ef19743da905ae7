/** /doctor/import: CSV bulk registration of doctors. */
import { doctorCsvRequiredColumns } from '../../domain/doctor'
import { csvImportPage } from '../../views/components/csv-import-page.component'
import { doctorText as t } from './doctor.text'

export const DoctorImportPage = csvImportPage({
  kind: 'doctor',
  title: t.import,
  area: t.area,
  listHref: '/doctor',
  requiredColumns: doctorCsvRequiredColumns,
  templateHref: '/templates/doctors.csv',
})
