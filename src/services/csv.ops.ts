/** CSV steps of the import machine that reach no API: parsing a file (in a Web Worker in the browser). */
import type { ParseFileInput } from '../domain/csv-import'
import { CsvFiles } from './csv.service'
import { local } from './operation'

export const csvOps = {
  parse: local('csv.parse', (input: ParseFileInput) => CsvFiles.use((csv) => csv.parse({ file: input.file, name: input.name, kind: input.kind }))),
} as const
