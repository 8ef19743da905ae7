/**
 * The CSV service's inline reader (Node: tests, benchmark) loads the parser on use, so the
 * encoding tables stay out of the app's entry chunk; it speaks the worker's protocol: the head,
 * then checked rows in chunks only as far as the machine wants them (back-pressure).
 */
import { Effect, Fiber } from 'effect'
import { describe, expect, it } from 'vitest'
import type { CsvReadEvent, CsvWantEvent } from '@src/domain/csv-import'
import { CsvFiles } from '@src/services/csv.service'
import { rowChunk } from '@src/services/csv/csv-stream'
import { makeDoctorCsv } from '../e2e/fixtures/doctor-csv.fixture'

/** Reads a file; `want(n)` asks for rows; `events` is what the reader sent. */
const read = (bytes: Uint8Array) => {
  const events: Array<CsvReadEvent> = []
  const listeners: Array<(e: CsvWantEvent) => void> = []
  const fiber = Effect.runFork(
    CsvFiles.use((csv) =>
      csv.read({ file: new Blob([bytes as Uint8Array<ArrayBuffer>]), name: 'doctors.csv', kind: 'doctor' }, { send: (e) => void events.push(e), receive: (l) => void listeners.push(l) }),
    ).pipe(Effect.provide(CsvFiles.layerInline)),
  )
  const want = (upTo: number) => listeners.forEach((l) => l({ type: 'rows.want', upTo }))
  /** Until `done` holds (the reader works in macrotasks; the parser is loaded on first use). */
  const settle = async (done: () => boolean) => {
    for (let i = 0; i < 5000 && !done(); i++) await new Promise((r) => setTimeout(r, 1))
  }
  const rows = () => events.flatMap((e) => (e.type === 'csv.rows' ? e.rows : []))
  return { events, want, settle, rows, stop: () => Effect.runPromise(Fiber.interrupt(fiber)) }
}

describe('CsvFiles.layerInline', () => {
  it('sends the head of a UTF-8 doctor file whose header lacks columns', async () => {
    const r = read(new TextEncoder().encode('姓,名\n山田,太郎\n'))
    await r.settle(() => r.events.length > 0)
    expect(r.events[0]).toMatchObject({ type: 'csv.head', head: { total: 1, missingColumns: expect.arrayContaining(['メールアドレス']) } })
    await r.stop()
  })

  it('refuses a binary file with the encoding message', async () => {
    const r = read(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0xff, 0xfe, 0x80, 0x81]))
    await r.settle(() => r.events.length > 0)
    expect(r.events).toEqual([{ type: 'csv.failed', message: expect.stringContaining('文字コードを判別できませんでした') }])
    await r.stop()
  })

  it('checks and sends rows only as far as wanted, in chunks, each accepted row with its encoded request and without the decoded value', async () => {
    const r = read(makeDoctorCsv({ count: 3 * rowChunk + 10, badLines: [5], encoding: 'shift_jis', tag: 'cf' }))
    await r.settle(() => r.events.length > 0)
    expect(r.events[0]).toMatchObject({ type: 'csv.head', head: { total: 3 * rowChunk + 10, encoding: 'Shift_JIS' } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(r.rows()).toHaveLength(0) // nothing checked before it is wanted
    r.want(rowChunk + 1)
    await r.settle(() => r.rows().length >= 2 * rowChunk)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(r.rows()).toHaveLength(2 * rowChunk) // whole chunks, no further than wanted
    const [accepted, bad] = [r.rows()[0]!, r.rows()[3]!]
    expect(accepted.value).toBeUndefined()
    expect(JSON.parse(new TextDecoder().decode(accepted.request))).toMatchObject({ row: 2, importKey: accepted.key, input: { email: expect.any(String) } })
    expect(bad).toMatchObject({ line: 5, errors: [expect.any(String)] })
    expect(bad.request).toBeUndefined()
    r.want(10 * rowChunk)
    await r.settle(() => r.rows().length >= 3 * rowChunk + 10)
    expect(r.rows().map((row) => row.line)).toEqual(Array.from({ length: 3 * rowChunk + 10 }, (_, i) => i + 2))
    await r.stop()
  })
})
