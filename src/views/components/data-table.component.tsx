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
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
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
  const helper = createColumnHelper<typeof features, Row>()
  const sorting: SortingState = sort ? [{ id: columns.find((c) => c.sortKey === sort.key)?.id ?? sort.key, desc: sort.order === 'desc' }] : []
  const table = useTable({
    features,
    data: rows as Array<Row>,
    columns: columns.map((c): ColumnDef<typeof features, Row, unknown> =>
      // An accessor column (TanStack sorts only columns with an accessor); sorting is manual, so the
      // accessed value is never compared here.
      helper.accessor(() => c.id, { id: c.id, header: c.header, cell: ({ row }) => c.cell(row.original), enableSorting: c.sortKey !== undefined }) as ColumnDef<typeof features, Row, unknown>,
    ),
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
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 1024, height: bodyHeight },
  })
  const template = [...(selection ? ['2.75rem'] : []), ...columns.map((c) => c.width ?? 'minmax(8rem, 1fr)')].join(' ')
  const activeIndex = Math.min(active, Math.max(0, tableRows.length - 1))
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
        style={{ maxHeight: bodyHeight }}
      >
        {tableRows.length === 0 ? (
          <div className="data-table__empty" role="row">
            <div role="gridcell">{busy ? '読み込み中…' : emptyText}</div>
          </div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = tableRows[item.index]!
              const extra = rowClassName?.(row.original)
              return (
                <div
                  key={row.id}
                  id={`${label}-row-${row.id}`}
                  role="row"
                  aria-rowindex={item.index + 2}
                  aria-selected={item.index === activeIndex}
                  data-row-key={row.id}
                  className={`data-table__row data-table__row--body${item.index === activeIndex ? ' is-active' : ''}${extra ? ` ${extra}` : ''}`}
                  style={{ gridTemplateColumns: template, height: rowHeight, transform: `translateY(${item.start}px)` }}
                  onClick={() => {
                    setActive(item.index)
                    onOpen(row.original)
                  }}
                >
                  {selection ? (
                    <div role="gridcell" className="data-table__cell data-table__cell--select">
                      <input
                        type="checkbox"
                        tabIndex={-1}
                        aria-label={listActionsText.selection.row(selection.labelOf(row.original))}
                        checked={selection.selected.has(row.id)}
                        onClick={(event) => {
                          event.stopPropagation()
                          setActive(item.index)
                          tick(item.index, event.shiftKey)
                        }}
                        onChange={() => undefined}
                      />
                    </div>
                  ) : null}
                  {row.getAllCells().map((cell) => (
                    <div key={cell.id} role="gridcell" className="data-table__cell">
                      <table.FlexRender cell={cell} />
                    </div>
                  ))}
                </div>
              )
            })}
          </div>
        )}
      </div>
    </div>
  )
}
