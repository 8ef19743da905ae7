// @vitest-environment jsdom
/**
 * The shared list-page pieces: the search form puts the keyword (trimmed by the route's search
 * Schema when navigation decodes it: src/domain/list-search.ts SearchText) and filters into a
 * new first-page search, 'clear' empties it, the pager moves by cursor and offers only the
 * moves that exist.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PagingSearch } from '@src/machines/list.machine'
import { ChoiceFilter, flagOptions, ListFilters, ListPager } from '@src/views/components/list-page.component'
import { parseClientListSearch } from '@src/areas/client/client.search'

afterEach(cleanup)

interface Search extends PagingSearch {
  readonly keyword?: string | undefined
  readonly suspended?: 'true' | 'false' | undefined
}

const filters = (search: Search) => {
  const seen: Search[] = []
  render(
    // what the list gets: the search as the route decodes it on navigation (its validateSearch, a list-search Schema)
    <ListFilters page={{ name: 'kw', search, onSearch: (s) => seen.push(parseClientListSearch({ ...s })) }} keywordLabel="キーワード">
      <ChoiceFilter id="suspended" label="利用状況" value={search.suspended} options={flagOptions({ true: '利用停止中', false: '利用中' })} onChange={() => {}} />
    </ListFilters>,
  )
  return seen
}

describe('ListFilters', () => {
  it('submits the trimmed keyword as a new first-page search, keeping the other filters', () => {
    const seen = filters({ suspended: 'true', cursor: 'c2', back: ['', 'c1'] })
    fireEvent.change(screen.getByLabelText('キーワード'), { target: { value: '  山田 ' } })
    fireEvent.click(screen.getByRole('button', { name: '検索' }))
    expect(seen).toEqual([{ suspended: 'true', keyword: '山田', cursor: undefined, back: undefined }])
  })

  it('drops an empty keyword from the search', () => {
    const seen = filters({ keyword: '山田' })
    fireEvent.change(screen.getByLabelText('キーワード'), { target: { value: '   ' } })
    fireEvent.submit(screen.getByRole('search'))
    expect(seen[0]?.keyword).toBeUndefined()
  })

  it('clears every filter and the typed keyword', () => {
    const seen = filters({ keyword: '山田', suspended: 'false' })
    fireEvent.click(screen.getByRole('button', { name: 'クリア' }))
    expect(seen).toEqual([{}])
    expect(screen.getByLabelText<HTMLInputElement>('キーワード').value).toBe('')
  })

  it('shows the chosen flag, and すべて when none is chosen', () => {
    const shown = () => document.querySelector('.p-dropdown-label')?.textContent
    filters({ suspended: 'true' })
    expect(shown()).toBe('利用停止中')
    cleanup()
    filters({})
    expect(shown()).toBe('すべて')
  })
})

describe('ListPager', () => {
  const pager = (search: Search, nextCursor: string | null, busy = false) => {
    const seen: Search[] = []
    render(<ListPager search={search} nextCursor={nextCursor} busy={busy} onSearch={(s) => seen.push(s)} />)
    return {
      seen,
      previous: screen.getByRole<HTMLButtonElement>('button', { name: '前へ' }),
      next: screen.getByRole<HTMLButtonElement>('button', { name: '次へ' }),
    }
  }

  it('on the first page offers only 次へ, which remembers the way back', () => {
    const { seen, previous, next } = pager({ keyword: 'a' }, 'k2')
    expect(previous.disabled).toBe(true)
    fireEvent.click(next)
    expect(seen).toEqual([{ keyword: 'a', cursor: 'k2', back: [''] }])
  })

  it('on the last page offers only 前へ, back to the page before', () => {
    const { seen, previous, next } = pager({ cursor: 'k3', back: ['', 'k2'] }, null)
    expect(next.disabled).toBe(true)
    fireEvent.click(previous)
    expect(seen).toEqual([{ cursor: 'k2', back: [''] }])
  })

  it('offers no move while a page loads', () => {
    const { previous, next } = pager({ cursor: 'k2', back: [''] }, 'k3', true)
    expect(previous.disabled && next.disabled).toBe(true)
  })
})
