/**
 * Web Worker: reads an uploaded CSV off the main thread, so a 100k-row file never freezes the
 * console, and checks its rows while the import commits the earlier ones.
 * Messages in: { type: 'open', bytes, kind, name } once, then { type: 'rows.want', upTo } as the
 * import machine asks for rows. Out: { type: 'csv.head', head } (or { type: 'failed', reason,
 * message }), then { type: 'csv.rows', rows } chunks (csv-stream.ts), each accepted row with its
 * bulk request row already encoded to UTF-8 (`request`, one transferred buffer per chunk), so the
 * main thread only copies a batch's bytes into its body.
 */
import { openCsvBytes, type CsvKind } from './parse-csv'
import { UnknownEncodingError } from './encoding'
import { serveRows, type RowServer } from './csv-stream'
import type { CsvReadEvent, CsvWantEvent } from '../../domain/csv-import'

export type CsvWorkerRequest = { readonly type: 'open'; readonly bytes: ArrayBuffer; readonly kind: CsvKind; readonly name: string } | CsvWantEvent

export type CsvWorkerReply =
  | Exclude<CsvReadEvent, { readonly type: 'csv.failed' }>
  | { readonly type: 'failed'; readonly reason: 'encoding' | 'parse'; readonly message: string }

/** The part of the worker's global scope this file uses. */
interface WorkerScope {
  onmessage: ((e: MessageEvent<CsvWorkerRequest>) => void) | null
  postMessage: (message: CsvWorkerReply, transfer?: Array<Transferable>) => void
}
// The project compiles with the DOM lib, where the global `self` is a Window; in this Web Worker
// module it is the worker's global scope, so the module declares it as such (no cast).
declare const self: WorkerScope
const scope = self

let server: RowServer | undefined
let wantedEarly = 0

scope.onmessage = (e) => {
  const message = e.data
  if (message.type === 'rows.want') {
    if (server) server.want(message.upTo)
    else wantedEarly = Math.max(wantedEarly, message.upTo)
    return
  }
  openCsvBytes(new Uint8Array(message.bytes), message.kind, message.name).then(
    (reader) => {
      scope.postMessage({ type: 'csv.head', head: reader.head })
      server = serveRows(reader, (event, transfer) => scope.postMessage(event as CsvWorkerReply, [...transfer]))
      if (wantedEarly > 0) server.want(wantedEarly)
    },
    (error: unknown) =>
      scope.postMessage({
        type: 'failed',
        reason: error instanceof UnknownEncodingError ? 'encoding' : 'parse',
        message: error instanceof Error ? error.message : String(error),
      }),
  )
}
