/**
 * What a CSV import records when it ends (admin POST /imports, src/domain/import-record.ts),
 * made from the import machine's context (src/machines/csv-import.machine.ts): kind, file, totals
 * and the rows it did not commit, cut to what the call takes (1,000 rows, 50 columns, long cells
 * shortened) so that a large file never makes the record itself fail.
 */
import { maxRecordedColumns, maxRecordedRows, type ImportRecordInput } from '../domain/import-record'

/** What of the import's context the record needs (FailedRow: line, cells, reasons). */
export interface ImportRecordSource {
  readonly kind: ImportRecordInput['kind']
  readonly file?: { readonly name: string } | undefined
  readonly parsed?: { readonly fileName: string; readonly header: ReadonlyArray<string>; readonly rows: { readonly length: number }; readonly total?: number } | undefined
  readonly committed: number
  readonly failed: ReadonlyArray<{ readonly line: number; readonly raw: Readonly<Record<string, string>>; readonly errors: ReadonlyArray<string> }>
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s)

const cellsOf = (raw: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(raw).slice(0, maxRecordedColumns).map(([k, v]) => [k, clip(v, 1000)]))

export const importRecordOf = (context: ImportRecordSource, outcome: ImportRecordInput['outcome']): ImportRecordInput => ({
  kind: context.kind,
  fileName: clip(context.file?.name || context.parsed?.fileName || '（名前なし）', 255),
  outcome,
  // every row of the file (rows still unread when an import is aborted included)
  total: Math.max(context.parsed?.total ?? 0, context.parsed?.rows.length ?? 0, context.committed + context.failed.length),
  committed: context.committed,
  failed: context.failed.length,
  header: (context.parsed?.header ?? []).slice(0, maxRecordedColumns).map((h) => clip(h, 200)),
  failedRows: [...context.failed]
    .sort((a, b) => a.line - b.line)
    .slice(0, maxRecordedRows)
    .map((f) => ({ line: f.line, reason: clip(f.errors.join(' / ') || '—', 1000), cells: cellsOf(f.raw) })),
})
