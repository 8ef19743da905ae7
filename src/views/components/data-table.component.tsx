/**
 * The list table of the console: TanStack Table 9 (column model, controlled server-side
 * sorting) + @tanstack/react-virtual (only the visible rows are in the DOM).
 *
 * - Sorting is manual: a header click asks the owner (`onSortChange`), which puts the sort in
 *   the URL; the server sorts. The table only shows the arrow.
 * - Keyboard: the grid takes focus and carries aria-activedescendant (a rowgroup may not); the
 *   scrolling body is focusable too (axe: a scroll region must be) and its keys reach the grid's
 *   handler. ↑/↓, PageUp/PageDown, Home/End move the active row (scrolled into view even when virtualised), Enter or Space opens it.
 * - Rows are links for the mouse too (click opens).
 * - Optional selection column (`selection`): a checkbox per row and one for the page; Space
 *   ticks the active row (Enter still opens), shift-click or Shift+Space ticks the range from the
 *   row ticked last. The owner keeps the ticked keys (list pages: `useRowSelection`).
 * - Scrolling re-renders only the rows that come into view: body rows are a memoised component
 *   whose props are values (the row, its position, active / ticked flags) and callbacks that never
 *   change (they read the latest props through a ref); cells render from the column list as given
 *   (keep it a module constant or memoised). The active row stays rendered when it is scrolled out
 *   (a range extractor adds it), so `aria-activedescendant` always names an element.
 * Why not PrimeReact's DataTable: see docs/doctors-clients.md (virtual scroller + keyboard).
 */
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table'
import { useVirtualizer, type Range } from '@tanstack/react-virtual'
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { listActionsText } from '../text/list-actions.text'
import './data-table.component.css'

export interface DataColumn<Row extends object> {
  readonly id: string
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** Server-side sort key; absent: not sortable. */
  readonly sortKey?: string
  /** CSS grid track, e.g. '12rem' or 'minmax(10rem, 1fr)'. */
  readonly width?: string
  /** The cell in a CSV export of the list (default: the cell when it is text or a number). */
  readonly csv?: (row: Row) => string | number
}

/** The selection column: which rows are ticked (by row key) and how a tick changes them. */
export interface DataSelection<Row extends object> {
  readonly selected: ReadonlySet<string>
  /** Tick (`selected`) or untick these rows. */
  readonly onChange: (rows: ReadonlyArray<Row>, selected: boolean) => void
  /** The row's name for its checkbox label (〇〇を選択). */
  readonly labelOf: (row: Row) => string
}

export interface DataSort {
  readonly key: string
  readonly order: 'asc' | 'desc'
}

export interface DataTableProps<Row extends object> {
  readonly label: string
  readonly rows: ReadonlyArray<Row>
  readonly columns: ReadonlyArray<DataColumn<Row>>
  readonly rowKey: (row: Row) => string
  readonly onOpen: (row: Row) => void
  readonly sort?: DataSort | undefined
  readonly onSortChange?: (sort: DataSort | undefined) => void
  readonly busy?: boolean
  readonly emptyText: string
  /** Row height in px (rows are fixed-height so the virtual list needs no measuring). */
  readonly rowHeight?: number
  /** Height of the scrolling body in px. */
  readonly bodyHeight?: number
  readonly rowClassName?: (row: Row) => string | undefined
  readonly selection?: DataSelection<Row> | undefined
}

const features = tableFeatures({ rowSortingFeature })

/** Rows are added and removed in blocks of this many (see `renderedRows`). */
const rowBlock = 12

/**
 * The rows to render: those in view and `overscan` more either side, widened to whole blocks of
 * `rowBlock` rows, so most scroll steps add or remove no element at all (the browser only moves
 * what is already painted); plus the active row wherever it is, so aria-activedescendant always
 * names an element.
 */
export const renderedRows = (range: Range, active: number): Array<number> => {
  if (range.count === 0) return []
  const from = Math.max(0, Math.floor((range.startIndex - range.overscan) / rowBlock) * rowBlock)
  const to = Math.min(range.count - 1, Math.ceil((range.endIndex + range.overscan + 1) / rowBlock) * rowBlock - 1)
  const indexes = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (active < from && active >= 0) indexes.unshift(active)
  else if (active > to && active < range.count) indexes.push(active)
  return indexes
}

