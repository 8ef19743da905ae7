/**
 * The CSV service bound for the import machines: parsing in a Web Worker (browser) and the
 * failed-rows download. Runs on its own small runtime: it needs no other service.
 */
import { Effect } from 'effect'
import { settleUnlessAborted } from '../bridge'
import { CsvFiles } from '../../services/csv.service'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import type { CsvParsed } from '../../services/csv/parse-csv'
import type { CsvApi } from './doctor.wiring'

const withCsv = <A, E>(f: (csv: CsvFiles['Service']) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const csv = yield* CsvFiles
    return yield* f(csv)
  }).pipe(Effect.provide(CsvFiles.layer))

export const csvApi: CsvApi = {
  parse: (input, signal) =>
    settleUnlessAborted(
      Effect.runPromise(withCsv((csv) => csv.parse({ file: input.file, name: input.name, kind: input.kind })), { signal }),
      signal,
    ).then((p: CsvParsed) => p),
}

export { failedRowsCsv }
