/**
 * CSV files of the bulk import: parsing (in a Web Worker in the browser, inline elsewhere) and
 * the failed-rows download. See src/services/csv/ for the pipeline itself.
 */
import { Context, Effect, Layer, Schema } from 'effect'
import type { UnknownEncodingError } from './csv/encoding'
import { failedRowsCsv, type FailedCsvRow } from './csv/failed-rows'
import type { CsvKind, CsvParsed } from './csv/parse-csv'

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

export class CsvFiles extends Context.Service<
  CsvFiles,
  {
    readonly parse: (request: CsvParseRequest) => Effect.Effect<CsvParsed, CsvParseError>
    readonly failedRowsCsv: (header: ReadonlyArray<string>, rows: ReadonlyArray<FailedCsvRow>) => string
  }
>()('medicolle/services/CsvFiles') {
  /** Parses in a Web Worker; interrupting the effect terminates the worker. */
  static readonly layer = Layer.sync(CsvFiles, () =>
    CsvFiles.of({ parse: Effect.fn('CsvFiles.parse')((request: CsvParseRequest) => parseInWorker(request)), failedRowsCsv }),
  )

  /** Parses on the calling thread (Node: tests, benchmark). */
  static readonly layerInline = Layer.sync(CsvFiles, () =>
    CsvFiles.of({ parse: Effect.fn('CsvFiles.parse')((request: CsvParseRequest) => parseInline(request)), failedRowsCsv }),
  )
}

const readBytes = (file: Blob) =>
  Effect.tryPromise({ try: () => file.arrayBuffer(), catch: (e) => CsvParseError.of('read', e instanceof Error ? e.message : undefined) })

const parseInline = ({ file, name, kind }: CsvParseRequest) =>
  Effect.flatMap(readBytes(file), (buffer) =>
    Effect.tryPromise({
      // loaded on use: the parser and its encoding tables (encoding-japanese) stay out of the
      // app's entry chunk; the browser parses in the worker, which bundles them itself
      try: async () => (await import('./csv/parse-csv')).parseCsvBytes(new Uint8Array(buffer), kind, name),
      catch: (e) => ((e as Partial<UnknownEncodingError> | null)?._tag === 'UnknownEncodingError' ? CsvParseError.of('encoding') : CsvParseError.of('parse', e instanceof Error ? e.message : undefined)),
    }),
  )

type WorkerReply =
  | { readonly rows: CsvParsed['rows'] }
  | { readonly ok: true; readonly parsed: CsvParsed }
  | { readonly ok: false; readonly reason: 'encoding' | 'parse'; readonly message: string }

const parseInWorker = ({ file, name, kind }: CsvParseRequest) =>
  Effect.flatMap(readBytes(file), (bytes) =>
    Effect.callback<CsvParsed, CsvParseError>((resume) => {
      const worker = new Worker(new URL('./csv/csv-parse.worker.ts', import.meta.url), { type: 'module' })
      const rows: Array<CsvParsed['rows'][number]> = [] // arrive in chunks (csv-parse.worker.ts)
      worker.onmessage = (e: MessageEvent<WorkerReply>) => {
        const reply = e.data
        if ('rows' in reply) {
          for (const row of reply.rows) rows.push(row)
          return
        }
        worker.terminate()
        resume(reply.ok ? Effect.succeed({ ...reply.parsed, rows }) : Effect.fail(CsvParseError.of(reply.reason, reply.reason === 'parse' ? reply.message : undefined)))
      }
      worker.onerror = (e) => {
        worker.terminate()
        resume(Effect.fail(CsvParseError.of('parse', e.message)))
      }
      worker.postMessage({ bytes, kind, name }, [bytes])
      return Effect.sync(() => worker.terminate())
    }),
  )
