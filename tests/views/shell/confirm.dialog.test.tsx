// @vitest-environment jsdom
/**
 * ConfirmDialog (SPEC: message, default width 290, キャンセル / OK) and the app-wide askConfirm.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { askConfirm, confirmHost } from '@src/app/dialogs'
import { ConfirmDialog, ConfirmDialogHost } from '@src/views/dialogs/confirm.dialog'

afterEach(cleanup)

describe('ConfirmDialog', () => {
  it('shows the message, 290 px wide by default, with キャンセル and OK', async () => {
    const onAccept = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog header="削除" message="選択した医師アカウントを削除しますか？" visible onAccept={onAccept} onCancel={onCancel} />)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('選択した医師アカウントを削除しますか？')
    expect(dialog.textContent).toContain('削除')
    expect((dialog as HTMLElement).style.width).toBe('290px')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onAccept).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('takes another width', async () => {
    render(<ConfirmDialog message="よろしいですか？" width={400} visible onAccept={() => {}} onCancel={() => {}} />)
    expect(((await screen.findByRole('dialog')) as HTMLElement).style.width).toBe('400px')
  })

  it('renders nothing when not visible', () => {
    render(<ConfirmDialog message="x" visible={false} onAccept={() => {}} onCancel={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('disables the buttons while busy', async () => {
    const onCancel = vi.fn()
    render(<ConfirmDialog message="x" visible busy onAccept={() => {}} onCancel={onCancel} />)
    await screen.findByRole('dialog')
    expect((screen.getByRole('button', { name: 'キャンセル' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('askConfirm (app-wide host)', () => {
  it('resolves true on OK and false on キャンセル', async () => {
    render(<ConfirmDialogHost actor={confirmHost} />)
    let answer!: Promise<boolean>
    act(() => {
      answer = askConfirm({ message: 'ログアウトしますか？' })
    })
    await screen.findByText('ログアウトしますか？')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await expect(answer).resolves.toBe(true)

    act(() => {
      answer = askConfirm({ header: '確認', message: '破棄しますか？' })
    })
    await screen.findByText('破棄しますか？')
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }))
    await expect(answer).resolves.toBe(false)
    await waitFor(() => expect(confirmHost.getSnapshot().hasTag('open')).toBe(false))
  })

  it('rejects misuse with a typed error', async () => {
    await expect(askConfirm({ message: '' })).rejects.toMatchObject({ _tag: 'ConfirmDialogMisuse', reason: 'invalid-request' })
    const first = askConfirm({ message: '一つ目' })
    await expect(askConfirm({ message: '二つ目' })).rejects.toMatchObject({ reason: 'already-open' })
    confirmHost.send({ type: 'confirm.cancel' })
    await expect(first).resolves.toBe(false)
  })
})
