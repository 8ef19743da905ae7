/**
 * The CSV service's inline parser (Node: tests, benchmark) loads the parser on use, so the
 * encoding tables stay out of the app's entry chunk; its outcomes are the worker's.
 */
import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { CsvFiles } from '../../src/services/csv.service'

const parse = (bytes: Uint8Array<ArrayBuffer>) =>
  Effect.runPromiseExit(
    CsvFiles.use((csv) => csv.parse({ file: new Blob([bytes]), name: 'doctors.csv', kind: 'doctor' })).pipe(Effect.provide(CsvFiles.layerInline)),
  )

describe('CsvFiles.layerInline', () => {
  it('parses a UTF-8 doctor file', async () => {
    const exit = await parse(new TextEncoder().encode('姓,名\n山田,太郎\n'))
    expect(Exit.isSuccess(exit) && exit.value.missingColumns.length > 0).toBe(true) // the header lacks the other required columns
  })

  it('refuses a binary file with the encoding message', async () => {
    const exit = await parse(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0xff, 0xfe, 0x80, 0x81]))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(JSON.stringify(exit)).toContain('"reason":"encoding"')
  })
})
