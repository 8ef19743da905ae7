/**
 * The organisation area's public face (docs/architecture.md "Table ownership"): what other areas may
 * read of organisations. The `organizations` table is this area's; nothing else writes it or names
 * it in SQL.
 */
export { auditNames, batchTarget, existingIds, joinOrganization, organizationName, searchHits } from './organization.repository'
export { seedOrganizations } from './organizations.seed'
export { organizations } from './organization.table'
