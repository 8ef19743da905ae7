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
  const encode = Schema.encodeUnknownExit(bulkRowSchemas[kind] as unknown as Schema.Codec<unknown, unknown>)
  return (line: number, key: string, value: unknown): string | undefined => {
    const exit = encode({ row: line, importKey: key, input: value })
    return exit._tag === 'Success' ? JSON.stringify(exit.value) : undefined
  }
}

/**
 * The request body of a batch of checked CSV rows: their `request`s joined, byte for byte what
 * `JSON.stringify` of the encoded `{ rows }` gives (tests/unit/csv/bulk-body.test.ts).
 */
export const bulkBodyOf = <Input>(rows: ReadonlyArray<CheckedRow>): EncodedJson<BulkRows<Input>> => {
  const parts = new Array<string>(rows.length)
  for (let i = 0; i < rows.length; i++) {
    const request = rows[i]!.request
    if (request === undefined) throw new Error(`line ${rows[i]!.line}: an accepted row without its request`)
    parts[i] = request
  }
  return new EncodedJson(`{"rows":[${parts.join(',')}]}`)
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
