/**
 * How an area lets the recommend slots (server/src/areas/recommend) show its records: its table,
 * the title and the live and public conditions over the alias `t`. Trusted SQL (only literals),
 * declared by the area that owns the table (docs/architecture.md "Table ownership").
 */
export interface RecommendTargetSql {
  readonly table: string
  readonly title: string
  readonly live: string
  readonly publicOnly: string
}
