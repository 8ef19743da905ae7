/**
 * Web Worker: parses and checks an uploaded CSV off the main thread, so a 100k-row file
 * never freezes the console. Message in: { bytes, kind, name }; out: the rows in chunks of
 * `rowChunk` ({ rows }) then { ok: true, parsed } without them, or { ok: false, reason, message }.
 * Chunks, because the browser copies a message on the main thread as one task: 10,000 rows in one
 * message took 130–200 ms there (tests/e2e/csv-import.spec.ts watches for tasks over 50 ms).
 */
import { parseCsvBytes, type CsvKind } from './parse-csv'
import { UnknownEncodingError } from './encoding'

export interface CsvWorkerRequest {
  readonly bytes: ArrayBuffer
  readonly kind: CsvKind
  readonly name: string
}

/** Rows per message: a few milliseconds to copy each on the main thread. */
export const rowChunk = 500

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<CsvWorkerRequest>) => void) | null
  postMessage: (message: unknown) => void
}

scope.onmessage = (e) => {
  const { bytes, kind, name } = e.data
  parseCsvBytes(new Uint8Array(bytes), kind, name).then(
    (parsed) => {
      for (let i = 0; i < parsed.rows.length; i += rowChunk) scope.postMessage({ rows: parsed.rows.slice(i, i + rowChunk) })
      scope.postMessage({ ok: true, parsed: { ...parsed, rows: [] } })
    },
    (error: unknown) =>
      scope.postMessage({
        ok: false,
        reason: error instanceof UnknownEncodingError ? 'encoding' : 'parse',
        message: error instanceof Error ? error.message : String(error),
      }),
  )
}
