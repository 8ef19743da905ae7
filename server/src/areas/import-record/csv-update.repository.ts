/** The CSV 一括更新's SQL (tables csv_updates and csv_update_rows: import-record.table.ts) and its mappers. */
import { sql } from 'drizzle-orm'
import type { CsvCellChange, CsvRowMessage, CsvUpdateCounts, CsvUpdateCreate, CsvUpdateJob, CsvUpdateRow, UpdateJobStatus, UpdateRowFilter, UpdateRowStatus } from '#domain/csv-update'
import type { Db } from '../../db/db'
import type { RowOf } from '../../db/rows'
import type { csvUpdateRows, csvUpdates } from './import-record.table'
import { notFound, type Json } from '../support/handler'
import { iso } from '../support/paging'

type JobRow = RowOf<typeof csvUpdates, { kind: CsvUpdateJob['kind']; status: UpdateJobStatus; header: ReadonlyArray<string> }>
type LineRow = RowOf<
  typeof csvUpdateRows,
  { status: UpdateRowStatus; cells: ReadonlyArray<string>; changes: ReadonlyArray<CsvCellChange>; messages: ReadonlyArray<CsvRowMessage>; new_values: Readonly<Record<string, unknown>> | null }
>

export type Job = Json<typeof CsvUpdateJob>
export type { LineRow }

const zeroCounts: CsvUpdateCounts = { total: 0, change: 0, same: 0, error: 0, stale: 0, applied: 0, skipped: 0, refused: 0 }

const counts = async (db: Db, id: string): Promise<CsvUpdateCounts> => {
  const rows = await db.query<{ status: UpdateRowStatus; n: number }>(sql`SELECT status, count(*)::int AS n FROM csv_update_rows WHERE update_id = ${id} GROUP BY status`)
  const out: Record<string, number> = { ...zeroCounts }
  for (const r of rows) {
    out['total'] = (out['total'] ?? 0) + Number(r.n)
    if (r.status !== 'pending') out[r.status] = Number(r.n)
  }
  return out as CsvUpdateCounts
}

const toJob = async (db: Db, r: JobRow): Promise<Job> => ({
  id: r.id,
  kind: r.kind,
  fileName: r.file_name,
  encoding: r.encoding,
  header: r.header,
  status: r.status,
  counts: await counts(db, r.id),
  operatorId: r.operator_id,
  createdAt: iso(r.created_at),
})

export const create = async (db: Db, operatorId: string, body: CsvUpdateCreate): Promise<Job> => {
  const rows = await db.query<JobRow>(sql`
    INSERT INTO csv_updates (operator_id, kind, file_name, encoding, header)
    VALUES (${operatorId}, ${body.kind}, ${body.fileName}, ${body.encoding}, ${JSON.stringify(body.header)}::jsonb) RETURNING *`)
  return toJob(db, rows[0]!)
}

/** The job's row (locked for the transaction when `lock`), or 404. */
export const jobRow = async (db: Db, id: string, { lock = false } = {}): Promise<JobRow> => {
  const rows = await db.query<JobRow>(sql`SELECT * FROM csv_updates WHERE id = ${id} ${sql.raw(lock ? 'FOR UPDATE' : '')}`)
  return rows[0] ?? notFound('CSV一括更新')
}

export const find = async (db: Db, id: string): Promise<Job> => toJob(db, await jobRow(db, id))

export const setStatus = async (db: Db, id: string, status: UpdateJobStatus): Promise<void> => {
  await db.query(sql`UPDATE csv_updates SET status = ${status} WHERE id = ${id}`)
}

/** Store uploaded rows; a line already stored is kept as it was (a retried upload). */
export const addRows = async (db: Db, id: string, rows: ReadonlyArray<{ readonly line: number; readonly cells: ReadonlyArray<string>; readonly recordId: string | null }>): Promise<void> => {
  if (rows.length === 0) return
  await db.query(sql`
    INSERT INTO csv_update_rows (update_id, line, cells, record_id)
    SELECT ${id}, x.line, x.cells, x.record_id FROM jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ line: r.line, cells: r.cells, record_id: r.recordId })))}::jsonb)
      AS x(line int, cells jsonb, record_id text)
    ON CONFLICT (update_id, line) DO NOTHING`)
}

