/**
 * App-wide dialog actors and the helpers other flows use.
 *
 * Message dialog queue (SPEC section 2, 'Message dialog'):
 * - `enqueueMessage(item)`: append one item, e.g.
 *   `enqueueMessage({ kind: 'simple-error', messages: ['保存できませんでした。'] })` (title defaults to エラー);
 * - `enqueueMessages(items)`: append several at once (at least one);
 * - misuse (unknown kind, empty message list, empty paragraph, empty item list) throws a
 *   `MessageDialogMisuse` synchronously: never a silent no-op.
 * A machine never imports this module: it declares an action (e.g. `showMessage`) that the
 * composition root provides with `enqueueMessage`.
 *
 * Confirm (SPEC section 2, 'Confirm'): `askConfirm({ header?, message, width? })` shows the
 * app-wide ConfirmDialog and resolves true for OK, false for キャンセル. Misuse (empty message,
 * bad width, a question already open) rejects with `ConfirmDialogMisuse`.
 */
import { createActor } from './inspect'
import { messageHistoryMachine } from '../machines/message-history.machine'
import { ConfirmDialogMisuse, confirmMachine, validateConfirmRequest, type ConfirmRequest } from '../machines/confirm.machine'
import {
  MessageDialogMisuse,
  messageQueueMachine,
  validateMessageItem,
  type MessageInput,
} from '../machines/message-queue.machine'

export const messageQueue = createActor(messageQueueMachine)
messageQueue.on('message.rejected', ({ error }) => {
  console.error(error)
})
messageQueue.start()

/** The last 50 messages and toasts of this session (top bar → メッセージ履歴). */
export const messageHistory = createActor(messageHistoryMachine)
messageHistory.start()

/** What the history keeps of a failure beside its words: never shown in the dialog itself. */
export interface MessageTrace {
  /** The id sent with the log proxy entry of this failure. */
  readonly logId?: string
  /** The HTTP status the failure came with (staff read words; the history keeps the code). */
  readonly status?: number
}

const remember = (item: MessageInput, trace: MessageTrace = {}): void => {
  messageHistory.send({
    type: 'history.record',
    entry: {
      kind: item.kind === 'simple-error' ? 'error' : 'info',
      at: new Date().toISOString(),
      ...(item.title !== undefined ? { title: item.title } : {}),
      messages: item.messages,
      ...(trace.logId !== undefined ? { logId: trace.logId } : {}),
      ...(trace.status !== undefined ? { status: trace.status } : {}),
    },
  })
}

/** `trace`: the log proxy entry's id and the HTTP status of this failure (shown in the history, not in the dialog). */
export const enqueueMessage = (item: MessageInput, trace?: MessageTrace): void => {
  const error = validateMessageItem(item)
  if (error) throw error
  messageQueue.send({ type: 'message.enqueue', item })
  remember(item, trace)
}

export const enqueueMessages = (items: ReadonlyArray<MessageInput>): void => {
  if (!Array.isArray(items) || items.length === 0) {
    throw new MessageDialogMisuse({ reason: 'invalid-item', message: 'メッセージダイアログに表示する項目がありません。' })
  }
  const errors = items.map(validateMessageItem)
  const firstError = errors.find((error) => error !== undefined)
  if (firstError) throw firstError
  for (const item of items) {
    messageQueue.send({ type: 'message.enqueue', item })
    remember(item)
  }
}

export const confirmHost = createActor(confirmMachine)
confirmHost.on('confirm.rejected', ({ error }) => {
  console.error(error)
})
confirmHost.start()

let nextConfirmId = 0

export const askConfirm = (request: Omit<ConfirmRequest, 'id'>): Promise<boolean> => {
  const full: ConfirmRequest = { ...request, id: `confirm-${++nextConfirmId}` }
  const invalid = validateConfirmRequest(full)
  if (invalid) return Promise.reject(invalid)
  if (confirmHost.getSnapshot().hasTag('open')) {
    return Promise.reject(
      new ConfirmDialogMisuse({ reason: 'already-open', message: '確認ダイアログは既に表示されています。' }),
    )
  }
  return new Promise<boolean>((resolve) => {
    const subscription = confirmHost.on('confirm.answered', (event) => {
      if (event.id !== full.id) return
      subscription.unsubscribe()
      resolve(event.accepted)
    })
    confirmHost.send({ type: 'confirm.open', request: full })
  })
}
