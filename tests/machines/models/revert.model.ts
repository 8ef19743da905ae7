/**
 * 「この値に戻す」 / 「この変更をすべて戻す」 in a record's 履歴 (src/areas/audit-log/revert.machine.ts):
 * asked, the record's fields read (現在の値), confirmed, run once with the request asked; success
 * toasts, tells the history (`revert.done`) and closes; a 409 (a field moved on since the entry)
 * reads the record again and, when a field of the request no longer holds what the entry left,
 * offers the ordinary edit (the same request with `asEdit`), else shows the refusal's words and
 * offers the revert again; any other failure shows its words and keeps the dialog open; a failed
 * read closes with its words; キャンセル closes without running.
 */
import { expect } from 'vitest'
import { revertMachine } from '@src/areas/audit-log/revert.machine'
import type { AuditCurrent, RevertRequest } from '@src/domain/audit'
import type { AuditLogId } from '@src/domain/ids'
import { defineModelSpec } from '../support/model'

const request: RevertRequest = { targetType: 'doctor', targetId: '42', entryId: '81' as AuditLogId, fields: [{ column: 'phone', value: '090-1111-1111', after: '090-2222-2222' }] }
/** The record still holds what the entry left: the revert is clean. */
const unchanged: AuditCurrent = { values: { phone: '090-2222-2222' }, names: {} }
/** The field moved on since the entry (B → C after A → B). */
const movedOn: AuditCurrent = { values: { phone: '090-3333-3333' }, names: {} }
const stale = Object.assign(new Error('この項目はこの変更の後にも更新されています（電話番号）'), { status: 409 })
const refused = new Error('電話番号の形式が正しくありません')

export const spec = defineModelSpec({
  machine: revertMachine,
  record: ['showDone', 'showError'],
  events: [
    { type: 'revert.ask', request },
    { type: 'revert.accept' },
    { type: 'revert.cancel' },
    { type: 'xstate.done.actor.readCurrent', output: unchanged },
    { type: 'xstate.done.actor.readCurrent', output: movedOn },
    { type: 'xstate.error.actor.readCurrent', error: new Error('対象が見つかりませんでした。削除された可能性があります。') },
    { type: 'xstate.done.actor.runRevert', output: undefined },
    { type: 'xstate.error.actor.runRevert', error: stale },
    { type: 'xstate.error.actor.runRevert', error: refused },
    { type: 'xstate.done.actor.readAgain', output: unchanged },
    { type: 'xstate.done.actor.readAgain', output: movedOn },
    { type: 'xstate.error.actor.readAgain', error: new Error('対象が見つかりませんでした。削除された可能性があります。') },
    { type: 'xstate.done.actor.overwrite', output: undefined },
    { type: 'xstate.error.actor.overwrite', error: stale },
    { type: 'xstate.error.actor.overwrite', error: refused },
  ],
  checks: {
    '*': (snapshot, run) => {
      expect(snapshot.hasTag('open')).toBe(snapshot.value !== 'idle')
      const calling = snapshot.matches('reading') || snapshot.matches('reverting') || snapshot.matches('rereading') || snapshot.matches({ overwriting: 'saving' })
      expect(snapshot.hasTag('busy')).toBe(calling)
      expect(snapshot.hasTag('overwrite')).toBe(snapshot.matches('rereading') || snapshot.matches('overwriting'))
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'xstate.done.actor.runRevert' || last.type === 'xstate.done.actor.overwrite') {
        expect(snapshot.value).toBe('idle')
        expect(run.effects[run.effects.length - 1]?.type).toBe('showDone')
        expect(run.emitted[run.emitted.length - 1]).toEqual({ type: 'revert.done', request })
      }
      if ((last.type === 'xstate.error.actor.runRevert' || last.type === 'xstate.error.actor.overwrite') && 'error' in last && last.error === refused)
        expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showError', params: { message: refused.message } })
      // a 409 never shows a failure at once: the record is read again first
      if ((last.type === 'xstate.error.actor.runRevert' || last.type === 'xstate.error.actor.overwrite') && 'error' in last && last.error === stale) {
        expect(snapshot.value).toBe('rereading')
        expect(snapshot.context.refusal).toBe(stale.message)
      }
      // nothing is reported but after a run
      if (!run.steps.some((s) => s.event.type === 'xstate.done.actor.runRevert' || s.event.type === 'xstate.done.actor.overwrite')) expect(run.emitted).toEqual([])
    },
    idle: (snapshot) => expect(snapshot.context).toEqual({ request: undefined, current: undefined, refusal: undefined }),
    reading: (snapshot, run) => {
      expect(snapshot.context.request).toEqual(request)
      expect(run.stubs.readCurrent!.pending().input).toEqual(request)
    },
    confirming: (snapshot, run) => {
      expect(snapshot.context.request).toEqual(request)
      expect(snapshot.context.current).toBeDefined()
      // back from a refusal that was not about a newer change: its words were said, once
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'xstate.done.actor.readAgain') {
        expect(snapshot.context.refusal).toBeUndefined()
      }
    },
    // the revert itself: the entry's request as asked (`?revertOf=` the entry)
    reverting: (_snapshot, run) => expect(run.stubs.runRevert!.pending().input).toEqual(request),
    rereading: (_snapshot, run) => expect(run.stubs.readAgain!.pending().input).toEqual(request),
    // the offer stands only while a field of the request no longer holds what the entry left
    overwriting: (snapshot) => {
      expect(snapshot.context.current).toEqual(movedOn)
      expect(snapshot.context.refusal).toBe(stale.message)
    },
    // knowingly: the same fields as an ordinary edit, never marked as a revert
    'overwriting.saving': (_snapshot, run) => expect(run.stubs.overwrite!.pending().input).toEqual({ ...request, asEdit: true }),
  },
})
