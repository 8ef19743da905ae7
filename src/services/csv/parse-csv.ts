/**
 * The CSV pipeline up to the point where rows are ready to send:
 *   bytes -> encoding detection + decoding -> papaparse -> header check
 *         -> per-row normalisation and check with the domain row schema -> idempotency keys
 *
 * Each accepted row also gets its bulk request row (`request`, src/services/bulk.ops.ts).
 * Pure and synchronous apart from hashing, so it runs the same in the browser's Web Worker
 * (csv-parse.worker.ts), in Node tests and in the benchmark. Normalisation (NFKC: full-width
 * digits, letters, spaces and @ to half-width; dashes in phone numbers; hiragana to katakana in
 * kana fields) is done by the domain's cell schemas, so forms, CSV and server agree.
 */
import Papa from 'papaparse'
import { Exit, Schema } from 'effect'
import { issueLines } from '../../domain/issues'
import { ClientCsvRow, clientCsvColumns, clientCsvRequiredColumns } from '../../domain/client'
import { DoctorCsvRow, doctorCsvColumns, doctorCsvRequiredColumns } from '../../domain/doctor'
import { OrganizationCsvRow, organizationCsvColumns, organizationCsvRequiredColumns } from '../../domain/organization'
import { decodeCsvBytes } from './encoding'
import type { ImportKind as CsvKind, CheckedRow as CsvCheckedRow, CsvHead, ParsedCsv as CsvParsed } from '../../domain/csv-import'
import { bulkRowJson } from '../bulk.ops'

/** The kind of file (doctors, clients or organisations) and the parsed result: the import's own types. */
export type { ImportKind as CsvKind, CheckedRow as CsvCheckedRow, ParsedCsv as CsvParsed } from '../../domain/csv-import'

interface KindSpec {
  readonly columns: ReadonlyArray<string>
  readonly required: ReadonlyArray<string>
  readonly check: (row: Record<string, string>) => { readonly value?: unknown; readonly errors: ReadonlyArray<string> }
}

/** A checker for a row schema: Japanese messages prefixed with the column, in column order. */
const checker = (schema: Schema.Decoder<unknown>, columns: ReadonlyArray<string>): KindSpec['check'] => {
  const decode = Schema.decodeUnknownExit(schema, { errors: 'all' })
  return (row) => {
    const exit = decode(row)
    if (Exit.isSuccess(exit)) return { value: exit.value, errors: [] }
    const error = exit.cause.reasons.map((r) => (r._tag === 'Fail' ? r.error : undefined)).find(Schema.isSchemaError)
    if (!error) return { errors: ['行の形式が正しくありません'] }
    const lines = issueLines(error.issue).map((l) => ({ order: columns.indexOf(String(l.path[0] ?? '')), text: l.text }))
    lines.sort((a, b) => a.order - b.order)
    return { errors: [...new Set(lines.map((l) => l.text))] }
  }
}

export const csvKinds: Record<CsvKind, KindSpec> = {
  doctor: { columns: doctorCsvColumns, required: doctorCsvRequiredColumns, check: checker(DoctorCsvRow, doctorCsvColumns) },
  client: { columns: clientCsvColumns, required: clientCsvRequiredColumns, check: checker(ClientCsvRow, clientCsvColumns) },
  organization: {
    columns: organizationCsvColumns,
    required: organizationCsvRequiredColumns,
    check: checker(OrganizationCsvRow, organizationCsvColumns),
  },
}

const normaliseHeader = (h: string): string => h.normalize('NFKC').replace(/[\s\u3000]+/g, '')

export const sha256Hex = async (bytes: Uint8Array): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The idempotency key of a row (domain `ImportKey`): `<file sha-256>:<line>`. */
export const importKey = (fileHash: string, line: number): string => `${fileHash}:${line}`

/** A file decoded and split into records: its head now, its rows checked on request. */
export interface CsvReader {
  readonly head: CsvHead
  /** The next `count` rows (fewer at the end of the file), checked, each accepted row with its `request`. */
  readonly next: (count: number) => ReadonlyArray<CsvCheckedRow>
}

/**
 * Open a file: decode, hash and split it into records (fast), count its data rows; the rows are
 * checked by `next`, chunk by chunk, so the import commits the first batches while the worker
 * checks the next rows. Throws `UnknownEncodingError` when the bytes are not text in a supported
 * encoding. Blank lines are skipped; `line` is the record's row number as Excel shows it (header = 1).
 */
export const openCsvBytes = async (bytes: Uint8Array, kind: CsvKind, fileName: string): Promise<CsvReader> => {
  const spec = csvKinds[kind]
  const { text, encoding } = decodeCsvBytes(bytes)
  const fileHash = await sha256Hex(bytes)
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    // Blank lines are kept as records (and dropped below) so that `line` stays the Excel row.
    skipEmptyLines: false,
    transformHeader: normaliseHeader,
  })
  const header = (parsed.meta.fields ?? []).filter((f) => f !== '')
  const missingColumns = spec.required.filter((c) => !header.includes(c))
  const known = spec.columns.filter((c) => header.includes(c))
  const records: Array<{ readonly line: number; readonly raw: Record<string, string> }> = []
  parsed.data.forEach((record, index) => {
    const raw: Record<string, string> = {}
    let blank = true
    for (const column of header) {
      const cell = record[column] ?? ''
      raw[column] = cell
      if (blank && cell.trim() !== '') blank = false
    }
    if (!blank) records.push({ line: index + 2, raw })
  })
  const requestOf = bulkRowJson(kind)
  let read = 0
  const check = ({ line, raw }: (typeof records)[number]): CsvCheckedRow => {
    const key = importKey(fileHash, line)
    if (missingColumns.length > 0) return { line, raw, key, errors: [] }
    const cells: Record<string, string> = {}
    for (const column of known) cells[column] = raw[column] ?? ''
    const { value, errors } = spec.check(cells)
    if (value === undefined) return { line, raw, key, errors }
    const request = requestOf(line, key, value)
    return request === undefined ? { line, raw, key, errors: ['行の形式が正しくありません'] } : { line, raw, key, value, request, errors }
  }
  return {
    head: { fileName, encoding, header, missingColumns, total: records.length },
    next: (count) => {
      const chunk = records.slice(read, read + count).map(check)
      read += chunk.length
      return chunk
    },
  }
}

/** Parse and check a whole file (tests, templates): `openCsvBytes`, every row at once. */
export const parseCsvBytes = async (bytes: Uint8Array, kind: CsvKind, fileName: string): Promise<CsvParsed> => {
  const reader = await openCsvBytes(bytes, kind, fileName)
  return { ...reader.head, rows: reader.next(reader.head.total) }
}
