import { expect } from 'vitest'
import type { DoctorId } from '../../../src/domain/ids'
import { mpGrantMachine, mpTexts } from '../../../src/machines/mp-grant.machine'
import { defineModelSpec } from '../support/model'

const doctorIds = ['d-1', 'd-2'] as unknown as ReadonlyArray<DoctorId>
const granted = { results: [{ doctorId: 'd-1', ok: true, balance: 1500 }, { doctorId: 'd-2', ok: true, balance: 300 }] }
const refused = { results: [{ doctorId: 'd-1', ok: true, balance: 1500 }, { doctorId: 'd-2', ok: false, balance: 0, error: 'MPが不足しています' }] }

export const spec = defineModelSpec({
  machine: mpGrantMachine,
  input: { doctorIds },
  events: [
    { type: 'mp.change', value: '１，０００' },
    { type: 'mp.change', value: 'たくさん' },
    { type: 'mp.submit' },
    { type: 'mp.cancel' },
    { type: 'xstate.done.actor.grantMp', output: granted },
    { type: 'xstate.done.actor.grantMp', output: refused },
    { type: 'xstate.error.actor.grantMp', error: new Error('通信に失敗しました') },
  ],
  checks: {
    '*': (snapshot) => expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'submitting'),
    // full-width digits and separators are read as a number; only that is ever sent
    submitting: (_, run) => expect(run.stubs.grantMp!.pending().input).toEqual({ doctorIds, amount: 1000 }),
    editing: (snapshot) => {
      if (snapshot.context.error !== undefined) {
        expect([mpTexts.required, mpTexts.notNumber, 'MPが不足しています', '通信に失敗しました']).toContain(snapshot.context.error)
      }
    },
    granted: (snapshot) => expect(snapshot.output).toEqual({ granted: true, balance: 1500 }),
    cancelled: (snapshot) => expect(snapshot.output).toEqual({ granted: false }),
  },
})
