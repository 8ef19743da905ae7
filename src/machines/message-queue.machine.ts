/**
 * Message dialog queue: one app-wide actor that any flow feeds by event.
 *
 * Spec (section 2, 'Message dialog'): a queue of items of kind simple-error (default
 * title エラー) or simple-info, each with a title and a list of message paragraphs.
 * The dialog shows the first item and cannot be dismissed by clicking outside. Its
 * button reads 次へ when at least two items are queued, otherwise 閉じる; pressing
 * it removes the first item so the next appears.
 *
 * Events:
 * - `message.enqueue` { item }: append one item (validated: see `MessageItem`);
 * - `dialog.next`: the button was pressed; drop the first item.
 * States: `empty`, `showing.last` (one item: 閉じる), `showing.more` (two or more: 次へ).
 * Views ask `state.hasTag('open')` and `state.hasTag('more')`, and read the first item
 * with `currentMessage(state)`.
 *
 * Misuse is never a silent no-op: an invalid item (unknown kind, empty message list,
 * empty paragraph) or `dialog.next` with nothing shown leaves the queue unchanged and
 * emits `message.rejected` carrying a typed `MessageDialogMisuse`. The app-wide helper
 * `enqueueMessage` (src/app/dialogs.ts) also throws that error synchronously.
 */
import { Schema } from 'effect'
import { assign, emit, setup, type SnapshotFrom } from 'xstate'

export const messageKinds = ['simple-error', 'simple-info'] as const
export type MessageKind = (typeof messageKinds)[number]

/** Titles used when an item has none. The spec names エラー for simple-error. */
export const defaultMessageTitles: Record<MessageKind, string> = {
  'simple-error': 'エラー',
  'simple-info': 'お知らせ',
}

const Paragraph = Schema.NonEmptyString

/** Spec section 3, 'Dialog queue item: kind, title, messages'. */
export const MessageItem = Schema.Struct({
  kind: Schema.Literals(messageKinds),
  /** Omitted: the kind's default title. */
  title: Schema.optional(Schema.String),
  /** Paragraphs, at least one. */
  messages: Schema.NonEmptyArray(Paragraph),
})
export type MessageItem = typeof MessageItem.Type

/**
 * What callers pass: like `MessageItem` but with any list of paragraphs, so a computed
 * `string[]` fits; an empty list is caught at run time (typed error), not by the compiler.
 */
export interface MessageInput {
  readonly kind: MessageKind
  readonly title?: string
  readonly messages: ReadonlyArray<string>
}

/** A queued item with its title resolved. */
export interface QueuedMessage {
  readonly kind: MessageKind
  readonly title: string
  readonly messages: ReadonlyArray<string>
}

export type MessageMisuseReason = 'invalid-item' | 'nothing-to-dismiss'

/** A caller used the message dialog wrongly. */
export class MessageDialogMisuse extends Schema.TaggedError<MessageDialogMisuse>()('MessageDialogMisuse', {
  reason: Schema.Literals(['invalid-item', 'nothing-to-dismiss']),
  message: Schema.String,
}) {}

const isMessageItem = Schema.is(MessageItem)

const describeInvalid = (item: unknown): string => {
  if (typeof item !== 'object' || item === null) return 'メッセージダイアログの項目がオブジェクトではありません。'
  const { kind, messages } = item as { kind?: unknown; messages?: unknown }
  if (!messageKinds.includes(kind as MessageKind)) {
    return `メッセージダイアログの種類が不正です: ${String(kind)}（simple-error または simple-info）`
  }
  if (!Array.isArray(messages) || messages.length === 0) return 'メッセージダイアログのメッセージが空です。'
  return 'メッセージダイアログの項目が不正です（タイトルは文字列、メッセージは空でない文字列の一覧）。'
}

/** Check an item; the typed error says what is wrong, in Japanese for staff. */
export const validateMessageItem = (item: unknown): MessageDialogMisuse | undefined =>
  isMessageItem(item) ? undefined : new MessageDialogMisuse({ reason: 'invalid-item', message: describeInvalid(item) })

const toQueued = (item: MessageInput): QueuedMessage => ({
  kind: item.kind,
  title: item.title ?? defaultMessageTitles[item.kind],
  messages: item.messages,
})

interface MessageQueueContext {
  readonly items: ReadonlyArray<QueuedMessage>
}

export type MessageQueueEvent =
  | { readonly type: 'message.enqueue'; readonly item: MessageInput }
  | { readonly type: 'dialog.next' }

export type MessageQueueEmitted = { readonly type: 'message.rejected'; readonly error: MessageDialogMisuse }

export const messageQueueMachine = setup({
  types: {
    context: {} as MessageQueueContext,
    events: {} as MessageQueueEvent,
    emitted: {} as MessageQueueEmitted,
  },
  guards: {
    validItem: ({ event }) => event.type === 'message.enqueue' && isMessageItem(event.item),
    severalQueued: ({ context }) => context.items.length >= 2,
    oneQueued: ({ context }) => context.items.length === 1,
  },
  actions: {
    append: assign({
      items: ({ context, event }) =>
        event.type === 'message.enqueue' ? [...context.items, toQueued(event.item)] : context.items,
    }),
    dropFirst: assign({ items: ({ context }) => context.items.slice(1) }),
    rejectItem: emit(({ event }) => ({
      type: 'message.rejected' as const,
      error:
        validateMessageItem(event.type === 'message.enqueue' ? event.item : undefined) ??
        new MessageDialogMisuse({ reason: 'invalid-item', message: describeInvalid(undefined) }),
    })),
    rejectDismiss: emit(() => ({
      type: 'message.rejected' as const,
      error: new MessageDialogMisuse({
        reason: 'nothing-to-dismiss',
        message: 'メッセージダイアログに表示中の項目がありません。',
      }),
    })),
  },
}).createMachine({
  id: 'messageQueue',
  context: { items: [] },
  initial: 'empty',
  on: {
    'message.enqueue': [
      { guard: 'validItem', target: '.sorting', actions: 'append' },
      { actions: 'rejectItem' },
    ],
  },
  states: {
    empty: {
      on: { 'dialog.next': { actions: 'rejectDismiss' } },
    },
    sorting: {
      always: [
        { guard: 'severalQueued', target: 'showing.more' },
        { guard: 'oneQueued', target: 'showing.last' },
        { target: 'empty' },
      ],
    },
    showing: {
      tags: ['open'],
      initial: 'last',
      on: { 'dialog.next': { target: 'sorting', actions: 'dropFirst' } },
      states: {
        last: {},
        more: { tags: ['more'] },
      },
    },
  },
})

export type MessageQueueSnapshot = SnapshotFrom<typeof messageQueueMachine>

/** The item the dialog shows, or undefined when the queue is empty. */
export const currentMessage = (snapshot: MessageQueueSnapshot): QueuedMessage | undefined => snapshot.context.items[0]
