/**
 * 「この値に戻す」 in a record's 履歴 (src/areas/audit-log/revert.machine.ts): asked, confirmed,
 * run once with the request asked; success toasts, tells the history (`revert.done`) and closes;
 * a failure shows its words and keeps the confirmation open; キャンセル closes without running.
 */
import { expect } from 'vitest'
import { revertMachine } from '../../../src/areas/audit-log/revert.machine'
import type { RevertRequest } from '../../../src/domain/audit'
import type { AuditLogId } from '../../../src/domain/ids'
import { defineModelSpec } from '../support/model'

const request: RevertRequest = { targetType: 'doctor', targetId: '42', entryId: '81' as AuditLogId, column: 'last_name', value: '山田' }
const question = { label: '姓', from: '田中', to: '山田' }

export const spec = defineModelSpec({
  machine: revertMachine,
  record: ['showDone', 'showError'],
  events: [
    { type: 'revert.ask', request, question },
    { type: 'revert.accept' },
    { type: 'revert.cancel' },
    { type: 'xstate.done.actor.runRevert', output: undefined },
    { type: 'xstate.error.actor.runRevert', error: new Error('他の管理者が更新しました') },
  ],
  checks: {
    '*': (snapshot, run) => {
      expect(snapshot.hasTag('open')).toBe(snapshot.value !== 'idle')
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'reverting')
      const last = run.steps[run.steps.length - 1]!.event.type
      if (last === 'xstate.done.actor.runRevert') {
        expect(run.effects[run.effects.length - 1]?.type).toBe('showDone')
        expect(run.emitted[run.emitted.length - 1]).toEqual({ type: 'revert.done', request })
      }
      if (last === 'xstate.error.actor.runRevert') expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showError', params: { message: '他の管理者が更新しました' } })
      // nothing is reported but after a run
      if (!run.steps.some((s) => s.event.type.startsWith('xstate.done.actor'))) expect(run.emitted).toEqual([])
    },
    idle: (snapshot) => expect(snapshot.context).toEqual({ request: undefined, question: undefined }),
    confirming: (snapshot) => expect(snapshot.context).toEqual({ request, question }),
    reverting: (_snapshot, run) => expect(run.stubs.runRevert!.pending().input).toEqual(request),
  },
})
