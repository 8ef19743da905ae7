/**
 * The client area's public face (docs/architecture.md "Table ownership"): what other areas and the
 * sign-in may read and change of clients. The `clients` table is this area's; nothing else writes it
 * or names it in SQL.
 */
export {
  activeExists, activeWithEmail, auditNames, batchTarget, bindByEmail, boundTo, clientName, dropBindingsNotIn, figures, joinClient, liveExists, searchHits,
} from './client.repository'
export { clients } from './client.table'
