/**
 * The operator area's public face (docs/architecture.md "Table ownership"): what other areas and the
 * sign-in may read and change of operators. The `operators` table is this area's; nothing else
 * writes it or names it in SQL.
 */
export {
  activeWithEmail, auditNames, bindByEmail, boundTo, dropBindingsNotIn, joinActiveOperator, joinOperator, nameOf, noteSignIn, operatorName,
  operatorSearchText, searchHits,
} from './operator.repository'
export { operators } from './operator.table'
