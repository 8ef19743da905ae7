import { expect } from 'vitest'
import { batchUndoMachine } from '@src/areas/audit-log/batch-undo.machine'
import type { Batch, BatchUndoResult } from '@src/domain/batch'
import { defineModelSpec } from '../support/model'

const batch = {
  id: '900', action: 'bulkEdit', targetType: 'doctor', field: 'prefecture', fileName: null, actorEmail: 'operator@medicolle.example', actorName: '担当 一郎',
  counts: { applied: 2, unchanged: 0, stale: 0, failed: 0 }, undoOf: null, undoneBy: null, createdAt: '2026-12-07T23:00:00.000Z',
} as Batch
const undone = { ...batch, id: '901', undoneBy: '950' } as Batch
const result = {
  batch: { ...batch, id: '950', action: 'undo', field: null, undoOf: '900', counts: { applied: 1, unchanged: 0, stale: 1, failed: 0 } },
  skipped: [{ id: '43', name: '佐藤 花子', reason: 'この一括変更の後に更新されています' }],
} as unknown as BatchUndoResult

export const spec = defineModelSpec({
  machine: batchUndoMachine,
  label: 'batchUndo',
  events: (snapshot) => {
    switch (snapshot.value) {
      case 'idle':
        // a batch undone already offers nothing
        return [{ type: 'undo.ask', batch }, { type: 'undo.ask', batch: undone }]
      case 'confirming':
        return [{ type: 'undo.accept' }, { type: 'undo.cancel' }]
      case 'undoing':
        return [
          { type: 'xstate.done.actor.runUndo', output: result },
          { type: 'xstate.error.actor.runUndo', error: new Error('この一括変更はすでに元に戻されています') },
        ]
      default:
        return [{ type: 'undo.close' }]
    }
  },
  stopWhen: (snapshot) => snapshot.value === 'undoing' && snapshot.context.error !== undefined,
  checks: {
    '*': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'undoing')
      expect(snapshot.hasTag('open')).toBe(snapshot.value !== 'idle')
    },
    idle: (snapshot, run) => {
      expect(snapshot.context.batch).toBeUndefined()
      // closing the result tells the history to reload (and the page to read its record again)
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'undo.close') expect(run.emitted[run.emitted.length - 1]).toEqual({ type: 'undo.done', batch })
    },
    confirming: (snapshot) => expect(snapshot.context.batch).toEqual(batch),
    // one call, for the batch asked about
    undoing: (_, run) => expect(run.stubs.runUndo!.pending().input).toBe('900'),
    // the records left as they were, with why
    done: (snapshot) => expect(snapshot.context.result).toEqual(result),
  },
})
