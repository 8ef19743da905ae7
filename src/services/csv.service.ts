/**
 * CSV files of the bulk import: reading them (in a Web Worker in the browser, inline elsewhere),
 * streamed to the import machine as it asks for rows, and the failed-rows download. See src/services/csv/ for the pipeline itself.
 */
import { Context, Effect, Layer, Schema } from 'effect'
import type { CsvReadEvent, CsvWantEvent } from '../domain/csv-import'
import type { UnknownEncodingError } from './csv/encoding'
import type { CsvWorkerReply, CsvWorkerRequest } from './csv/csv-parse.worker'
import type { RowServer } from './csv/csv-stream'
import { failedRowsCsv, type FailedCsvRow } from './csv/failed-rows'
import type { CsvKind } from './csv/parse-csv'
import type { ActorPort } from './operation'

export const csvErrorTexts = {
  encoding: 'ファイルの文字コードを判別できませんでした。UTF-8 または Shift_JIS の CSV ファイルを選択してください。',
  read: 'ファイルを読み込めませんでした。',
  parse: 'CSV ファイルを解析できませんでした。',
} as const

export class CsvParseError extends Schema.TaggedError<CsvParseError>()('CsvParseError', {
  reason: Schema.Literals(['encoding', 'read', 'parse']),
  message: Schema.String,
}) {
  static of(reason: 'encoding' | 'read' | 'parse', detail?: string): CsvParseError {
    return new CsvParseError({ reason, message: detail ? `${csvErrorTexts[reason]}（${detail}）` : csvErrorTexts[reason] })
  }
}

export interface CsvParseRequest {
  readonly file: Blob
  readonly name: string
  readonly kind: CsvKind
}

/** The import machine's end of a file being read (src/services/operation.ts `ActorPort`). */
export type CsvReadPort = ActorPort<CsvWantEvent, CsvReadEvent>

export class CsvFiles extends Context.Service<
  CsvFiles,
  {
    /**
     * Reads a file for the import: sends its head (or `csv.failed` with the Japanese reason), then
     * its checked rows in chunks as the machine wants them (`rows.want`). Runs until interrupted.
     */
    readonly read: (request: CsvParseRequest, port: CsvReadPort) => Effect.Effect<void>
    readonly failedRowsCsv: (header: ReadonlyArray<string>, rows: ReadonlyArray<FailedCsvRow>) => string
  }
>()('medicolle/services/CsvFiles') {
  /** Reads in a Web Worker; interrupting the effect terminates the worker. */
  static readonly layer = Layer.sync(CsvFiles, () => CsvFiles.of({ read: readInWorker, failedRowsCsv }))

  /** Reads on the calling thread (Node: tests, benchmark), one chunk per macrotask. */
  static readonly layerInline = Layer.sync(CsvFiles, () => CsvFiles.of({ read: readInline, failedRowsCsv }))
}

const failed = (port: CsvReadPort, error: CsvParseError) => port.send({ type: 'csv.failed', message: error.message })

const readInline = ({ file, name, kind }: CsvParseRequest, port: CsvReadPort): Effect.Effect<void> =>
  Effect.callback<void>((_resume) => {
    let server: RowServer | undefined
    let stopped = false
    let wantedEarly = 0
    port.receive((event) => {
      if (server) server.want(event.upTo)
      else wantedEarly = Math.max(wantedEarly, event.upTo)
    })
    file
      .arrayBuffer()
      .then(
        async (buffer) => {
          // loaded on use: the parser (papaparse, the row schemas) stays out of the app's entry
          // chunk; the browser reads in the worker, which bundles it itself
          const [{ openCsvBytes }, { serveRows }] = await Promise.all([import('./csv/parse-csv'), import('./csv/csv-stream')])
          const reader = await openCsvBytes(new Uint8Array(buffer), kind, name).catch((e: unknown) => {
            throw (e as Partial<UnknownEncodingError> | null)?._tag === 'UnknownEncodingError' ? CsvParseError.of('encoding') : CsvParseError.of('parse', e instanceof Error ? e.message : undefined)
          })
          if (stopped) return
          port.send({ type: 'csv.head', head: reader.head })
          server = serveRows(reader, (event) => port.send(event))
          if (wantedEarly > 0) server.want(wantedEarly)
        },
        (e: unknown) => {
          throw CsvParseError.of('read', e instanceof Error ? e.message : undefined)
        },
      )
      .catch((error: unknown) => {
        if (!stopped) failed(port, error instanceof CsvParseError ? error : CsvParseError.of('parse', String(error)))
      })
    return Effect.sync(() => {
      stopped = true
      server?.stop()
    })
  })

const readInWorker = ({ file, name, kind }: CsvParseRequest, port: CsvReadPort): Effect.Effect<void> =>
  Effect.callback<void>((_resume) => {
    const worker = new Worker(new URL('./csv/csv-parse.worker.ts', import.meta.url), { type: 'module' })
    let stopped = false
    worker.onmessage = (e: MessageEvent<CsvWorkerReply>) => {
      const reply = e.data
      if (reply.type === 'failed') {
        worker.terminate()
        failed(port, CsvParseError.of(reply.reason, reply.reason === 'parse' ? reply.message : undefined))
      } else port.send(reply)
    }
    worker.onerror = (e) => {
      worker.terminate()
      failed(port, CsvParseError.of('parse', e.message))
    }
    port.receive((event) => worker.postMessage(event satisfies CsvWorkerRequest))
    file.arrayBuffer().then(
      (bytes) => {
        if (!stopped) worker.postMessage({ type: 'open', bytes, kind, name } satisfies CsvWorkerRequest, [bytes])
      },
      (e: unknown) => {
        worker.terminate()
        if (!stopped) failed(port, CsvParseError.of('read', e instanceof Error ? e.message : undefined))
      },
    )
    return Effect.sync(() => {
      stopped = true
      worker.terminate()
    })
  })
