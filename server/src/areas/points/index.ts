/**
 * The points area's public face (docs/architecture.md "Table ownership"): `moveMp`, the one way MP
 * moves, and what other areas read of the ledger and the exchanges. `mp_ledger` and `gift_exchanges`
 * are this area's tables; nothing else writes them or names them in SQL.
 */
export { failedExchanges, figures, forgetOperator, moveMp, type MpMove } from './points.repository'
