/** The belong area's public face (docs/architecture.md "Table ownership"): what other areas may read of belongs. */
export { auditNames, existingIds } from './belong.repository'
