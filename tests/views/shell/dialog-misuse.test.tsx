// @vitest-environment jsdom
/**
 * SPEC section 8, "Dialog misuse errors exist for each dialog": besides the confirm and message
 * dialogs (confirm.dialog.test.tsx, message.dialog.test.tsx), the CSV import error and result
 * dialogs, the record actions' confirmations (the doctor's 削除 / 利用停止 / 利用停止解除, on the
 * record page and from the list) and the MP grant reject misuse with a typed `DialogMisuse` and a
 * Japanese message, change nothing, and are logged, never a silent no-op.
 */
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createActor, fromPromise, type AnyActorRef } from 'xstate'
import type { DoctorId } from '@src/domain/ids'
import { csvImportMachine } from '@src/machines/csv-import.machine'
import { makeBulkActionMachine } from '@src/machines/bulk-action.machine'
import { makeRecordMachine } from '@src/machines/record.machine'
import { DialogMisuse, validateCsvErrorRequest, validateCsvResultRequest, validateRecordActionRequest } from '@src/machines/dialog-misuse'
import { mpGrantMachine } from '@src/areas/points/mp-grant.machine'
import { usePageActor } from '@src/views/components/page-actor'
import { CsvImportErrorDialog } from '@src/views/dialogs/csv-import-error.dialog'
import { CsvImportResultDialog } from '@src/views/dialogs/csv-import-result.dialog'
import { RecordActionDialog } from '@src/views/dialogs/record-action.dialog'

let logged: MockInstance<typeof console.error>
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  logged.mockRestore()
})

/** What the actor emits as `dialog.rejected` while `send` runs, and whether its state stayed. */
const rejections = (actor: AnyActorRef, send: () => void) => {
  const errors: Array<DialogMisuse> = []
  const sub = actor.on('dialog.rejected', (e: { error: DialogMisuse }) => void errors.push(e.error))
  const before = JSON.stringify(actor.getSnapshot().value)
  send()
  sub.unsubscribe()
  expect(JSON.stringify(actor.getSnapshot().value)).toBe(before)
  return errors.map((e) => [e._tag, e.dialog, e.reason, e.message])
}

describe('machine misuse: rejected, typed, nothing changes', () => {
  it('CSV import: スキップ / 中止 with no row error, OK with no result', () => {
    const actor = createActor(csvImportMachine, { input: { kind: 'doctor' } }).start()
    expect(rejections(actor, () => actor.send({ type: 'row.skip' }))).toEqual([
      ['DialogMisuse', 'csvImportError', 'nothing-to-answer', 'CSVインポートエラーダイアログは表示されていません（スキップする行エラーがありません）。'],
    ])
    expect(rejections(actor, () => actor.send({ type: 'row.abort' }))[0]?.[3]).toBe('CSVインポートエラーダイアログは表示されていません（中止する行エラーがありません）。')
    expect(rejections(actor, () => actor.send({ type: 'result.ok' }))).toEqual([
      ['DialogMisuse', 'csvImportResult', 'nothing-to-answer', 'CSVインポート完了ダイアログは表示されていません。'],
    ])
  })

  it('record actions (削除 / 利用停止 / 利用停止解除): OK / キャンセル with no confirmation shown', async () => {
    const machine = makeRecordMachine<{ frozen: boolean }, 'delete' | 'freeze' | 'unfreeze', DoctorId>({
      id: 'doctorRecord', allows: (r, a) => (a === 'freeze' ? !r.frozen : a === 'unfreeze' ? r.frozen : true), confirms: ['delete', 'freeze', 'unfreeze'], removes: ['delete'],
    }).provide({ actors: { loadRecord: fromPromise<{ frozen: boolean }, DoctorId>(async () => ({ frozen: false })) } })
    const actor = createActor(machine, { input: { id: 'd-1' as DoctorId } }).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('viewing'))
    expect(rejections(actor, () => actor.send({ type: 'dialog.accept' }))).toEqual([
      ['DialogMisuse', 'recordAction', 'nothing-to-answer', '確認中の操作がないため「OK」は受け付けられません（削除・利用停止などの確認ダイアログは表示されていません）。'],
    ])
    expect(rejections(actor, () => actor.send({ type: 'dialog.cancel' }))[0]?.[3]).toContain('「キャンセル」')
    // the confirmation itself still answers
    actor.send({ type: 'record.runAction', action: 'freeze' })
    expect(rejections(actor, () => undefined)).toEqual([])
    actor.send({ type: 'dialog.cancel' })
    expect(actor.getSnapshot().value).toBe('viewing')
  })

  it('bulk action from the list (the spec dialogs 利用停止 / 利用停止解除): no rows, busy, answers with nothing shown', () => {
    const actor = createActor(makeBulkActionMachine<'freeze' | 'unfreeze', DoctorId>()).start()
    expect(rejections(actor, () => actor.send({ type: 'bulk.start', action: 'freeze', rows: [] }))).toEqual([
      ['DialogMisuse', 'bulkAction', 'invalid-request', '一括操作の対象が選択されていません。'],
    ])
    expect(rejections(actor, () => actor.send({ type: 'confirm.ok' }))[0]?.[2]).toBe('nothing-to-answer')
    expect(rejections(actor, () => actor.send({ type: 'results.close' }))[0]?.[3]).toBe('一括操作の確認ダイアログ・結果は表示されていないため「閉じる」は受け付けられません。')
    actor.send({ type: 'bulk.start', action: 'freeze', rows: [{ id: 'd-1' as DoctorId, label: '山田 太郎' }] })
    expect(rejections(actor, () => actor.send({ type: 'bulk.start', action: 'unfreeze', rows: [{ id: 'd-2' as DoctorId, label: '佐藤 花子' }] }))).toEqual([
      ['DialogMisuse', 'bulkAction', 'busy', '一括操作は既に進行中です。'],
    ])
    expect(actor.getSnapshot().context.action).toBe('freeze')
  })

  it('MP grant: OK for no doctor, input while sending', () => {
    const none = createActor(mpGrantMachine, { input: { doctorIds: [] } }).start()
    none.send({ type: 'mp.change', value: 500 })
    expect(rejections(none, () => none.send({ type: 'mp.submit' }))).toEqual([['DialogMisuse', 'mpGrant', 'invalid-request', 'MPを付与する医師が指定されていません。']])
    const sending = createActor(mpGrantMachine.provide({ actors: { grantMp: fromPromise(() => new Promise(() => {})) } }), { input: { id: 'd-1' as DoctorId } }).start()
    sending.send({ type: 'mp.change', value: 500 })
    sending.send({ type: 'mp.submit' })
    expect(sending.getSnapshot().value).toBe('submitting')
    expect(rejections(sending, () => sending.send({ type: 'mp.cancel' }))).toEqual([['DialogMisuse', 'mpGrant', 'busy', '付与するMPダイアログは送信中です。']])
  })
})

