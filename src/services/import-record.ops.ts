/**
 * What the CSV imports and the home dashboard ask of the import records (admin /imports): an
 * import records itself when it ends (src/machines/csv-import.machine.ts `recordImport`); the
 * home page lists the imports of the last 30 days that left failed rows.
 */
import type { Page } from '../domain/endpoint'
import type { FailedImportsSearch, ImportRecord, ImportRecordInput } from '../domain/import-record'
import { maxLimit } from '../domain/fields'
import { api } from './http/api'
import { operation } from './operation'
import { pageOf } from '../domain/list-query'


const record = operation(api.admin.imports.record, (body: ImportRecordInput) => ({ body }))

/** The first 100 imports that left failed rows since `from` (the card says 100+ when there are more). */
const failedImports = operation(
  api.admin.imports.list,
  (q: FailedImportsSearch) => ({ query: { failed: true, from: q.from, ...pageOf(q, maxLimit) } }),
  (page): Page<ImportRecord> => page,
)

export const importRecordOps = { record, failedImports } as const
