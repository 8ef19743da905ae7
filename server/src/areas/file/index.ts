/** The file area's public face (docs/architecture.md "Table ownership"): what other areas may read of files. */
export { auditNames, quarantined } from './file.repository'
export { files } from './file.table'
export { serveImage, uploadsPrefix } from './file.images'
export { assertOwnFiles, fileOwnerFilter, storeUpload } from './file.uploads'
