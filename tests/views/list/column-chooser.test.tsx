// @vitest-environment jsdom
/**
 * 表示する列 of every list: ticking a column off hides it in the table, the choice is kept in this
 * browser per list (localStorage) and is what a saved ビュー stores; a list page names its list
 * once, so its ビュー menu and its table keep the same list and a view restores that table's columns.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import type { SavedView } from '@src/domain/saved-view'
import { savedViewsMachine } from '@src/machines/saved-views.machine'
import { hiddenColumnsOf, setHiddenColumns } from '@src/views/components/column-visibility'
import type { DataColumn } from '@src/views/components/data-table.component'
import { ListFilters, ListTable } from '@src/views/components/list-page.component'
import { SavedViewsContext } from '@src/views/components/saved-views.component'

interface R { readonly id: string; readonly name: string; readonly email: string }
const columns: ReadonlyArray<DataColumn<R>> = [
  { id: 'name', header: '氏名', cell: (r) => r.name },
  { id: 'email', header: 'メールアドレス', cell: (r) => r.email },
]
const list = { items: [{ id: '1', name: '山田 太郎', email: 'yamada@example.jp' }], nextCursor: null, error: undefined, busy: false, retry: () => {} }
const table = (listName = 'test_list') =>
  render(<ListTable page={{ name: listName, list, search: {}, onSearch: () => {} }} label="テスト一覧" columns={columns} rowKey={(r) => r.id} onOpen={() => {}} emptyText="なし" />)
/** An entry of the open chooser (PrimeReact's overlay is still in its opening transition in jsdom). */
const option = (name: string) => screen.getAllByRole('option', { hidden: true }).find((o) => o.textContent === name)!
const summary = () => document.querySelector('.list-toolbar__columns .p-multiselect-label')?.textContent
const headers = () => within(screen.getByRole('grid')).getAllByRole('columnheader').map((h) => h.textContent)

beforeEach(() => {
  localStorage.clear()
  setHiddenColumns('test_list', [])
})
afterEach(cleanup)

describe('表示する列', () => {
  it('hides the column ticked off, keeps it for the list in this browser, shows it again when ticked', () => {
    table()
    expect(headers()).toEqual(['氏名', 'メールアドレス'])
    expect(summary()).toBe('すべての列')
    fireEvent.click(screen.getByRole('combobox', { name: '表示する列' }).closest('.p-multiselect')!)
    fireEvent.click(option('メールアドレス'))
    expect(headers()).toEqual(['氏名'])
    expect(summary()).toBe('2列中1列')
    expect(screen.queryByText('yamada@example.jp')).toBeNull()
    expect(JSON.parse(localStorage.getItem('medicolle.hiddenColumns.test_list')!)).toEqual(['email'])
    // the last shown column cannot be hidden
    fireEvent.click(option('氏名'))
    expect(headers()).toEqual(['氏名'])
    fireEvent.click(option('メールアドレス'))
    expect(headers()).toEqual(['氏名', 'メールアドレス'])
    expect(localStorage.getItem('medicolle.hiddenColumns.test_list')).toBeNull()
  })

  it('follows the store: a saved view applied elsewhere on the page hides its columns', () => {
    table()
    act(() => setHiddenColumns('test_list', ['name']))
    expect(headers()).toEqual(['メールアドレス'])
    // columns the list does not have (an old view) hide nothing; hiding every column shows them all
    act(() => setHiddenColumns('test_list', ['name', 'email', 'gone']))
    expect(headers()).toEqual(['氏名', 'メールアドレス'])
  })

  it('reads what this browser kept, and ignores a value that is not a list of columns', () => {
    localStorage.setItem('medicolle.hiddenColumns.kept_list', JSON.stringify(['email']))
    expect(hiddenColumnsOf('kept_list')).toEqual(['email'])
    localStorage.setItem('medicolle.hiddenColumns.broken_list', '{not json')
    expect(hiddenColumnsOf('broken_list')).toEqual([])
  })

  it('a list page names its list once: its keyword field, its ビュー menu and the columns its table hides', async () => {
    const asked: Array<string> = []
    const views = savedViewsMachine.provide({
      actors: {
        listViews: fromPromise<ReadonlyArray<SavedView>, string>(async ({ input }) => {
          asked.push(input)
          return []
        }),
      },
    })
    const page = { name: 'press-release', list, search: {}, onSearch: () => {} }
    render(
      <SavedViewsContext.Provider value={views}>
        <ListFilters page={page} keywordLabel="キーワード" />
        <ListTable page={page} label="テスト一覧" columns={columns} rowKey={(r) => r.id} onOpen={() => {}} emptyText="なし" />
      </SavedViewsContext.Provider>,
    )
    expect(screen.getByLabelText('キーワード').id).toBe('press-release-keyword')
    await waitFor(() => expect(asked).toEqual(['press_release']))
    fireEvent.click(screen.getByRole('combobox', { name: '表示する列' }).closest('.p-multiselect')!)
    fireEvent.click(option('メールアドレス'))
    expect(hiddenColumnsOf('press_release')).toEqual(['email'])
  })
})
