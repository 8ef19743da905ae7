/**
 * Message dialog queue (SPEC section 2): first item shown, 次へ with two or more queued,
 * 閉じる with one, pressing removes the first; misuse is a typed error, never a silent no-op.
 *
 * Model-based: every shortest path of the machine (bounded at three queued items) is replayed on
 * a fresh actor and checked against a plain array queue, the reference behaviour.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  currentMessage,
  MessageDialogMisuse,
  messageQueueMachine,
  validateMessageItem,
  type MessageItem,
  type MessageQueueSnapshot,
} from '@src/machines/message-queue.machine'

const error1: MessageItem = { kind: 'simple-error', messages: ['保存できませんでした。'] }
const info1: MessageItem = { kind: 'simple-info', title: '完了', messages: ['保存しました。', '続けて編集できます。'] }

const start = () => {
  const actor = createActor(messageQueueMachine)
  const rejected: MessageDialogMisuse[] = []
  actor.on('message.rejected', (event) => rejected.push(event.error))
  actor.start()
  return { actor, rejected }
}

describe('message queue (scenarios)', () => {
  it('is closed with nothing queued', () => {
    const { actor } = start()
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    expect(currentMessage(actor.getSnapshot())).toBeUndefined()
  })

  it('shows the first item; 次へ (more) with two queued, then 閉じる, then closes', () => {
    const { actor } = start()
    actor.send({ type: 'message.enqueue', item: error1 })
    actor.send({ type: 'message.enqueue', item: info1 })
    let snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('open')).toBe(true)
    expect(snapshot.hasTag('more')).toBe(true)
    expect(currentMessage(snapshot)).toEqual({ kind: 'simple-error', title: 'エラー', messages: ['保存できませんでした。'] })

    actor.send({ type: 'dialog.next' })
    snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('more')).toBe(false)
    expect(currentMessage(snapshot)?.title).toBe('完了')

    actor.send({ type: 'dialog.next' })
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('keeps an explicit title of an error', () => {
    const { actor } = start()
    actor.send({ type: 'message.enqueue', item: { kind: 'simple-error', title: '通信エラー', messages: ['x'] } })
    expect(currentMessage(actor.getSnapshot())?.title).toBe('通信エラー')
  })

  it.each([
    ['an unknown kind', { kind: 'simple-warning', messages: ['x'] }, '種類が不正'],
    ['an empty message list', { kind: 'simple-error', messages: [] }, 'メッセージが空'],
    ['an empty paragraph', { kind: 'simple-info', messages: [''] }, '項目が不正'],
    ['a title that is not text', { kind: 'simple-info', title: 3, messages: ['x'] }, '項目が不正'],
    ['no item at all', undefined, 'オブジェクトではありません'],
  ])('rejects %s with a typed error and leaves the queue unchanged', (_name, item, text) => {
    const { actor, rejected } = start()
    actor.send({ type: 'message.enqueue', item: error1 })
    actor.send({ type: 'message.enqueue', item: item as never })
    expect(actor.getSnapshot().context.items).toHaveLength(1)
    expect(rejected).toHaveLength(1)
    expect(rejected[0]).toBeInstanceOf(MessageDialogMisuse)
    expect(rejected[0]?._tag).toBe('MessageDialogMisuse')
    expect(rejected[0]?.reason).toBe('invalid-item')
    expect(rejected[0]?.message).toContain(text)
    expect(validateMessageItem(item)?._tag).toBe('MessageDialogMisuse')
  })

  it('rejects dismissing when nothing is shown', () => {
    const { actor, rejected } = start()
    actor.send({ type: 'dialog.next' })
    expect(rejected.map((error) => error.reason)).toEqual(['nothing-to-dismiss'])
  })

  it('accepts valid items', () => {
    expect(validateMessageItem(error1)).toBeUndefined()
    expect(validateMessageItem(info1)).toBeUndefined()
  })
})

describe('message queue (model-based paths)', () => {
  const paths = createTestModel(messageQueueMachine, {
    events: [
      { type: 'message.enqueue', item: error1 },
      { type: 'message.enqueue', item: info1 },
      { type: 'dialog.next' },
    ],
    stopWhen: (snapshot) => snapshot.context.items.length >= 3,
    serializeEvent: (event) => (event.type === 'message.enqueue' ? `enqueue:${event.item.kind}` : event.type),
  }).getShortestPaths()

  it('covers the empty, one-item and several-item states', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect(values).toEqual(new Set(['"empty"', '{"showing":"last"}', '{"showing":"more"}']))
  })

  for (const path of paths) {
    it(`replays: ${path.description}`, async () => {
      const { actor } = start()
      const reference: MessageItem[] = []
      const check = (model: MessageQueueSnapshot) => {
        const real = actor.getSnapshot()
        expect(real.value).toEqual(model.value)
        expect(real.hasTag('open')).toBe(reference.length > 0)
        expect(real.hasTag('more')).toBe(reference.length >= 2)
        expect(currentMessage(real)?.kind).toBe(reference[0]?.kind)
        expect(real.context.items.map((item) => item.messages)).toEqual(reference.map((item) => item.messages))
      }
      await path.test({
        events: {
          'message.enqueue': ({ event }) => {
            const item = (event as unknown as { item: MessageItem }).item
            reference.push(item)
            actor.send({ type: 'message.enqueue', item })
          },
          'dialog.next': () => {
            reference.shift()
            actor.send({ type: 'dialog.next' })
          },
        },
        states: { empty: check, showing: check },
      })
      check(path.state)
    })
  }
})
