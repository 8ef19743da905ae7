// @vitest-environment jsdom
/**
 * The import page's 一括更新 panel over the real machine (its server calls stubbed): 「変更内容の確認」
 * with the counts and each changed cell 現在値 → 新値, the rows another operator changed, 更新を実行
 * with its progress, and the result.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import type { CsvUpdateId } from '@src/domain/ids'
import type { CsvUpdateJob, CsvUpdatePageInput, CsvUpdateRow } from '@src/domain/csv-update'
import type { Page } from '@src/domain/endpoint'
import { csvUpdateMachine } from '@src/machines/csv-update.machine'
import { CsvUpdatePanel } from '@src/views/components/csv-update-panel.component'

afterEach(cleanup)

const counts = { total: 3, change: 1, same: 1, error: 0, stale: 1, applied: 0, skipped: 0, refused: 0 }
const job = (c: Partial<typeof counts> = {}): CsvUpdateJob =>
  ({ id: 'u-1' as CsvUpdateId, kind: 'doctor', fileName: 'doctors.csv', encoding: 'Shift_JIS', header: [], status: 'checked', counts: { ...counts, ...c }, operatorId: null, createdAt: '2026-12-08T00:00:00.000Z' }) as CsvUpdateJob
const rows: Record<string, ReadonlyArray<CsvUpdateRow>> = {
  change: [{ line: 2, recordId: '101', status: 'change', changes: [{ column: '電話番号', before: '03-1234-5678', after: '090-1111-2222', notes: ['先頭の0を補いました（Excelが数値として落とした0）'] }], messages: [] }],
  stale: [{ line: 3, recordId: '102', status: 'stale', changes: [{ column: '電話番号', before: '03-1234-5678', after: '090-3333-4444', notes: [] }], messages: [{ column: 'バージョン', text: '他の操作者が更新済みです（出力時のバージョン 1、現在 2）' }] }],
  applied: [{ line: 2, recordId: '101', status: 'applied', changes: [{ column: '電話番号', before: '03-1234-5678', after: '090-1111-2222', notes: [] }], messages: [] }],
}

const renderPanel = () => {
  const applied: Array<string> = []
  const machine = csvUpdateMachine.provide({
    actors: {
      upload: fromPromise(async () => job()),
      loadPage: fromPromise<Page<CsvUpdateRow>, CsvUpdatePageInput>(async ({ input }) => ({ items: rows[input.status] ?? [], nextCursorKey: null })),
      applyBatch: fromPromise<CsvUpdateJob, { readonly id: string }>(async ({ input }) => {
        applied.push(input.id)
        return job({ change: 0, applied: 1 })
      }),
      abort: fromPromise(async () => job({ change: 0, skipped: 1 })),
    },
  })
  render(<CsvUpdatePanel machine={machine} kind="doctor" />)
  return { applied }
}

describe('CsvUpdatePanel', () => {
  it('previews the changed cells and the counts, flags a row another operator changed, applies and shows the result', async () => {
    const { applied } = renderPanel()
    await act(async () => {
      fireEvent.change(screen.getByTestId('csv-update-file'), { target: { files: [new File(['x'], 'doctors.csv', { type: 'text/csv' })] } })
    })
    await waitFor(() => expect(screen.queryByRole('heading', { name: '変更内容の確認' })).not.toBeNull())
    expect(screen.getByTestId('csv-update-counts').textContent).toBe('変更 1件・変更なし 1件・エラー 0件・他の操作者が更新済み 1件')
    expect(screen.queryByText('文字コード: Shift_JIS')).not.toBeNull()
    await waitFor(() => expect(screen.queryByTestId('csv-update-rows')).not.toBeNull())
    const line2 = within(screen.getByTestId('csv-update-rows')).getByText('03-1234-5678').closest('li')!
    expect(line2.textContent).toBe('電話番号: 03-1234-5678 → 090-1111-2222 （先頭の0を補いました（Excelが数値として落とした0））')

    fireEvent.click(screen.getByRole('button', { name: '他の操作者が更新済み 1' }))
    await waitFor(() => expect(screen.queryByText('他の操作者が更新済みです（出力時のバージョン 1、現在 2）')).not.toBeNull())
    expect(screen.getByRole('button', { name: '他の操作者が更新済み 1' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: '更新を実行' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: '更新結果' })).not.toBeNull())
    expect(applied).toEqual(['u-1'])
    expect(screen.getByTestId('csv-update-counts').textContent).toBe('更新 1件・スキップ 0件・拒否 0件')
    await waitFor(() => expect(screen.queryByText('090-1111-2222')).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: '完了' }))
    expect(screen.queryByRole('heading', { name: '更新結果' })).toBeNull()
  })
})
