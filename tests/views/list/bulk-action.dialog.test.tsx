// @vitest-environment jsdom
/**
 * The list's bulk action dialog: an action the area declares with its own confirmation (the
 * doctors' 利用停止 / 利用停止解除: SPEC section 2, the record page's texts) is confirmed by that
 * dialog (ConfirmDialog: 290 px, キャンセル / OK), not by the generic 「選択したN件を…」 with 実行;
 * an action without one (the clients' 利用停止) keeps the generic confirmation.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { DoctorAction } from '@src/domain/doctor'
import type { DoctorId } from '@src/domain/ids'
import type { RecordActionInput } from '@src/domain/records'
import { makeBulkActionMachine } from '@src/machines/bulk-action.machine'
import { doctorText } from '@src/areas/doctor/doctor.text'
import { BulkActionDialog } from '@src/views/dialogs/bulk-action.dialog'

afterEach(cleanup)

const rows = [
  { id: 'd-1' as DoctorId, label: '山田 太郎' },
  { id: 'd-2' as DoctorId, label: '佐藤 花子' },
]

const start = (action: DoctorAction, declared: boolean) => {
  const calls: Array<RecordActionInput<DoctorAction, DoctorId>> = []
  const actor = createActor(
    makeBulkActionMachine<DoctorAction, DoctorId>().provide({
      actors: { runAction: fromPromise<unknown, RecordActionInput<DoctorAction, DoctorId>>(async ({ input }) => void calls.push(input)) },
    }),
  ).start()
  const actions = declared
    ? { freeze: { label: '利用停止', confirm: doctorText.dialogs.freeze }, unfreeze: { label: '利用停止解除', confirm: doctorText.dialogs.unfreeze } }
    : { freeze: { label: '利用停止' } }
  render(<BulkActionDialog actor={actor} actions={actions} onClosed={() => {}} />)
  act(() => void actor.send({ type: 'bulk.start', action, rows }))
  return { actor, calls }
}

describe('BulkActionDialog', () => {
  it.each([
    ['freeze', '利用停止', '選択した医師アカウントを利用停止にしますか？'],
    ['unfreeze', '利用停止解除', '選択した医師アカウントの利用停止を解除しますか？'],
  ] as const)('confirms the doctors\' %s with the spec dialog (title, text, 290 px, キャンセル / OK), then runs each row', async (action, header, message) => {
    const { actor, calls } = start(action, true)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(header)
    expect(dialog.textContent).toContain(message)
    expect(dialog.textContent).not.toContain('選択した2件')
    expect((dialog as HTMLElement).style.width).toBe('290px')
    expect(screen.queryByRole('button', { name: '実行' })).toBeNull()
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(actor.getSnapshot().value).toBe('results'))
    expect(calls).toEqual(rows.map((r) => ({ id: r.id, action })))
  })

  it('キャンセル in the spec dialog runs nothing', async () => {
    const { actor, calls } = start('freeze', true)
    await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls).toEqual([])
  })

  it('keeps the generic confirmation (with the count, 実行) for an action declared without its own', async () => {
    start('freeze', false)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('選択した2件を「利用停止」にします。よろしいですか？')
    expect(screen.getByRole('button', { name: '実行' })).toBeTruthy()
  })
})
