import { expect } from 'vitest'
import type { DoctorId } from '@src/domain/ids'
import { bulkGrantMachine, bulkGrantTotal, type BulkGrantDoctor } from '@src/areas/points/bulk-grant.machine'
import { defineModelSpec } from '../support/model'

const open: BulkGrantDoctor = { id: 'd-1' as DoctorId, name: '山田 太郎', balance: 500 }
const frozen: BulkGrantDoctor = { id: 'd-2' as DoctorId, name: '佐藤 花子', balance: 200 }
const partial = {
  results: [
    { doctorId: 'd-1', ok: true, balance: 1500, error: null },
    { doctorId: 'd-2', ok: false, balance: 200, error: '利用停止中の医師にはMPを付与できません' },
  ],
}

export const spec = defineModelSpec({
  machine: bulkGrantMachine,
  label: 'bulkGrant',
  events: (snapshot) => {
    switch (snapshot.value) {
      case 'selecting':
        return [
          { type: 'select.toggle', doctor: open },
          { type: 'select.toggle', doctor: frozen },
          // a paste naming a doctor already ticked and a new one (twice): each doctor is added once
          { type: 'select.add', doctors: [open, frozen, frozen] },
          { type: 'select.clear' },
          { type: 'grant.open' },
        ]
      case 'amount':
        return [
          { type: 'mp.change', value: '１，０００' },
          { type: 'mp.change', value: 'たくさん' },
          { type: 'note.change', note: '学会協力のお礼' },
          { type: 'note.change', note: '  ' },
          { type: 'mp.submit' },
          { type: 'mp.cancel' },
        ]
      case 'confirming':
        return [{ type: 'confirm.ok' }, { type: 'confirm.back' }]
      case 'granting':
        return [
          { type: 'xstate.done.actor.grantMp', output: partial },
          { type: 'xstate.error.actor.grantMp', error: new Error('利用停止中の医師にはMPを付与できません') },
        ]
      default:
        return [{ type: 'results.close' }]
    }
  },
  // Two doctors, one amount and one note are enough to reach every state and transition.
  stopWhen: (snapshot) => snapshot.context.selected.length > 2,
  checks: {
    '*': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'granting')
      const ids = snapshot.context.selected.map((d) => d.id)
      expect(new Set(ids).size).toBe(ids.length)
    },
    // opening the dialog needs a pick
    amount: (snapshot) => expect(snapshot.context.selected.length).toBeGreaterThan(0),
    // the confirmation states doctors × MP, with a checked amount and a note
    confirming: (snapshot) => {
      expect(snapshot.context.amount).toBe(1000)
      expect(bulkGrantTotal(snapshot.context)).toBe(snapshot.context.selected.length * 1000)
      expect(snapshot.context.note.trim()).not.toBe('')
    },
    // exactly the picked doctors, the coerced amount and the trimmed note are sent
    granting: (snapshot, run) =>
      expect(run.stubs.grantMp!.pending().input).toEqual({ doctorIds: snapshot.context.selected.map((d) => d.id), amount: 1000, note: '学会協力のお礼' }),
    // one outcome per picked doctor: granted with the new balance, or refused with the reason
    results: (snapshot) => {
      expect(snapshot.context.outcomes.map((o) => o.doctor.id)).toEqual(snapshot.context.selected.map((d) => d.id))
      const byId = new Map(snapshot.context.outcomes.map((o) => [o.doctor.id, o]))
      if (byId.has(open.id)) expect(byId.get(open.id)).toMatchObject({ ok: true, balance: 1500 })
      if (byId.has(frozen.id)) expect(byId.get(frozen.id)).toMatchObject({ ok: false, balance: 200, error: '利用停止中の医師にはMPを付与できません' })
    },
  },
})
