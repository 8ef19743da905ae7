/** The press-release area's public face (docs/architecture.md "Table ownership"): what other areas may read of press releases. */
export { auditNames, awaitingPublication, countsByStatus, recommendTarget, searchHits } from './press-release.repository'
export { pressReleases } from './press-release.table'
