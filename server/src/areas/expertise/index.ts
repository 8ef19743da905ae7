/** The expertise area's public face (docs/architecture.md "Table ownership"): what other areas may read of the expertise tree. */
export { auditNames, existingIds, searchHits } from './expertise.repository'
export { expertise } from './expertise.table'
