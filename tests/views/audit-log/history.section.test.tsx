// @vitest-environment jsdom
/**
 * Issue 32: a record's 履歴. Collapsed, it asks nothing; opened, it reads the record's entries
 * (newest first) and shows who, when (JST), what, each changed field with the form's label and its
 * values before → after as staff read them, and the reason. 「この値に戻す」 is offered on the
 * fields the form edits (not on a status move), 「この変更をすべて戻す」 on an entry that changed several;
 * the confirmation reads the record first and shows 現在の値 → 戻す値, then runs the revert of that
 * entry's earlier values, reloads and lets the page read its record again (`onReverted`); a refusal
 * because the field moved on offers to overwrite knowingly, as an ordinary edit; not offered where the
 * record may not be edited or is gone.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { HistoryContext, RecordHistory, type HistoryMachines } from '@src/areas/audit-log/history.section'
import { historyMachines } from '@src/areas/audit-log/history.wiring'
import type { AuditCurrent, AuditLogEntry, RevertRequest } from '@src/domain/audit'
import type { Page } from '@src/domain/endpoint'
import type { AuditLogId } from '@src/domain/ids'
import type { HistorySearch } from '@src/areas/audit-log/audit-log.search'

afterEach(cleanup)

const entry = (id: string, over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: id as AuditLogId, action: 'doctors.update', targetType: 'doctor', targetId: '42', actorUid: 'u1', actorEmail: 'op@medicolle.example',
  actorOperatorId: '2', actorName: '運用 花子', before: null, after: null, reason: null, revertOf: null, createdAt: '2026-04-01T00:30:00Z', names: {}, ...over,
})

const edited = entry('90', { before: { last_name: '山田', first_name: '太郎', frozen: false }, after: { last_name: '田中', first_name: '太郎', frozen: false } })
const frozen = entry('89', { action: 'doctors.setStatus', actorName: null, actorEmail: 'admin@medicolle.example', before: { frozen: false }, after: { frozen: true }, reason: '規約違反' })
const created = entry('88', { action: 'doctors.create', before: null, after: { last_name: '山田' } })

/**
 * The history's machines on stubbed calls: `pages` answered in turn, the record's fields now from
 * `currents` in turn (the last one kept), each revert recorded and answered by `answers` in turn (none: done).
 */
const machines = (
  pages: ReadonlyArray<ReadonlyArray<AuditLogEntry>>,
  reverts: Array<RevertRequest>,
  currents: ReadonlyArray<AuditCurrent> = [{ values: { last_name: '田中' }, names: {} }],
  answers: Array<unknown> = [],
) => {
  const asked: Array<HistorySearch> = []
  let call = 0
  let read = 0
  const value: HistoryMachines = {
    list: historyMachines.list.provide({
      actors: {
        fetchPage: fromPromise<Page<AuditLogEntry>, HistorySearch>(async ({ input }) => {
          asked.push(input)
          return { items: pages[Math.min(call++, pages.length - 1)] ?? [], nextCursorKey: null }
        }),
      },
    }),
    batchUndo: historyMachines.batchUndo,
    revert: historyMachines.revert.provide({
      actors: {
        readCurrent: fromPromise<AuditCurrent, RevertRequest>(async () => currents[Math.min(read++, currents.length - 1)]!),
        runRevert: fromPromise<void, RevertRequest>(async ({ input }) => {
          reverts.push(input)
          const answer = answers.shift()
          if (answer !== undefined) throw answer
        }),
      },
      actions: { showDone: () => {}, showError: () => {} },
    }),
  }
  return { value, asked }
}

const open = () => fireEvent.click(within(screen.getByTestId('record-history')).getAllByRole('button')[0]!)