/** Record ids named on more than one line, with their lines. */
export const duplicateIds = async (db: Db, id: string): Promise<ReadonlyMap<string, ReadonlyArray<number>>> =>
  new Map(
    (
      await db.query<{ record_id: string; lines: ReadonlyArray<number> }>(sql`
        SELECT record_id, array_agg(line ORDER BY line) AS lines FROM csv_update_rows
        WHERE update_id = ${id} AND record_id IS NOT NULL GROUP BY record_id HAVING count(*) > 1`)
    ).map((r) => [r.record_id, r.lines.map(Number)]),
  )

/** Rows after `afterLine`, in file order, `limit` of them. */
export const rowsAfter = (db: Db, id: string, afterLine: number, limit: number): Promise<ReadonlyArray<LineRow>> =>
  db.query<LineRow>(sql`SELECT * FROM csv_update_rows WHERE update_id = ${id} AND line > ${afterLine} ORDER BY line LIMIT ${limit}`)

export interface CheckedLine {
  readonly line: number
  readonly status: UpdateRowStatus
  readonly changes: ReadonlyArray<CsvCellChange>
  readonly messages: ReadonlyArray<CsvRowMessage>
  readonly newValues: Readonly<Record<string, unknown>> | null
  readonly expectedVersion: number | null
}

/** Store a chunk's check results in one statement. */
export const storeChecked = async (db: Db, id: string, lines: ReadonlyArray<CheckedLine>): Promise<void> => {
  if (lines.length === 0) return
  const json = JSON.stringify(
    lines.map((l) => ({ line: l.line, status: l.status, changes: l.changes, messages: l.messages, new_values: l.newValues, expected_version: l.expectedVersion })),
  )
  await db.query(sql`
    UPDATE csv_update_rows r SET status = x.status, changes = x.changes, messages = x.messages, new_values = x.new_values, expected_version = x.expected_version
    FROM jsonb_to_recordset(${json}::jsonb) AS x(line int, status text, changes jsonb, messages jsonb, new_values jsonb, expected_version int)
    WHERE r.update_id = ${id} AND r.line = x.line`)
}

/** Any row already applied, skipped or refused (the job has been committed, in part at least). */
export const anyApplied = async (db: Db, id: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM csv_update_rows WHERE update_id = ${id} AND status IN ('applied', 'skipped', 'refused') LIMIT 1`)).length > 0

/** The next lines waiting to be applied, in file order. */
export const pendingLines = async (db: Db, id: string, limit: number): Promise<ReadonlyArray<number>> =>
  (await db.query<{ line: number }>(sql`SELECT line FROM csv_update_rows WHERE update_id = ${id} AND status = 'change' ORDER BY line LIMIT ${limit}`)).map((r) => Number(r.line))

/** One row, locked for its transaction (a twin apply waits, then finds it done). */
export const lockLine = async (tx: Db, id: string, line: number): Promise<LineRow | undefined> =>
  (await tx.query<LineRow>(sql`SELECT * FROM csv_update_rows WHERE update_id = ${id} AND line = ${line} FOR UPDATE`))[0]

export const markLine = async (tx: Db, id: string, line: number, status: UpdateRowStatus, messages: ReadonlyArray<CsvRowMessage>): Promise<void> => {
  await tx.query(sql`UPDATE csv_update_rows SET status = ${status}, messages = ${JSON.stringify(messages)}::jsonb WHERE update_id = ${id} AND line = ${line}`)
}

/** 中止: every row still waiting is left untouched (skipped, saying so). */
export const skipPending = async (db: Db, id: string, message: CsvRowMessage): Promise<void> => {
  await db.query(sql`UPDATE csv_update_rows SET status = 'skipped', messages = ${JSON.stringify([message])}::jsonb WHERE update_id = ${id} AND status = 'change'`)
}

const toRow = (r: LineRow): Json<typeof CsvUpdateRow> => ({
  line: Number(r.line),
  recordId: r.record_id,
  status: r.status,
  changes: r.changes,
  messages: r.messages,
})

/** One page of the rows of a state, in file order; the cursor is the last line shown. */
export const page = async (db: Db, id: string, status: UpdateRowFilter, cursor: string | undefined, limit: number) => {
  const after = cursor !== undefined && /^\d+$/.test(cursor) ? Number(cursor) : 0
  const rows = await db.query<LineRow>(sql`
    SELECT * FROM csv_update_rows WHERE update_id = ${id} AND status = ${status} AND line > ${after} ORDER BY line LIMIT ${limit + 1}`)
  const items = rows.slice(0, limit).map(toRow)
  return { items, nextCursorKey: rows.length > limit ? String(items[items.length - 1]!.line) : null }
}
