// @vitest-environment jsdom
/**
 * The console search dialog (Ctrl+K) over the real machine, its search call a stub: records grouped
 * under their kind's heading with their second line, pages and actions matched folded, ↑↓ / Enter
 * choose and open, nothing acts while an IME composes, Esc closes, a failure says so with 再試行.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ConsoleSearchHit, ConsoleSearchResult } from '@src/domain/console-search'
import { consoleSearchMachine } from '@src/machines/console-search.machine'
import { ConsoleSearchDialog, ShortcutsDialog } from '@src/views/dialogs/console-search.dialog'

afterEach(cleanup)

const hayashi: ConsoleSearchHit = { kind: 'doctor', id: '42', title: '林 花子', detail: 'hanako@example.jp', status: null }
const hayashi2: ConsoleSearchHit = { kind: 'doctor', id: '43', title: '林 健', detail: 'ken@example.jp', status: null }
const manuscript: ConsoleSearchHit = { kind: 'manuscript', id: '7', title: '林先生の睡眠講座', detail: '林 花子', status: 'under_review' }
const places = [
  { key: 'doctor', label: '医師管理', href: '/doctor' },
  { key: 'doctor-new', label: '医師管理 › 新規登録', href: '/doctor/new' },
  { key: 'client-import', label: 'クライアント管理 › CSV取込', href: '/client/import' },
]

const setup = (answer: (text: string) => Promise<ConsoleSearchResult>, recent: ReadonlyArray<ConsoleSearchHit> = []) => {
  const asked: string[] = []
  const actor = createActor(
    consoleSearchMachine.provide({
      actors: { searchRecords: fromPromise<ConsoleSearchResult, string>(({ input }) => (asked.push(input), answer(input))) },
      delays: { debounce: 0 },
    }),
  ).start()
  const onOpenRecord = vi.fn()
  const onOpenPlace = vi.fn()
  render(<ConsoleSearchDialog actor={actor} places={places} recent={recent} onOpenRecord={onOpenRecord} onOpenPlace={onOpenPlace} />)
  act(() => actor.send({ type: 'search.open' }))
  return { actor, asked, onOpenRecord, onOpenPlace }
}

const box = () => screen.findByRole('combobox', { name: '医師・クライアント・原稿などを検索' })

describe('ConsoleSearchDialog', () => {
  it('groups the records under their kind, each with the line that tells it apart, and pages that match', async () => {
    const { asked } = setup(async () => ({ hits: [hayashi, hayashi2, manuscript] }))
    fireEvent.change(await box(), { target: { value: 'ﾊﾔｼ' } })
    const doctors = await screen.findByRole('group', { name: '医師' })
    expect(within(doctors).getAllByRole('option').map((o) => o.textContent)).toEqual(['林 花子hanako@example.jp', '林 健ken@example.jp'])
    expect(within(screen.getByRole('group', { name: '原稿' })).getByRole('option').textContent).toBe('林先生の睡眠講座林 花子 · 審査中')
    expect(asked).toEqual(['ﾊﾔｼ'])
    // pages and actions match folded as the lists fold: full-width ｃｓｖ finds CSV取込
    fireEvent.change(await box(), { target: { value: 'ｃｓｖ' } })
    await waitFor(() => expect(screen.getByRole('group', { name: 'ページ・操作' }).textContent).toBe('クライアント管理 › CSV取込'))
  })

  it('↑↓ choose and Enter opens the chosen record; nothing acts while an IME composes', async () => {
    const { actor, onOpenRecord } = setup(async () => ({ hits: [hayashi, hayashi2] }))
    const input = await box()
    fireEvent.change(input, { target: { value: '林' } })
    await screen.findByRole('group', { name: '医師' })
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true')
    // composing: the arrow and Enter are the IME's
    fireEvent.keyDown(input, { key: 'ArrowDown', isComposing: true })
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 })
    expect(onOpenRecord).not.toHaveBeenCalled()
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true')
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id)
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onOpenRecord).toHaveBeenCalledWith(hayashi2)
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('shows the recent records and every page while blank; Esc closes (not while composing)', async () => {
    const { actor, onOpenPlace } = setup(async () => ({ hits: [] }), [hayashi])
    const input = await box()
    expect(screen.getByRole('group', { name: '最近開いたレコード' }).textContent).toBe('林 花子医師 · hanako@example.jp')
    expect(within(screen.getByRole('group', { name: 'ページ・操作' })).getAllByRole('option')).toHaveLength(3)
    fireEvent.keyDown(input, { key: 'Escape', isComposing: true })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    fireEvent.click(screen.getByRole('option', { name: '医師管理 › 新規登録' }))
    expect(onOpenPlace).toHaveBeenCalledWith(places[1])
    act(() => actor.send({ type: 'search.open' }))
    fireEvent.keyDown(await box(), { key: 'Escape' })
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('says when nothing is found, and why a search failed, with 再試行', async () => {
    let fail = true
    setup(async () => {
      if (fail) throw new Error('サーバーに接続できません')
      return { hits: [] }
    })
    fireEvent.change(await box(), { target: { value: 'zzz' } })
    expect((await screen.findByRole('alert')).textContent).toContain('検索できませんでした: サーバーに接続できません')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: '再試行' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('該当するものはありません'))
  })
})

describe('ShortcutsDialog', () => {
  it('lists the shortcuts, ⌘K on a Mac and Ctrl+K elsewhere', async () => {
    const { rerender } = render(<ShortcutsDialog visible mac={false} onHide={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'キーボードショートカット' })
    expect(dialog.textContent).toContain('Ctrl+K')
    expect(within(dialog).getByRole('table', { name: '一覧（表にフォーカスがあるとき）' }).textContent).toContain('PageUp / PageDown')
    rerender(<ShortcutsDialog visible mac onHide={() => {}} />)
    expect(screen.getByRole('dialog').textContent).toContain('⌘K')
  })
})
