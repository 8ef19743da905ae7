/**
 * Message history: the last 50 messages and toasts the console showed this session,
 * newest first, reopenable from the top bar.
 *
 * Events: `history.record` { entry } (the message dialog and the toasts feed it, src/app/notify.ts
 * and src/app/dialogs.ts); `history.open` / `history.close` (the top bar's button and the dialog).
 * States: `closed`, `open` (tag `open`). Recording works in both; the oldest entry beyond
 * `historyLimit` is dropped. Nothing is kept across a reload (this session only).
 */
import { assign, setup } from 'xstate'

/** How many entries the history keeps. */
export const historyLimit = 50

export type HistoryKind = 'error' | 'info' | 'success'

export interface HistoryEntry {
  readonly kind: HistoryKind
  /** When it was shown (ISO 8601). */
  readonly at: string
  readonly title?: string
  readonly messages: ReadonlyArray<string>
  /** For errors: the id sent with the log proxy entry (what the backend team searches for). */
  readonly logId?: string
  /** For errors from the API: the HTTP status (kept here and in the logs; the dialog shows only words). */
  readonly status?: number
}

export interface MessageHistoryContext {
  readonly entries: ReadonlyArray<HistoryEntry>
}

export type MessageHistoryEvent =
  | { readonly type: 'history.record'; readonly entry: HistoryEntry }
  | { readonly type: 'history.open' }
  | { readonly type: 'history.close' }

const record = assign<MessageHistoryContext, MessageHistoryEvent, undefined, MessageHistoryEvent, never>({
  entries: ({ context, event }) => (event.type === 'history.record' ? [event.entry, ...context.entries].slice(0, historyLimit) : context.entries),
})

export const messageHistoryMachine = setup({
  types: { context: {} as MessageHistoryContext, events: {} as MessageHistoryEvent },
}).createMachine({
  id: 'messageHistory',
  context: { entries: [] },
  initial: 'closed',
  states: {
    closed: {
      on: { 'history.record': { actions: record }, 'history.open': 'open' },
    },
    open: {
      tags: ['open'],
      on: { 'history.record': { actions: record }, 'history.close': 'closed' },
    },
  },
})