describe('履歴 of a record', () => {
  it('asks nothing until opened; then shows who, when, what, labelled fields before → after and the reason, newest first', async () => {
    const { value, asked } = machines([[edited, frozen, created]], [])
    render(<HistoryContext.Provider value={value}><RecordHistory kind="doctor" id="42" onReverted={() => {}} /></HistoryContext.Provider>)
    expect(screen.getByText('履歴')).toBeTruthy()
    expect(asked).toEqual([])
    open()
    const entries = await screen.findAllByTestId('history-entry')
    expect(asked).toEqual([{ targetType: 'doctor', targetId: '42' }])
    expect(entries).toHaveLength(3)
    const [first, second, third] = entries as [HTMLElement, HTMLElement, HTMLElement]
    expect(first.textContent).toContain('2026/04/01 09:30') // JST
    expect(first.textContent).toContain('運用 花子')
    expect(first.textContent).toContain('編集')
    expect(within(first).getByText('姓')).toBeTruthy() // the form's label, never last_name
    expect(first.textContent).toContain('山田 → 田中')
    expect(first.textContent).not.toContain('名') // unchanged fields are not listed
    expect(second.textContent).toContain('admin@medicolle.example')
    expect(second.textContent).toContain('利用状況')
    expect(second.textContent).toContain('利用中 → 利用停止中')
    expect(second.textContent).toContain('理由: 規約違反')
    expect(third.textContent).toContain('登録されました')
  })

  it('「この値に戻す」 on an edited field: confirmed with 現在の値 → 戻す値, reverts that entry\'s earlier value, reloads, and the page reads its record again', async () => {
    const reverts: Array<RevertRequest> = []
    let pageReads = 0
    const { value, asked } = machines([[edited, frozen], [entry('91', { before: { last_name: '田中' }, after: { last_name: '山田' }, revertOf: '90' as AuditLogId, reason: '履歴から元に戻す' }), edited, frozen]], reverts)
    render(<HistoryContext.Provider value={value}><RecordHistory kind="doctor" id="42" onReverted={() => void pageReads++} /></HistoryContext.Provider>)
    open()
    const [first, second] = (await screen.findAllByTestId('history-entry')) as [HTMLElement, HTMLElement]
    expect(within(second).queryByRole('button', { name: 'この値に戻す' })).toBeNull() // a status move is no form field
    expect(within(first).queryByRole('button', { name: 'この変更をすべて戻す' })).toBeNull() // one field: its own button only
    fireEvent.click(within(first).getByRole('button', { name: 'この値に戻す' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.textContent).toContain('「姓」を元に戻しますか？'))
    expect(dialog.textContent).toContain('現在の値 → 戻す値')
    expect(dialog.textContent).toContain('田中 → 山田')
    fireEvent.click(within(dialog).getByRole('button', { name: '元に戻す' }))
    await waitFor(() => expect(reverts).toEqual([{ targetType: 'doctor', targetId: '42', entryId: '90', fields: [{ column: 'last_name', value: '山田', after: '田中' }] }]))
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(3))
    expect(asked).toHaveLength(2)
    expect(pageReads).toBe(1)
    expect(screen.getAllByTestId('history-entry')[0]!.textContent).toContain('履歴 #90 の変更を元に戻しました')
  })

  it('shows what the record holds now, not the entry\'s own after; refused because it moved on, offers to overwrite knowingly as an ordinary edit', async () => {
    const reverts: Array<RevertRequest> = []
    const movedOn: AuditCurrent = { values: { last_name: '鈴木' }, names: {} }
    const stale = Object.assign(new Error('この項目はこの変更の後にも更新されています（姓）'), { status: 409 })
    const { value } = machines([[edited]], reverts, [movedOn], [stale])
    render(<HistoryContext.Provider value={value}><RecordHistory kind="doctor" id="42" onReverted={() => {}} /></HistoryContext.Provider>)
    open()
    const [first] = (await screen.findAllByTestId('history-entry')) as [HTMLElement]
    fireEvent.click(within(first).getByRole('button', { name: 'この値に戻す' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.textContent).toContain('鈴木 → 山田')) // 現在の値, not the entry's 田中
    fireEvent.click(within(dialog).getByRole('button', { name: '元に戻す' }))
    const offer = await screen.findByRole('dialog')
    await waitFor(() => expect(offer.textContent).toContain('この項目はこの変更の後にも更新されています（姓）'))
    expect(offer.textContent).toContain('その後の変更は失われます')
    expect(offer.textContent).toContain('鈴木 → 山田')
    fireEvent.click(within(offer).getByRole('button', { name: '上書きして保存' }))
    await waitFor(() => expect(reverts).toHaveLength(2))
    expect(reverts[1]).toEqual({ targetType: 'doctor', targetId: '42', entryId: '90', fields: [{ column: 'last_name', value: '山田', after: '田中' }], asEdit: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('「この変更をすべて戻す」 on an entry that changed several fields reverts them together', async () => {
    const reverts: Array<RevertRequest> = []
    const both = entry('93', { before: { last_name: '山田', phone: '090-1' }, after: { last_name: '田中', phone: '090-2' } })
    const { value } = machines([[both]], reverts, [{ values: { last_name: '田中', phone: '090-2' }, names: {} }])
    render(<HistoryContext.Provider value={value}><RecordHistory kind="doctor" id="42" onReverted={() => {}} /></HistoryContext.Provider>)
    open()
    const [only] = (await screen.findAllByTestId('history-entry')) as [HTMLElement]
    fireEvent.click(within(only).getByRole('button', { name: 'この変更をすべて戻す' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.textContent).toContain('この変更の2項目を元に戻しますか？'))
    expect(dialog.textContent).toContain('姓: 田中 → 山田')
    expect(dialog.textContent).toContain('電話番号: 090-2 → 090-1')
    fireEvent.click(within(dialog).getByRole('button', { name: '元に戻す' }))
    await waitFor(() => expect(reverts).toHaveLength(1))
    expect(reverts[0]!.fields).toEqual([{ column: 'last_name', value: '山田', after: '田中' }, { column: 'phone', value: '090-1', after: '090-2' }])
  })

  it('names the records a field refers to by id: the organisation, belongs and expertise by name (a path), a deleted one as such', async () => {
    const moved = entry('92', {
      before: { organization_id: '5', belong_ids: ['1'], expertise_ids: [] },
      after: { organization_id: '6', belong_ids: ['1', '2'], expertise_ids: ['12'] },
      names: { 'organization:6': '東京中央病院', 'belong:1': '日本内科学会', 'belong:2': '日本循環器学会', 'expertise:12': '内科 › 循環器内科' },
    })
    const now: AuditCurrent = { values: { organization_id: '7' }, names: { 'organization:7': '北病院' } }
    render(<HistoryContext.Provider value={machines([[moved]], [], [now]).value}><RecordHistory kind="doctor" id="42" onReverted={() => {}} /></HistoryContext.Provider>)
    open()
    const [only] = (await screen.findAllByTestId('history-entry')) as [HTMLElement]
    expect(only.textContent).toContain('（削除済み）組織ID 5 → 東京中央病院')
    expect(only.textContent).toContain('日本内科学会 → 日本内科学会、日本循環器学会')
    expect(only.textContent).toContain('（なし） → 内科 › 循環器内科')
    expect(only.textContent).not.toContain('件')
    // the revert asks with the names too: the value now named by the server with it, the value it goes back to as the entry names it
    fireEvent.click(within(only).getAllByRole('button', { name: 'この値に戻す' })[0]!)
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.textContent).toContain('北病院 → （削除済み）組織ID 5'))
  })

  it('offers no revert where the record may not be edited, or is deleted', async () => {
    const { value } = machines([[edited]], [])
    render(<HistoryContext.Provider value={value}><RecordHistory kind="doctor" id="42" editable={false} onReverted={() => {}} /></HistoryContext.Provider>)
    open()
    await screen.findAllByTestId('history-entry')
    expect(screen.queryByRole('button', { name: 'この値に戻す' })).toBeNull()
    cleanup()
    const gone = entry('95', { action: 'doctors.delete', before: { last_name: '田中', deleted_at: null }, after: { last_name: '田中', deleted_at: '2026-04-02T00:00:00Z' } })
    render(<HistoryContext.Provider value={machines([[gone, edited]], []).value}><RecordHistory kind="doctor" id="42" onReverted={() => {}} /></HistoryContext.Provider>)
    open()
    await screen.findAllByTestId('history-entry')
    expect(screen.queryByRole('button', { name: 'この値に戻す' })).toBeNull()
  })
})
