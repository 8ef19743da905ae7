// @vitest-environment jsdom
/**
 * Staff read words, not HTTP codes (issue 31): a refusal from the API reaches the message dialog
 * with the server's words only; its status is carried past `messageOf` (`failureOf`: { message,
 * status }) into the message history (メッセージ履歴 shows it), the browser console and the log
 * proxy entry, where support reads it.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messageHistory, messageQueue } from '@src/app/dialogs'
import { showFailure } from '@src/app/notify'
import { failureOf, messageOf } from '@src/machines/machine-helpers'
import { HttpStatusError } from '@src/services/http/api-errors'
import { MessageHistoryDialog } from '@src/views/dialogs/message-history.dialog'

let logged: string[] = []
let warned: unknown[][] = []

beforeEach(() => {
  logged = []
  warned = []
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warned.push(args))
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(new URL(String(input), 'http://localhost/')), init)
      logged.push(await request.text())
      return new Response(JSON.stringify({ status: 202, messages: [], payload: { accepted: true, receivedAt: '2026-01-01T00:00:00Z' } }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  // the app-wide queue outlives this file in its worker (isolate: false): leave it as found
  while (messageQueue.getSnapshot().hasTag('open')) messageQueue.send({ type: 'dialog.next' })
})

const refusal = (status: number, message?: string) =>
  HttpStatusError.of(status, '', JSON.stringify({ status, messages: message ? [{ message }] : [], payload: null }))

describe('a failure: words for staff, the status kept apart', () => {
  it('the client error says the server\'s words, or a sentence for the kind of status: never the code', () => {
    expect(refusal(422, '自分自身は削除できません').message).toBe('自分自身は削除できません')
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 500, 503]) {
      const { message } = refusal(status)
      expect(message, String(status)).not.toMatch(/HTTP|\d{3}/)
      expect(message.length).toBeGreaterThan(5)
    }
    expect(refusal(403).message).toBe('この操作を行う権限がありません。')
  })

  it('failureOf carries the status past messageOf; a failure without one has none', () => {
    const error = refusal(409, 'この管理者は他の操作者が先に更新しました')
    expect(messageOf(error)).toBe('この管理者は他の操作者が先に更新しました')
    expect(failureOf(error)).toEqual({ message: 'この管理者は他の操作者が先に更新しました', status: 409 })
    expect(failureOf(new Error('クリップボードに書き込めませんでした'))).toEqual({ message: 'クリップボードに書き込めませんでした' })
  })

  it('showFailure: the dialog shows the words; the history, the console and the log proxy keep the status', async () => {
    showFailure(failureOf(refusal(422, '自分自身は削除できません')), 'http://localhost/operator/op-1')
    const shown = messageQueue.getSnapshot().context
    expect(JSON.stringify(shown)).toContain('自分自身は削除できません')
    expect(JSON.stringify(shown)).not.toContain('422')
    const entry = messageHistory.getSnapshot().context.entries[0]!
    expect(entry).toMatchObject({ kind: 'error', messages: ['自分自身は削除できません'], status: 422 })
    expect(entry.logId).toMatch(/^[0-9a-f]{8}$/)
    expect(warned.flat().join(' ')).toContain('HTTP 422')
    await vi.waitFor(() => expect(logged.join('\n')).toContain('HTTP 422'))
    expect(logged.join('\n')).toContain(`logId: ${entry.logId}`)

    messageHistory.send({ type: 'history.open' })
    render(<MessageHistoryDialog actor={messageHistory} />)
    expect(await screen.findByText('自分自身は削除できません')).toBeTruthy()
    expect(screen.getByText(`HTTPステータス: 422 / ログID: ${entry.logId}`)).toBeTruthy()
  })

  it('a failure with words only (no status) keeps no code anywhere', () => {
    showFailure('保存できませんでした。')
    const entry = messageHistory.getSnapshot().context.entries[0]!
    expect(entry.status).toBeUndefined()
    expect(warned.flat().join(' ')).not.toContain('HTTP')
  })
})
