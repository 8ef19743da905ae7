// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable, type DataColumn } from '../../../src/views/components/data-table.component'

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

  it('says so when there are no rows', () => {
    render(<DataTable label="表" rows={[]} columns={columns} rowKey={(r) => r.id} onOpen={() => {}} emptyText="該当なし" />)
    expect(screen.queryByText('該当なし')).not.toBeNull()
  })
})
