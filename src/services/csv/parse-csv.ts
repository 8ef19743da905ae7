/**
 * The CSV pipeline up to the point where rows are ready to send:
 *   bytes -> encoding detection + decoding -> papaparse -> header check
 *         -> per-row normalisation and check with the domain row schema -> idempotency keys
 *
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
import type { ImportKind as CsvKind, CheckedRow as CsvCheckedRow, ParsedCsv as CsvParsed } from '../../domain/csv-import'

/** The kind of file (doctors, clients or organisations) and the parsed result: the import's own types. */
export type { ImportKind as CsvKind, CheckedRow as CsvCheckedRow, ParsedCsv as CsvParsed } from '../../domain/csv-import'

interface KindSpec {
  readonly columns: ReadonlyArray<string>
  readonly required: ReadonlyArray<string>
  readonly check: (row: Record<string, string>) => { readonly value?: unknown; readonly errors: ReadonlyArray<string> }
}

/** A checker for a row schema: Japanese messages prefixed with the column, in column order. */
const checker = (schema: Schema.Codec<unknown, Record<string, string>>, columns: ReadonlyArray<string>): KindSpec['check'] => {
  const decode = Schema.decodeUnknownExit(schema as Schema.Codec<unknown, unknown>, { errors: 'all' })
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
  doctor: { columns: doctorCsvColumns, required: doctorCsvRequiredColumns, check: checker(DoctorCsvRow as never, doctorCsvColumns) },
  client: { columns: clientCsvColumns, required: clientCsvRequiredColumns, check: checker(ClientCsvRow as never, clientCsvColumns) },
  organization: {
    columns: organizationCsvColumns,
    required: organizationCsvRequiredColumns,
    check: checker(OrganizationCsvRow as never, organizationCsvColumns),
  },
}

const normaliseHeader = (h: string): string => h.normalize('NFKC').replace(/[\s\u3000]+/g, '')

export const sha256Hex = async (bytes: Uint8Array): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The idempotency key of a row (domain `ImportKey`): `<file sha-256>:<line>`. */
export const importKey = (fileHash: string, line: number): string => `${fileHash}:${line}`

/**
 * Parse and check a whole file. Throws `UnknownEncodingError` when the bytes are not text in a
 * supported encoding. Blank lines are skipped; `line` is the record's row number as Excel
 * shows it (header = 1).
 */
export const parseCsvBytes = async (bytes: Uint8Array, kind: CsvKind, fileName: string): Promise<CsvParsed> => {
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
  const rows: Array<CsvCheckedRow> = []
  parsed.data.forEach((record, index) => {
    const line = index + 2
    const raw: Record<string, string> = {}
    let blank = true
    for (const column of header) {
      const cell = record[column] ?? ''
      raw[column] = cell
      if (blank && cell.trim() !== '') blank = false
    }
    if (blank) return
    const cells: Record<string, string> = {}
    for (const column of known) cells[column] = raw[column] ?? ''
    const { value, errors } = missingColumns.length > 0 ? { value: undefined, errors: [] } : spec.check(cells)
    rows.push(value === undefined ? { line, raw, key: importKey(fileHash, line), errors } : { line, raw, key: importKey(fileHash, line), value, errors })
  })
  return { fileName, encoding, header, missingColumns, rows }
}
