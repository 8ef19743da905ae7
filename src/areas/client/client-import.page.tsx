/** /client/import: CSV bulk registration of clients. */
import { clientCsvRequiredColumns } from '../../domain/client'
import { csvImportPage } from '../../views/components/csv-import-page.component'
import { clientText as t } from './client.text'

export const ClientImportPage = csvImportPage({
  kind: 'client',
  title: t.import,
  area: t.area,
  listHref: '/client',
  requiredColumns: clientCsvRequiredColumns,
  templateHref: '/templates/clients.csv',
})
