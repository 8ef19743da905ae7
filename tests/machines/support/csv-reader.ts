/**
 * A file reader for the CSV import machine in tests: sends the file's head, then its rows in
 * chunks of `chunk` as the machine wants them (`rows.want`), like the worker (src/services/csv).
 * `wants` records what the machine asked for.
 */
import { fromCallback } from 'xstate'
import type { CheckedRow, CsvReadEvent, CsvWantEvent, ParsedCsv, ParseFileInput } from '@src/machines/csv-import.machine'

export const fileOf = (rows: ReadonlyArray<CheckedRow>, missingColumns: ReadonlyArray<string> = []): ParsedCsv => ({
  fileName: 'f.csv',
  encoding: 'UTF-8',
  header: ['email'],
  missingColumns,
  total: rows.length,
  rows,
})

export const fakeReader = (fileFor: (input: ParseFileInput) => ParsedCsv | Error, options: { readonly chunk?: number; readonly wants?: Array<number> } = {}) =>
  fromCallback<CsvWantEvent, ParseFileInput>(({ input, sendBack, receive }) => {
    const parsed = fileFor(input)
    let sent = 0
    let stopped = false
    receive((event) => {
      options.wants?.push(event.upTo)
      if (parsed instanceof Error) return
      const pump = () => {
        if (stopped || sent >= event.upTo || sent >= parsed.rows.length) return
        const rows = parsed.rows.slice(sent, sent + (options.chunk ?? 1))
        sent += rows.length
        sendBack({ type: 'csv.rows', rows } satisfies CsvReadEvent)
        setTimeout(pump, 0)
      }
      setTimeout(pump, 0)
    })
    setTimeout(() => {
      if (stopped) return
      if (parsed instanceof Error) sendBack({ type: 'csv.failed', message: parsed.message } satisfies CsvReadEvent)
      else {
        const { rows: _rows, ...head } = parsed
        sendBack({ type: 'csv.head', head } satisfies CsvReadEvent)
      }
    }, 0)
    return () => {
      stopped = true
    }
  })
