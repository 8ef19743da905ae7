// @vitest-environment jsdom
/**
 * The press release page over its real status machine (actors stubbed): the body is shown
 * sanitised, only the domain's moves are offered, a send-back needs a reason and sends it,
 * and times are shown in Japan time; the JST picker converts both ways.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '@src/app/dayjs'
import { installPrimeLocale } from '@src/app/locale'
import type { MediaId } from '@src/domain/ids'
import type { PressRelease, PressReleaseMove } from '@src/domain/press-release'
import { instantOf, wallClockOf } from '@src/views/components/jst-date-time.component'
import { sanitizeHtml } from '@src/views/components/safe-html.component'
import { renderEditPage } from './render-edit-page'

installPrimeLocale()
afterEach(cleanup)

const release = (patch: Partial<PressRelease> = {}): PressRelease =>
  ({
    id: '7', clientId: '7', clientName: 'テスト製薬', mediaId: null, title: '新薬承認のお知らせ',
    body: '<p>本文</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">リンク</a>',
    tagIds: [], status: 'request', publishedAt: '2024-04-02T01:00:00.000Z', statusReason: null,
    createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z', ...patch,
  }) as unknown as PressRelease

/** The edit form (shown once a release is in editing) stays loading here: the editor is tried in tests/views/press-release/press-release-form.test.tsx, tests/views/rich-text and the browser (tests/e2e). */
const renderPage = (record: PressRelease, moves: Array<PressReleaseMove> = []) =>
  renderEditPage(record, { moves, formLoading: true, lookups: { media: [{ id: '8' as MediaId, name: '医療ニュース8', suspended: true }] } })

describe('press release page', () => {
  it('shows the body without scripts, handlers or javascript: links', async () => {
    renderPage(release())
    const body = await screen.findByLabelText('本文')
    expect(body.textContent).toContain('本文')
    expect(body.querySelector('script')).toBeNull()
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull()
    expect(body.querySelector('a')?.getAttribute('href')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">')
  })

  it('offers only the moves from request, shows times in JST, and sends a send-back only with its reason', async () => {
    const moves: Array<PressReleaseMove> = []
    renderPage(release(), moves)
    expect(await screen.findByRole('button', { name: '承認して公開' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '公開停止' })).toBeNull()
    expect(document.querySelector('[data-field="publishedAt"]')?.textContent).toBe('2024/04/02 10:00')
    fireEvent.click(screen.getByRole('button', { name: '差し戻し' }))
    fireEvent.click(await screen.findByRole('button', { name: '実行' }))
    expect(await screen.findByText('理由を入力してください')).toBeTruthy()
    expect(moves).toEqual([])
    fireEvent.change(screen.getByLabelText('理由'), { target: { value: '表現を見直してください' } })
    fireEvent.click(screen.getByRole('button', { name: '実行' }))
    await waitFor(() => expect(moves).toEqual([{ to: 'editing', reason: '表現を見直してください', when: 'now', publishedAt: undefined }]))
    await waitFor(() => expect(document.querySelector('[data-field="statusReason"]')?.textContent).toBe('表現を見直してください'))
  })

  it("marks a suspended medium's release as such, linked to the medium", async () => {
    renderPage(release({ mediaId: '8' as PressRelease['mediaId'] }))
    const medium = () => document.querySelector('[data-field="media"]')
    await waitFor(() => expect(medium()?.textContent).toBe('医療ニュース8メディア利用停止中'))
    expect(medium()?.querySelector('a')?.getAttribute('href')).toBe('/press_release/media/8')
  })

  it('the JST picker shows the Tokyo wall-clock time and reads it back as the same instant', () => {
    const shown = wallClockOf('2030-01-15T01:30:00.000Z')!
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([2030, 0, 15, 10, 30])
    expect(instantOf(shown)).toBe('2030-01-15T01:30:00.000Z')
  })
})
