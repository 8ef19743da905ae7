// @vitest-environment jsdom
/**
 * The manuscript pages read the manuscript record's declaration (src/domain/manuscript.ts
 * `manuscriptRecord`), machines real and their actors stubbed. The edit form: タイトル and 本文 (the
 * rich-text editor, 必須, with its hint; an image put in goes through the contents upload), the tags and files in sections of their own, and no 専門分野
 * section (the form sends the manuscript's expertise as read); a save sends what staff changed. The
 * detail page: its items in order with their words, the hold with its reason, the author a link.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { linkOptions } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { installPrimeLocale } from '@src/app/locale'
import type { FileMeta } from '@src/domain/file'
import type { DoctorId, ManuscriptId, TagId } from '@src/domain/ids'
import type { Manuscript, ManuscriptInput, ManuscriptLookups } from '@src/domain/manuscript'
import type { Tag } from '@src/domain/tag'
import type { SaveInput } from '@src/machines/entity-form.machine'
import { makeLookupsMachine } from '@src/machines/lookups.machine'
import { manuscriptAssetsMachine } from '@src/areas/manuscript/manuscript-assets.machine'
import { ManuscriptDetailPage } from '@src/areas/manuscript/manuscript-detail.page'
import { ManuscriptEditPage } from '@src/areas/manuscript/manuscript-edit.page'
import { manuscriptFormMachine } from '@src/areas/manuscript/manuscript-form.machine'
import { manuscriptModerationMachine } from '@src/areas/manuscript/manuscript-moderation.machine'
import { RouterWrapper } from '../support/router'

installPrimeLocale()
afterEach(cleanup)

const at = '2024-04-01T00:00:00.000Z'
const manuscript = {
  id: '21', doctorId: '12', doctorName: '山田 太郎', title: '高血圧治療の最前線', contents: '<p>本文です</p>', fileIds: ['71'], tagIds: ['61'], expertiseIds: ['9'],
  status: 'draft', hold: { reason: '掲載媒体との調整中', heldBy: '7', heldAt: '2024-04-03T00:00:00.000Z' }, submittedAt: at, reviewedAt: '2024-04-02T00:00:00.000Z',
  latestOfferedAt: null, createdAt: at, updatedAt: '2024-04-03T00:00:00.000Z', version: 2,
} as unknown as Manuscript
const tags: ReadonlyArray<Tag> = [{ id: '61' as TagId, name: '循環器', usageCount: 1, createdAt: at }]
const files = [{ id: '71', name: '図1.png', contentType: 'image/png', size: 10, status: 'clean', url: '/api/v1/files/71', createdAt: at }] as unknown as ReadonlyArray<FileMeta>

const renderEdit = (saved: Array<SaveInput<ManuscriptInput>>, uploads: Array<unknown> = []) => {
  const machine = manuscriptFormMachine.provide({
    actors: {
      loadEntity: fromPromise(async () => manuscript),
      saveEntity: fromPromise(async ({ input }: { input: SaveInput<ManuscriptInput> }) => {
        saved.push(input)
        return { id: '21' }
      }) as never,
    },
  })
  const assets = manuscriptAssetsMachine.provide({
    actors: {
      loadTags: fromPromise(async () => tags) as never,
      loadFiles: fromPromise(async () => files) as never,
      searchTags: fromPromise(async () => []) as never,
      createTag: fromPromise(async ({ input }: { input: string }) => ({ id: '62', name: input, usageCount: 0, createdAt: at })) as never,
      uploadFile: fromPromise(async ({ input }: { input: { readonly manuscriptId: string; readonly alt?: string; readonly file: Blob } }) => {
        uploads.push(input)
        return { fileId: '72', url: '/api/v1/files/72', contentType: 'image/png' }
      }) as never,
    },
  })
  render(
    <ManuscriptEditPage
      machine={machine} assetsMachine={assets} manuscriptId={'21' as ManuscriptId} onSaved={() => {}} onCancel={() => {}}
      listLink={linkOptions({ to: '/manuscript' })} detailLink={linkOptions({ to: '/manuscript' })}
    />,
    { wrapper: RouterWrapper },
  )
}

describe('the manuscript edit page', () => {
  it('shows タイトル and 本文 (必須, the rich-text editor with its hint), the tags and files in sections of their own, and no 専門分野', async () => {
    renderEdit([])
    expect(((await screen.findByLabelText('タイトル')) as HTMLInputElement).value).toBe('高血圧治療の最前線')
    const contents = await screen.findByRole('textbox', { name: '本文' }, { timeout: 10_000 })
    expect(contents.getAttribute('contenteditable')).toBe('true')
    expect(contents.innerHTML).toBe('<p>本文です</p>')
    expect(contents.getAttribute('aria-required')).toBe('true')
    expect(document.getElementById(contents.getAttribute('aria-describedby') ?? '')?.textContent).toBe('画像はツールバーからアップロードできます（表示時に無害化されます）')
    expect(screen.getByRole('button', { name: '画像を挿入' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['記事編集', 'タグ', '添付ファイル'])
    expect(await within(screen.getByLabelText('タグ')).findByText('循環器')).toBeTruthy()
    expect(await screen.findByText('図1.png')).toBeTruthy()
  })

  it('a save sends the title, contents, tags and files as changed and the expertise as read', async () => {
    const saved: Array<SaveInput<ManuscriptInput>> = []
    renderEdit(saved)
    fireEvent.change(await screen.findByLabelText('タイトル'), { target: { value: '  高血圧治療の最前線（改訂）  ' } })
    fireEvent.click(await screen.findByRole('button', { name: 'タグ「循環器」を外す' }))
    fireEvent.change(screen.getByLabelText('タグを追加（キーワードで検索）'), { target: { value: '夜間救急' } })
    fireEvent.click(screen.getByRole('button', { name: '新しいタグとして作成' }))
    expect(await screen.findByRole('button', { name: 'タグ「夜間救急」を外す' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({
      id: '21', version: 2,
      body: { title: '高血圧治療の最前線（改訂）', contents: '<p>本文です</p>', tagIds: ['62'], fileIds: ['71'], expertiseIds: ['9'] },
    })
  })

  it('画像を挿入 uploads the image as a content file: its URL goes in the contents, its id in the files', async () => {
    const saved: Array<SaveInput<ManuscriptInput>> = []
    const uploads: Array<unknown> = []
    renderEdit(saved, uploads)
    await screen.findByText('図1.png')
    const file = new File([new Uint8Array([137, 80, 78, 71])], '図2.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('画像を挿入', { selector: 'input' }), { target: { files: [file] } })
    await waitFor(() => expect(screen.getByRole('textbox', { name: '本文' }).querySelector('img')?.getAttribute('src')).toBe('/api/v1/files/72'))
    expect(uploads).toEqual([{ manuscriptId: '21', alt: '図2.png', file }])
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.body).toMatchObject({ contents: '<p>本文です</p><img src="/api/v1/files/72" alt="図2.png">', fileIds: ['71', '72'] })
  })

  it('a blank title is refused with its message under タイトル, and nothing is sent', async () => {
    const saved: Array<SaveInput<ManuscriptInput>> = []
    renderEdit(saved)
    fireEvent.change(await screen.findByLabelText('タイトル'), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    const title = screen.getByLabelText('タイトル')
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById('manuscript-title-errors')?.textContent).toBe('必須項目です')
    expect(saved).toEqual([])
  })
})

describe('the manuscript detail page', () => {
  it('lists its items in order with their words: status, the author as a link, tags, the hold with its reason, times in Japan time', async () => {
    const machine = manuscriptModerationMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => manuscript) as never,
        loadReviews: fromPromise(async () => []) as never,
        loadHold: fromPromise(async () => ({ manuscriptId: '21', held: true, hold: manuscript.hold, history: [] })) as never,
        loadFiles: fromPromise(async () => files) as never,
        loadTags: fromPromise(async () => tags) as never,
      },
    })
    const lookups = makeLookupsMachine<ManuscriptLookups>('lookups', ['denialReasons', 'clients']).provide({ actors: { loadLookup: fromPromise(async () => []) as never } })
    render(
      <ManuscriptDetailPage
        machine={machine} lookupsMachine={lookups} manuscriptId={'21' as ManuscriptId} listLink={linkOptions({ to: '/manuscript' })} editLink={linkOptions({ to: '/manuscript' })}
        doctorLink={(id: DoctorId) => linkOptions({ to: '/doctor/$doctorId', params: { doctorId: id } })} onDeleted={() => {}}
      />,
      { wrapper: RouterWrapper },
    )
    await screen.findByText('図1.png')
    const items = [...document.querySelectorAll('.detail-list__item')].map((item) => [item.querySelector('dt')!.textContent, item.querySelector('dd')!.textContent])
    expect(items).toEqual([
      ['ID', '21'], ['ステータス', '下書き'], ['著者', '山田 太郎'], ['タグ', '循環器'], ['保留', '保留中（2024/04/03 09:00）：掲載媒体との調整中'],
      ['投稿日時', '2024/04/01 09:00'], ['審査日時', '2024/04/02 09:00'], ['最新オファー', '—'], ['更新日時', '2024/04/03 09:00'],
    ])
    expect(document.querySelector('[data-field="hold"]')!.closest('.detail-list__item')!.classList.contains('is-wide')).toBe(true)
    expect(screen.getByRole('link', { name: '山田 太郎' }).getAttribute('href')).toBe('/doctor/12')
    expect(screen.getByLabelText('本文').textContent).toBe('本文です')
  })
})
