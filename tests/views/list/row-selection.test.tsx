// @vitest-environment jsdom
/**
 * The selection column of the list tables (issue 17): Space ticks the active row (Enter still
 * opens it), Shift+Space (and shift-click) tick the range from the row ticked last, the header box
 * ticks the page; ticks are kept by `useRowSelection` (rows in the order ticked).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { DataTable, type DataColumn } from '@src/views/components/data-table.component'
import { useRowSelection } from '@src/views/components/list-page.component'

afterEach(cleanup)

interface R { readonly id: string; readonly name: string }
const rows: ReadonlyArray<R> = ['一', '二', '三', '四', '五'].map((name, i) => ({ id: `r${i}`, name }))
const columns: ReadonlyArray<DataColumn<R>> = [{ id: 'name', header: '名前', cell: (r) => r.name }]
const key = (r: R) => r.id
const name = (r: R) => r.name

const Harness = ({ onOpen, onTicked }: { readonly onOpen: (r: R) => void; readonly onTicked: (names: ReadonlyArray<string>) => void }) => {
  const selection = useRowSelection(key, name)
  onTicked(selection.rows.map(name))
  return <DataTable label="表" rows={rows} columns={columns} rowKey={key} onOpen={onOpen} emptyText="なし" selection={selection} />
}

const setup = () => {
  const onOpen = vi.fn()
  let ticked: ReadonlyArray<string> = []
  render(<Harness onOpen={onOpen} onTicked={(names) => (ticked = names)} />)
  return { onOpen, ticked: () => ticked, grid: screen.getByRole('grid') }
}

it('Space ticks the active row, Shift+Space the range from the last tick; Enter opens', () => {
  const { onOpen, ticked, grid } = setup()
  fireEvent.keyDown(grid, { key: 'ArrowDown' })
  fireEvent.keyDown(grid, { key: ' ' })
  expect(ticked()).toEqual(['二'])
  fireEvent.keyDown(grid, { key: 'ArrowDown' })
  fireEvent.keyDown(grid, { key: 'ArrowDown' })
  fireEvent.keyDown(grid, { key: ' ', shiftKey: true })
  expect(ticked()).toEqual(['二', '三', '四'])
  fireEvent.keyDown(grid, { key: ' ' })
  expect(ticked()).toEqual(['二', '三'])
  expect(onOpen).not.toHaveBeenCalled()
  fireEvent.keyDown(grid, { key: 'Enter' })
  expect(onOpen).toHaveBeenCalledWith(rows[3])
})

// (jsdom lays out no virtual rows, so the row checkboxes and shift-click are in tests/e2e/bulk-export.spec.ts)
it('the header box ticks the page, is mixed when some are ticked, and unticks the page', () => {
  const { ticked, grid } = setup()
  const page = screen.getByRole('checkbox', { name: 'このページの行をすべて選択' }) as HTMLInputElement
  fireEvent.keyDown(grid, { key: ' ' })
  expect(page.indeterminate).toBe(true)
  expect(page.checked).toBe(false)
  fireEvent.click(page)
  expect(ticked()).toEqual(['一', '二', '三', '四', '五'])
  expect(page.checked).toBe(true)
  fireEvent.click(page)
  expect(ticked()).toEqual([])
})
