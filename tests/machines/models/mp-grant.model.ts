import { expect } from 'vitest'
import type { DoctorId } from '@src/domain/ids'
import { mpGrantMachine } from '@src/areas/points/mp-grant.machine'
import { defineModelSpec, type ModelSpec } from '../support/model'

const doctorIds = ['d-1', 'd-2'] as unknown as ReadonlyArray<DoctorId>
const granted = { results: [{ doctorId: 'd-1', ok: true, balance: 1500 }, { doctorId: 'd-2', ok: true, balance: 300 }] }
const refused = { results: [{ doctorId: 'd-1', ok: true, balance: 1500 }, { doctorId: 'd-2', ok: false, balance: 0, error: 'MPが不足しています' }] }

const grant = (label: string, input: { doctorIds: ReadonlyArray<DoctorId> } | { id: DoctorId }): ModelSpec<typeof mpGrantMachine> =>
  defineModelSpec({
    machine: mpGrantMachine,
    label,
    input,
    events: [
      { type: 'mp.change', value: '１，０００' },
      { type: 'mp.change', value: 'たくさん' },
      { type: 'mp.change', value: '' },
      { type: 'mp.submit' },
      { type: 'mp.cancel' },
      { type: 'xstate.done.actor.grantMp', output: granted },
      { type: 'xstate.done.actor.grantMp', output: refused },
      { type: 'xstate.error.actor.grantMp', error: new Error('通信に失敗しました') },
    ],
    checks: {
      '*': (snapshot, run) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'submitting')
        // misuse changes nothing and is rejected, typed (SPEC section 8): input while sending, OK for no doctor
        const last = run.steps[run.steps.length - 1]!.event
        const previous = run.steps[run.steps.length - 2]?.state
        const noDoctors = 'doctorIds' in input && input.doctorIds.length === 0
        const reason = previous?.value === 'submitting' && last.type.startsWith('mp.') ? 'busy' : noDoctors && last.type === 'mp.submit' ? 'invalid-request' : undefined
        if (reason !== undefined) {
          expect(snapshot.value).toBe(previous!.value)
          expect(run.emitted[run.emitted.length - 1]).toMatchObject({ type: 'dialog.rejected', error: { _tag: 'DialogMisuse', dialog: 'mpGrant', reason } })
        }
        if (noDoctors) expect(snapshot.value).not.toBe('submitting')
      },
      // full-width digits and separators are read as a number; only that is ever sent, to the doctors asked for
      submitting: (_, run) =>
        expect(run.stubs.grantMp!.pending().input).toEqual({
          doctorIds: 'id' in input ? [input.id] : input.doctorIds,
          amount: 1000,
        }),
      editing: (snapshot, run) => {
        // a refusal or failure says why; a bad amount says what is wrong; nothing is sent
        const last = run.steps[run.steps.length - 1]!.event
        if (last.type === 'xstate.done.actor.grantMp') expect(snapshot.context.problem).toEqual({ kind: 'refused', message: 'MPが不足しています' })
        if (last.type === 'xstate.error.actor.grantMp') expect(snapshot.context.problem).toEqual({ kind: 'refused', message: '通信に失敗しました' })
        if (last.type === 'mp.submit' && !('doctorIds' in input && input.doctorIds.length === 0)) expect(snapshot.context.problem?.kind).toMatch(/^(required|notNumber)$/)
      },
      granted: (snapshot) => expect(snapshot.output).toEqual({ done: true, balance: 1500 }),
      cancelled: (snapshot) => expect(snapshot.output).toEqual({ done: false }),
    },
  })

export const specs = [
  grant('mpGrant (bulk)', { doctorIds }),
  grant('mpGrant (one doctor)', { id: 'd-1' as DoctorId }),
  // misuse: the dialog opened for no doctor; OK is refused, typed, and nothing is sent
  grant('mpGrant (no doctor)', { doctorIds: [] }),
]
