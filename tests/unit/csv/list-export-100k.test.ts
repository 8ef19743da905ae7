/**
 * CSV出力 of a big list (issue 17): 100,000 rows go out page by page through the list's search
 * (cursor paging, the console's page size) without one long synchronous task: between pages the
 * export machine yields a macrotask, so a timer the page set (here a heartbeat every 0 ms) keeps
 * running all along. The file is built from per-page chunks: UTF-8 BOM, the header once, every
 * row once, formula-safe.
 */
import { Layer, ManagedRuntime } from 'effect'
import Papa from 'papaparse'
import { afterAll, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { makeEffectActor } from '@src/app/bridge'
import type { Page } from '@src/domain/endpoint'
import { listPageSize } from '@src/domain/list-query'
import { listExportMachine } from '@src/machines/list-export.machine'
import { csvOps } from '@src/services/csv.ops'

const runtime = ManagedRuntime.make(Layer.empty)
afterAll(() => runtime.dispose())

interface Row {
  readonly id: number
  readonly name: string
  readonly prefecture: string
}

const total = 100_000
/** What ran, in order: each page asked ('page') and each heartbeat ('beat'). */
const ran: Array<'page' | 'beat'> = []

/** The list's search over 100,000 rows: `listPageSize` rows per page, answered at once (the worst case for the page's thread). */
const search = fromPromise<Page<Row>, { readonly cursor?: string; readonly prefecture?: string }>(async ({ input }) => {
  ran.push('page')
  const from = input.cursor === undefined ? 0 : Number(input.cursor)
  const to = Math.min(total, from + listPageSize)
  const items = Array.from({ length: to - from }, (_, i) => ({ id: from + i, name: from + i === 7 ? '=HYPERLINK("x")' : `医師${from + i}`, prefecture: input.prefecture ?? '' }))
  return { items, nextCursorKey: to < total ? String(to) : null }
})

it('exports 100,000 rows in pages, yielding to the event loop between pages', async () => {
  let saved: { fileName: string; chunks: ReadonlyArray<string> } | undefined
  const machine = listExportMachine.provide({
    actors: { fetchPage: search as never, formatRows: makeEffectActor(runtime)(csvOps.formatRows) },
    actions: { saveFile: (_, params) => void (saved = { fileName: params.fileName, chunks: params.chunks }) },
  })
  // A heartbeat timer: it can only run when the export gives the thread back.
  let beats = 0
  const gaps: Array<number> = []
  let last = performance.now()
  let running = true
  const beat = () => {
    const now = performance.now()
    gaps.push(now - last)
    last = now
    beats += 1
    ran.push('beat')
    if (running) setTimeout(beat, 0)
  }
  setTimeout(beat, 0)

  const actor = createActor(machine).start()
  const started = performance.now()
  actor.send({
    type: 'export.start',
    search: { prefecture: '北海道', cursor: '500', back: [''] },
    fileName: '医師一覧.csv',
    header: ['ID', '氏名', '都道府県'],
    rowOf: ((r: Row) => [r.id, r.name, r.prefecture]) as never,
  })
  const done = await waitFor(actor, (s) => s.value === 'done' || s.value === 'failed', { timeout: 60_000 })
  running = false
  const elapsed = performance.now() - started
  expect(done.value).toBe('done')
  expect(done.context.rows).toBe(total)
  expect(done.context.pages).toBe(total / listPageSize)

  // The page's thread was given back between every two pages: the heartbeat (a timer the page set)
  // ran between each page asked and the next, so the export is never one long task whatever the
  // machine's speed. (How long the waits were is printed, not asserted: timings belong to the bench.)
  const pagesAsked = ran.filter((r) => r === 'page').length
  expect(pagesAsked).toBe(total / listPageSize)
  const pagesWithoutBeat = ran.join(' ').split('page').slice(1, -1).filter((between) => !between.includes('beat')).length
  expect(pagesWithoutBeat).toBe(0)
  const sorted = [...gaps].sort((a, b) => a - b)
  const p99 = sorted[Math.floor(sorted.length * 0.99)]!
  console.info(
    `100,000 rows: ${done.context.pages} pages in ${Math.round(elapsed)} ms; heartbeat ran ${beats} times, wait p99 ${p99.toFixed(1)} ms, longest ${sorted.at(-1)!.toFixed(1)} ms`,
  )

  // The file: one chunk per page, the BOM and the header once, every row once, formula-safe.
  expect(saved!.chunks).toHaveLength(total / listPageSize)
  const text = saved!.chunks.join('')
  expect(text.startsWith('\uFEFFID,氏名,都道府県\r\n')).toBe(true)
  const rows = Papa.parse<Array<string>>(text.slice(1), { skipEmptyLines: true }).data
  expect(rows).toHaveLength(total + 1)
  expect(rows[1]).toEqual(['0', '医師0', '北海道']) // from the first page, whatever page the list showed
  expect(rows[8]![1]).toBe(`'=HYPERLINK("x")`)
  expect(rows[total]![0]).toBe(String(total - 1))
  expect(new Set(rows.slice(1).map((r) => r[2]))).toEqual(new Set(['北海道']))
}, 90_000)