interface BodyRowProps<Row extends object> {
  readonly row: Row
  readonly rowId: string
  readonly domId: string
  readonly index: number
  readonly start: number
  readonly active: boolean
  readonly columns: ReadonlyArray<DataColumn<Row>>
  readonly template: string
  readonly rowHeight: number
  readonly extraClass: string | undefined
  /** The checkbox's label when the table has a selection column. */
  readonly tickLabel: string | undefined
  readonly ticked: boolean
  /** Stable for the table's life (they read the latest state through refs). */
  readonly onRowClick: (index: number) => void
  readonly onTickClick: (index: number, event: MouseEvent<HTMLInputElement>) => void
}

const BodyRowView = <Row extends object>({
  row, rowId, domId, index, start, active, columns, template, rowHeight, extraClass, tickLabel, ticked, onRowClick, onTickClick,
}: BodyRowProps<Row>) => (
  <div
    id={domId}
    role="row"
    aria-rowindex={index + 2}
    // "selected" is the tick of the selection column (none: the grid selects nothing); the
    // keyboard-active row is named by the grid's aria-activedescendant and drawn by `is-active`
    aria-selected={tickLabel !== undefined ? ticked : undefined}
    data-row-key={rowId}
    className={`data-table__row data-table__row--body${active ? ' is-active' : ''}${extraClass ? ` ${extraClass}` : ''}`}
    style={{ gridTemplateColumns: template, height: rowHeight, transform: `translateY(${start}px)` }}
    onClick={() => onRowClick(index)}
  >
    {tickLabel !== undefined ? (
      <div role="gridcell" className="data-table__cell data-table__cell--select">
        <input type="checkbox" tabIndex={-1} aria-label={tickLabel} checked={ticked} onClick={(event) => onTickClick(index, event)} onChange={noChange} />
      </div>
    ) : null}
    {columns.map((c) => (
      <div key={c.id} role="gridcell" className="data-table__cell">
        {c.cell(row)}
      </div>
    ))}
  </div>
)
const noChange = () => undefined
/** Re-rendered only when one of its props changes (scrolling changes none of a row that stays in view). */
const BodyRow = memo(BodyRowView) as typeof BodyRowView

