/** `bulk_registers` rows and results in the CSV import's terms (src/domain/csv-import.ts). */
import { Schema } from 'effect'
import { BulkRow, type BulkRows } from '../domain/bulk'
import { ClientInput } from '../domain/client'
import type { CheckedRow, ImportKind, RowOutcome } from '../domain/csv-import'
import { DoctorInput } from '../domain/doctor'
import { OrganizationInput } from '../domain/organization'
import { EncodedJson } from './http/encoded-json'

/** The request row of each kind's bulk call (the body of the call is `{ rows: [BulkRow(input), …] }`, src/domain/calls). */
const bulkRowSchemas = {
  doctor: BulkRow(DoctorInput),
  client: BulkRow(ClientInput),
  organization: BulkRow(OrganizationInput),
} as const

/**
 * The JSON of one request row of the kind's bulk call, encoded with the call's row schema
 * (undefined if the row does not encode). The CSV reader builds it for every accepted row, in the
 * Web Worker: the main thread then only joins a batch's rows (`bulkBodyOf`).
 */
export const bulkRowJson = (kind: ImportKind) => {
  const schema: Schema.Encoder<unknown> = bulkRowSchemas[kind]
  const encode = Schema.encodeUnknownExit(schema)
  const utf8 = new TextEncoder()
  return (line: number, key: string, value: unknown): Uint8Array | undefined => {
    const exit = encode({ row: line, importKey: key, input: value })
    return exit._tag === 'Success' ? utf8.encode(JSON.stringify(exit.value)) : undefined
  }
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))
const [open, comma, close] = [ascii('{"rows":['), ascii(','), ascii(']}')]

/** Whether `next` follows `request` in the same buffer with one comma between (csv-stream.ts packs them so). */
const follows = (request: Uint8Array, next: Uint8Array) =>
  next.buffer === request.buffer && next.byteOffset === request.byteOffset + request.length + 1 && new Uint8Array(request.buffer)[next.byteOffset - 1] === 0x2c

/**
 * The request body of a batch of checked CSV rows: their `request`s joined (bytes copied, nothing
 * decoded), byte for byte the UTF-8 of `JSON.stringify` of the encoded `{ rows }`
 * (tests/unit/csv/bulk-body.test.ts). Rows the worker packed side by side are copied as one run.
 */
export const bulkBodyOf = <Input>(rows: ReadonlyArray<CheckedRow>): EncodedJson<BulkRows<Input>> => {
  const requests = rows.map((row) => {
    if (row.request === undefined) throw new Error(`line ${row.line}: an accepted row without its request`)
    return row.request
  })
  const length = open.length + close.length + Math.max(0, requests.length - 1) + requests.reduce((n, r) => n + r.length, 0)
  const body = new Uint8Array(length)
  body.set(open, 0)
  let at = open.length
  for (let i = 0; i < requests.length; ) {
    const first = requests[i]!
    let last = first
    let j = i + 1
    while (j < requests.length && follows(last, requests[j]!)) last = requests[j++]!
    if (i > 0) body.set(comma, at++)
    const run = new Uint8Array(first.buffer, first.byteOffset, last.byteOffset + last.length - first.byteOffset)
    body.set(run, at)
    at += run.length
    i = j
  }
  body.set(close, at)
  return new EncodedJson(body)
}

/** The server's per-row results as the import machine's outcomes. */
export const outcomesOf = (
  results: ReadonlyArray<{ readonly importKey: string; readonly ok: boolean; readonly duplicate?: boolean | undefined; readonly errors?: ReadonlyArray<string> | undefined }>,
): ReadonlyArray<RowOutcome> =>
  results.map((r) => ({
    key: r.importKey,
    status: !r.ok ? 'failed' : r.duplicate ? 'duplicate' : 'created',
    ...(r.errors && r.errors.length > 0 ? { errors: r.errors } : {}),
  }))
