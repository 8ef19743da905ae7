/**
 * Handing a CSV file's checked rows to the import machine as it asks for them (back-pressure):
 * the machine says how many rows it wants to have (`rows.want`, a batch or two ahead of what it
 * commits); the rows are checked and sent in chunks of `rowChunk` until that many have gone, one
 * chunk per macrotask, so a new `want` (or the end of the import) gets in between. Used by the Web
 * Worker (csv-parse.worker.ts) and by the inline reader of Node (tests, benchmark).
 */
import type { CheckedRow, CsvReadEvent } from '../../domain/csv-import'
import type { CsvReader } from './parse-csv'

/**
 * Rows per `csv.rows` event. Each event is one structured-clone task on the browser's main thread:
 * 1,000 rows (raw cells and the encoded request, without the decoded `value`) take a few ms there.
 */
export const rowChunk = 1000

/** The row as the main thread needs it: the decoded `value` stays in the worker (`request` is what is sent). */
const handed = ({ value: _value, ...row }: CheckedRow): CheckedRow => row

export interface RowServer {
  /** The machine wants `upTo` rows in all. */
  readonly want: (upTo: number) => void
  /** No more rows (the import ended or was stopped). */
  readonly stop: () => void
}

export const serveRows = (reader: CsvReader, send: (event: CsvReadEvent) => void): RowServer => {
  const total = reader.head.total
  let wanted = 0
  let sent = 0
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (timer === undefined && !stopped && sent < wanted && sent < total) timer = setTimeout(pump, 0)
  }
  const pump = () => {
    timer = undefined
    if (stopped) return
    const rows = reader.next(rowChunk)
    sent += rows.length
    send({ type: 'csv.rows', rows: rows.map(handed) })
    schedule()
  }
  return {
    want: (upTo) => {
      wanted = Math.max(wanted, upTo)
      schedule()
    },
    stop: () => {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
    },
  }
}
