/** The contact area's public face (docs/architecture.md "Table ownership"): what other areas may read of contacts. */
export { received } from './contact.repository'
