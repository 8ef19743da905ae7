/**
 * A CSV 一括更新 file read for the upload: decoded with the insert import's own detection
 * (encoding.ts: Shift_JIS / CP932, UTF-8 with or without a BOM …), split by Papa Parse, its header
 * and its non-blank rows with their lines as Excel shows them (header = 1). The cells go to the
 * server as written: the server repairs and checks them against the records (src/domain/csv-repair.ts).
 */
import Papa from 'papaparse'
import { decodeCsvBytes } from './encoding'

export interface UpdateFile {
  readonly encoding: string
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<{ readonly line: number; readonly cells: ReadonlyArray<string> }>
}

export const readUpdateFile = (bytes: Uint8Array): UpdateFile => {
  const { text, encoding } = decodeCsvBytes(bytes)
  const parsed = Papa.parse<Array<string>>(text, { header: false, skipEmptyLines: false })
  const [header = [], ...data] = parsed.data
  const rows: Array<{ line: number; cells: ReadonlyArray<string> }> = []
  data.forEach((cells, index) => {
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: index + 2, cells })
  })
  return { encoding, header, rows }
}
