/** /organization/import: CSV bulk insert of organisations (the import machine and panel of doctors and clients). */
import { organizationCsvRequiredColumns } from '../../domain/organization'
import { csvImportPage } from '../../views/components/csv-import-page.component'
import { organizationText as t } from './organization.text'

export const OrganizationImportPage = csvImportPage({
  kind: 'organization',
  title: t.import,
  area: t.area,
  listHref: '/organization',
  requiredColumns: organizationCsvRequiredColumns,
  templateHref: '/templates/organizations.csv',
})
