/**
 * Doctors named in a paste (/mp_management), two lines a lookup step: a header, an e-mail and an
 * id of the same doctor, a malformed line, an unknown e-mail, another doctor's id and the first
 * e-mail again in capitals. Every line ends resolved or listed with its reason, never dropped.
 */
import { expect } from 'vitest'
import type { Doctor } from '@src/domain/doctor'
import type { EntryLookup } from '@src/domain/doctor-entries'
import { doctorResolveMachine, unknownInLineOrder } from '@src/areas/points/doctor-resolve.machine'
import { defineModelSpec } from '../support/model'

const doctor = (id: string, email: string) => ({ id, email, lastName: '山田', firstName: id, mpBalance: 500, deletedAt: null }) as unknown as Doctor
const yamada = doctor('42', 'a@x.jp')
const sato = doctor('43', 's@x.jp')

const paste = ['email', 'a@x.jp', '42', 'not an entry!', 'b@x.jp', '', '43', 'A@X.JP'].join('\n')
const found: Readonly<Record<string, Doctor>> = { 'a@x.jp': yamada, '42': yamada, '43': sato }
const file = new Blob([paste])

/** Lines 2 … 8 but the blank line 6: every one ends somewhere. */
const named = [2, 3, 4, 5, 7, 8]

export const spec = defineModelSpec({
  machine: doctorResolveMachine,
  label: 'doctorResolve',
  input: { chunkSize: 2 },
  events: (snapshot) => {
    const { entries, done, chunkSize } = snapshot.context
    const chunk = entries.slice(done, done + chunkSize)
    const lookups: ReadonlyArray<EntryLookup> = chunk.map((entry) => ({ entry, doctor: found[entry.text] ?? null }))
    switch (snapshot.value) {
      case 'idle':
        return [
          { type: 'text.resolve', text: paste },
          // nothing pasted: nothing to look up
          { type: 'text.resolve', text: ' \n ' },
          { type: 'file.choose', file, name: 'doctors.csv' },
        ]
      case 'reading':
        return [
          { type: 'xstate.done.actor.readFile', output: paste },
          { type: 'xstate.error.actor.readFile', error: new Error('ファイルの文字コードを判別できませんでした。') },
        ]
      case 'looking':
        return [
          { type: 'xstate.done.actor.resolveChunk', output: lookups },
          { type: 'xstate.error.actor.resolveChunk', error: new Error('Failed to fetch') },
          { type: 'resolve.cancel' },
        ]
      case 'failed':
        return [{ type: 'retry' }, { type: 'resolve.cancel' }]
      default:
        return [{ type: 'unknown.download' }, { type: 'unknown.copy' }, { type: 'results.close' }]
    }
  },
  checks: {
    '*': (snapshot) => {
      // a doctor is picked once
      const ids = snapshot.context.resolved.map((r) => r.doctor.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(snapshot.hasTag('busy')).toBe(['reading', 'looking'].includes(String(snapshot.value)))
    },
    idle: (snapshot, run) => {
      expect(snapshot.context.resolved).toEqual([])
      if (run.steps.at(-1)?.event.type === 'xstate.error.actor.readFile') expect(snapshot.context.error).toBe('ファイルの文字コードを判別できませんでした。')
    },
    // the next lines, a chunk at a time, in order
    looking: (snapshot, run) => {
      const { entries, done } = snapshot.context
      expect(run.stubs.resolveChunk!.pending().input).toEqual(entries.slice(done, done + 2))
      // the header is no entry; the malformed line and the repeated e-mail are known before any lookup
      expect(entries.map((e) => e.line)).toEqual([2, 3, 5, 7])
    },
    reading: (_, run) => expect(run.stubs.readFile!.pending().input).toBe(file),
    failed: (snapshot) => expect(snapshot.context.error).toBe('Failed to fetch'),
    done: (snapshot) => {
      const { resolved } = snapshot.context
      const unknown = unknownInLineOrder(snapshot.context)
      expect([...resolved.map((r) => r.line), ...unknown.map((u) => u.line)].sort()).toEqual(named)
      const reasons = Object.fromEntries(unknown.map((u) => [u.line, u.reason]))
      expect(reasons[4]).toBe('malformed')
      expect(reasons[8]).toBe('duplicate')
      if (reasons[3] !== 'cancelled') {
        // doctor 42's id after its e-mail: the same doctor
        expect(reasons[3]).toBe('duplicate')
        expect(unknown.find((u) => u.line === 3)?.firstLine).toBe(2)
      }
      if (reasons[5] !== 'cancelled') expect(reasons[5]).toBe('notFound')
      if (!Object.values(reasons).includes('cancelled')) expect(resolved.map((r) => r.doctor.id)).toEqual(['42', '43'])
    },
  },
})
