import { expect } from 'vitest'
import { bulkCount, makeBulkActionMachine, type BulkRow } from '@src/machines/bulk-action.machine'
import { defineModelSpec } from '../support/model'

const rows: ReadonlyArray<BulkRow> = [
  { id: 'd-1', label: '山田 太郎' },
  { id: 'd-2', label: '佐藤 花子' },
  { id: 'd-3', label: '鈴木 一郎' },
]

export const spec = defineModelSpec({
  machine: makeBulkActionMachine(),
  factory: makeBulkActionMachine,
  label: 'bulkAction',
  events: (snapshot) => {
    switch (snapshot.value) {
      case 'idle':
        return [
          { type: 'bulk.start', action: 'freeze', rows },
          // nothing selected: nothing to confirm (misuse, rejected)
          { type: 'bulk.start', action: 'freeze', rows: [] },
          // answers to a dialog not shown (misuse, rejected)
          { type: 'confirm.ok' },
          { type: 'confirm.cancel' },
          { type: 'results.close' },
        ]
      case 'confirming':
        return [{ type: 'confirm.ok' }, { type: 'confirm.cancel' }]
      case 'running':
        return [
          { type: 'xstate.done.actor.runAction', output: { id: 'd-1' } },
          { type: 'xstate.error.actor.runAction', error: new Error('削除済みの医師は変更できません') },
          { type: 'bulk.cancel' },
          // another action while this one runs (misuse, rejected)
          { type: 'bulk.start', action: 'unfreeze', rows },
        ]
      default:
        return [{ type: 'results.close' }, { type: 'confirm.ok' }]
    }
  },
  stopWhen: (snapshot) => snapshot.context.stopping && snapshot.value === 'running' && snapshot.context.index > 0,
  checks: {
    '*': (snapshot, run) => {
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'running')
      // misuse changes nothing and is rejected, typed (SPEC section 8)
      const last = run.steps[run.steps.length - 1]!.event as { type: string; rows?: ReadonlyArray<BulkRow> }
      const was = run.steps[run.steps.length - 2]?.state.value
      const reason =
        last.type === 'bulk.start'
          ? was !== 'idle'
            ? 'busy'
            : last.rows!.length === 0
              ? 'invalid-request'
              : undefined
          : (last.type === 'confirm.ok' || last.type === 'confirm.cancel') && was !== 'confirming'
            ? 'nothing-to-answer'
            : last.type === 'results.close' && was !== 'results'
              ? 'nothing-to-answer'
              : undefined
      if (reason !== undefined) {
        expect(snapshot.value).toBe(was)
        expect(run.emitted[run.emitted.length - 1]).toMatchObject({ type: 'dialog.rejected', error: { _tag: 'DialogMisuse', dialog: 'bulkAction', reason } })
      }
    },
    idle: (snapshot) => expect(snapshot.context).toEqual({ rows: [], index: 0, outcomes: [], stopping: false }),
    // the confirmation states how many rows the action will touch
    confirming: (snapshot) => {
      expect(snapshot.context.rows).toHaveLength(3)
      expect(snapshot.context.action).toBe('freeze')
    },
    // one call at a time, for the next row, with the action
    running: (snapshot, run) => {
      expect(run.stubs.runAction!.pending().input).toEqual({ id: rows[snapshot.context.index]!.id, action: 'freeze' })
      expect(snapshot.context.outcomes).toHaveLength(snapshot.context.index)
    },
    // one result per selected row, in order; after 中止 the rows not started are reported as not run
    results: (snapshot, run) => {
      expect(snapshot.context.outcomes.map((o) => o.row)).toEqual(rows)
      const failed = snapshot.context.outcomes.filter((o) => o.status === 'failed')
      for (const f of failed) expect(f.error).toBe('削除済みの医師は変更できません')
      const started = run.steps.filter((s) => s.event.type.startsWith('xstate.done.actor') || s.event.type.startsWith('xstate.error.actor')).length
      expect(bulkCount(snapshot.context, 'done') + bulkCount(snapshot.context, 'failed')).toBe(started)
      if (!snapshot.context.stopping) expect(bulkCount(snapshot.context, 'cancelled')).toBe(0)
    },
  },
})
