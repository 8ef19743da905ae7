/**
 * A kind's ゴミ箱: the deleted records a page at a time, 「復元」 of one or of several in turn; a
 * refused restore is kept in the server's words beside the record's name while the others go on;
 * after a round the list is read again and the restored ones confirmed once.
 */
import { expect } from 'vitest'
import type { TrashEntry } from '@src/domain/trash'
import { makeTrashMachine, type TrashPage } from '@src/machines/trash.machine'
import { defineModelSpec } from '../support/model'

const entry = (id: string, name: string): TrashEntry => ({ id, name, note: `${id}@trash.example`, deletedAt: '2024-04-01T09:00:00.000Z', deletedBy: '管理 太郎' })
const yamada = entry('42', '山田 太郎')
const sato = entry('43', '佐藤 花子')
const suzuki = entry('44', '鈴木 一郎')
const first: TrashPage = { items: [yamada, sato], nextCursorKey: 'c2' }
const last: TrashPage = { items: [suzuki], nextCursorKey: null }
const refusal = 'メールアドレス「43@trash.example」は削除後に登録された別の医師が使っているため復元できません'

export const spec = defineModelSpec({
  machine: makeTrashMachine('trash'),
  factory: makeTrashMachine,
  label: 'trash',
  events: (snapshot) => {
    switch (snapshot.value) {
      case 'loading':
        return [
          { type: 'xstate.done.actor.fetchTrash', output: first },
          { type: 'xstate.error.actor.fetchTrash', error: new Error('サーバーに接続できませんでした') },
        ]
      case 'loadFailed':
        return [{ type: 'trash.reload' }]
      case 'ready':
        return [
          { type: 'trash.restore', ids: ['42', '43'] },
          // nothing listed ticked: nothing to do
          { type: 'trash.restore', ids: ['99'] },
          { type: 'trash.more' },
          { type: 'trash.reload' },
        ]
      case 'loadingMore':
        return [
          { type: 'xstate.done.actor.fetchMore', output: last },
          { type: 'xstate.error.actor.fetchMore', error: new Error('次のページを読み込めませんでした') },
        ]
      case 'restoring':
        return [
          { type: 'xstate.done.actor.restoreOne', output: { restoredAt: '2024-04-02T09:00:00.000Z' } },
          { type: 'xstate.error.actor.restoreOne', error: new Error(refusal) },
        ]
      default:
        return []
    }
  },
  record: ['showError', 'showRestored'],
  checks: {
    '*': (snapshot) => expect(snapshot.hasTag('busy')).toBe(['loading', 'loadingMore', 'restoring'].includes(String(snapshot.value))),
    // the first page is read from the start; the next after the cursor the server gave
    loading: (_snapshot, run) => expect(run.stubs.fetchTrash!.pending().input).toBeNull(),
    loadingMore: (snapshot, run) => expect(run.stubs.fetchMore!.pending().input).toBe(snapshot.context.next),
    // one restore at a time, the ticked ones in the list's order
    restoring: (snapshot, run) => {
      expect(run.stubs.restoreOne!.pending().input).toBe(snapshot.context.queue[0]!.id)
      const done = snapshot.context.restored.length + snapshot.context.refusals.length
      expect(['42', '43'].slice(done)).toEqual(snapshot.context.queue.map((e) => e.id))
    },
    ready: (snapshot, run) => {
      // no record listed twice; a ticked id nothing lists does nothing
      const ids = snapshot.context.items.map((i) => i.id)
      expect(new Set(ids).size).toBe(ids.length)
      // every refusal says why, in the server's words, with the record's name
      for (const r of snapshot.context.refusals) expect(r).toEqual({ id: r.id, name: r.id === '42' ? '山田 太郎' : '佐藤 花子', message: refusal })
      // each round that restored something is confirmed once, naming what came back; a load-more failure is shown
      const rounds = run.effects.filter((e) => e.type === 'showRestored')
      for (const e of rounds) expect((e.params as { names: ReadonlyArray<string> }).names.length).toBeGreaterThan(0)
      const moreFailed = run.steps.filter((s) => s.event.type === 'xstate.error.actor.fetchMore').length
      expect(run.effects.filter((e) => e.type === 'showError')).toHaveLength(moreFailed)
    },
    loadFailed: (snapshot) => expect(snapshot.context.error).toBe('サーバーに接続できませんでした'),
  },
})
