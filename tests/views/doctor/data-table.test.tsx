// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DataTable, renderedRows, type DataColumn } from '@src/views/components/data-table.component'

afterEach(cleanup)

interface R { readonly id: string; readonly name: string }
const rows: ReadonlyArray<R> = [{ id: 'a', name: '一' }, { id: 'b', name: '二' }, { id: 'c', name: '三' }]
const columns: ReadonlyArray<DataColumn<R>> = [
  { id: 'id', header: 'ID', cell: (r) => r.id },
  { id: 'name', header: '名前', cell: (r) => r.name, sortKey: 'nameKana' },
]

describe('DataTable', () => {
  it('sorts on the server: a sortable header asks for the sort, others are plain', () => {
    const onSortChange = vi.fn()
    const { rerender } = render(<DataTable label="表" rows={rows} columns={columns} rowKey={(r) => r.id} onOpen={() => {}} onSortChange={onSortChange} emptyText="なし" />)
    expect(screen.getByRole('columnheader', { name: 'ID' }).querySelector('button')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '名前' }))
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'nameKana', order: 'asc' })
    rerender(<DataTable label="表" rows={rows} columns={columns} rowKey={(r) => r.id} onOpen={() => {}} onSortChange={onSortChange} sort={{ key: 'nameKana', order: 'asc' }} emptyText="なし" />)
    expect(screen.getByRole('columnheader', { name: '名前' }).getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(screen.getByRole('button', { name: '名前' }))
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'nameKana', order: 'desc' })
  })

  it('is one tab stop: arrows move the active row, Enter opens it', () => {
    const onOpen = vi.fn()
    render(<DataTable label="表" rows={rows} columns={columns} rowKey={(r) => r.id} onOpen={onOpen} emptyText="なし" />)
    const body = screen.getByRole('grid')
    expect(body.tabIndex).toBe(0)
    fireEvent.keyDown(body, { key: 'ArrowDown' })
    fireEvent.keyDown(body, { key: 'ArrowDown' })
    expect(body.getAttribute('aria-activedescendant')).toBe('表-row-c')
    fireEvent.keyDown(body, { key: 'Home' })
    fireEvent.keyDown(body, { key: 'Enter' })
    expect(onOpen).toHaveBeenCalledWith(rows[0])
  })

  // jsdom lays nothing out: give the scrolling body the size it has in a browser (560 px).
  const bodySize = (el: Element, size: number) => (el.classList.contains('data-table__body') ? size : 0)
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get(this: HTMLElement) { return bodySize(this, 560) } })
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { return bodySize(this, 1024) } })
  })
  afterAll(() => {
    delete (HTMLElement.prototype as Partial<Record<'clientHeight' | 'clientWidth', number>>).clientHeight
    delete (HTMLElement.prototype as Partial<Record<'clientHeight' | 'clientWidth', number>>).clientWidth
  })

  it('keeps the active row rendered when it is scrolled out: aria-activedescendant always names an element', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: `r${i}`, name: `行${i}` }))
    render(<DataTable label="表" rows={many} columns={columns} rowKey={(r) => r.id} onOpen={() => {}} emptyText="なし" />)
    const grid = screen.getByRole('grid')
    const body = grid.querySelector<HTMLElement>('.data-table__body')!
    const named = () => document.getElementById(grid.getAttribute('aria-activedescendant')!)
    fireEvent.keyDown(grid, { key: 'ArrowDown' })
    fireEvent.keyDown(grid, { key: 'ArrowDown' })
    expect(named()?.textContent).toContain('行2')
    // scrolled far down: row 2 is out of the window of rendered rows, but still in the DOM
    act(() => {
      body.scrollTop = 300 * 44
      fireEvent.scroll(body)
    })
    expect(screen.queryByText('行300')).not.toBeNull()
    expect(named()?.classList.contains('is-active')).toBe(true)
    expect(named()?.textContent).toContain('行2')
    expect(screen.queryByText('行100')).toBeNull()
    // End from there: the last row becomes active; scrolled back to the top it stays rendered
    fireEvent.keyDown(grid, { key: 'End' })
    act(() => {
      body.scrollTop = 0
      fireEvent.scroll(body)
    })
    expect(screen.queryByText('行0')).not.toBeNull()
    expect(named()?.textContent).toContain('行499')
    expect(grid.querySelectorAll('[role="row"].is-active')).toHaveLength(1)
    // the active row is not "selected": this grid has no selection column, so no row says aria-selected
    expect(grid.querySelectorAll('[role="row"][aria-selected]')).toHaveLength(0)
  })

  it('marks as selected only the ticked rows (0件を選択中: none), never the keyboard-active row', () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, name: `行${i}` }))
    const view = (ticked: ReadonlyArray<R>) => (
      <DataTable
        label="表"
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        onOpen={() => {}}
        emptyText="なし"
        selection={{ selected: new Set(ticked.map((r) => r.id)), labelOf: (r) => r.name, onChange: () => {} }}
      />
    )
    const { rerender } = render(view([]))
    const grid = screen.getByRole('grid')
    expect(grid.getAttribute('aria-multiselectable')).toBe('true')
    const selectedRows = () => [...grid.querySelectorAll('[role="row"][aria-selected="true"]')].map((r) => r.textContent)
    expect(selectedRows()).toEqual([])
    expect(grid.querySelectorAll('.data-table__row--body[aria-selected="false"]')).toHaveLength(5)
    fireEvent.keyDown(grid, { key: 'ArrowDown' })
    expect(document.getElementById(grid.getAttribute('aria-activedescendant')!)?.getAttribute('aria-selected')).toBe('false')
    rerender(view([rows[3]!]))
    expect(selectedRows()).toHaveLength(1)
    expect(selectedRows()[0]).toContain('行3')
  })

  it('re-renders no row that stays in view while the body scrolls (rows are memoised)', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: `r${i}`, name: `行${i}` }))
    const cell = vi.fn((r: R) => r.name)
    const counted: ReadonlyArray<DataColumn<R>> = [{ id: 'name', header: '名前', cell }]
    render(<DataTable label="表" rows={many} columns={counted} rowKey={(r) => r.id} onOpen={() => {}} emptyText="なし" />)
    const body = screen.getByRole('grid').querySelector<HTMLElement>('.data-table__body')!
    const shownBefore = cell.mock.calls.length
    cell.mockClear()
    act(() => {
      body.scrollTop = 2 * 44
      fireEvent.scroll(body)
    })
    // two rows came into view at the bottom; the others were not rendered again
    expect(cell.mock.calls.length).toBeLessThanOrEqual(2)
    expect(shownBefore).toBeGreaterThan(10)
  })

  it('renders rows in whole blocks, plus the active row wherever it is', () => {
    const range = { startIndex: 30, endIndex: 42, overscan: 2, count: 10_000 }
    // 28…44 widened to blocks of 12: 24…47
    expect(renderedRows(range, 30)).toEqual(Array.from({ length: 24 }, (_, i) => 24 + i))
    // one row further keeps the same rows (no element added or removed)
    expect(renderedRows({ ...range, startIndex: 31, endIndex: 43 }, 30)).toEqual(renderedRows(range, 30))
    expect(renderedRows(range, 3)[0]).toBe(3)
    expect(renderedRows(range, 9_999).at(-1)).toBe(9_999)
    expect(renderedRows({ startIndex: 0, endIndex: 4, overscan: 2, count: 5 }, 0)).toEqual([0, 1, 2, 3, 4])
    expect(renderedRows({ startIndex: 0, endIndex: 0, overscan: 2, count: 0 }, 0)).toEqual([])
  })

  it('says so when there are no rows', () => {
    render(<DataTable label="表" rows={[]} columns={columns} rowKey={(r) => r.id} onOpen={() => {}} emptyText="該当なし" />)
    expect(screen.queryByText('該当なし')).not.toBeNull()
  })
})
