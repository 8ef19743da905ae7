/**
 * Web Worker: parses and checks an uploaded CSV off the main thread, so a 100k-row file
 * never freezes the console. Message in: { bytes, kind, name }; out: { ok: true, parsed } or
 * { ok: false, reason, message }.
 */
import { parseCsvBytes, type CsvKind } from './parse-csv'
import { UnknownEncodingError } from './encoding'

export interface CsvWorkerRequest {
  readonly bytes: ArrayBuffer
  readonly kind: CsvKind
  readonly name: string
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<CsvWorkerRequest>) => void) | null
  postMessage: (message: unknown) => void
}

scope.onmessage = (e) => {
  const { bytes, kind, name } = e.data
  parseCsvBytes(new Uint8Array(bytes), kind, name).then(
    (parsed) => scope.postMessage({ ok: true, parsed }),
    (error: unknown) =>
      scope.postMessage({
        ok: false,
        reason: error instanceof UnknownEncodingError ? 'encoding' : 'parse',
        message: error instanceof Error ? error.message : String(error),
      }),
  )
}
