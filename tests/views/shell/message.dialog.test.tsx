// @vitest-environment jsdom
/**
 * Message dialog view bound to a real queue actor: 次へ / 閉じる, button colour by kind,
 * paragraphs, not dismissable by the mask or Esc.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { messageQueueMachine, type MessageItem } from '@src/machines/message-queue.machine'
import { MessageDialog } from '@src/views/dialogs/message.dialog'

afterEach(cleanup)

const setup = (items: ReadonlyArray<MessageItem>) => {
  const actor = createActor(messageQueueMachine).start()
  for (const item of items) actor.send({ type: 'message.enqueue', item })
  render(<MessageDialog actor={actor} />)
  return actor
}

const error: MessageItem = { kind: 'simple-error', messages: ['一件目のエラーです。'] }
const info: MessageItem = { kind: 'simple-info', title: '完了', messages: ['一段落目。', '二段落目。'] }

describe('MessageDialog', () => {
  it('renders nothing when the queue is empty', () => {
    setup([])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows 次へ in red for an error with another item queued, then 閉じる in primary', async () => {
    const actor = setup([error, info])
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('エラー')
    expect(dialog.textContent).toContain('一件目のエラーです。')
    const next = screen.getByRole('button', { name: '次へ' })
    expect(next.className).toContain('p-button-danger')

    fireEvent.click(next)
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('完了'))
    expect(screen.getByText('一段落目。').tagName).toBe('P')
    expect(screen.getByText('二段落目。').tagName).toBe('P')
    const close = screen.getByRole('button', { name: '閉じる' })
    expect(close.className).not.toContain('p-button-danger')
    expect(close.className).toContain('p-button')
    expect(screen.queryByRole('button', { name: '次へ' })).toBeNull()

    fireEvent.click(close)
    await waitFor(() => expect(actor.getSnapshot().hasTag('open')).toBe(false))
  })

  it('shows 閉じる in red for a single error', async () => {
    setup([error])
    const close = await screen.findByRole('button', { name: '閉じる' })
    expect(close.className).toContain('p-button-danger')
  })

  it('is not dismissed by clicking the mask, by Esc, and has no close icon', async () => {
    const actor = setup([error])
    const dialog = await screen.findByRole('dialog')
    const mask = dialog.closest('.p-dialog-mask')
    expect(mask).not.toBeNull()
    fireEvent.mouseDown(mask as Element)
    fireEvent.click(mask as Element)
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' })
    await act(async () => {})
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(dialog.querySelector('.p-dialog-header-close')).toBeNull()
  })

  it('follows items enqueued while open (閉じる becomes 次へ)', async () => {
    const actor = setup([error])
    await screen.findByRole('button', { name: '閉じる' })
    act(() => actor.send({ type: 'message.enqueue', item: info }))
    await screen.findByRole('button', { name: '次へ' })
    expect(screen.queryByRole('button', { name: '閉じる' })).toBeNull()
  })
})
