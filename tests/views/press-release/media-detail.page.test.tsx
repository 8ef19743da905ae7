// @vitest-environment jsdom
/**
 * The medium's page, its items read from the record's declaration (src/domain/media.ts
 * `mediaRecord`): every item in order with its label, 利用停止日時 shown while the medium is active
 * too (未設定), the URL a link, 説明 as wide as the list; its releases' headers the press release's labels.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { linkOptions } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { installPrimeLocale } from '@src/app/locale'
import { useRouteList } from '@src/app/routes/route-list'
import type { Page } from '@src/domain/endpoint'
import type { MediaId, PressReleaseId } from '@src/domain/ids'
import type { Interview, Media } from '@src/domain/media'
import type { PressRelease } from '@src/domain/press-release'
import { MediaDetailPage } from '@src/areas/press-release/media-detail.page'
import { mediaMachines } from '@src/areas/press-release/media.wiring'
import { RouterWrapper } from '../support/router'

installPrimeLocale()
afterEach(cleanup)

const active = {
  id: '4', name: '医療新聞', url: 'https://iryo.example.jp', description: '医療の専門紙', logoUrl: null, suspended: false, suspendedAt: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-02T00:00:00.000Z', version: 1,
} as unknown as Media

const none = <T,>(): Page<T> => ({ items: [], nextCursorKey: null })
const interviewsMachine = mediaMachines.interviews.provide({ actors: { fetchPage: fromPromise(async () => none<Interview>()) } })
const releasesMachine = mediaMachines.pressReleases.provide({ actors: { fetchPage: fromPromise(async () => none<PressRelease>()) } })

const MediumPage = ({ medium }: { readonly medium: Media }) => {
  const machine = mediaMachines.detail.provide({
    actors: { loadRecord: fromPromise(async () => medium) },
    actions: { showDone: () => {}, showError: () => {} },
  })
  const interviewSearch = { mediaId: medium.id }
  const releaseSearch = { mediaId: medium.id }
  return (
    <MediaDetailPage
      machine={machine} mediumId={medium.id as MediaId} onDeleted={() => {}}
      interviews={useRouteList(interviewsMachine, interviewSearch)} interviewSearch={interviewSearch} onInterviewSearch={() => {}}
      pressReleases={useRouteList(releasesMachine, releaseSearch)} releaseSearch={releaseSearch} onReleaseSearch={() => {}}
      pressReleasesLink={linkOptions({ to: '/press_release' })} listLink={linkOptions({ to: '/press_release/media' })}
      pressReleaseLink={(id: PressReleaseId) => linkOptions({ to: '/press_release/$id/edit', params: { id } })}
    />
  )
}

const items = () =>
  [...document.querySelectorAll('.detail-list__item')].map((item) => [
    item.querySelector('dt')?.textContent,
    item.querySelector('dd')?.textContent,
    item.classList.contains('is-wide'),
  ])

describe('the medium page', () => {
  it('every item in order, 利用停止日時 未設定 while active, the URL a link, 説明 wide', async () => {
    render(<MediumPage medium={active} />, { wrapper: RouterWrapper })
    await waitFor(() => expect(items().length).toBeGreaterThan(0))
    expect(items()).toEqual([
      ['ID', '4', false], ['メディア名', '医療新聞', false], ['状態', '利用中', false], ['利用停止日時', '未設定', false],
      ['URL', 'https://iryo.example.jp', false], ['説明', '医療の専門紙', true], ['登録日時', '2024/04/01 09:00', false], ['更新日時', '2024/04/02 09:00', false],
    ])
    expect(screen.getByRole('link', { name: 'https://iryo.example.jp' }).getAttribute('href')).toBe('https://iryo.example.jp')
    const releases = screen.getByRole('grid', { name: 'このメディアのプレスリリース' })
    expect([...releases.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual(['タイトル', 'クライアント', 'ステータス', 'メディア', '公開日時'])
  })

  it('a suspended medium: its state and the time it was suspended; no URL and no description read 未設定', async () => {
    render(<MediumPage medium={{ ...active, url: null, description: null, suspended: true, suspendedAt: '2024-05-01T03:30:00.000Z' }} />, { wrapper: RouterWrapper })
    await waitFor(() => expect(items().length).toBeGreaterThan(0))
    expect(items().slice(2, 6)).toEqual([['状態', '利用停止中', false], ['利用停止日時', '2024/05/01 12:30', false], ['URL', '未設定', false], ['説明', '未設定', true]])
  })
})