export const DataTable = <Row extends object>({
  label,
  rows,
  columns,
  rowKey,
  onOpen,
  sort,
  onSortChange,
  busy = false,
  emptyText,
  rowHeight = 44,
  bodyHeight = 560,
  rowClassName,
  selection,
}: DataTableProps<Row>) => {
  const sorting: SortingState = sort ? [{ id: columns.find((c) => c.sortKey === sort.key)?.id ?? sort.key, desc: sort.order === 'desc' }] : []
  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>()
    return columns.map((c): ColumnDef<typeof features, Row, unknown> =>
      // An accessor column (TanStack sorts only columns with an accessor); sorting is manual, so the
      // accessed value is never compared here. Body cells render from `columns` (BodyRow).
      helper.accessor(() => c.id, { id: c.id, header: c.header, enableSorting: c.sortKey !== undefined }) as ColumnDef<typeof features, Row, unknown>,
    )
  }, [columns])
  const table = useTable({
    features,
    data: rows as Array<Row>,
    columns: columnDefs,
    state: { sorting },
    manualSorting: true,
    enableMultiSort: false,
    getRowId: (row) => rowKey(row),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      const column = columns.find((c) => c.id === first?.id)
      onSortChange?.(first && column?.sortKey ? { key: column.sortKey, order: first.desc ? 'desc' : 'asc' } : undefined)
    },
  })
  const tableRows = table.getRowModel().rows
  const scrollRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const activeIndex = Math.min(active, Math.max(0, tableRows.length - 1))
  const rangeExtractor = useCallback((range: Range) => renderedRows(range, activeIndex), [activeIndex])
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 2,
    initialRect: { width: 1024, height: bodyHeight },
    rangeExtractor,
  })
  const template = [...(selection ? ['2.75rem'] : []), ...columns.map((c) => c.width ?? 'minmax(8rem, 1fr)')].join(' ')
  // The row ticked last: a shift-click (or Shift+Space) ticks the range from it.
  const anchor = useRef<number | null>(null)
  const isTicked = (index: number) => selection?.selected.has(tableRows[index]?.id ?? '') ?? false
  const tick = (index: number, range: boolean) => {
    const row = tableRows[index]
    if (!selection || !row) return
    const on = !isTicked(index)
    const from = range && anchor.current !== null ? Math.min(anchor.current, index) : index
    const to = range && anchor.current !== null ? Math.max(anchor.current, index) : index
    selection.onChange(tableRows.slice(from, to + 1).map((r) => r.original), on)
    anchor.current = index
  }
  // The rows' callbacks never change; they act on the latest render's rows and handlers.
  const latest = useRef({ tableRows, onOpen, tick })
  latest.current = { tableRows, onOpen, tick }
  const onRowClick = useCallback((index: number) => {
    const row = latest.current.tableRows[index]
    setActive(index)
    if (row) latest.current.onOpen(row.original)
  }, [])
  const onTickClick = useCallback((index: number, event: MouseEvent<HTMLInputElement>) => {
    event.stopPropagation()
    setActive(index)
    latest.current.tick(index, event.shiftKey)
  }, [])
  const pageTicked = selection !== undefined && tableRows.length > 0 && tableRows.every((r) => selection.selected.has(r.id))
  const pagePartly = selection !== undefined && !pageTicked && tableRows.some((r) => selection.selected.has(r.id))

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(tableRows.length - 1, index))
    setActive(next)
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // keys typed into a header button or a row's checkbox are theirs, not the grid's
    if (event.target instanceof Element && event.target.closest('button, input, a, [role="checkbox"]')) return
    const page = Math.max(1, Math.floor(bodyHeight / rowHeight) - 1)
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      PageDown: () => moveTo(activeIndex + page),
      PageUp: () => moveTo(activeIndex - page),
      Home: () => moveTo(0),
      End: () => moveTo(tableRows.length - 1),
      Enter: () => {
        const row = tableRows[activeIndex]
        if (row) onOpen(row.original)
      },
    }
    keys[' '] = selection ? () => tick(activeIndex, event.shiftKey) : keys['Enter']!
    const action = keys[event.key]
    if (action && tableRows.length > 0) {
      event.preventDefault()
      action()
    }
  }

  const activeId = tableRows[activeIndex] ? `${label}-row-${tableRows[activeIndex]!.id}` : undefined

  return (
    <div
      className="data-table"
      role="grid"
      aria-label={label}
      aria-busy={busy}
      aria-rowcount={tableRows.length + 1}
      aria-multiselectable={selection ? true : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-activedescendant={activeId}
    >
      <div className="data-table__head" role="rowgroup">
        {table.getHeaderGroups().map((group) => (
          <div key={group.id} className="data-table__row data-table__row--head" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template }}>
            {selection ? (
              <div role="columnheader" className="data-table__cell data-table__cell--head data-table__cell--select">
                <input
                  type="checkbox"
                  aria-label={listActionsText.selection.all}
                  checked={pageTicked}
                  ref={(el) => {
                    if (el) el.indeterminate = pagePartly
                  }}
                  disabled={tableRows.length === 0}
                  onChange={() => selection.onChange(tableRows.map((r) => r.original), !pageTicked)}
                />
              </div>
            ) : null}
            {group.headers.map((header) => {
              const sortable = header.column.getCanSort()
              const dir = header.column.getIsSorted()
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  className="data-table__cell data-table__cell--head"
                  aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : sortable ? 'none' : undefined}
                >
                  {sortable ? (
                    <button type="button" className="data-table__sort" onClick={header.column.getToggleSortingHandler()}>
                      <table.FlexRender header={header} />
                      <i className={`pi ${dir === 'asc' ? 'pi-sort-amount-up-alt' : dir === 'desc' ? 'pi-sort-amount-down' : 'pi-sort-alt'}`} aria-hidden="true" />
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </div>
              )
            })}
          </div>
        ))}
      </div>
      <div
        ref={scrollRef}
        className="data-table__body"
        role="rowgroup"
        tabIndex={0}
        // while the first rows load, the body keeps a full page's height: the pager and anything
        // under the table stay where the rows will put them (layout shift)
        style={{ maxHeight: bodyHeight, minHeight: busy && tableRows.length === 0 ? bodyHeight : undefined }}
      >
        {tableRows.length === 0 ? (
          <div className="data-table__empty" role="row">
            <div role="gridcell">{busy ? '読み込み中…' : emptyText}</div>
          </div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = tableRows[item.index]!
              return (
                <BodyRow
                  key={row.id}
                  row={row.original}
                  rowId={row.id}
                  domId={`${label}-row-${row.id}`}
                  index={item.index}
                  start={item.start}
                  active={item.index === activeIndex}
                  columns={columns}
                  template={template}
                  rowHeight={rowHeight}
                  extraClass={rowClassName?.(row.original)}
                  tickLabel={selection ? listActionsText.selection.row(selection.labelOf(row.original)) : undefined}
                  ticked={selection?.selected.has(row.id) ?? false}
                  onRowClick={onRowClick}
                  onTickClick={onTickClick}
                />
              )
            })}
          </div>
        )}
      </div>
    </div>
  )
}
