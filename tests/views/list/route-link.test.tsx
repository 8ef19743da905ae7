// @vitest-environment jsdom
/**
 * Links the user follows are real anchors (src/views/components/route-link.component.tsx): a list's
 * name cell links to the row's record without also firing the row's click, a ButtonLink keeps the
 * Button's look, and a crumb's `onFollow` runs on a plain click only (Ctrl-click opens a new tab).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { linkOptions, RouterContextProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ClientId } from '@src/domain/ids'
import type { DataColumn } from '@src/views/components/data-table.component'
import { ListTable } from '@src/views/components/list-page.component'
import { PageHeading } from '@src/views/components/page-heading.component'
import { ButtonLink, linkColumn } from '@src/views/components/route-link.component'
import { RouterWrapper, testRouter } from '../support/router'

afterEach(cleanup)

interface Row {
  readonly id: ClientId
  readonly name: string
}
const rows: ReadonlyArray<Row> = [{ id: '7' as ClientId, name: 'テスト製薬' }]
const columns: ReadonlyArray<DataColumn<Row>> = [{ id: 'name', header: '名前', cell: (r) => r.name }]
const detailLink = (clientId: ClientId) => linkOptions({ to: '/client/$clientId', params: { clientId } })

describe('links', () => {
  // jsdom lays nothing out: give the scrolling body the size it has in a browser (as data-table.test.tsx does)
  const bodySize = (el: Element, size: number) => (el.classList.contains('data-table__body') ? size : 0)
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get(this: HTMLElement) { return bodySize(this, 560) } })
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { return bodySize(this, 1024) } })
  })
  afterAll(() => {
    delete (HTMLElement.prototype as Partial<Record<'clientHeight' | 'clientWidth', number>>).clientHeight
    delete (HTMLElement.prototype as Partial<Record<'clientHeight' | 'clientWidth', number>>).clientWidth
  })

  it('a name cell is an anchor to the record, out of the Tab order; its click is not the row\'s; CSV keeps the text', () => {
    const opened: Array<string> = []
    const linked = linkColumn(columns, 'name', (r) => detailLink(r.id))
    const list = { items: rows, nextCursor: null, error: undefined, busy: false, retry: () => {} }
    render(<ListTable page={{ list, search: {}, onSearch: () => {} }} label="一覧" columns={linked} rowKey={(r) => r.id} onOpen={(r) => opened.push(r.id)} emptyText="なし" />, { wrapper: RouterWrapper })
    const link = within(screen.getByRole('grid')).getByRole('link', { name: 'テスト製薬' })
    expect(link.getAttribute('href')).toBe('/client/7')
    expect(link.getAttribute('tabindex')).toBe('-1')
    fireEvent.click(link, { ctrlKey: true })
    expect(opened).toEqual([])
    fireEvent.click(link.closest('[role="row"]')!)
    expect(opened).toEqual(['7'])
    expect(linked[0]!.csv?.(rows[0]!)).toBe('テスト製薬')
  })

  it('ListTable `open`: the column\'s cell links to the record, a row click follows it; an inline `link` re-renders no row', async () => {
    const router = testRouter()
    const Wrapper = ({ children }: { readonly children: ReactNode }) => <RouterContextProvider router={router}>{children}</RouterContextProvider>
    let cells = 0
    const counted: ReadonlyArray<DataColumn<Row>> = [{ id: 'name', header: '名前', cell: (r) => (cells++, r.name) }]
    const list = { items: rows, nextCursor: null, error: undefined, busy: false, retry: () => {} }
    // the page passes an inline `link` on every render: the rows must not re-render for it
    const Page = (_: { readonly tick: number }) => (
      <ListTable page={{ list, search: {}, onSearch: () => {} }} label="一覧" columns={counted} rowKey={(r) => r.id} open={{ column: 'name', link: (r) => detailLink(r.id) }} emptyText="なし" />
    )
    const { rerender } = render(<Page tick={0} />, { wrapper: Wrapper })
    const link = within(screen.getByRole('grid')).getByRole('link', { name: 'テスト製薬' })
    expect(link.getAttribute('href')).toBe('/client/7')
    expect(link.getAttribute('tabindex')).toBe('-1')
    const rendered = cells
    rerender(<Page tick={1} />)
    expect(cells).toBe(rendered)
    fireEvent.click(link.closest('[role="row"]')!)
    await waitFor(() => expect(router.history.location.pathname).toBe('/client/7'))
  })

  it('a ButtonLink has the Button\'s classes and markup', () => {
    render(<ButtonLink link={linkOptions({ to: '/client/new' })} icon="pi pi-plus" label="新規登録" outlined />, { wrapper: RouterWrapper })
    const link = screen.getByRole('link', { name: '新規登録' })
    expect(link.getAttribute('href')).toBe('/client/new')
    expect(link.className).toBe('p-button p-component p-button-outlined')
    expect(link.querySelector('.p-button-icon.pi-plus')).not.toBeNull()
    expect(link.querySelector('.p-button-label')?.textContent).toBe('新規登録')
  })

  it('a crumb links to its route; onFollow runs on a plain click only', () => {
    let followed = 0
    render(<PageHeading title="編集" trail={[{ label: 'クライアント管理', link: linkOptions({ to: '/client' }), onFollow: () => void followed++ }]} />, { wrapper: RouterWrapper })
    const crumb = screen.getByRole('link', { name: 'クライアント管理' })
    expect(crumb.getAttribute('href')).toBe('/client')
    fireEvent.click(crumb, { ctrlKey: true })
    expect(followed).toBe(0)
    fireEvent.click(crumb)
    expect(followed).toBe(1)
  })
})
