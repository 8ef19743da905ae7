/**
 * The table bench page: the same doctor rows (the /doctor list's 8 columns, Japanese names and
 * kana, e-mails, status badges) in
 *   ours          the console's DataTable (src/views/components: TanStack Table 9 + react-virtual)
 *   prime         PrimeReact DataTable, plain (every row in the DOM, the page scrolls)
 *   primeVirtual  PrimeReact DataTable, scrollable, scrollHeight 560px, virtualScrollerOptions itemSize 44
 * Both PrimeReact tables are set up as the console would use them: `lazy` with a controlled sort
 * (the server sorts), `selectionMode="single"` (without it PrimeReact rows take no keyboard).
 * Driven by bench/table.bench.ts through `window.tableBench` (bench/table/api.ts).
 */
import { PrimeReactProvider } from 'primereact/api'
import { Column } from 'primereact/column'
import { DataTable as PrimeDataTable } from 'primereact/datatable'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
// The app's theme (Lara, then the console's CSS), without the app's recolouring: colours do not change timings.
import 'primereact/resources/themes/lara-light-blue/theme.css'
import '../../src/app/theme'
import type { Doctor } from '../../src/domain/doctor'
import { DataTable, type DataSort } from '../../src/views/components/data-table.component'
import { doctorColumns } from '../../src/areas/doctor/doctor-list.page'
import type { ActiveRow, RowSet, ScrollResult, TableBench, Variant } from './api'
import './bench.css'

const sizes = [100, 1_000, 10_000] as const
const bodyHeight = 560
const rowHeight = 44
/** One mouse-wheel notch in Chromium. */
const wheelPx = 100

