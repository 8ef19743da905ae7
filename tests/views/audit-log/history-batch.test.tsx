// @vitest-environment jsdom
/**
 * A record's 履歴 shows the batch an entry was one record of (「一括編集（都道府県）」, who, when, the
 * counts) with 「この一括変更を元に戻す」: confirmed, then one undo call for the batch; the result lists
 * the records left as they were (changed since) and, closed, the history reloads and the page reads
 * its record again. A batch undone already says so and offers nothing.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { HistoryContext, RecordHistory, type HistoryMachines } from '@src/areas/audit-log/history.section'
import { historyMachines } from '@src/areas/audit-log/history.wiring'
import type { AuditLogEntry } from '@src/domain/audit'
import type { Batch, BatchId, BatchUndoResult } from '@src/domain/batch'
import type { Page } from '@src/domain/endpoint'
import type { AuditLogId } from '@src/domain/ids'
import type { HistorySearch } from '@src/areas/audit-log/audit-log.search'

afterEach(cleanup)

const batch = {
  id: '900', action: 'bulkEdit', targetType: 'doctor', field: 'prefecture', fileName: null, actorEmail: 'op@medicolle.example', actorName: '運用 花子',
  counts: { applied: 2, unchanged: 0, stale: 1, failed: 0 }, undoOf: null, undoneBy: null, createdAt: '2026-12-07T14:00:00.000Z',
} as Batch
const entry = (id: string, b: Batch): AuditLogEntry => ({
  id: id as AuditLogId, action: 'batches.bulkEdit', targetType: 'doctor', targetId: '42', actorUid: 'u1', actorEmail: 'op@medicolle.example',
  actorOperatorId: '2', actorName: '運用 花子', before: { prefecture: '東京都' }, after: { prefecture: '北海道' }, reason: null, revertOf: null,
  createdAt: '2026-12-07T14:00:00.000Z', batch: b, names: {},
})
const result = {
  batch: { ...batch, id: '950', action: 'undo', field: null, undoOf: '900', counts: { applied: 1, unchanged: 0, stale: 1, failed: 0 } },
  skipped: [{ id: '43', name: '佐藤 花子', reason: 'この一括変更の後に更新されています' }],
} as unknown as BatchUndoResult

const machines = (pages: ReadonlyArray<ReadonlyArray<AuditLogEntry>>, undone: Array<BatchId>) => {
  let call = 0
  const value: HistoryMachines = {
    list: historyMachines.list.provide({
      actors: { fetchPage: fromPromise<Page<AuditLogEntry>, HistorySearch>(async () => ({ items: [...(pages[Math.min(call++, pages.length - 1)] ?? [])], nextCursorKey: null })) },
    }),
    revert: historyMachines.revert,
    batchUndo: historyMachines.batchUndo.provide({
      actors: { runUndo: fromPromise<BatchUndoResult, BatchId>(async ({ input }) => (undone.push(input), result)) },
    }),
  }
  return { value, calls: () => call }
}

const open = () => fireEvent.click(within(screen.getByTestId('record-history')).getAllByRole('button')[0]!)

describe('a batch in a record\'s 履歴', () => {
  it('shows the batch (what, who, when, counts); 「この一括変更を元に戻す」 is confirmed, undoes it in one call, lists the records left, and reloads', async () => {
    const undone: Array<BatchId> = []
    let pageReads = 0
    const { value, calls } = machines([[entry('70', batch)], [entry('71', result.batch), entry('70', { ...batch, undoneBy: '950' as BatchId })]], undone)
    render(<HistoryContext.Provider value={value}><RecordHistory kind="doctor" id="42" onReverted={() => void pageReads++} /></HistoryContext.Provider>)
    open()
    const shown = await screen.findByTestId('history-batch')
    expect(shown.textContent).toContain('一括編集（都道府県）')
    expect(shown.textContent).toContain('運用 花子・2026/12/07 23:00') // JST
    expect(shown.textContent).toContain('変更 2件・変更なし 0件・他の操作者が更新済み 1件・エラー 0件')
    fireEvent.click(within(shown).getByRole('button', { name: 'この一括変更を元に戻す' }))
    const confirm = await screen.findByRole('dialog')
    expect(confirm.textContent).toContain('一括編集（都道府県）で変更した2件を、変更前の値に戻しますか？')
    expect(confirm.textContent).toContain('この一括変更の後に更新されたレコードは、そのまま残します。')
    fireEvent.click(within(confirm).getByRole('button', { name: '元に戻す' }))
    const done = await screen.findByRole('dialog', { name: '一括変更を元に戻しました' })
    expect(undone).toEqual(['900'])
    expect(done.textContent).toContain('1件を元に戻しました。')
    expect(done.textContent).toContain('1件はそのままです。')
    expect(done.textContent).toContain('佐藤 花子')
    expect(done.textContent).toContain('この一括変更の後に更新されています')
    // the footer's 閉じる (the header's close icon is named 閉じる too once PrimeReact speaks Japanese)
    fireEvent.click(within(done).getAllByRole('button', { name: '閉じる' }).find((b) => !b.classList.contains('p-dialog-header-close'))!)
    await waitFor(() => expect(calls()).toBe(2))
    expect(pageReads).toBe(1)
    const batches = await screen.findAllByTestId('history-batch')
    expect(batches[0]!.textContent).toContain('一括変更の取り消し')
    await waitFor(() => expect(screen.getAllByTestId('history-batch')[1]!.textContent).toContain('この一括変更は元に戻されています'))
    expect(within(screen.getAllByTestId('history-batch')[1]!).queryByRole('button', { name: 'この一括変更を元に戻す' })).toBeNull()
  })

  it('offers no undo where the record may not be edited', async () => {
    const { value } = machines([[entry('70', batch)]], [])
    render(<HistoryContext.Provider value={value}><RecordHistory kind="doctor" id="42" editable={false} onReverted={() => {}} /></HistoryContext.Provider>)
    open()
    const shown = await screen.findByTestId('history-batch')
    expect(within(shown).queryByRole('button', { name: 'この一括変更を元に戻す' })).toBeNull()
  })
})
