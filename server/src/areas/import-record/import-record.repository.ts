/** The CSV import records' SQL and its one mapper, `toRecord` (with the recording operator's name). */
import { sql, type SQL } from 'drizzle-orm'
import type { ImportRecord as ImportRecordSchema, ImportRecordInput, ImportRecordQuery } from '#domain/import-record'
import type { Db } from '../../db/db'
import { joinOperator, operatorName } from '../operator'
import type { ColumnsOf, RowOf } from '../../db/rows'
import type { importRecords } from './import-record.table'
import type { Json } from '../support/handler'
import { iso, selectPage, tokyoDays, type SortValue } from '../support/paging'

type Recorded = Json<typeof ImportRecordSchema>
/** kind and outcome: the table's CHECKs; header and failed_rows: the jsonb documents the record call stored. */
type ImportRow = RowOf<
  typeof importRecords,
  { kind: Recorded['kind']; outcome: Recorded['outcome']; header: Recorded['header']; failed_rows: Recorded['failedRows'] }
> & { operator_name: string | null } & SortValue

const toRecord = (r: ImportRow): Recorded => ({
  id: r.id,
  kind: r.kind,
  fileName: r.file_name,
  outcome: r.outcome,
  total: Number(r.total),
  committed: Number(r.committed),
  failed: Number(r.failed),
  header: r.header,
  failedRows: r.failed_rows,
  operatorId: r.operator_id,
  operatorName: r.operator_name,
  createdAt: iso(r.created_at),
})

const fromRecords = sql`import_records r ${joinOperator(sql`r.operator_id`)}`

/** Record an import as the operator's; answers the stored record. */
export const insert = async (db: Db, operatorId: string, body: ImportRecordInput): Promise<Recorded> => {
  const rows = await db.query<ColumnsOf<typeof importRecords, 'id'>>(sql`
    INSERT INTO import_records (operator_id, kind, file_name, outcome, total, committed, failed, header, failed_rows)
    VALUES (${operatorId}, ${body.kind}, ${body.fileName}, ${body.outcome}, ${body.total}, ${body.committed}, ${body.failed},
      ${JSON.stringify(body.header)}::jsonb, ${JSON.stringify(body.failedRows)}::jsonb)
    RETURNING id`)
  const saved = await db.query<ImportRow>(sql`SELECT r.*, ${operatorName} AS operator_name FROM ${fromRecords} WHERE r.id = ${rows[0]!.id}`)
  return toRecord(saved[0]!)
}

/** Newest first; `failed`: only those that left failed rows (or none); `from`: a JST day on. */
export const search = (db: Db, query: ImportRecordQuery) =>
  selectPage(db, query, {
    select: (sortValue: SQL) => sql`SELECT r.*, ${operatorName} AS operator_name, ${sortValue} AS sort_value FROM ${fromRecords}`,
    where: [...(query.failed === undefined ? [] : [query.failed ? sql`r.failed > 0` : sql`r.failed = 0`]), ...tokyoDays('r.created_at', query.from, null)],
    columns: { createdAt: 'r.created_at' },
    defaultSort: 'createdAt',
    toItem: toRecord,
    table: 'r.',
  })
