/** The manuscript area's public face (docs/architecture.md "Table ownership"): what other areas may read of manuscripts. */
export { auditNames, awaitingReview, countsByStatus, denialReasonNames, recommendTarget, searchHits } from './manuscript.repository'
export { manuscripts } from './manuscript.table'
