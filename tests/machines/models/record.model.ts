/**
 * The generic record machine over a doctor-like record: freeze / unfreeze (confirmed, allowed by
 * the record's state), delete (confirmed, ends the record), resend (allowed, not confirmed), and
 * grantMp (its own dialog, then the record is read again); and the quiet check after a gap in the
 * live stream (`record.check`: the record shown stays, `record.checked` tells whether it moved).
 */
import { expect } from 'vitest'
import { makeRecordMachine } from '@src/machines/record.machine'
import { defineModelSpec } from '../support/model'

interface Rec {
  readonly frozen: boolean
  readonly version?: number
}
type Action = 'freeze' | 'unfreeze' | 'delete' | 'resend' | 'grantMp'

const machine = makeRecordMachine<Rec, Action>({
  id: 'recordModel',
  allows: (record, action) =>
    action === 'freeze' ? !record.frozen : action === 'unfreeze' ? record.frozen : action === 'grantMp' ? !record.frozen : true,
  confirms: ['freeze', 'unfreeze', 'delete'],
  removes: ['delete'],
  dialogs: ['grantMp'],
})

const actions: ReadonlyArray<Action> = ['freeze', 'unfreeze', 'delete', 'resend', 'grantMp']
const failure = new Error('通信に失敗しました')

export const spec = defineModelSpec({
  machine,
  factory: makeRecordMachine,
  input: { id: 'd-1' },
  events: (snapshot) => [
    ...actions.map((action) => ({ type: 'record.runAction', action })),
    { type: 'dialog.accept' },
    { type: 'dialog.cancel' },
    { type: 'record.reload' },
    { type: 'record.check' },
    { type: 'xstate.done.actor.checkRecord', output: snapshot.context.record },
    { type: 'xstate.done.actor.checkRecord', output: { frozen: (snapshot.context.record as Rec | undefined)?.frozen ?? false, version: 2 } },
    { type: 'xstate.error.actor.checkRecord', error: failure },
    { type: 'xstate.done.actor.loadRecord', output: { frozen: false } },
    { type: 'xstate.error.actor.loadRecord', error: failure },
    { type: 'xstate.done.actor.refreshRecord', output: { frozen: false } },
    { type: 'xstate.error.actor.refreshRecord', error: failure },
    // the server answers the record as it is now (null: gone, or nothing to show)
    { type: 'xstate.done.actor.runAction', output: snapshot.context.action === 'freeze' ? { frozen: true } : null },
    { type: 'xstate.error.actor.runAction', error: failure },
    { type: 'xstate.done.actor.actionDialog', output: { done: true } },
    { type: 'xstate.done.actor.actionDialog', output: { done: false } },
    { type: 'xstate.error.actor.actionDialog', error: failure },
  ],
  record: ['showDone', 'showError'],
  checks: {
    '*': (snapshot, run) => {
      // OK / キャンセル with no confirmation shown changes nothing and is rejected, typed (SPEC section 8)
      const last = run.steps[run.steps.length - 1]!.event
      const previous = run.steps[run.steps.length - 2]?.state
      if ((last.type === 'dialog.accept' || last.type === 'dialog.cancel') && previous?.value !== 'confirming') {
        expect(snapshot.value).toEqual(previous?.value)
        expect(run.emitted[run.emitted.length - 1]).toMatchObject({ type: 'dialog.rejected', error: { _tag: 'DialogMisuse', dialog: 'recordAction', reason: 'nothing-to-answer' } })
      }
      // every success and every failure of an action is reported, once
      const done = run.steps.filter(
        (s, i) =>
          (s.event.type === 'xstate.done.actor.runAction' ||
            (s.event.type === 'xstate.done.actor.actionDialog' && (s.event as unknown as { output: { done: boolean } }).output.done)) &&
          i > 0,
      )
      const failed = run.steps.filter((s) => /^xstate\.error\.actor\.(runAction|actionDialog|refreshRecord)$/.test(s.event.type))
      expect(run.effects.filter((e) => e.type === 'showDone')).toHaveLength(done.length)
      // each success names the record it was done to (a delete's toast restores that record on 元に戻す)
      for (const e of run.effects.filter((e) => e.type === 'showDone')) expect((e.params as { readonly id: string }).id).toBe('d-1')
      expect(run.effects.filter((e) => e.type === 'showError')).toEqual(
        failed.map(() => ({ type: 'showError', params: { message: failure.message } })),
      )
      // a quiet check: the record shown stays; what it found is emitted (a moved version, or a failure), nothing else
      if (/^xstate\.(done|error)\.actor\.checkRecord$/.test(last.type)) {
        const found = last as unknown as { output?: Rec }
        const shown = (run.steps[run.steps.length - 2]!.state.context as { record?: Rec }).record
        expect(snapshot.value).toBe('viewing')
        expect(snapshot.context.record).toEqual(shown)
        expect(run.emitted.at(-1)).toEqual(
          last.type === 'xstate.error.actor.checkRecord'
            ? { type: 'record.checked', changed: false, failed: failure.message }
            : { type: 'record.checked', changed: JSON.stringify(found.output) !== JSON.stringify(shown) },
        )
      }
      if (snapshot.value === 'checking') {
        expect(snapshot.hasTag('busy')).toBe(false)
        expect(run.stubs.checkRecord!.pending().input).toBe('d-1')
      }
      // only the actions the record's state allows are offered (also while checking quietly)
      if (snapshot.value === 'viewing' || snapshot.value === 'checking') {
        const record = snapshot.context.record as Rec
        expect(snapshot.can({ type: 'record.runAction', action: 'freeze' })).toBe(!record.frozen)
        expect(snapshot.can({ type: 'record.runAction', action: 'unfreeze' })).toBe(record.frozen)
      }
    },
    acting: (snapshot, run) =>
      expect(run.stubs.runAction!.pending().input).toEqual({ id: 'd-1', action: snapshot.context.action }),
    inDialog: (snapshot, run) =>
      expect(run.stubs.actionDialog!.pending().input).toEqual({ id: 'd-1', record: snapshot.context.record, action: 'grantMp' }),
    loadFailed: (snapshot) => expect(snapshot.context.error).toBe(failure.message),
    removed: (snapshot) => expect(snapshot.status).toBe('done'),
  },
})
