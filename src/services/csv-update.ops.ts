/**
 * The CSV 一括更新's calls (admin /imports/updates, src/domain/csv-update.ts) as the update machine
 * (src/machines/csv-update.machine.ts) takes them: the upload (read the file, send its header and
 * rows, ask for the check), a preview page, a batch of the apply, 中止.
 */
import { Effect } from 'effect'
import { maxUpdateRows, previewPageSize, type CsvUpdateJob, type CsvUpdatePageInput, type CsvUpdateRow, type CsvUpdateUploadInput } from '../domain/csv-update'
import type { Page } from '../domain/endpoint'
import type { CsvUpdateId } from '../domain/ids'
import { api } from './http/api'
import { composite, operation } from './operation'

const id = (value: string) => ({ csvUpdateID: value as CsvUpdateId })

const create = operation(api.admin.imports.updateCreate, (body: { kind: CsvUpdateUploadInput['kind']; fileName: string; encoding: string; header: ReadonlyArray<string> }) => ({ body }))
const rows = operation(api.admin.imports.updateRows, (input: { id: string; rows: ReadonlyArray<{ line: number; cells: ReadonlyArray<string> }> }) => ({ params: id(input.id), body: { rows: input.rows } }))
const check = operation(api.admin.imports.updateCheck, (input: { id: string }) => ({ params: id(input.id) }))

/** Read the file, send it in chunks of 5,000 rows, and have the server check it: the checked job. */
const upload = composite('csvUpdate.upload', [create, rows, check], (input: CsvUpdateUploadInput) =>
  Effect.gen(function* () {
    const bytes = new Uint8Array(yield* Effect.promise(() => input.file.arrayBuffer()))
    // loaded on use: the parser (papaparse, the encodings) stays out of the list pages that wire this
    const { readUpdateFile } = yield* Effect.promise(() => import('./csv/read-update-file'))
    const file = readUpdateFile(bytes)
    const job: CsvUpdateJob = yield* create({ kind: input.kind, fileName: input.name, encoding: file.encoding, header: file.header })
    for (let at = 0; at < file.rows.length; at += maxUpdateRows) yield* rows({ id: job.id, rows: file.rows.slice(at, at + maxUpdateRows) })
    return yield* check({ id: job.id })
  }),
)

const loadPage = operation(
  api.admin.imports.updatePreview,
  (input: CsvUpdatePageInput) => ({ params: id(input.id), query: { status: input.status, limit: previewPageSize, ...(input.cursor === undefined ? {} : { cursor: input.cursor }) } }),
  (page): Page<CsvUpdateRow> => page,
)
const applyBatch = operation(api.admin.imports.updateApply, (input: { readonly id: string }) => ({ params: id(input.id) }))
const abort = operation(api.admin.imports.updateAbort, (input: { readonly id: string }) => ({ params: id(input.id) }))

export const csvUpdateOps = { upload, create, rows, check, loadPage, applyBatch, abort } as const
