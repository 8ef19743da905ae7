import { expect } from 'vitest'
import { exportPageSearch, listExportMachine } from '@src/machines/list-export.machine'
import { defineModelSpec } from '../support/model'

interface Row {
  readonly name: string
  readonly prefecture: string
}
const rowOf = (r: Row) => [r.name, r.prefecture]
// The list shows page 3 (cursor and trail in the URL): the export still starts at the first page.
const start = {
  type: 'export.start' as const,
  search: { prefecture: '北海道', sort: 'createdAt', cursor: 'c3', back: ['', 'c2'] },
  fileName: '医師一覧_20261123-1900.csv',
  header: ['氏名', '都道府県'],
  rowOf: rowOf as never,
}
const firstPage = { items: [{ name: '山田 太郎', prefecture: '北海道' }, { name: '=cmd', prefecture: '北海道' }], nextCursorKey: 'c2' }
const lastPage = { items: [{ name: '佐藤 花子', prefecture: '北海道' }], nextCursorKey: null }

export const spec = defineModelSpec({
  machine: listExportMachine,
  label: 'listExport',
  events: (snapshot) => {
    switch (snapshot.value) {
      case 'idle':
        return [start]
      case 'fetching':
        return [
          { type: 'xstate.done.actor.fetchPage', output: firstPage },
          { type: 'xstate.done.actor.fetchPage', output: lastPage },
          { type: 'xstate.error.actor.fetchPage', error: new Error('サーバーに接続できませんでした') },
          { type: 'export.cancel' },
        ]
      case 'formatting':
        return [
          { type: 'xstate.done.actor.formatRows', output: 'chunk\r\n' },
          { type: 'xstate.error.actor.formatRows', error: new Error('書き出せませんでした') },
          { type: 'export.cancel' },
        ]
      case 'pausing':
        return [{ type: 'xstate.after.pageGap.listExport.pausing' }, { type: 'export.cancel' }]
      case 'failed':
        return [{ type: 'export.retry' }, { type: 'export.close' }]
      default:
        return [{ type: 'export.close' }]
    }
  },
  record: ['saveFile'],
  stopWhen: (snapshot) => snapshot.context.pages > 2,
  checks: {
    '*': (snapshot) => expect(snapshot.hasTag('busy')).toBe(['fetching', 'formatting', 'pausing'].includes(snapshot.value as string)),
    // Nothing is kept between exports: cancel and close drop the chunks.
    idle: (snapshot) => expect(snapshot.context).toEqual({ chunks: [], rows: 0, pages: 0 }),
    // Every page is asked with the list's filters and sort, from the first page on, cursor by cursor.
    fetching: (snapshot, run) => {
      const asked = run.stubs.fetchPage!.pending().input
      expect(asked).toEqual(exportPageSearch(start.search, snapshot.context.cursor))
      expect(asked).not.toHaveProperty('back')
      if (snapshot.context.pages === 0) expect(asked).not.toHaveProperty('cursor')
    },
    // The header goes with the first page only; each item becomes its row.
    formatting: (snapshot, run) => {
      const input = run.stubs.formatRows!.pending().input as { header?: ReadonlyArray<string>; rows: ReadonlyArray<ReadonlyArray<string>> }
      expect(input.header).toEqual(snapshot.context.pages === 0 ? start.header : undefined)
      expect(input.rows).toEqual((snapshot.context.page!.items as Array<Row>).map(rowOf))
    },
    failed: (snapshot) => expect(snapshot.context.error).toMatch(/サーバーに接続できませんでした|書き出せませんでした/),
    // The file is saved once, with every chunk in page order, when the last page is in.
    done: (snapshot, run) => {
      const saves = run.effects.filter((e) => e.type === 'saveFile')
      expect(saves).toHaveLength(1)
      expect(saves[0]!.params).toEqual({ fileName: start.fileName, chunks: snapshot.context.chunks })
      expect(snapshot.context.chunks).toHaveLength(snapshot.context.pages)
    },
  },
})
