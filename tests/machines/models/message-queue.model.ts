import { expect } from 'vitest'
import { currentMessage, messageQueueMachine } from '@src/machines/message-queue.machine'
import { defineModelSpec } from '../support/model'

export const spec = defineModelSpec({
  machine: messageQueueMachine,
  events: [
    { type: 'message.enqueue', item: { kind: 'simple-error', messages: ['保存できませんでした。'] } },
    { type: 'message.enqueue', item: { kind: 'simple-info', title: '完了', messages: ['保存しました。'] } },
    { type: 'message.enqueue', item: { kind: 'simple-error', messages: [] } },
    { type: 'dialog.next' },
  ],
  // the queue could grow without end: three items show every case
  stopWhen: (snapshot) => snapshot.context.items.length >= 3,
  checks: {
    '*': (snapshot) => {
      const n = snapshot.context.items.length
      expect(snapshot.hasTag('open')).toBe(n > 0)
      expect(snapshot.hasTag('more')).toBe(n >= 2)
      if (n > 0) expect(currentMessage(snapshot)?.title).toMatch(/^(エラー|完了)$/)
    },
  },
})
