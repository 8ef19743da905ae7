// @vitest-environment jsdom
/**
 * The press release edit form, rendered from the record's declaration (src/domain/press-release.ts
 * `pressReleaseRecord`) with the page's own widgets (medium picker, tags, rich-text editor): the
 * fields staff see, in order, with their 必須 marks, the preview below the editor, the facts above
 * the form, and what a save sends (the form's fields; the client stays).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Schema } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import '@src/app/dayjs'
import { installPrimeLocale } from '@src/app/locale'
import type { MediaId, PressReleaseId, TagId } from '@src/domain/ids'
import { PressRelease, type PressReleaseFormLookups, type PressReleaseInput } from '@src/domain/press-release'
import type { SaveInput } from '@src/domain/records'
import { renderEditPage } from './render-edit-page'

installPrimeLocale()
afterEach(cleanup)

const release: PressRelease = Schema.decodeUnknownSync(PressRelease)({
  id: '7', clientId: '3', clientName: 'テスト製薬', mediaId: '8', title: '新薬承認のお知らせ', body: '<p>本文です</p>',
  tagIds: ['61'], status: 'editing', publishedAt: null, statusReason: '表現を見直してください',
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z', version: 4,
})

const lookups: PressReleaseFormLookups = {
  media: [{ id: '8' as MediaId, name: '医療ニュース', suspended: true }],
  tags: [{ id: '61' as TagId, name: '新薬' }],
}

describe('the press release edit form', () => {
  it('shows the facts, then タイトル (必須), メディア, タグ and 本文 (必須) in that order, the preview below the editor', async () => {
    renderEditPage(release, { lookups })
    const title = await screen.findByLabelText('タイトル', { selector: 'input' })
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('新薬承認のお知らせ'))
    const facts = [...document.querySelectorAll('.record-fields dt')].map((dt) => dt.textContent)
    expect(facts).toEqual(['ステータス', 'クライアント', 'メディア', '公開日時', '理由'])
    expect(document.querySelector('[data-field="status"]')?.textContent).toBe('編集中')
    expect(document.querySelector('[data-field="publishedAt"]')?.textContent).toBe('未設定')
    expect(document.querySelector('[data-field="statusReason"]')?.textContent).toBe('表現を見直してください')
    const fields = [...document.querySelectorAll('.entity-section .form-field')].map((f) => f.querySelector('.form-field__label-row')?.textContent)
    expect(fields).toEqual(['タイトル必須', 'メディア', 'タグ', '本文必須'])
    // the editor takes the section's width below the grid, the preview after it
    const section = document.querySelector('.entity-section')!
    expect(section.querySelector('.form-grid .press-release-editor')).toBeNull()
    expect(section.querySelector('.press-release-editor')).not.toBeNull()
    expect(section.querySelector('h3')?.textContent).toBe('プレビュー（公開時の表示）')
    expect(screen.getByLabelText('プレビュー（公開時の表示）').textContent).toBe('本文です')
  })

  it("a save sends the form's fields (the title normalised as the import does, the medium, the tags), never the client", async () => {
    const saved: Array<SaveInput<PressReleaseInput, PressReleaseId>> = []
    renderEditPage(release, { lookups, saved })
    const title = await screen.findByLabelText('タイトル', { selector: 'input' })
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('新薬承認のお知らせ'))
    fireEvent.change(title, { target: { value: '  新薬承認のお知らせ（改訂）  ' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.body).toEqual({ title: '新薬承認のお知らせ(改訂)', body: '<p>本文です</p>', mediaId: '8', tagIds: ['61'] })
  })

  it('an empty title is refused on the form with its message', async () => {
    renderEditPage(release, { lookups })
    const title = await screen.findByLabelText('タイトル', { selector: 'input' })
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('新薬承認のお知らせ'))
    fireEvent.change(title, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('必須項目です')).toBeTruthy()
  })

  it('画像を挿入 uploads the image (POST /images/upload): its URL goes in the body that is saved', async () => {
    const saved: Array<SaveInput<PressReleaseInput, PressReleaseId>> = []
    const uploads: Array<unknown> = []
    renderEditPage(release, { lookups, saved, uploads: uploads as never })
    const editor = await screen.findByRole('textbox', { name: '本文' }, { timeout: 10_000 })
    await waitFor(() => expect(editor.textContent).toBe('本文です'))
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'ロゴ.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('画像を挿入', { selector: 'input' }), { target: { files: [file] } })
    await waitFor(() => expect(editor.querySelector('img')?.getAttribute('src')).toBe('/api/v1/files/91'))
    expect(uploads).toEqual([{ file, alt: 'ロゴ.png' }])
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.body).toMatchObject({ body: '<p>本文です</p><img src="/api/v1/files/91" alt="ロゴ.png">' })
  })

  it('画像を挿入: a refused upload says why under the toolbar, and the body is unchanged', async () => {
    renderEditPage(release, { lookups, uploadFails: '画像は PNG・JPEG・GIF・WebP のいずれかを選択してください' })
    const editor = await screen.findByRole('textbox', { name: '本文' }, { timeout: 10_000 })
    await waitFor(() => expect(editor.textContent).toBe('本文です'))
    fireEvent.change(screen.getByLabelText('画像を挿入', { selector: 'input' }), { target: { files: [new File(['x'], 'a.bmp', { type: 'image/bmp' })] } })
    expect((await screen.findByText(/^画像をアップロードできませんでした：/)).textContent).toBe('画像をアップロードできませんでした：画像は PNG・JPEG・GIF・WebP のいずれかを選択してください')
    expect(editor.querySelector('img')).toBeNull()
  })
})