// ---- rows ------------------------------------------------------------------------------------
const lastNames = ['山田', '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '中村', '小林', '加藤', '吉田', '山本']
const lastKana = ['ヤマダ', 'サトウ', 'スズキ', 'タカハシ', 'タナカ', 'イトウ', 'ワタナベ', 'ナカムラ', 'コバヤシ', 'カトウ', 'ヨシダ', 'ヤマモト']
const romaji = ['yamada', 'sato', 'suzuki', 'takahashi', 'tanaka', 'ito', 'watanabe', 'nakamura', 'kobayashi', 'kato', 'yoshida', 'yamamoto']
const firstNames = ['太郎', '花子', '一郎', '美咲', '健太', '陽子', '翔', '葵', '大輔', '真由美']
const firstKana = ['タロウ', 'ハナコ', 'イチロウ', 'ミサキ', 'ケンタ', 'ヨウコ', 'ショウ', 'アオイ', 'ダイスケ', 'マユミ']
const organizations = ['東京中央病院', '大阪北総合病院', '札幌医科クリニック', '福岡みなと病院', '名古屋記念病院', null]
const prefectures = ['東京都', '大阪府', '北海道', '福岡県', '愛知県', null]

/** Row `i`: its e-mail carries the number (`<name>.<i>@…`), which is how the driver finds rows. */
const doctor = (i: number): Doctor =>
  ({
    id: `d${i}`,
    email: `${romaji[i % 12]}.${i}@med-${i % 97}.example.jp`,
    lastName: lastNames[i % 12],
    firstName: firstNames[(i >> 1) % 10],
    lastNameKana: lastKana[i % 12],
    firstNameKana: firstKana[(i >> 1) % 10],
    phone: null,
    medicalLicenseNumber: String(100000 + i),
    organizationId: null,
    organizationName: organizations[i % 6],
    belongIds: [],
    expertiseIds: [],
    prefecture: prefectures[i % 6],
    allowed: i % 3 !== 0,
    frozen: i % 17 === 0,
    deletedAt: i % 29 === 0 ? '2024-06-01T00:00:00Z' : null,
    notification: { disabled: false, receptionFrequency: 'daily' },
    mpBalance: (i * 137) % 25_000,
    lastSignedInAt: null,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
    updatedAt: '2024-04-01T00:00:00Z',
  }) as unknown as Doctor

/** Generated once at load, so the heap baseline holds them and only the tables are measured. */
const rowSets = new Map(
  sizes.map((n) => {
    const first = Array.from({ length: n }, (_, i) => doctor(i))
    return [n, { first, next: Array.from({ length: n }, (_, i) => doctor(n + i)), sorted: [...first].reverse() }] as const
  }),
)
/** The row number `i` of a rendered row (from its e-mail cell). */
const rowNumber = (el: Element | null): number | null => {
  const m = el ? /\.(\d+)@/.exec(el.textContent ?? '') : null
  return m ? Number(m[1]) : null
}

// ---- columns: the /doctor list's own (doctor-list.page.tsx) -------------------------------------
const columns = doctorColumns
/** PrimeReact's table layout is fixed: the flexible tracks become shares of the rest. */
const primeWidths: Record<string, string> = { name: '10%', kana: '11%', email: '18%', organization: '12%', prefecture: '5rem', status: '9.5rem', mp: '5.5rem', createdAt: '6.5rem' }
const noop = () => {}

// ---- the three tables --------------------------------------------------------------------------
interface TableProps {
  readonly rows: ReadonlyArray<Doctor>
  readonly sort: DataSort | undefined
}

const Ours = ({ rows, sort }: TableProps) => (
  <DataTable
    label="医師一覧"
    rows={rows}
    columns={columns}
    rowKey={(d) => d.id}
    onOpen={noop}
    sort={sort}
    onSortChange={noop}
    emptyText="該当する医師はいません"
    rowHeight={rowHeight}
    bodyHeight={bodyHeight}
    rowClassName={(d) => (d.frozen || d.deletedAt !== null ? 'is-muted' : undefined)}
  />
)

const Prime = ({ rows, sort, virtual }: TableProps & { readonly virtual: boolean }) => {
  const [selection, setSelection] = useState<Doctor | null>(null)
  const scroll = virtual ? { scrollable: true, scrollHeight: `${bodyHeight}px`, virtualScrollerOptions: { itemSize: rowHeight } } : {}
  return (
    <PrimeDataTable
      className="bench-prime"
      value={rows as Array<Doctor>}
      dataKey="id"
      lazy
      totalRecords={rows.length}
      sortField={sort?.key}
      sortOrder={sort ? (sort.order === 'asc' ? 1 : -1) : 0}
      onSort={noop}
      selectionMode="single"
      metaKeySelection={false}
      selection={selection}
      onSelectionChange={(e) => setSelection(e.value as Doctor | null)}
      rowClassName={(d: Doctor) => (d.frozen || d.deletedAt !== null ? 'is-muted' : '')}
      tableStyle={{ tableLayout: 'fixed', width: '100%' }}
      emptyMessage="該当する医師はいません"
      {...scroll}
    >
      {columns.map((c) => (
        <Column key={c.id} field={c.id} header={c.header} body={(d: Doctor) => c.cell(d)} sortable={c.sortKey !== undefined} sortField={c.sortKey} style={{ width: primeWidths[c.id] }} />
      ))}
    </PrimeDataTable>
  )
}

const Table = ({ variant, ...props }: TableProps & { readonly variant: Variant }) =>
  variant === 'ours' ? <Ours {...props} /> : <Prime {...props} virtual={variant === 'primeVirtual'} />

// ---- the page and its driver API -----------------------------------------------------------------
const container = document.getElementById('root')
if (!container) throw new Error('no #root')
const root = createRoot(container)
let current: { variant: Variant; size: number; rows: ReadonlyArray<Doctor> } | undefined
/** Row id → position in the rows shown now. */
let positions = new Map<string, number>()
const setCurrent = (next: typeof current) => {
  current = next
  positions = new Map((next?.rows ?? []).map((d, i) => [d.id as string, i]))
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
/** After the next frame has been produced (a task queued from rAF runs after its paint). */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
const host = () => document.getElementById('table-host')!

const show = (variant: Variant, rows: ReadonlyArray<Doctor>, sort: DataSort | undefined) =>
  flushSync(() =>
    root.render(
      <PrimeReactProvider value={{ ripple: false }}>
        <button type="button" id="before">前</button>
        <div id="table-host">
          <Table variant={variant} rows={rows} sort={sort} />
        </div>
      </PrimeReactProvider>,
    ),
  )

/** Render, then wait until `firstRow`'s e-mail is in the table and painted. */
const timeRender = async (variant: Variant, rows: ReadonlyArray<Doctor>, sort: DataSort | undefined) => {
  const expected = rows[0]!.email
  const started = performance.now()
  show(variant, rows, sort)
  for (let i = 0; i < 300 && !host().textContent?.includes(expected); i += 1) await frame()
  await painted()
  return performance.now() - started
}

const scroller = (): HTMLElement => {
  if (current?.variant === 'ours') return host().querySelector<HTMLElement>('.data-table__body')!
  if (current?.variant === 'primeVirtual') return host().querySelector<HTMLElement>('.p-virtualscroller')!
  return document.scrollingElement as HTMLElement
}
/** The part of the window where body rows show (below the header, inside the scroller). */
const viewport = (): DOMRect => {
  const headBottom = host().querySelector('thead, .data-table__head')!.getBoundingClientRect().bottom
  const box = current?.variant === 'prime' ? new DOMRect(0, 0, innerWidth, innerHeight) : scroller().getBoundingClientRect()
  const top = Math.max(0, box.top, headBottom)
  const bottom = Math.min(innerHeight, box.bottom)
  return new DOMRect(box.left, top, box.width, Math.max(0, bottom - top))
}
const bodyRowSelector = () => (current?.variant === 'ours' ? '.data-table__row--body' : '.p-datatable-tbody > tr')

const bench: TableBench = {
  sizes,
  async mount(variant, size) {
    await bench.unmount()
    const rows = rowSets.get(size as (typeof sizes)[number])!.first
    setCurrent({ variant, size, rows })
    return timeRender(variant, rows, undefined)
  },
  async replace(set: RowSet) {
    if (!current) throw new Error('nothing mounted')
    const rows = rowSets.get(current.size as (typeof sizes)[number])![set]
    setCurrent({ ...current, rows })
    return timeRender(current.variant, rows, set === 'sorted' ? { key: 'lastNameKana', order: 'desc' } : undefined)
  },
  async unmount() {
    flushSync(() => root.render(null))
    setCurrent(undefined)
    scrollTo(0, 0)
    await painted()
  },
  domCount: () => host().querySelectorAll('*').length,
  rowHeight: () => host().querySelector(bodyRowSelector())?.getBoundingClientRect().height ?? 0,
  async scroll(steps, mode) {
    const el = scroller()
    const rows = current!.rows
    const long: Array<PerformanceEntry> = []
    const observer = new PerformanceObserver((list) => long.push(...list.getEntries()))
    observer.observe({ type: 'long-animation-frame' })
    el.scrollTop = 0
    await painted()
    // Every frame's interval (LoAF reports only frames over 50 ms).
    let longestRafMs = 0
    let lastFrame: number | undefined
    let watching = true
    const watch = (now: number) => {
      if (lastFrame !== undefined) longestRafMs = Math.max(longestRafMs, now - lastFrame)
      lastFrame = now
      if (watching) requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
    const max = el.scrollHeight - el.clientHeight
    const stepMs: Array<number> = []
    let blankSteps = 0
    for (let s = 1; s <= steps; s += 1) {
      const started = performance.now()
      el.scrollTop = mode === 'jump' ? Math.round((max * s) / steps) : Math.min(max, s * wheelPx)
      await frame()
      await frame()
      stepMs.push(performance.now() - started)
      const v = viewport()
      const under = document.elementFromPoint(v.left + v.width / 2, v.top + v.height / 2)
      if (!under?.closest(bodyRowSelector())) blankSteps += 1
    }
    await painted()
    watching = false
    observer.disconnect()
    const frames = long.filter((e) => e.duration > 50)
    return {
      stepMs,
      longFrames: frames.length,
      longestFrameMs: Math.max(0, ...frames.map((e) => e.duration)),
      longestRafMs,
      blankSteps,
      reachedEnd: mode === 'wheel' || (host().textContent?.includes(rows[rows.length - 1]!.email) ?? false),
    } satisfies ScrollResult
  },
  focusTable() {
    const target = current?.variant === 'ours' ? host().querySelector<HTMLElement>('.data-table__body') : host().querySelector<HTMLElement>('tr[data-p-selectable-row="true"][tabindex="0"]')
    target?.focus()
  },
  scrollerCentre() {
    const v = viewport()
    return { x: v.left + v.width / 2, y: v.top + v.height / 2 }
  },
  activeRow(): ActiveRow {
    const focused = document.activeElement
    const focusInTable = host().contains(focused)
    let row: Element | null
    let n: number | null
    if (current?.variant === 'ours') {
      // The grid keeps the active row in aria-activedescendant ("<label>-row-<id>"), also when
      // that row is scrolled out and not in the DOM.
      const id = host().querySelector('[aria-activedescendant]')?.getAttribute('aria-activedescendant') ?? null
      row = id ? document.getElementById(id) : null
      const m = id ? /-row-d(\d+)$/.exec(id) : null
      n = m ? Number(m[1]) : null
    } else {
      // PrimeReact keeps it as DOM focus on the <tr> (roving tabindex).
      row = focusInTable ? (focused?.closest('.p-datatable-tbody > tr') ?? null) : null
      n = rowNumber(row)
    }
    const index = n === null ? null : (positions.get(`d${n}`) ?? null)
    const v = viewport()
    const r = row?.getBoundingClientRect()
    const visible = r !== undefined && r.bottom > v.top + 1 && r.top < v.bottom - 1
    const tag = focused ? `${focused.tagName.toLowerCase()}${focused.className ? `.${String(focused.className).split(' ')[0]}` : ''}` : 'none'
    return { index, inDom: row !== null && row.isConnected, visible, focusInTable, focused: tag }
  },
  async frames(n) {
    for (let i = 0; i < n; i += 1) await frame()
    await painted()
  },
}

;(window as unknown as { tableBench: TableBench }).tableBench = bench
document.title = 'table bench: ready'
