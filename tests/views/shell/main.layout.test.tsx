// @vitest-environment jsdom
/**
 * Main layout: menu in spec order with logout last, active entry highlighted, navigation and
 * logout callbacks, hamburger toggling the drawer, user e-mail slot.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { menuEntries, menuSpec } from '../support/menu'
import { menuEntriesOf } from '@src/app/menu'
import { MainLayout } from '@src/views/layouts/main.layout'

afterEach(cleanup)

const renderAt = (pathname: string, search: Record<string, unknown> = {}, userEmail?: string) => {
  const onNavigate = vi.fn()
  const onPrefetch = vi.fn()
  const onLogout = vi.fn()
  const onHome = vi.fn()
  render(
    <MainLayout
      appName="MediColle WEB"
      userEmail={userEmail}
      menu={menuEntries({ pathname, search }, { manageOperators: true })}
      onNavigate={onNavigate}
      onPrefetch={onPrefetch}
      onLogout={onLogout}
      onHome={onHome}
    >
      <h1>本文</h1>
    </MainLayout>,
  )
  return { onNavigate, onPrefetch, onLogout, onHome, nav: screen.getByRole('navigation', { name: 'メインメニュー' }) }
}

describe('MainLayout', () => {
  it('lists the menu in spec order, logout last', () => {
    const { nav } = renderAt('/')
    const headers = Array.from(nav.querySelectorAll('.app-menu > li > .app-menu__link')).map((node) => node.textContent)
    expect(headers).toEqual([
      '医師管理',
      'クライアント管理',
      '記事管理',
      'PR管理',
      '組織管理',
      '専門分野管理',
      '管理者管理',
      '監査ログ',
      'アンケート',
      'MP管理',
      'ギフト券交換履歴',
      '利用レポート',
      'ログアウト',
    ])
  })

  it('keeps the place of a pending entry (role being asked) hidden from everyone: no link, out of the accessibility tree', () => {
    render(
      <MainLayout appName="MediColle WEB" menu={menuEntries({ pathname: '/', search: {} }, undefined, true)} menuBusy onNavigate={vi.fn()} onLogout={vi.fn()} onHome={vi.fn()}>
        <h1>本文</h1>
      </MainLayout>,
    )
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' })
    expect(within(nav).queryByRole('link', { name: '管理者管理' })).toBeNull()
    const slot = nav.querySelector('.app-menu__item--pending')
    expect(slot?.getAttribute('aria-hidden')).toBe('true')
    expect(slot?.querySelector('a, button')).toBeNull()
  })

  it('asks to preload the page of an entry when the pointer rests on it or the keyboard focuses it', () => {
    const { nav, onPrefetch, onNavigate } = renderAt('/')
    fireEvent.pointerEnter(within(nav).getByRole('link', { name: '医師管理' }))
    expect(onPrefetch).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'doctor', href: '/doctor' }))
    fireEvent.focus(within(nav).getByRole('link', { name: '利用レポート' }))
    expect(onPrefetch).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'report', href: '/report' }))
    expect(onNavigate).not.toHaveBeenCalled()
    expect(nav.getAttribute('aria-busy')).toBe('false')
  })

  it('highlights the current route, including its sub-pages', () => {
    const { nav } = renderAt('/doctor/42/edit')
    const active = nav.querySelectorAll('.app-menu__item.is-active')
    expect(active).toHaveLength(1)
    expect(within(nav).getByRole('link', { name: '医師管理' }).getAttribute('aria-current')).toBe('page')
  })

  it('expands PR and highlights the sub-entry of the current status', () => {
    const { nav } = renderAt('/press_release', { status: 'request' })
    const activeItem = nav.querySelector('.app-menu__sub .app-menu__item.is-active')
    expect(activeItem?.textContent).toBe('公開申請中')
    expect(within(nav).getByRole('button', { name: 'PR管理' }).getAttribute('aria-expanded')).toBe('true')
    expect(within(nav).queryByRole('link', { name: '編集中' })).not.toBeNull()
  })

  it('shows the work waiting next to 記事管理 and PR管理 (and its 公開申請中), named for a screen reader; none at zero', () => {
    render(
      <MainLayout
        appName="MediColle WEB"
        menu={menuEntriesOf(menuSpec, { pathname: '/press_release', search: { status: 'request' } }, { manageOperators: true }, false, { manuscriptsUnderReview: 3, pressReleasesRequested: 0 })}
        onNavigate={vi.fn()}
        onLogout={vi.fn()}
        onHome={vi.fn()}
      >
        <h1>本文</h1>
      </MainLayout>,
    )
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' })
    const manuscripts = within(nav).getByRole('link', { name: '記事管理', description: '対応待ち3件' })
    expect(manuscripts.getAttribute('href')).toBe('/manuscript')
    expect(within(nav).getByRole('button', { name: 'PR管理' }).getAttribute('aria-describedby')).toBeNull()
    expect(within(nav).getByRole('link', { name: '公開申請中' }).getAttribute('aria-describedby')).toBeNull()
    cleanup()
    render(
      <MainLayout
        appName="MediColle WEB"
        menu={menuEntriesOf(menuSpec, { pathname: '/', search: {} }, { manageOperators: true }, false, { manuscriptsUnderReview: 0, pressReleasesRequested: 2 })}
        onNavigate={vi.fn()}
        onLogout={vi.fn()}
        onHome={vi.fn()}
      >
        <h1>本文</h1>
      </MainLayout>,
    )
    const again = screen.getByRole('navigation', { name: 'メインメニュー' })
    expect(within(again).getByRole('link', { name: '記事管理' }).getAttribute('aria-describedby')).toBeNull()
    expect(within(again).getByRole('button', { name: 'PR管理', description: '対応待ち2件' })).toBeTruthy()
    expect(within(again).getByRole('link', { name: '公開申請中', description: '対応待ち2件', hidden: true }).getAttribute('href')).toBe('/press_release?status=request')
  })

  it('navigates on a plain click and leaves modified clicks to the browser', () => {
    const { nav, onNavigate } = renderAt('/')
    const link = within(nav).getByRole('link', { name: 'MP管理' })
    expect(link.getAttribute('href')).toBe('/mp_management')
    fireEvent.click(link)
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'mp', href: '/mp_management' }))
    fireEvent.click(link, { ctrlKey: true })
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })

  it('logs out from the last entry', () => {
    const { nav, onLogout, onNavigate } = renderAt('/')
    fireEvent.click(within(nav).getByRole('button', { name: 'ログアウト' }))
    expect(onLogout).toHaveBeenCalledTimes(1)
    expect(onNavigate).not.toHaveBeenCalled()
  })

  it('the hamburger folds and unfolds the drawer', () => {
    const { nav } = renderAt('/')
    expect(nav.hidden).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'メニューを閉じる' }))
    expect(nav.hidden).toBe(true)
    const open = screen.getByRole('button', { name: 'メニューを開く' })
    expect(open.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(open)
    expect(nav.hidden).toBe(false)
  })

  it('shows the app name, the content and the signed-in e-mail when given', () => {
    renderAt('/', {}, 'admin@medicolle.example')
    expect(screen.getByRole('banner').textContent).toContain('MediColle WEB')
    expect(screen.getByRole('banner').textContent).toContain('admin@medicolle.example')
    expect(screen.getByRole('main').textContent).toBe('本文')
  })

  it('has no user area without an e-mail', () => {
    renderAt('/')
    expect(screen.getByRole('banner').querySelector('.top-bar__user')).toBeNull()
  })
})
