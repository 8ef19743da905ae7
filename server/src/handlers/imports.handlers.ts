/**
 * CSV import records (admin /imports): the console records each import when it ends (completed or
 * aborted), and the home dashboard lists those that left failed rows. Every operator (admin or
 * operator) records their own imports (the caller is the operator, never a body field) and sees
 * everyone's: the dashboard is the team's. The row counts must add up (400 naming the field).
 */
import { sql } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import type { ImportRecord as ImportRecordSchema } from '#domain/import-record'
import type { ColumnsOf, RowOf } from '../db/rows'
import type { importRecords } from '../db/schema'
import { ApiFailure, type Caller, type HandlersFor, type Json } from './handler'
import { iso, keysetPage, type SortValue } from './paging'

type Recorded = Json<typeof ImportRecordSchema>
/** kind and outcome: the table's CHECKs; header and failed_rows: the jsonb documents the record call stored. */
type ImportRow = RowOf<
  typeof importRecords,
  { kind: Recorded['kind']; outcome: Recorded['outcome']; header: Recorded['header']; failed_rows: Recorded['failedRows'] }
> & { operator_name: string | null } & SortValue

const toRecord = (r: ImportRow): Json<typeof ImportRecordSchema> => ({
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

/** The signed-in operator (the access level `operator` guarantees one; this narrows the type). */
const operatorOf = (caller: Caller | null): { id: string } => {
  if (!caller?.operator) throw new ApiFailure(403, 'この操作は管理者（オペレーター）のみ行えます')
  return caller.operator
}

const fromRecords = sql`import_records r LEFT JOIN operators o ON o.id = r.operator_id`

export const importHandlers: HandlersFor<Catalogue, 'admin.imports.record' | 'admin.imports.list'> = {
  'admin.imports.record': async ({ db, caller, body }) => {
    const operator = operatorOf(caller)
    if (body.committed + body.failed > body.total) {
      throw new ApiFailure(400, `total: 取り込んだ行（${body.committed}）と失敗した行（${body.failed}）の合計がファイルの行数（${body.total}）を超えています`)
    }
    if (body.failedRows.length > body.failed) {
      throw new ApiFailure(400, `failedRows: 失敗した行の数（${body.failed}）より多くの行が送られました（${body.failedRows.length}行）`)
    }
    const rows = await db.query<ColumnsOf<typeof importRecords, 'id'>>(sql`
      INSERT INTO import_records (operator_id, kind, file_name, outcome, total, committed, failed, header, failed_rows)
      VALUES (${operator.id}, ${body.kind}, ${body.fileName}, ${body.outcome}, ${body.total}, ${body.committed}, ${body.failed},
        ${JSON.stringify(body.header)}::jsonb, ${JSON.stringify(body.failedRows)}::jsonb)
      RETURNING id`)
    const saved = await db.query<ImportRow>(sql`SELECT r.*, o.name AS operator_name FROM ${fromRecords} WHERE r.id = ${rows[0]!.id}`)
    return { payload: toRecord(saved[0]!), status: 201 }
  },
  'admin.imports.list': async ({ db, query }) =>
    keysetPage<ImportRow, Json<typeof ImportRecordSchema>>(
      query,
      { createdAt: 'r.created_at' },
      'createdAt',
      (sortValue, after, orderBy, limit) =>
        db.query<ImportRow>(sql`
          SELECT r.*, o.name AS operator_name, ${sortValue} AS sort_value FROM ${fromRecords}
          WHERE ${query.failed === undefined ? sql`TRUE` : query.failed ? sql`r.failed > 0` : sql`r.failed = 0`}
            AND ${query.from ? sql`r.created_at >= (${query.from}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'` : sql`TRUE`}
            AND ${after}
          ORDER BY ${orderBy} LIMIT ${limit}`),
      toRecord,
      'r.',
    ),
}
