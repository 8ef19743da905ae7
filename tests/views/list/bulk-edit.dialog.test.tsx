// @vitest-environment jsdom
/**
 * 「一括編集」 (bulk-edit.dialog.tsx): 項目 lists the declaration's bulk-editable fields by their
 * labels, 値 is the field's own widget (labelled as on the form), the dialog says how many of the
 * ticked records the value changes (実行 refused while none), 実行 sends ONE call (rows at the versions
 * read, the field, the value), and the results are the bulk results: one line per row with why a row
 * was not written. A refusal of the whole edit keeps the dialog with the server's words.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { BulkEditRequest, BulkEditResult } from '@src/domain/batch'
import type { OrganizationId } from '@src/domain/ids'
import { organizationRecord } from '@src/domain/organization'
import { makeBulkEditMachine, type BulkEditRow } from '@src/machines/bulk-edit.machine'
import { BulkEditDialog } from '@src/views/dialogs/bulk-edit.dialog'

afterEach(cleanup)

const rows: ReadonlyArray<BulkEditRow<OrganizationId>> = [
  { id: '5' as OrganizationId, version: 2, label: 'テスト病院', values: { kind: 'hospital', prefecture: '東京都' } },
  { id: '6' as OrganizationId, version: 4, label: 'テストクリニック', values: { kind: 'clinic', prefecture: null } },
]
const batch = {
  id: '900', action: 'bulkEdit', targetType: 'organization', field: 'prefecture', fileName: null, actorEmail: 'op@medicolle.example', actorName: '担当 一郎',
  counts: { applied: 1, unchanged: 0, stale: 1, failed: 0 }, undoOf: null, undoneBy: null, createdAt: '2026-12-07T23:00:00.000Z',
} as BulkEditResult['batch']

const open = (answer: (input: BulkEditRequest) => Promise<BulkEditResult>) => {
  const calls: BulkEditRequest[] = []
  const actor = createActor(
    makeBulkEditMachine<OrganizationId>(organizationRecord.bulkEditable, organizationRecord.bulkClearable).provide({
      actors: { runBulkEdit: fromPromise<BulkEditResult, BulkEditRequest>(async ({ input }) => (calls.push(input), answer(input))) },
    }),
  ).start()
  let closed = 0
  render(<BulkEditDialog actor={actor} record={organizationRecord} onClosed={() => closed++} />)
  act(() => void actor.send({ type: 'edit.open', rows }))
  return { actor, calls, closed: () => closed }
}

describe('BulkEditDialog', () => {
  it('offers the bulk-editable fields by label, the chosen field\'s own widget, the count it changes; 実行 sends one call and shows one line per row', async () => {
    const { actor, calls, closed } = open(async () => ({ batch, results: [{ id: '5', status: 'applied' }, { id: '6', status: 'stale' }] }))
    const dialog = await screen.findByRole('dialog', { name: '一括編集' })
    // 項目: the first bulk-editable field, 種別, in its own widget, labelled as on the form
    expect(within(dialog).getByLabelText('項目')).toBeTruthy()
    expect(dialog.textContent).toContain('種別')
    expect(within(dialog).getByLabelText('種別')).toBeTruthy()
    // 種別 must have a value: none changes nothing, 実行 refused
    expect(dialog.textContent).toContain('選択した2件はすべてすでにこの値です')
    expect((within(dialog).getByRole('button', { name: '実行' }) as HTMLButtonElement).disabled).toBe(true)
    const run = within(dialog).getByRole('button', { name: '実行' }) as HTMLButtonElement
    act(() => void actor.send({ type: 'edit.field', field: 'prefecture' }))
    expect(within(dialog).getByLabelText('都道府県')).toBeTruthy()
    // nothing chosen yet: the second row already holds none, the first changes
    expect(dialog.textContent).toContain('選択した2件のうち1件を変更します')
    act(() => void actor.send({ type: 'edit.value', value: '北海道' }))
    expect(dialog.textContent).toContain('選択した2件のうち2件を変更します')
    expect(run.disabled).toBe(false)
    fireEvent.click(run)
    const results = await screen.findByRole('dialog', { name: '一括編集の結果' })
    expect(calls).toEqual([{ rows: [{ id: '5', version: 2 }, { id: '6', version: 4 }], field: 'prefecture', value: '北海道' }])
    expect(results.textContent).toContain('変更 1件 / 変更なし 0件 / 変更できなかった行 1件')
    expect(results.textContent).toContain('テストクリニック')
    expect(results.textContent).toContain('他の操作者が更新済みです')
    fireEvent.click(within(results).getByRole('button', { name: '閉じる' }))
    await waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(closed()).toBe(1)
  })

  it('refuses 実行 while the value changes none of the ticked records', async () => {
    const { actor, calls } = open(async () => ({ batch, results: [] }))
    const dialog = await screen.findByRole('dialog', { name: '一括編集' })
    // 種別 (a field the form requires): a value the first row holds changes the second only
    act(() => void actor.send({ type: 'edit.value', value: 'hospital' }))
    expect(dialog.textContent).toContain('選択した2件のうち1件を変更します')
    act(() => void actor.send({ type: 'edit.field', field: 'prefecture' }))
    act(() => void actor.send({ type: 'edit.value', value: '東京都' }))
    expect(dialog.textContent).toContain('選択した2件のうち1件を変更します')
    const both = { ...rows[1]!, values: { kind: 'clinic', prefecture: '東京都' } }
    act(() => void actor.send({ type: 'edit.cancel' }))
    act(() => void actor.send({ type: 'edit.open', rows: [rows[0]!, both] }))
    act(() => void actor.send({ type: 'edit.field', field: 'prefecture' }))
    act(() => void actor.send({ type: 'edit.value', value: '東京都' }))
    const again = await screen.findByRole('dialog', { name: '一括編集' })
    expect(again.textContent).toContain('選択した2件はすべてすでにこの値です')
    expect((within(again).getByRole('button', { name: '実行' }) as HTMLButtonElement).disabled).toBe(true)
    expect(calls).toEqual([])
  })

  it('keeps the dialog with the server\'s words when it refuses the edit (a bad value)', async () => {
    const { actor } = open(async () => {
      throw new Error('都道府県: 都道府県を選択してください')
    })
    const dialog = await screen.findByRole('dialog', { name: '一括編集' })
    act(() => void actor.send({ type: 'edit.field', field: 'prefecture' }))
    act(() => void actor.send({ type: 'edit.value', value: '北海道' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '実行' }))
    await waitFor(() => expect(dialog.textContent).toContain('都道府県: 都道府県を選択してください'))
    expect(actor.getSnapshot().value).toBe('editing')
  })
})
