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

/**
 * The rows as the main thread needs them: the decoded `value` stays in the worker (`request` is
 * what is sent), and the chunk's requests are packed into one buffer, handed over without a copy
 * (`transfer`), each row's `request` a view of it. Consecutive accepted rows are packed with the
 * comma of the JSON array between them, so a batch's body is copied in a few runs (`bulkBodyOf`).
 */
export const handOver = (rows: ReadonlyArray<CheckedRow>): { readonly rows: ReadonlyArray<CheckedRow>; readonly transfer: ReadonlyArray<ArrayBuffer> } => {
  const packed = new Uint8Array(rows.reduce((n, r) => n + (r.request ? r.request.length + 1 : 0), 0))
  let at = 0
  const handed = rows.map(({ value: _value, request, ...row }) => {
    if (request === undefined) return row
    packed.set(request, at)
    packed[at + request.length] = 0x2c // ','
    at += request.length + 1
    return { ...row, request: packed.subarray(at - 1 - request.length, at - 1) }
  })
  return { rows: handed, transfer: [packed.buffer] }
}

export interface RowServer {
  /** The machine wants `upTo` rows in all. */
  readonly want: (upTo: number) => void
  /** No more rows (the import ended or was stopped). */
  readonly stop: () => void
}

export const serveRows = (reader: CsvReader, send: (event: CsvReadEvent, transfer: ReadonlyArray<ArrayBuffer>) => void): RowServer => {
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
    const { rows, transfer } = handOver(reader.next(rowChunk))
    sent += rows.length
    send({ type: 'csv.rows', rows }, transfer)
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
