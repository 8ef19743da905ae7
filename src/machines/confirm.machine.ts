/**
 * Confirm dialog host: one app-wide actor that asks a yes/no question.
 *
 * Spec (section 2, 'Confirm'): message text, default width 290, buttons キャンセル and OK.
 *
 * Events: `confirm.open` { request } asks; `confirm.accept` (OK) / `confirm.cancel`
 * (キャンセル, Esc, the close icon) answer. Each answer emits `confirm.answered` with the
 * request id, so a caller can await its own answer (`askConfirm` in src/app/dialogs.ts).
 * States: `closed`, `open` (tag `open`).
 *
 * Misuse is never a silent no-op: asking while a question is open, asking with an empty
 * message or a non-positive width, or answering when nothing is asked leaves the state
 * unchanged and emits `confirm.rejected` with a typed `ConfirmDialogMisuse`.
 */
import { Schema } from 'effect'
import { assign, emit, setup } from 'xstate'

/** Spec constant: default width of the confirm dialog, in px. */
export const confirmDefaultWidth = 290

export interface ConfirmRequest {
  /** Chosen by the caller; echoed in `confirm.answered`. */
  readonly id: string
  readonly header?: string
  readonly message: string
  /** In px; default 290. */
  readonly width?: number
}

export class ConfirmDialogMisuse extends Schema.TaggedError<ConfirmDialogMisuse>()('ConfirmDialogMisuse', {
  reason: Schema.Literals(['already-open', 'invalid-request', 'nothing-to-answer']),
  message: Schema.String,
}) {}

/** Check a request; the typed error says what is wrong, in Japanese for staff. */
export const validateConfirmRequest = (request: ConfirmRequest): ConfirmDialogMisuse | undefined => {
  if (typeof request.message !== 'string' || request.message.trim() === '') {
    return new ConfirmDialogMisuse({ reason: 'invalid-request', message: '確認ダイアログのメッセージが空です。' })
  }
  if (request.width !== undefined && !(Number.isFinite(request.width) && request.width > 0)) {
    return new ConfirmDialogMisuse({ reason: 'invalid-request', message: `確認ダイアログの幅が不正です: ${request.width}` })
  }
  return undefined
}

interface ConfirmContext {
  readonly request: ConfirmRequest | undefined
}

export type ConfirmEvent =
  | { readonly type: 'confirm.open'; readonly request: ConfirmRequest }
  | { readonly type: 'confirm.accept' }
  | { readonly type: 'confirm.cancel' }

export type ConfirmEmitted =
  | { readonly type: 'confirm.answered'; readonly id: string; readonly accepted: boolean }
  | { readonly type: 'confirm.rejected'; readonly id: string | undefined; readonly error: ConfirmDialogMisuse }

const answered = (context: ConfirmContext, accepted: boolean) =>
  ({ type: 'confirm.answered', id: context.request?.id ?? '', accepted }) as const

export const confirmMachine = setup({
  types: {
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
    emitted: {} as ConfirmEmitted,
  },
  guards: {
    validRequest: ({ event }) => event.type === 'confirm.open' && validateConfirmRequest(event.request) === undefined,
  },
  actions: {
    remember: assign({ request: ({ event }) => (event.type === 'confirm.open' ? event.request : undefined) }),
    forget: assign({ request: undefined }),
    reportAccepted: emit(({ context }) => answered(context, true)),
    reportCancelled: emit(({ context }) => answered(context, false)),
    rejectInvalid: emit(({ event }) => ({
      type: 'confirm.rejected' as const,
      id: event.type === 'confirm.open' ? event.request.id : undefined,
      error:
        (event.type === 'confirm.open' ? validateConfirmRequest(event.request) : undefined) ??
        new ConfirmDialogMisuse({ reason: 'invalid-request', message: '確認ダイアログの要求が不正です。' }),
    })),
    rejectBusy: emit(({ event }) => ({
      type: 'confirm.rejected' as const,
      id: event.type === 'confirm.open' ? event.request.id : undefined,
      error: new ConfirmDialogMisuse({ reason: 'already-open', message: '確認ダイアログは既に表示されています。' }),
    })),
    rejectAnswer: emit(() => ({
      type: 'confirm.rejected' as const,
      id: undefined,
      error: new ConfirmDialogMisuse({ reason: 'nothing-to-answer', message: '確認ダイアログは表示されていません。' }),
    })),
  },
}).createMachine({
  id: 'confirm',
  context: { request: undefined },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'confirm.open': [
          { guard: 'validRequest', target: 'open', actions: 'remember' },
          { actions: 'rejectInvalid' },
        ],
        'confirm.accept': { actions: 'rejectAnswer' },
        'confirm.cancel': { actions: 'rejectAnswer' },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'confirm.open': { actions: 'rejectBusy' },
        'confirm.accept': { target: 'closed', actions: ['reportAccepted', 'forget'] },
        'confirm.cancel': { target: 'closed', actions: ['reportCancelled', 'forget'] },
      },
    },
  },
})
