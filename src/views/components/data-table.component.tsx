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
import './data-table.component.css'

export interface DataColumn<Row extends object> {
  readonly id: string
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** Server-side sort key; absent: not sortable. */
  readonly sortKey?: string
  /** CSS grid track, e.g. '12rem' or 'minmax(10rem, 1fr)'. */
  readonly width?: string
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
  const template = columns.map((c) => c.width ?? 'minmax(8rem, 1fr)').join(' ')
  const activeIndex = Math.min(active, Math.max(0, tableRows.length - 1))

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
    keys[' '] = keys['Enter']!
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
