/** The media area's public face (docs/architecture.md "Table ownership"): what other areas may read of media. */
export { auditNames, searchHits } from './media.repository'
export { media } from './media.table'
