/**
 * CSV import machine: behaviours outside the model's fixture (automatic retry on the
 * `batchRetry` delay, server-refused rows, cancel during a commit, batching, rows streamed from
 * the reader while batches commit).
 */
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import {
  csvImportMachine,
  fileRead,
  formatLineRanges,
  unprocessedCount,
  unprocessedRows,
  type CheckedRow,
  type CommitBatchInput,
  type ParsedCsv,
  type RowOutcome,
} from '@src/machines/csv-import.machine'
import { fakeReader, fileOf } from '../support/csv-reader'

const row = (line: number, bad = false): CheckedRow => ({
  line,
  raw: { email: `d${line}@example.jp` },
  key: `k-${line}`,
  ...(bad ? {} : { value: { line } }),
  errors: bad ? ['メールアドレス: 形式が正しくありません'] : [],
})

const start = (
  parsed: ParsedCsv,
  commit: (input: CommitBatchInput, call: number) => Promise<ReadonlyArray<RowOutcome>>,
  options: { batchSize?: number; autoRetries?: number; clock?: SimulatedClock; chunk?: number } = {},
) => {
  let calls = 0
  const batches: Array<ReadonlyArray<number>> = []
  const wants: Array<number> = []
  const actor = createActor(
    csvImportMachine.provide({
      actors: {
        readFile: fakeReader(() => parsed, { wants, ...(options.chunk ? { chunk: options.chunk } : {}) }),
        commitBatch: fromPromise<ReadonlyArray<RowOutcome>, CommitBatchInput>(({ input }) => {
          batches.push(input.rows.map((r) => r.line))
          return commit(input, calls++)
        }),
      },
    }),
    { input: { kind: 'doctor', batchSize: options.batchSize ?? 2, autoRetries: options.autoRetries ?? 0 }, ...(options.clock ? { clock: options.clock } : {}) },
  )
  actor.start()
  actor.send({ type: 'file.choose', file: new Blob(['x']), name: 'f.csv' })
  return { actor, batches, wants }
}

const created = (input: CommitBatchInput): Promise<ReadonlyArray<RowOutcome>> => Promise.resolve(input.rows.map((r) => ({ key: r.key, status: 'created' as const })))