describe('view misuse: the request a dialog cannot show is logged, typed', () => {
  it('validates the requests', () => {
    expect(validateCsvErrorRequest(undefined, [])).toBeUndefined()
    expect(validateCsvErrorRequest(3, ['メールアドレスの形式が正しくありません。'])).toBeUndefined()
    expect(validateCsvErrorRequest(0, ['x'])?.message).toBe('CSVインポートエラーダイアログの行番号が不正です: 0')
    expect(validateCsvErrorRequest(3, [])?.message).toBe('CSVインポートエラーダイアログに表示するエラーがありません。')
    expect(validateCsvResultRequest(true, 0, 12)).toBeUndefined()
    expect(validateCsvResultRequest(false, -1, 0)).toBeUndefined()
    expect(validateCsvResultRequest(true, -1, 2)?.message).toBe('CSVインポート完了ダイアログの件数が不正です: 失敗-1件、成功2件')
    expect(validateRecordActionRequest(undefined, undefined)).toBeUndefined()
    expect(validateRecordActionRequest('freeze', { header: '利用停止', message: '選択した医師アカウントを利用停止にしますか？' })).toBeUndefined()
    expect(validateRecordActionRequest('freeze', undefined)?.message).toBe('操作「freeze」の確認ダイアログの見出しまたは文言がありません。')
  })

  it('logs the CSV error dialog with no error, the result dialog with bad counts, a record action with no texts', () => {
    render(<CsvImportErrorDialog row={4} errors={[]} onSkip={() => {}} onAbort={() => {}} />)
    render(<CsvImportResultDialog visible failed={Number.NaN} succeeded={1} notes={[]} onOk={() => {}} />)
    render(<RecordActionDialog<'delete' | 'freeze'> action="freeze" texts={{ delete: { header: '削除', message: '選択した医師アカウントを削除しますか？' } }} onAccept={() => {}} onCancel={() => {}} />)
    const errors = logged.mock.calls.map(([e]) => e).filter((e): e is DialogMisuse => e instanceof DialogMisuse)
    expect(errors.map((e) => [e.dialog, e.reason])).toEqual([
      ['csvImportError', 'invalid-request'],
      ['csvImportResult', 'invalid-request'],
      ['recordAction', 'invalid-request'],
    ])
  })

  it('logs nothing for a well-formed request', () => {
    render(<CsvImportErrorDialog row={4} errors={['メールアドレスの形式が正しくありません。']} onSkip={() => {}} onAbort={() => {}} />)
    render(<CsvImportResultDialog visible failed={1} succeeded={3} notes={[]} onOk={() => {}} />)
    render(<RecordActionDialog<'freeze'> action="freeze" texts={{ freeze: { header: '利用停止', message: '選択した医師アカウントを利用停止にしますか？' } }} onAccept={() => {}} onCancel={() => {}} />)
    expect(logged.mock.calls.filter(([e]) => e instanceof DialogMisuse)).toEqual([])
  })

  it("a page actor's machine misuse is logged (usePageActor)", () => {
    const machine = makeBulkActionMachine<'freeze', DoctorId>()
    let actor: AnyActorRef | undefined
    const Page = () => {
      actor = usePageActor(machine)
      return null
    }
    render(<Page />)
    act(() => actor!.send({ type: 'confirm.ok' }))
    const error = logged.mock.calls.map(([e]) => e).find((e): e is DialogMisuse => e instanceof DialogMisuse)
    expect(error?.dialog).toBe('bulkAction')
    expect(error?.reason).toBe('nothing-to-answer')
  })
})