describe('csv import machine', () => {
  it('sends accepted rows in batches of batchSize, in file order', async () => {
    const { actor, batches } = start(fileOf([2, 3, 4, 5, 6].map((l) => row(l))), created)
    const done = await waitFor(actor, (s) => s.matches('finished'))
    expect(batches).toEqual([[2, 3], [4, 5], [6]])
    expect(done.context.committed).toBe(5)
    expect(formatLineRanges(done.context.committedLines)).toBe('2〜6')
  })

  it('streams: commits the first batch before the reader has read the file, and never asks for more than readAhead batches beyond its cursor', async () => {
    let release: () => void = () => {}
    const { actor, batches, wants } = start(
      fileOf(Array.from({ length: 20 }, (_, i) => row(i + 2))),
      (input) => new Promise((r) => { release = () => r(input.rows.map((x) => ({ key: x.key, status: 'created' as const }))) }),
      { batchSize: 2, chunk: 1 },
    )
    const first = await waitFor(actor, (s) => s.matches({ running: 'committing' }))
    expect(first.context.parsed!.rows.length).toBeLessThan(20)
    // 2 rows gathered, the reader asked for 2 batches more (6 rows) and no further while the commit runs
    await new Promise((r) => setTimeout(r, 20))
    expect(actor.getSnapshot().context.parsed!.rows.length).toBe(6)
    expect(Math.max(...wants)).toBe(6)
    release()
    await waitFor(actor, (s) => s.matches({ running: 'committing' }) && batches.length === 2)
    release()
    for (let i = 0; i < 8; i++) {
      await waitFor(actor, (s) => s.matches('finished') || (s.matches({ running: 'committing' }) && batches.length > 2 + i))
      release()
    }
    const done = await waitFor(actor, (s) => s.matches('finished'))
    expect(batches.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i + 2))
    expect(done.context.committed).toBe(20)
  })

  it('a reader that fails mid-file: the import stops at the first row not read, the batch gathered is not sent', async () => {
    const parsed = fileOf([2, 3, 4, 5, 6].map((l) => row(l)))
    const actor = createActor(
      csvImportMachine.provide({
        actors: {
          readFile: fromCallback(({ sendBack, receive }) => {
            const { rows: _rows, ...head } = parsed
            setTimeout(() => sendBack({ type: 'csv.head', head }), 0)
            receive(() =>
              setTimeout(() => {
                sendBack({ type: 'csv.rows', rows: parsed.rows.slice(0, 3) })
                sendBack({ type: 'csv.failed', message: 'worker crashed' })
              }, 0),
            )
          }),
          commitBatch: fromPromise<ReadonlyArray<RowOutcome>, CommitBatchInput>(({ input }) => created(input)),
        },
      }),
      { input: { kind: 'doctor', batchSize: 2 } },
    ).start()
    actor.send({ type: 'file.choose', file: new Blob(['x']), name: 'f.csv' })
    const end = await waitFor(actor, (s) => s.matches('aborted'))
    expect(end.context.committedLines).toEqual([[2, 3]])
    expect(end.context.stoppedAt).toBe(2)
    expect(end.context.readError).toBe('worker crashed')
    expect(unprocessedCount(end.context)).toBe(3)
  })

  it('retries a failed batch automatically after the batchRetry delay, then asks', async () => {
    const clock = new SimulatedClock()
    const { actor, batches } = start(fileOf([row(2)]), () => Promise.reject(new Error('503')), { autoRetries: 2, clock })
    await waitFor(actor, (s) => s.matches({ running: 'retrying' }))
    expect(batches).toHaveLength(1)
    clock.increment(1999)
    expect(actor.getSnapshot().matches({ running: 'retrying' })).toBe(true)
    clock.increment(1)
    await waitFor(actor, (s) => s.matches({ running: 'retrying' }) && batches.length === 2)
    clock.increment(2000)
    const failed = await waitFor(actor, (s) => s.matches({ running: 'batchFailed' }))
    expect(batches).toHaveLength(3)
    expect(failed.context.lastError).toBe('503')
    expect(failed.hasTag('dialog')).toBe(true)
  })

  it('a retry after a lost response creates nothing twice: the server answers duplicate', async () => {
    const server = new Set<string>()
    const { actor, batches } = start(fileOf([row(2), row(3)]), (input, call) => {
      const outcomes = input.rows.map((r) => ({ key: r.key, status: server.has(r.key) ? ('duplicate' as const) : ('created' as const) }))
      input.rows.forEach((r) => server.add(r.key))
      return call === 0 ? Promise.reject(new Error('lost')) : Promise.resolve(outcomes)
    })
    await waitFor(actor, (s) => s.matches({ running: 'batchFailed' }))
    actor.send({ type: 'batch.retry' })
    const done = await waitFor(actor, (s) => s.matches('finished'))
    expect(batches).toEqual([[2, 3], [2, 3]])
    expect(server.size).toBe(2)
    expect(done.context.committed).toBe(2)
  })

  it('raises the row dialog for rows the server refuses, after the rest of their batch is committed', async () => {
    const { actor } = start(fileOf([row(2), row(3), row(4)]), (input) =>
      Promise.resolve(input.rows.map((r) => (r.line === 3 ? { key: r.key, status: 'failed' as const, errors: ['メールアドレス: 既に登録されています'] } : { key: r.key, status: 'created' as const }))),
    )
    const dialog = await waitFor(actor, (s) => s.matches({ running: 'rowError' }))
    expect(dialog.context.pendingErrors[0]).toMatchObject({ line: 3, errors: ['メールアドレス: 既に登録されています'] })
    expect(dialog.context.committed).toBe(1)
    actor.send({ type: 'row.skip' })
    const done = await waitFor(actor, (s) => s.matches('finished'))
    expect(done.context.committed).toBe(2)
    expect(done.context.failed.map((f) => f.line)).toEqual([3])
  })

  /** A server like the reference one: it stops a batch at its first refused row (server/src/areas/support/bulk.ts). */
  const stoppingServer = (refuse: ReadonlySet<number>, store: Set<string>) => (input: CommitBatchInput) => {
    const out: RowOutcome[] = []
    for (const r of input.rows) {
      if (refuse.has(r.line)) {
        out.push({ key: r.key, status: 'failed', errors: ['メールアドレス: 既に登録されています'] })
        break
      }
      out.push({ key: r.key, status: store.has(r.key) ? 'duplicate' : 'created' })
      store.add(r.key)
    }
    return Promise.resolve(out)
  }

  it('a refused row in the middle of a batch: nothing below it is committed; skip sends the rest from the next row', async () => {
    const store = new Set<string>()
    const { actor, batches } = start(fileOf([2, 3, 4, 5, 6, 7].map((l) => row(l))), stoppingServer(new Set([4]), store), { batchSize: 5 })
    const dialog = await waitFor(actor, (s) => s.matches({ running: 'rowError' }))
    expect(dialog.context.pendingErrors.map((e) => e.line)).toEqual([4])
    expect(formatLineRanges(dialog.context.committedLines)).toBe('2〜3')
    expect(store).toEqual(new Set(['k-2', 'k-3'])) // 5 and 6 were in the batch, not stored
    actor.send({ type: 'row.skip' })
    const done = await waitFor(actor, (s) => s.matches('finished'))
    expect(batches).toEqual([[2, 3, 4, 5, 6], [5, 6, 7]])
    expect(formatLineRanges(done.context.committedLines)).toBe('2〜3, 5〜7')
    expect(done.context.failed.map((f) => f.line)).toEqual([4])
  })

  it('a refused row in the middle of a batch, then abort: exactly the rows above it are committed', async () => {
    const store = new Set<string>()
    const { actor } = start(fileOf([2, 3, 4, 5, 6].map((l) => row(l))), stoppingServer(new Set([3]), store), { batchSize: 5 })
    await waitFor(actor, (s) => s.matches({ running: 'rowError' }))
    actor.send({ type: 'row.abort' })
    const end = await waitFor(actor, (s) => s.matches('aborted'))
    expect(store).toEqual(new Set(['k-2']))
    expect(end.context.committedLines).toEqual([[2, 2]])
    expect(end.context.abortedLine).toBe(3)
    expect(unprocessedRows(end.context).map((r) => r.line)).toEqual([4, 5, 6])
  })

  it('on cancel during a commit, waits for the commit and stops: committed rows are known exactly', async () => {
    let release: (v: ReadonlyArray<RowOutcome>) => void = () => {}
    const { actor } = start(fileOf([2, 3, 4, 5].map((l) => row(l))), (input) => new Promise((r) => { release = () => r(input.rows.map((x) => ({ key: x.key, status: 'created' as const }))) }))
    await waitFor(actor, (s) => s.matches({ running: 'committing' }))
    actor.send({ type: 'import.cancel' })
    expect(actor.getSnapshot().matches({ running: 'committing' })).toBe(true)
    release([])
    // after the stop the rest of the file is still read, for the download of the rows left
    const end = await waitFor(actor, (s) => s.matches('aborted') && fileRead(s.context))
    expect(end.context.committedLines).toEqual([[2, 3]])
    expect(unprocessedRows(end.context).map((r) => r.line)).toEqual([4, 5])
  })

  it('refuses to start on an unreadable file and accepts another one', async () => {
    const actor = createActor(
      csvImportMachine.provide({
        actors: {
          readFile: fakeReader((input) => (input.name === 'bad.xlsx' ? new Error('ファイルの文字コードを判別できませんでした。') : fileOf([row(2)]))),
          commitBatch: fromPromise<ReadonlyArray<RowOutcome>, CommitBatchInput>(({ input }) => created(input)),
        },
      }),
      { input: { kind: 'client' } },
    ).start()
    actor.send({ type: 'file.choose', file: new Blob([]), name: 'bad.xlsx' })
    const failed = await waitFor(actor, (s) => s.matches('parseFailed'))
    expect(failed.context.lastError).toBe('ファイルの文字コードを判別できませんでした。')
    actor.send({ type: 'file.choose', file: new Blob([]), name: 'good.csv' })
    const done = await waitFor(actor, (s) => s.matches('finished'))
    expect(done.context.committed).toBe(1)
    actor.send({ type: 'result.ok' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.parsed).toBeUndefined()
  })
})
